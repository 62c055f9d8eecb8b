import { componentIdsOf, type Design } from '@designer/contract'
import { useQueries, useQuery } from '@tanstack/react-query'
import { ArrowLeft, Copy, FileQuestion, PenTool, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '@/components/back-link'
import { EmptyState } from '@/components/empty-state'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { designQuery } from '@/lib/design-query'
import { useDocumentTitle } from '@/lib/document-title'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useDuplicateDesign } from './api/duplicate-design'
import { useDesignUsage } from './api/get-design-usage'
import { DeleteDesignDialog } from './components/delete-design-dialog'
import { DesignCostCard } from './components/design-cost-card'
import { DesignDetailsCard } from './components/design-details-card'
import { DesignLinksCard } from './components/design-links-card'
import { DesignPreview } from './components/design-preview'
import { DesignTypeBadge } from './components/design-type-badge'
import { SceneObjectList } from './components/scene-object-list'

export function DesignDetailPage() {
  const { designId = '' } = useParams()
  const { t } = useTranslation()
  const design = useQuery(designQuery(designId))
  useDocumentTitle(design.data?.name)

  if (design.isError) {
    // Another company's design, a deleted one, or an address that is not a design at all.
    const missing = design.error instanceof ApiError && [400, 404].includes(design.error.status)
    return missing ? (
      <div className="mx-auto w-full max-w-3xl py-8">
        <EmptyState
          icon={FileQuestion}
          title={t('designs.notFound.title')}
          description={t('designs.notFound.description')}
          action={
            <Button asChild>
              <Link to={href('admin.designs')}>
                <ArrowLeft aria-hidden="true" />
                {t('designs.backToDesigns')}
              </Link>
            </Button>
          }
        />
      </div>
    ) : (
      <LoadError
        className="mx-auto w-full max-w-3xl"
        error={design.error}
        onRetry={() => void design.refetch()}
      />
    )
  }
  if (!design.data) return <DetailSkeleton />
  return <DesignDetail design={design.data} />
}

function DesignDetail({ design }: { design: Design }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const duplicate = useDuplicateDesign()
  const [deleting, setDeleting] = useState(false)
  const isComponent = design.type === 'component'
  const listHref = isComponent
    ? href('admin.designs', undefined, { type: 'component', view: 'grid' })
    : href('admin.designs')

  // The components it places, with how many times; their names come from their own designs,
  // which the 3D preview loads anyway.
  const used = componentIdsOf(design.scene)
  const usedDesigns = useQueries({ queries: used.map((id) => designQuery(id)) })
  const names: Record<string, string | undefined> = {}
  used.forEach((id, i) => {
    names[id] = usedDesigns[i]?.data?.name
  })
  const instances = (id: string) =>
    design.scene.objects.filter((o) => o.type === 'component' && o.params.designId === id).length

  async function onDuplicate() {
    try {
      const copy = await duplicate.mutateAsync(design.id)
      toast.success(t('designs.duplicate.done', { name: copy.name }))
      navigate(href('admin.designs.show', { designId: copy.id }))
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <div className="space-y-3">
        <BackLink to={listHref}>
          {isComponent ? t('designs.backToComponents') : t('designs.backToDesigns')}
        </BackLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="min-w-0 break-words font-semibold text-2xl tracking-tight">
                {design.name}
              </h1>
              <DesignTypeBadge type={design.type} />
            </div>
            <p className="line-clamp-2 max-w-2xl text-muted-foreground text-sm">
              {design.description || t('designs.noDescription')}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button
              variant="outline"
              onClick={() => setDeleting(true)}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              {t('designs.actions.delete')}
            </Button>
            <Button variant="outline" onClick={onDuplicate} loading={duplicate.isPending}>
              {!duplicate.isPending && <Copy aria-hidden="true" />}
              {t('designs.actions.duplicate')}
            </Button>
            <Button asChild>
              <Link to={href('admin.designs.edit', { designId: design.id })}>
                <PenTool aria-hidden="true" />
                {t('designs.actions.edit')}
              </Link>
            </Button>
          </div>
        </div>
      </div>

      {/* One column below xl on a minmax(0, 1fr) track, and min-w-0 on each column: the preview,
          the cost card and the objects' table keep to the window instead of widening it. */}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <DesignPreview design={design} />
          <DesignCostCard design={design} />
          <Card className="gap-4 pb-2">
            <CardHeader>
              <CardTitle>
                <h2>{t('designs.objects.title')}</h2>
              </CardTitle>
              <CardDescription>
                {t('designs.objectCount', { count: design.scene.objects.length })}
              </CardDescription>
            </CardHeader>
            {design.scene.objects.length > 0 ? (
              <SceneObjectList scene={design.scene} componentNames={names} />
            ) : (
              <CardContent className="pb-4">
                <p className="text-muted-foreground text-sm">{t('designs.objects.empty')}</p>
              </CardContent>
            )}
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <DesignDetailsCard design={design} />
          {/* A component that places none needs no card saying so; a design's tells how. */}
          {(used.length > 0 || !isComponent) && (
            <DesignLinksCard
              testId="design-components"
              title={t('designs.detail.componentsUsed')}
              description={t('designs.detail.componentsUsedDescription')}
              links={used.map((id) => ({
                id,
                name: names[id],
                type: 'component',
                note: `× ${instances(id)}`,
              }))}
              empty={t('designs.detail.noComponentsUsed')}
            />
          )}
          {isComponent && <UsageCard id={design.id} />}
        </div>
      </div>

      <DeleteDesignDialog
        design={deleting ? design : null}
        onOpenChange={setDeleting}
        onDeleted={() => navigate(listHref, { replace: true })}
      />
    </div>
  )
}

function UsageCard({ id }: { id: string }) {
  const { t } = useTranslation()
  const usage = useDesignUsage(id)
  return (
    <DesignLinksCard
      testId="design-usage"
      title={t('designs.detail.usedIn')}
      description={t('designs.detail.usedInDescription')}
      loading={usage.isPending}
      links={(usage.data ?? []).map((ref) => ({ id: ref.id, name: ref.name, type: ref.type }))}
      empty={usage.isError ? errorText(t, usage.error) : t('designs.detail.notUsed')}
    />
  )
}

function DetailSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true" className="mx-auto w-full max-w-7xl space-y-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="space-y-3">
        <Skeleton className="h-4 w-32" />
        <div className="flex items-end justify-between gap-4">
          <div className="space-y-2">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-4 w-96 max-w-full" />
          </div>
          <Skeleton className="hidden h-9 w-72 sm:block" />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Skeleton className="aspect-[16/10] rounded-xl xl:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  )
}
