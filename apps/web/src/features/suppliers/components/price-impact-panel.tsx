import type { Money, SupplierItem } from '@designer/contract'
import { Box, Puzzle, TrendingDown, TrendingUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'
import { usePriceImpact } from '../api/get-price-impact'
import { useSupplierLabels } from './use-supplier-labels'

// Typing "45.50" asks once, after the last key, not for 4, 45, 45. and 45.5.
const DEBOUNCE_MS = 400

/** An amount with its sign: a rise reads "+€12.40", a fall "-€3.10". */
export function signedMoney(money: (m: Money) => string, value: Money): string {
  return value.amount > 0 ? `+${money(value)}` : money(value)
}

/**
 * What the new unit cost would change, before it is saved: each design that uses the item and
 * the difference in what it costs to make, and the total.
 */
export function PriceImpactPanel({ item, newCost }: { item: SupplierItem; newCost: Money }) {
  const { t } = useTranslation()
  const format = useFormat()
  const labels = useSupplierLabels()
  const sameCurrency = newCost.currency === item.unitCost.currency
  const wanted =
    sameCurrency && Number.isSafeInteger(newCost.amount) && newCost.amount !== item.unitCost.amount
      ? newCost.amount
      : null
  const [amount, setAmount] = useState(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setAmount(wanted), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted])
  const impact = usePriceImpact(item.id, wanted === null ? null : amount)

  let body: React.ReactNode
  if (!sameCurrency) {
    body = <p className="text-muted-foreground">{t('suppliers.impact.otherCurrency')}</p>
  } else if (wanted === null) {
    return null
  } else if (impact.isError) {
    body = <p className="text-muted-foreground">{t('suppliers.impact.unknown')}</p>
  } else if (!impact.data) {
    body = (
      <div role="status" aria-busy="true" className="space-y-2">
        <span className="sr-only">{t('suppliers.impact.loading')}</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    )
  } else if (impact.data.designs.length === 0) {
    body = <p className="text-muted-foreground">{t('suppliers.impact.none')}</p>
  } else {
    const { designs, total } = impact.data
    const Trend = total.amount >= 0 ? TrendingUp : TrendingDown
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 font-medium">
          <Trend aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('suppliers.impact.summary', {
            count: designs.length,
            total: signedMoney(format.money, total),
          })}
        </p>
        <ul
          aria-label={t('suppliers.impact.designs')}
          className="max-h-48 divide-y overflow-y-auto rounded-md border bg-background"
        >
          {designs.map((design) => {
            const Icon = design.type === 'component' ? Puzzle : Box
            return (
              <li key={design.id} className="flex items-center gap-3 px-3 py-2">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">{design.name}</span>
                <span className="hidden text-muted-foreground text-xs tabular-nums sm:inline">
                  {t('suppliers.impact.quantity', {
                    quantity: format.number(design.quantity),
                    unit: labels.unitShort(item.unit),
                  })}
                </span>
                <span
                  className={cn(
                    'font-medium tabular-nums',
                    design.change.amount < 0 &&
                      'text-[color-mix(in_oklab,var(--success)_72%,black)]',
                  )}
                >
                  {signedMoney(format.money, design.change)}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    )
  }

  return (
    <section
      aria-label={t('suppliers.impact.title')}
      aria-live="polite"
      data-testid="price-impact"
      className={cn(
        'grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm',
        impact.isPlaceholderData && 'opacity-70',
      )}
    >
      <h3 className="font-medium">{t('suppliers.impact.title')}</h3>
      {body}
    </section>
  )
}
