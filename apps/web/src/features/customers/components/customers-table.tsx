import type { Customer, CustomerSort } from '@designer/contract'
import { Building2, Eye, Trash2, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { RowActions } from '@/components/row-actions'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { phoneText, StageBadge, TagChip, useCustomerName } from './labels'

const customerPage = (c: Pick<Customer, 'id'>) => href('admin.customers.show', { customerId: c.id })

/** One page of customers: who, how to reach them, where they stand, their tags, who owns them. */
export function CustomersTable({
  customers,
  sort,
  onSort,
  onDelete,
}: {
  customers: Customer[]
  sort: CustomerSort
  onSort: (sort: CustomerSort) => void
  onDelete: (customer: Customer, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const nameOf = useCustomerName()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('customers.columns.name')}
          </SortableHead>
          <SortableHead field="email" sort={sort} onSort={onSort} className="hidden md:table-cell">
            {t('customers.columns.contact')}
          </SortableHead>
          <SortableHead field="stage" sort={sort} onSort={onSort}>
            {t('customers.columns.stage')}
          </SortableHead>
          <TableHead className="hidden lg:table-cell">{t('customers.columns.tags')}</TableHead>
          <TableHead className="hidden xl:table-cell">{t('customers.columns.owner')}</TableHead>
          <SortableHead
            field="updated"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden sm:table-cell"
          >
            {t('customers.columns.updated')}
          </SortableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">{t('customers.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((c) => {
          const Icon = c.kind === 'company' ? Building2 : User
          const name = nameOf(c)
          return (
            <TableRow key={c.id} data-testid={`customer-row-${c.id}`}>
              <TableCell className="py-3 pl-4 whitespace-normal">
                <div className="flex items-center gap-2">
                  <Icon
                    aria-label={t(`customers.kinds.${c.kind}`)}
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                  <Link
                    to={customerPage(c)}
                    className="block max-w-xs truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    title={name}
                  >
                    {name}
                  </Link>
                </div>
                {c.companyContact && (
                  <p className="ml-6 line-clamp-1 text-muted-foreground text-xs">
                    {c.companyContact.name}
                  </p>
                )}
              </TableCell>
              <TableCell className="hidden max-w-64 md:table-cell">
                <p className="truncate" title={c.email || undefined}>
                  {c.email || '—'}
                </p>
                {c.phones[0] && (
                  <p className="truncate text-muted-foreground text-xs tabular-nums">
                    {phoneText(c.phones[0].number)}
                  </p>
                )}
              </TableCell>
              <TableCell>
                <StageBadge stage={c.stage} />
              </TableCell>
              <TableCell className="hidden max-w-56 lg:table-cell">
                <div className="flex flex-wrap gap-1">
                  {c.tags.map((tag) => (
                    <TagChip key={tag.id} tag={tag} />
                  ))}
                </div>
              </TableCell>
              <TableCell className="hidden xl:table-cell">
                {c.owner?.name ?? <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <time dateTime={c.updatedAt} title={format.dateTime(c.updatedAt)}>
                  {format.relative(c.updatedAt)}
                </time>
              </TableCell>
              <TableCell className="pr-4 text-right">
                <RowActions
                  label={t('customers.actions.menu', { name })}
                  actions={[
                    { label: t('customers.actions.open'), icon: Eye, to: customerPage(c) },
                    {
                      label: t('customers.actions.delete'),
                      icon: Trash2,
                      destructive: true,
                      onSelect: (trigger) => onDelete(c, trigger),
                    },
                  ]}
                />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </DataTable>
  )
}

export function CustomersTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'h-4 flex-1',
        'hidden h-4 w-40 md:block',
        'h-5 w-16',
        'hidden h-5 w-24 lg:block',
        'hidden h-4 w-20 xl:block',
        'hidden h-4 w-20 sm:block',
        'size-8',
      ]}
    />
  )
}
