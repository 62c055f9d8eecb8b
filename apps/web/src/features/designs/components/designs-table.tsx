import type { DesignListItem } from '@designer/contract'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'
import type { DesignSort } from '../api/get-designs'
import { type DesignAction, DesignActionsMenu } from './design-actions-menu'
import { DesignTypeBadge } from './design-type-badge'
import { useDesignFormat } from './use-design-format'

type Props = {
  designs: DesignListItem[]
  sort: DesignSort
  onSort: (sort: DesignSort) => void
  onAction: (action: DesignAction, design: DesignListItem, trigger: HTMLElement | null) => void
}

export function DesignsTable({ designs, sort, onSort, onAction }: Props) {
  const { t } = useTranslation()
  const format = useDesignFormat()
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <Table>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <SortableHead column="name" sort={sort} onSort={onSort} className="pl-4">
              {t('designs.columns.name')}
            </SortableHead>
            <TableHead className="hidden md:table-cell">{t('designs.columns.type')}</TableHead>
            <TableHead className="hidden text-right lg:table-cell">
              {t('designs.columns.objects')}
            </TableHead>
            <SortableHead column="updated" sort={sort} onSort={onSort}>
              {t('designs.columns.updated')}
            </SortableHead>
            <TableHead className="w-12 pr-4">
              <span className="sr-only">{t('designs.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {designs.map((design) => (
            <TableRow key={design.id} data-testid={`design-row-${design.id}`}>
              <TableCell className="py-2.5 pl-4 whitespace-normal">
                <div className="flex min-w-0 items-center gap-3">
                  <DesignThumbnail
                    url={design.thumbnailUrl}
                    type={design.type}
                    compact
                    className="size-10 shrink-0 rounded-md border"
                  />
                  <div className="min-w-0">
                    <Link
                      to={href('admin.designs.show', { designId: design.id })}
                      className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {design.name}
                    </Link>
                    <p className="line-clamp-1 max-w-md text-muted-foreground text-xs">
                      {design.description || t('designs.noDescription')}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <DesignTypeBadge type={design.type} />
              </TableCell>
              <TableCell className="hidden text-right text-muted-foreground tabular-nums lg:table-cell">
                {format.number(design.objectCount)}
              </TableCell>
              <TableCell>
                <time dateTime={design.updatedAt} title={format.dateTime(design.updatedAt)}>
                  {format.relative(design.updatedAt)}
                </time>
                {design.updatedBy && (
                  <p className="text-muted-foreground text-xs">
                    {t('designs.by', { name: design.updatedBy.name })}
                  </p>
                )}
              </TableCell>
              <TableCell className="pr-4 text-right">
                <DesignActionsMenu
                  design={design}
                  onAction={(action, trigger) => onAction(action, design, trigger)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

/** Name and last change sort from their headers too; the header says which way (aria-sort). */
function SortableHead({
  column,
  sort,
  onSort,
  className,
  children,
}: {
  column: 'name' | 'updated'
  sort: DesignSort
  onSort: (sort: DesignSort) => void
  className?: string
  children: string
}) {
  const active = sort === column || sort === `-${column}`
  const descending = sort.startsWith('-')
  // Names read best A→Z first; changes newest first.
  const first: DesignSort = column === 'name' ? 'name' : '-updated'
  const next: DesignSort = !active ? first : descending ? column : (`-${column}` as DesignSort)
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp
  return (
    <TableHead
      className={className}
      aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className={cn(
          '-ml-2 inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          active && 'text-foreground',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  )
}

export function DesignsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="h-10 border-b bg-muted/40" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b px-4 py-3 last:border-0">
          <Skeleton className="size-10 rounded-md" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-72 max-w-full" />
          </div>
          <Skeleton className="hidden h-5 w-20 md:block" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  )
}
