import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent } from '@/components/ui/card'
import { href } from '@/lib/routes'
import { useCreateDesign } from './api/create-design'
import { useDesigns } from './api/get-designs'
import { DesignCreateForm } from './components/design-create-form'

export function DesignCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  const defaultType = search.get('type') === 'component' ? 'component' : 'design'
  const sources = useDesigns({ pageSize: 100, sort: 'name' })
  const create = useCreateDesign()
  const back =
    defaultType === 'component'
      ? href('admin.designs', undefined, { type: 'component', view: 'grid' })
      : href('admin.designs')

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <div className="space-y-3">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {defaultType === 'component' ? t('designs.backToComponents') : t('designs.backToDesigns')}
        </Link>
        <PageHeader
          title={
            defaultType === 'component'
              ? t('designs.create.titleComponent')
              : t('designs.create.title')
          }
          description={t('designs.create.description')}
        />
      </div>
      <Card>
        <CardContent>
          <DesignCreateForm
            defaultType={defaultType}
            // A failed list only takes away the "start from" choice; creating still works.
            sources={sources.isError ? [] : sources.data?.items}
            onCancel={() => navigate(back)}
            // The title (and the tab's) says what is being made, as the choice changes.
            onTypeChange={(type) =>
              setSearch(type === 'component' ? { type } : {}, { replace: true })
            }
            onSubmit={async (values) => {
              const design = await create.mutateAsync(values)
              toast.success(t('designs.create.created', { name: design.name }))
              navigate(href('admin.designs.edit', { designId: design.id }))
            }}
          />
        </CardContent>
      </Card>
    </div>
  )
}
