import type { DesignCost } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { BomTable } from './bom-table'
import { CostDownloads } from './cost-downloads'
import { CostFlagBadges } from './cost-flags'
import { CostMissingList } from './cost-missing-list'
import { CostSummary } from './cost-summary'

/**
 * Everything about one design's cost: the totals, what may be wrong, the bill of materials, the
 * parts without a price, and the CSV downloads. The costs overview's drill-down and the design
 * page show it.
 */
export function DesignCostDetails({
  cost,
  designId,
  designName,
  limit,
  missingLimit,
}: {
  cost: DesignCost
  designId: string
  designName: string
  /** Shows the first lines of the bill of materials, with "Show all". */
  limit?: number
  missingLimit?: number
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-5" data-testid="design-cost">
      <CostSummary cost={cost} />
      <CostFlagBadges flags={cost.flags} missingCount={cost.missing.length} />
      {cost.lines.length > 0 ? (
        <BomTable lines={cost.lines} totals={cost.totals} limit={limit} />
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="bom-empty">
          {cost.missing.length > 0 ? t('costs.bom.noMaterials') : t('costs.bom.nothing')}
        </p>
      )}
      <CostMissingList missing={cost.missing} limit={missingLimit} />
      {cost.lines.length > 0 && <CostDownloads designId={designId} designName={designName} />}
    </div>
  )
}
