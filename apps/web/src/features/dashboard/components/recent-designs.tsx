import type { DesignListItem } from '@designer/contract'
import { ArrowRight, Plus, Puzzle, Shapes } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { relativeTime } from '@/lib/relative-time'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import { useDesignSummary } from '../api/get-design-summary'

export function RecentDesigns({ className }: { className?: string }) {
  const { t } = useTranslation()
  const summary = useDesignSummary()
  return (
    <Card className={cn('gap-4', className)} data-testid="dashboard-recent-designs">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.recent.title')}</h2>
        </CardTitle>
        <CardDescription>{t('dashboard.recent.description')}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to={href('admin.designs', undefined, { view: 'grid' })}>
              {t('dashboard.recent.viewAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {summary.isError ? (
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <div role="status" aria-busy="true" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            <span className="sr-only">{t('common.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="aspect-[4/3] rounded-lg" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : summary.data.recent.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Shapes aria-hidden="true" className="size-5" />
            </span>
            <div className="space-y-1">
              <p className="font-medium">{t('dashboard.recent.emptyTitle')}</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                {t('dashboard.recent.emptyDescription')}
              </p>
            </div>
            <Button asChild size="sm">
              <Link to={href('admin.designs.create')}>
                <Plus aria-hidden="true" />
                {t('dashboard.newDesign')}
              </Link>
            </Button>
          </div>
        ) : (
          // Two across on a phone: six pictures one under the other made a page of scrolling.
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {summary.data.recent.map((design) => (
              <li key={design.id}>
                <RecentDesign design={design} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function RecentDesign({ design }: { design: DesignListItem }) {
  const { t, i18n } = useTranslation()
  const when = relativeTime(design.updatedAt, i18n.language)
  return (
    <Link
      to={href('admin.designs.show', { designId: design.id })}
      data-testid={`recent-design-${design.id}`}
      className="group block rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <DesignThumbnail
        url={design.thumbnailUrl}
        status={design.thumbnailStatus}
        type={design.type}
        caption={t('dashboard.recent.objects', { count: design.objectCount })}
        className="aspect-[4/3] rounded-lg border transition-[border-color,box-shadow] group-hover:border-primary/30 group-hover:shadow-md"
      />
      <span className="mt-2 flex items-center gap-1.5">
        {design.type === 'component' && (
          <Puzzle aria-hidden="true" className="size-3.5 shrink-0 text-violet-600" />
        )}
        <span className="truncate font-medium text-sm group-hover:underline" title={design.name}>
          {design.name}
        </span>
      </span>
      <span
        className="block truncate text-muted-foreground text-xs"
        title={
          design.updatedBy
            ? t('dashboard.recent.updatedBy', { when, name: design.updatedBy.name })
            : undefined
        }
      >
        <time dateTime={design.updatedAt}>{when}</time>
      </span>
    </Link>
  )
}
