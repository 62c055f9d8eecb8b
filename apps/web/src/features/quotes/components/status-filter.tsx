import { QUOTE_STATUSES, type QuoteList, type QuoteStatus } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

/**
 * The inbox's statuses as a row of choices, each with how many quotes it holds under the
 * search (the API's `counts`), "All" first. One is pressed; on a phone the row scrolls sideways
 * rather than wrapping into a wall of buttons.
 */
export function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: QuoteStatus | null
  /** Unknown while the first page loads: the choices show without numbers. */
  counts: QuoteList['counts'] | undefined
  onChange: (status: QuoteStatus | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const all = counts ? QUOTE_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined
  const choices: { status: QuoteStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: t('quotes.list.allStatuses'), count: all },
    ...QUOTE_STATUSES.map((status) => ({
      status,
      label: t(`quotes.status.${status}`),
      count: counts?.[status],
    })),
  ]
  return (
    <fieldset
      className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      data-testid="quote-status-filter"
    >
      <legend className="sr-only">{t('quotes.list.statusFilter')}</legend>
      {choices.map(({ status, label, count }) => {
        const pressed = value === status
        return (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(status)}
            data-testid={`quote-status-filter-${status ?? 'all'}`}
            className={cn(
              'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-foreground hover:bg-accent',
            )}
          >
            {label}
            {count !== undefined && (
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                  pressed
                    ? 'bg-primary-foreground/20'
                    : status === 'requested' && count > 0
                      ? 'bg-primary/15 text-primary'
                      : 'bg-muted text-muted-foreground',
                )}
                data-testid="quote-status-count"
              >
                {format.number(count)}
              </span>
            )}
          </button>
        )
      })}
    </fieldset>
  )
}
