import type { Supplier, SupplierSort } from '@designer/contract'
import { Archive, ArchiveRestore, Boxes, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { RowActions } from '@/components/row-actions'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { SupplierStatusBadge } from './status-badge'

type Props = {
  suppliers: Supplier[]
  sort: SupplierSort
  onSort: (sort: SupplierSort) => void
  /** Each gets the button it was opened from, for the focus to return to. */
  onEdit: (supplier: Supplier, trigger: HTMLElement | null) => void
  onSetStatus: (supplier: Supplier, status: Supplier['status']) => void
  onDelete: (supplier: Supplier, trigger: HTMLElement | null) => void
}

/** Where a supplier's items are listed: the items tab, filtered by it. */
export const itemsOf = (supplier: Pick<Supplier, 'id'>) =>
  href('admin.suppliers', undefined, { tab: 'items', supplierId: supplier.id })

export function SuppliersTable({ suppliers, sort, onSort, onEdit, onSetStatus, onDelete }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('suppliers.columns.name')}
          </SortableHead>
          <TableHead className="hidden md:table-cell">{t('suppliers.columns.currency')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('suppliers.columns.leadTime')}</TableHead>
          <SortableHead field="items" firstDirection="descending" sort={sort} onSort={onSort}>
            {t('suppliers.columns.items')}
          </SortableHead>
          <TableHead className="hidden sm:table-cell">{t('suppliers.columns.status')}</TableHead>
          <SortableHead
            field="updated"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden md:table-cell"
          >
            {t('suppliers.columns.updated')}
          </SortableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">{t('suppliers.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {suppliers.map((supplier) => (
          <TableRow key={supplier.id} data-testid={`supplier-row-${supplier.id}`}>
            <TableCell className="py-3 pl-4 whitespace-normal">
              <button
                type="button"
                onClick={(event) => onEdit(supplier, event.currentTarget)}
                className="block max-w-md cursor-pointer truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {supplier.name}
              </button>
              <p
                className="line-clamp-1 max-w-md text-muted-foreground text-xs"
                title={
                  [supplier.contactName, supplier.email].filter(Boolean).join(' · ') || undefined
                }
              >
                {[supplier.contactName, supplier.email].filter(Boolean).join(' · ') ||
                  t('suppliers.list.noContact')}
              </p>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <span title={format.currency(supplier.currency)}>{supplier.currency}</span>
            </TableCell>
            <TableCell className="hidden tabular-nums lg:table-cell">
              {supplier.leadTimeDays === null ? (
                <span className="text-muted-foreground">{t('suppliers.list.noLeadTime')}</span>
              ) : (
                t('suppliers.list.days', { count: supplier.leadTimeDays })
              )}
            </TableCell>
            <TableCell className="tabular-nums">
              <Link
                to={itemsOf(supplier)}
                className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t('suppliers.list.itemsOf', {
                  count: supplier.itemCount,
                  name: supplier.name,
                })}
              >
                {format.number(supplier.itemCount)}
              </Link>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <SupplierStatusBadge status={supplier.status} />
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <time dateTime={supplier.updatedAt} title={format.dateTime(supplier.updatedAt)}>
                {format.relative(supplier.updatedAt)}
              </time>
            </TableCell>
            <TableCell className="pr-4 text-right">
              <RowActions
                label={t('suppliers.actions.menu', { name: supplier.name })}
                actions={[
                  {
                    label: t('suppliers.actions.edit'),
                    icon: Pencil,
                    onSelect: (trigger) => onEdit(supplier, trigger),
                  },
                  { label: t('suppliers.actions.viewItems'), icon: Boxes, to: itemsOf(supplier) },
                  supplier.status === 'active'
                    ? {
                        label: t('suppliers.actions.archive'),
                        icon: Archive,
                        onSelect: () => onSetStatus(supplier, 'archived'),
                      }
                    : {
                        label: t('suppliers.actions.restore'),
                        icon: ArchiveRestore,
                        onSelect: () => onSetStatus(supplier, 'active'),
                      },
                  {
                    label: t('suppliers.actions.delete'),
                    icon: Trash2,
                    destructive: true,
                    onSelect: (trigger) => onDelete(supplier, trigger),
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

export function SuppliersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'h-4 flex-1',
        'hidden h-4 w-12 md:block',
        'hidden h-4 w-16 lg:block',
        'h-4 w-10',
        'hidden h-5 w-16 sm:block',
        'hidden h-4 w-20 md:block',
        'size-8',
      ]}
    />
  )
}
