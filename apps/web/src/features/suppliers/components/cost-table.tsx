import type { CostOverviewItem, CostSort } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { CostFlagBadges } from '@/components/costs/cost-flags'
import { MoneyList } from '@/components/costs/money-list'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { Badge } from '@/components/ui/badge'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

type Props = {
  items: CostOverviewItem[]
  sort: CostSort
  onSort: (sort: CostSort) => void
  onOpen: (item: CostOverviewItem) => void
  staleDays?: number
}

/** The cost overview: one row per design or component; a row opens its bill of materials. */
export function CostTable({ items, sort, onSort, onOpen, staleDays }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('costs.columns.name')}
          </SortableHead>
          <SortableHead
            field="material"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden text-right md:table-cell"
          >
            {t('costs.columns.material')}
          </SortableHead>
          <SortableHead
            field="labour"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden text-right md:table-cell"
          >
            {t('costs.columns.labour')}
          </SortableHead>
          <SortableHead
            field="total"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="text-right"
          >
            {t('costs.columns.total')}
          </SortableHead>
          <TableHead>{t('costs.columns.flags')}</TableHead>
          <SortableHead
            field="updated"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden pr-4 sm:table-cell"
          >
            {t('costs.columns.updated')}
          </SortableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            data-testid={`cost-row-${item.id}`}
            data-flagged={Object.values(item.flags).some(Boolean) || undefined}
            className="cursor-pointer"
            onClick={(e) => {
              // The badges' tooltips and the name's own button handle their clicks.
              if ((e.target as HTMLElement).closest('button, a, [tabindex]')) return
              onOpen(item)
            }}
          >
            <TableCell className="py-2.5 pl-4 whitespace-normal">
              <div className="flex items-center gap-3">
                <DesignThumbnail
                  url={item.thumbnailUrl}
                  type={item.type}
                  compact
                  className="size-10 shrink-0 rounded-md border"
                />
                <div className="min-w-0 space-y-1">
                  <button
                    type="button"
                    onClick={() => onOpen(item)}
                    aria-label={t('costs.overview.rowLabel', { name: item.name })}
                    className="block max-w-full truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    data-testid="cost-row-open"
                  >
                    {item.name}
                  </button>
                  <Badge
                    variant="outline"
                    data-type={item.type}
                    className={cn(
                      'font-normal',
                      item.type === 'component' &&
                        'border-violet-500/25 bg-violet-500/10 text-violet-700',
                    )}
                  >
                    {t(`costs.types.${item.type}`)}
                  </Badge>
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden text-right md:table-cell">
              <MoneyList amounts={item.material} />
            </TableCell>
            <TableCell className="hidden text-right md:table-cell">
              <MoneyList amounts={item.labour} />
            </TableCell>
            <TableCell className="text-right font-medium">
              <MoneyList amounts={item.totals} testId="cost-row-total" />
            </TableCell>
            <TableCell className="max-w-64 min-w-32 whitespace-normal">
              <CostFlagBadges
                flags={item.flags}
                missingCount={item.missingCount}
                staleDays={staleDays}
                showNone
              />
            </TableCell>
            <TableCell className="hidden pr-4 sm:table-cell">
              <time dateTime={item.updatedAt} title={format.dateTime(item.updatedAt)}>
                {format.relative(item.updatedAt)}
              </time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DataTable>
  )
}

export function CostTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'size-10 rounded-md',
        'h-4 flex-1',
        'hidden h-4 w-20 md:block',
        'hidden h-4 w-20 md:block',
        'h-4 w-20',
        'h-4 w-32',
        'hidden h-4 w-20 sm:block',
      ]}
    />
  )
}
