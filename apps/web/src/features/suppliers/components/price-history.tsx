import type { SupplierItem } from '@designer/contract'
import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { usePriceHistory } from '../api/get-price-history'
import { useSupplierLabels } from './use-supplier-labels'

/** Every cost the item has had, newest first: when it took effect, what it was, who set it. */
export function PriceHistory({ item }: { item: SupplierItem }) {
  const { t } = useTranslation()
  const format = useFormat()
  const labels = useSupplierLabels()
  const history = usePriceHistory(item.id)
  // Newest first however the answer comes: by the day it took effect, then by when it was set.
  const rows = [...(history.data ?? [])].sort(
    (a, b) =>
      b.effectiveFrom.localeCompare(a.effectiveFrom) || b.createdAt.localeCompare(a.createdAt),
  )

  return (
    <section aria-labelledby="price-history-title" className="grid gap-3">
      <h3 id="price-history-title" className="flex items-center gap-2 font-semibold text-sm">
        <History aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('suppliers.history.title')}
      </h3>
      {history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <div role="status" aria-busy="true" className="space-y-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('suppliers.history.empty')}</p>
      ) : (
        <div className="max-h-60 overflow-y-auto rounded-lg border">
          <Table>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-3">{t('suppliers.history.effectiveFrom')}</TableHead>
                <TableHead>{t('suppliers.history.unitCost')}</TableHead>
                <TableHead className="pr-3">{t('suppliers.history.by')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((cost, index) => (
                <TableRow key={cost.id}>
                  <TableCell className="pl-3">
                    <time dateTime={cost.effectiveFrom}>{format.date(cost.effectiveFrom)}</time>
                    {index === 0 && (
                      <span className="ml-2 text-muted-foreground text-xs">
                        {t('suppliers.history.current')}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {labels.costPerUnit(cost.unitCost, item.unit)}
                  </TableCell>
                  <TableCell className="pr-3">
                    <span title={format.dateTime(cost.createdAt)}>
                      {cost.createdBy?.name ?? t('suppliers.history.unknownUser')}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  )
}
