import type { CostFlags as Flags } from '@designer/contract'
import { Archive, CircleDashed, Clock, Coins, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

/** How old a cost may be before it is flagged, as the API counts by default (costQuerySchema). */
export const STALE_DAYS = 180

export const FLAGS = [
  'missingMaterial',
  'stalePrice',
  'mixedCurrencies',
  'inactiveSupplier',
] as const satisfies readonly (keyof Flags)[]

const ICONS: Record<(typeof FLAGS)[number], LucideIcon> = {
  missingMaterial: CircleDashed,
  stalePrice: Clock,
  mixedCurrencies: Coins,
  inactiveSupplier: Archive,
}

/**
 * What may be wrong with a cost, as small badges: each says what it is, and its tooltip (also
 * read by screen readers) why it matters.
 */
export function CostFlagBadges({
  flags,
  missingCount,
  staleDays = STALE_DAYS,
  className,
  showNone = false,
}: {
  flags: Flags
  /** How many objects have no price, for the missing material's explanation. */
  missingCount?: number
  staleDays?: number
  className?: string
  /** Says "No problems" when nothing is flagged (else nothing is shown). */
  showNone?: boolean
}) {
  const { t } = useTranslation()
  const raised = FLAGS.filter((flag) => flags[flag])
  if (raised.length === 0) {
    return showNone ? (
      <span className={cn('text-muted-foreground text-xs', className)}>
        {t('costs.flags.none')}
      </span>
    ) : null
  }
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label={t('costs.flags.label')}>
      {raised.map((flag) => {
        const Icon = ICONS[flag]
        const hint =
          flag === 'missingMaterial' && missingCount !== undefined
            ? t('costs.flagHints.missingMaterialCount', { count: missingCount })
            : flag === 'stalePrice'
              ? t('costs.flagHints.stalePrice', { count: staleDays })
              : t(`costs.flagHints.${flag}`)
        return (
          <li key={flag}>
            <Tooltip>
              <TooltipTrigger asChild>
                <Badge
                  variant={flag === 'missingMaterial' ? 'warning' : 'outline'}
                  tabIndex={0}
                  data-testid={`cost-flag-${flag}`}
                  aria-description={hint}
                  className="cursor-default font-normal"
                >
                  <Icon aria-hidden="true" />
                  {t(`costs.flags.${flag}`)}
                </Badge>
              </TooltipTrigger>
              <TooltipContent>{hint}</TooltipContent>
            </Tooltip>
          </li>
        )
      })}
    </ul>
  )
}
