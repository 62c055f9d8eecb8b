import type { View } from '@designer/contract'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { href } from '@/app/routes'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { errorText } from '@/lib/forms'
import { useDesignOptions } from './api/get-design-options'
import { useView } from './api/get-view'
import { useUpdateView } from './api/update-view'
import { ViewForm } from './components/view-form'
import { ViewPageHeader } from './components/view-page-header'

export function ViewEditPage() {
  const { viewId = '' } = useParams()
  const { t } = useTranslation()
  const view = useView(viewId)

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
      <div
        role="alert"
        className="mx-auto flex w-full max-w-3xl flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-destructive">{errorText(t, view.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void view.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
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
