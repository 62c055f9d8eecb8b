import type { DesignListItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { type DesignAction, DesignActionsMenu } from './design-actions-menu'
import { DesignTypeBadge } from './design-type-badge'

// Columns follow the space the page has (the sidebar takes its share), not the window.
const gridClass = 'grid gap-4 @md:grid-cols-2 @xl:grid-cols-3 @3xl:grid-cols-4'

export function DesignsGrid({
  designs,
  showType = true,
  onAction,
}: {
  designs: DesignListItem[]
  /** Off when the list is filtered by type: every card would say the same. */
  showType?: boolean
  onAction: (action: DesignAction, design: DesignListItem, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <div className="@container">
      <ul className={gridClass}>
        {designs.map((design) => {
          const to = href('admin.designs.show', { designId: design.id })
          return (
            <li
              key={design.id}
              data-testid={`design-card-${design.id}`}
              className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[box-shadow,border-color] focus-within:border-ring/60 hover:border-primary/30 hover:shadow-md"
            >
              {/* The picture repeats the name's link for the mouse; keyboards use the name. */}
              <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
                <DesignThumbnail
                  url={design.thumbnailUrl}
                  type={design.type}
                  status={design.thumbnailStatus}
                  caption={t('designs.objectCount', { count: design.objectCount })}
                  className="aspect-[4/3] border-b"
                />
              </Link>
              {showType && (
                <DesignTypeBadge
                  type={design.type}
                  className="pointer-events-none absolute top-3 left-3 bg-background/90 shadow-xs backdrop-blur"
                />
              )}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start gap-2">
                  <h2 className="min-w-0 flex-1 font-medium leading-snug">
                    <Link
                      to={to}
                      className="line-clamp-1 rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {design.name}
                    </Link>
                  </h2>
                  <DesignActionsMenu
                    design={design}
                    onAction={(action, trigger) => onAction(action, design, trigger)}
                    className="-mt-1 -mr-2"
                  />
                </div>
                <p
                  className="line-clamp-2 min-h-10 text-muted-foreground text-sm"
                  title={design.description || undefined}
                >
                  {design.description || t('designs.noDescription')}
                </p>
                <div className="mt-auto flex items-center pt-1">
                  <time
                    dateTime={design.updatedAt}
                    title={format.dateTime(design.updatedAt)}
                    className="truncate text-muted-foreground text-xs"
                  >
                    {format.relative(design.updatedAt)}
                  </time>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function DesignsGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className="@container">
      <div className={gridClass}>
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border bg-card shadow-xs">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
              <div className="flex justify-between pt-1">
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-3 w-16" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
