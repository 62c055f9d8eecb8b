import type { CostMissing } from '@designer/contract'
import { CircleDashed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { useCostFormat } from './use-cost-format'

/** The parts that could not be priced, each with why (no material, no hours, …). */
export function CostMissingList({
  missing,
  limit,
  className,
}: {
  missing: CostMissing[]
  /** Lists the first ones and says how many more there are. */
  limit?: number
  className?: string
}) {
  const { t } = useTranslation()
  const format = useCostFormat()
  if (missing.length === 0) return null
  const shown = limit === undefined ? missing : missing.slice(0, limit)
  return (
    <section className={cn('space-y-2', className)} data-testid="cost-missing">
      <h3 className="font-medium text-sm">{t('costs.missing.title', { count: missing.length })}</h3>
      <ul className="space-y-1 text-sm">
        {shown.map((m, i) => (
          <li
            key={`${m.path.map((s) => s.objectId).join('/')}/${m.objectId}/${i}`}
            className="flex items-start gap-2"
          >
            <CircleDashed
              aria-hidden="true"
              className="mt-0.5 size-3.5 shrink-0 text-muted-foreground"
            />
            <span className="min-w-0">
              <span className="font-medium">{format.path(m.path, m.objectName)}</span>
              <span className="text-muted-foreground">
                {' — '}
                {t(`costs.missing.reasons.${m.reason}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {shown.length < missing.length && (
        <p className="text-muted-foreground text-xs">
          {t('costs.missing.more', { count: missing.length - shown.length })}
        </p>
      )}
    </section>
  )
}
