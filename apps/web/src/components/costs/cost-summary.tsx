import type { DesignCost } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { MoneyList } from './money-list'

/** The total to make a design, and how much of it is material and how much labour. */
export function CostSummary({
  cost,
  className,
}: {
  cost: Pick<DesignCost, 'totals' | 'material' | 'labour'>
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <dl className={cn('grid grid-cols-3 gap-4', className)} data-testid="cost-summary">
      <div className="space-y-1">
        <dt className="text-muted-foreground text-xs">{t('costs.summary.total')}</dt>
        <dd className="font-semibold text-xl">
          <MoneyList amounts={cost.totals} className="items-start" testId="cost-total" />
        </dd>
      </div>
      <div className="space-y-1">
        <dt className="text-muted-foreground text-xs">{t('costs.summary.material')}</dt>
        <dd className="font-medium">
          <MoneyList amounts={cost.material} className="items-start" testId="cost-material" />
        </dd>
      </div>
      <div className="space-y-1">
        <dt className="text-muted-foreground text-xs">{t('costs.summary.labour')}</dt>
        <dd className="font-medium">
          <MoneyList amounts={cost.labour} className="items-start" testId="cost-labour" />
        </dd>
      </div>
    </dl>
  )
}
