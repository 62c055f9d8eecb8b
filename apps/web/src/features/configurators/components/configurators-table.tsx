import type { ConfiguratorSort, ConfiguratorSummary } from '@designer/contract'
import { PenTool, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { RowActions } from '@/components/row-actions'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { StatusBadge, usePriceRange } from './labels'

const editPage = (c: Pick<ConfiguratorSummary, 'id'>) =>
  href('admin.configurators.edit', { configuratorId: c.id })

/**
 * One page of configurators: what, on which design, whether it is live, what it quotes and how
 * many quote requests its public page brought in.
 */
export function ConfiguratorsTable({
  configurators,
  sort,
  onSort,
  onDelete,
}: {
  configurators: ConfiguratorSummary[]
  sort: ConfiguratorSort
  onSort: (sort: ConfiguratorSort) => void
  onDelete: (configurator: ConfiguratorSummary, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const priceRange = usePriceRange()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('configurators.columns.name')}
          </SortableHead>
          <TableHead>{t('configurators.columns.status')}</TableHead>
          <TableHead className="hidden text-right md:table-cell">
            {t('configurators.columns.price')}
          </TableHead>
          <TableHead className="hidden text-right lg:table-cell">
            {t('configurators.columns.quotes')}
          </TableHead>
          <SortableHead
            field="updated"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="hidden sm:table-cell"
          >
            {t('configurators.columns.updated')}
          </SortableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">{t('configurators.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {configurators.map((c) => (
          <TableRow key={c.id} data-testid={`configurator-row-${c.id}`}>
            <TableCell className="py-2.5 pl-4 whitespace-normal">
              <div className="flex min-w-0 items-center gap-3">
                <DesignThumbnail
                  url={c.thumbnailUrl}
                  type="design"
                  compact
                  className="size-10 shrink-0 rounded-md border"
                />
                <div className="min-w-0">
                  <Link
                    to={editPage(c)}
                    title={c.name}
                    className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {c.name}
                  </Link>
                  <p
                    className="line-clamp-2 text-muted-foreground text-xs"
                    title={t('configurators.list.onDesign', { name: c.designName })}
                  >
                    {t('configurators.list.onDesign', { name: c.designName })}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell>
              <StatusBadge configurator={c} />
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {c.priceRange ? (
                priceRange(c.priceRange)
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            <TableCell
              className="hidden text-right tabular-nums lg:table-cell"
              data-testid="configurator-quote-count"
            >
              {c.quoteCount > 0 ? (
                format.number(c.quoteCount)
              ) : (
                <span className="text-muted-foreground">0</span>
              )}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <time dateTime={c.updatedAt} title={format.dateTime(c.updatedAt)}>
                {format.relative(c.updatedAt)}
              </time>
            </TableCell>
            <TableCell className="pr-4 text-right">
              <RowActions
                label={t('configurators.actions.menu', { name: c.name })}
                actions={[
                  { label: t('configurators.actions.edit'), icon: PenTool, to: editPage(c) },
                  {
                    label: t('configurators.actions.delete'),
                    icon: Trash2,
                    destructive: true,
                    onSelect: (trigger) => onDelete(c, trigger),
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

export function ConfiguratorsTableSkeleton() {
  return <DataTableSkeleton columns={['w-64', 'w-24', 'w-32', 'w-12', 'w-24', 'w-8']} />
}
