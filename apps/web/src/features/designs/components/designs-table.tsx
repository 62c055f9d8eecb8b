import type { DesignListItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import type { DesignSort } from '../api/get-designs'
import { type DesignAction, DesignActionsMenu } from './design-actions-menu'
import { DesignTypeBadge } from './design-type-badge'

type Props = {
  designs: DesignListItem[]
  sort: DesignSort
  onSort: (sort: DesignSort) => void
  onAction: (action: DesignAction, design: DesignListItem, trigger: HTMLElement | null) => void
}

export function DesignsTable({ designs, sort, onSort, onAction }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('designs.columns.name')}
          </SortableHead>
          <TableHead className="hidden md:table-cell">{t('designs.columns.type')}</TableHead>
          <TableHead className="hidden text-right lg:table-cell">
            {t('designs.columns.objects')}
          </TableHead>
          <SortableHead field="updated" firstDirection="descending" sort={sort} onSort={onSort}>
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
                  status={design.thumbnailStatus}
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
                  {/* One line of the description; the whole of it on hover. */}
                  <p
                    className="line-clamp-1 max-w-md text-muted-foreground text-xs"
                    title={design.description || undefined}
                  >
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
    </DataTable>
  )
}

export function DesignsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'size-10 rounded-md',
        'h-4 flex-1',
        'hidden h-5 w-20 md:block',
        'h-4 w-24',
        'size-8',
      ]}
    />
  )
}
