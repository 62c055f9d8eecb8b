import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { href } from '@/lib/routes'
import { useCreateView } from './api/create-view'
import { useDesignOptions } from './api/get-design-options'
import { ViewForm } from './components/view-form'
import { ViewPageHeader } from './components/view-page-header'

export function ViewCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const designs = useDesignOptions()
  const create = useCreateView()
  const back = href('admin.views')

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <ViewPageHeader title={t('views.create.title')} description={t('views.create.description')} />
      <ViewForm
        // A failed list only takes away the choice of design; saving still works.
        designs={designs.isError ? [] : designs.data?.items}
        submitLabel={t('views.create.submit')}
        onCancel={() => navigate(back)}
        onSubmit={async (values) => {
          const view = await create.mutateAsync(values)
          toast.success(t('views.create.created', { name: view.name }))
          navigate(back)
        }}
      />
    </div>
  )
}
