import type { SupplierItem, SupplierItemSort } from '@designer/contract'
import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { MaterialSwatch } from '@/components/material-swatch'
import { RowActions } from '@/components/row-actions'
import { Badge } from '@/components/ui/badge'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { useSupplierLabels } from './use-supplier-labels'

type Props = {
  items: SupplierItem[]
  sort: SupplierItemSort
  onSort: (sort: SupplierItemSort) => void
  /** Each gets the button it was opened from, for the focus to return to. */
  onEdit: (item: SupplierItem, trigger: HTMLElement | null) => void
  onDelete: (item: SupplierItem, trigger: HTMLElement | null) => void
}

export function ItemsTable({ items, sort, onSort, onEdit, onDelete }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const labels = useSupplierLabels()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('suppliers.itemColumns.name')}
          </SortableHead>
          <SortableHead
            field="supplier"
            sort={sort}
            onSort={onSort}
            className="hidden md:table-cell"
          >
            {t('suppliers.itemColumns.supplier')}
          </SortableHead>
          <TableHead className="hidden lg:table-cell">
            {t('suppliers.itemColumns.materialType')}
          </TableHead>
          <SortableHead field="cost" firstDirection="descending" sort={sort} onSort={onSort}>
            {t('suppliers.itemColumns.unitCost')}
          </SortableHead>
          <TableHead className="hidden xl:table-cell">
            {t('suppliers.itemColumns.costSince')}
          </TableHead>
          <TableHead className="hidden text-right lg:table-cell">
            {t('suppliers.itemColumns.waste')}
          </TableHead>
          <TableHead className="hidden sm:table-cell">
            {t('suppliers.itemColumns.usedIn')}
          </TableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">{t('suppliers.itemColumns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid={`item-row-${item.id}`}>
            <TableCell className="py-3 pl-4 whitespace-normal">
              <span className="flex max-w-sm items-center gap-2">
                {item.appearance && <MaterialSwatch look={item.appearance} className="size-4" />}
                <button
                  type="button"
                  onClick={(event) => onEdit(item, event.currentTarget)}
                  className="block min-w-0 cursor-pointer truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {item.name}
                </button>
              </span>
              <p className="line-clamp-1 max-w-sm text-muted-foreground text-xs">
                {item.code
                  ? t('suppliers.items.code', { code: item.code })
                  : t('suppliers.items.noCode')}
              </p>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <span className="inline-flex max-w-48 items-center gap-2">
                <span className="truncate">{item.supplierName}</span>
                {item.supplierStatus === 'archived' && (
                  <Badge variant="secondary">{t('suppliers.status.archived')}</Badge>
                )}
              </span>
            </TableCell>
            <TableCell className="hidden lg:table-cell">
              <span className="block">{labels.material(item.materialType)}</span>
              <span className="text-muted-foreground text-xs">{labels.unit(item.unit)}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap font-medium tabular-nums">
              {labels.costPerUnit(item.unitCost, item.unit)}
            </TableCell>
            <TableCell className="hidden xl:table-cell">
              <time dateTime={item.costSince}>{format.date(item.costSince)}</time>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums lg:table-cell">
              {t('suppliers.items.percent', { value: format.number(item.wastePercent) })}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {item.usedIn === 0 ? (
                <span className="text-muted-foreground">{t('suppliers.items.unused')}</span>
              ) : (
                t('suppliers.items.usedIn', { count: item.usedIn })
              )}
            </TableCell>
            <TableCell className="pr-4 text-right">
              <RowActions
                label={t('suppliers.actions.menu', { name: item.name })}
                actions={[
                  {
                    label: t('suppliers.actions.edit'),
                    icon: Pencil,
                    onSelect: (trigger) => onEdit(item, trigger),
                  },
                  {
                    label: t('suppliers.actions.delete'),
                    icon: Trash2,
                    destructive: true,
                    onSelect: (trigger) => onDelete(item, trigger),
                  },
                ]}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DataTable>
  )
}

export function ItemsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'h-4 flex-1',
        'hidden h-4 w-32 md:block',
        'hidden h-4 w-24 lg:block',
        'h-4 w-24',
        'hidden h-4 w-20 xl:block',
        'hidden h-4 w-10 lg:block',
        'hidden h-4 w-20 sm:block',
        'size-8',
      ]}
    />
  )
}
