import type { Money } from '@designer/contract'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

/**
 * Amounts of money, one per currency, never added across currencies: each on its own line
 * (or side by side with `inline`), a dash when there is none.
 */
export function MoneyList({
  amounts,
  inline = false,
  className,
  testId,
}: {
  amounts: readonly Money[]
  inline?: boolean
  className?: string
  testId?: string
}) {
  const format = useFormat()
  if (amounts.length === 0) {
    return (
      <span className={cn('text-muted-foreground', className)} data-testid={testId}>
        —
      </span>
    )
  }
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex tabular-nums',
        inline ? 'flex-wrap gap-x-2' : 'flex-col items-end',
        className,
      )}
    >
      {amounts.map((m, i) => (
        <span key={m.currency} className="whitespace-nowrap">
          {inline && i > 0 && <span className="mr-2 text-muted-foreground">·</span>}
          {format.money(m)}
        </span>
      ))}
    </span>
  )
}
