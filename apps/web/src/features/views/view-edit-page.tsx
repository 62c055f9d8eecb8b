import type { View } from '@designer/contract'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '@/components/empty-state'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { useDocumentTitle } from '@/lib/document-title'
import { href } from '@/lib/routes'
import { useDesignOptions } from './api/get-design-options'
import { useView } from './api/get-view'
import { useUpdateView } from './api/update-view'
import { ViewForm } from './components/view-form'
import { ViewPageHeader } from './components/view-page-header'

export function ViewEditPage() {
  const { viewId = '' } = useParams()
  const { t } = useTranslation()
  const view = useView(viewId)
  useDocumentTitle(view.data?.name)

  if (view.isError) {
    // Another company's view, a deleted one, or an address that is not a view at all.
    const missing = view.error instanceof ApiError && [400, 404].includes(view.error.status)
    return missing ? (
      <div className="mx-auto w-full max-w-3xl py-8">
        <EmptyState
          icon={FileQuestion}
          title={t('views.notFound.title')}
          description={t('views.notFound.description')}
          action={
            <Button asChild>
              <Link to={href('admin.views')}>
                <ArrowLeft aria-hidden="true" />
                {t('views.backToViews')}
              </Link>
            </Button>
          }
        />
      </div>
    ) : (
      <LoadError
        className="mx-auto w-full max-w-3xl"
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    )
  }
  if (!view.data) return <EditSkeleton />
  return <EditView view={view.data} />
}

function EditView({ view }: { view: View }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const designs = useDesignOptions()
  const update = useUpdateView()
  const back = href('admin.views')

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <ViewPageHeader
        title={t('views.edit.title', { name: view.name })}
        description={t('views.edit.description')}
      />
      <ViewForm
        // Keyed by the view: another view opened in place starts from its own values.
        key={view.id}
        view={view}
        designs={designs.isError ? [] : designs.data?.items}
        submitLabel={t('views.edit.submit')}
        onCancel={() => navigate(back)}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ id: view.id, input: values })
          toast.success(t('views.edit.saved', { name: saved.name }))
          navigate(back)
        }}
      />
    </div>
  )
}

function EditSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true" className="mx-auto w-full max-w-6xl space-y-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="space-y-3">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    </div>
  )
}
