import { type Quote, quoteNumber } from '@designer/contract'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { QuoteStatusBadge } from './quote-status-badge'

/**
 * Quotes as short rows — number, status, total, when — each a link to the quote's page. Beside
 * the number goes who asked (on a configurator) or what for (on a customer). A row's name is
 * what it shows, after "Open quote" (WCAG 2.5.3: the visible words are part of the name).
 */
export function QuoteList({
  quotes,
  detail,
}: {
  quotes: Quote[]
  detail: 'customer' | 'configurator'
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <ul className="grid gap-1" data-testid="quote-list">
      {quotes.map((q) => {
        const about =
          detail === 'customer'
            ? (q.customer?.name ?? t('quotes.dialog.noCustomer'))
            : (q.configurator?.name ?? t('quotes.dialog.deletedConfigurator'))
        return (
          <li key={q.id}>
            <Link
              to={href('admin.quotes.show', { quoteId: q.id })}
              className="grid w-full grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-0.5 rounded-md px-2 py-2 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              data-testid={`quote-row-${q.number}`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="font-medium text-sm tabular-nums">
                  <span className="sr-only">{t('quotes.list.open')} </span>
                  {quoteNumber(q.number)}
                </span>
                <QuoteStatusBadge status={q.status} />
              </span>
              <span className="text-right font-medium text-sm tabular-nums">
                {format.money(q.total)}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="row-span-2 size-4 text-muted-foreground"
              />
              <span className="truncate text-muted-foreground text-xs">{about}</span>
              <time
                dateTime={q.createdAt}
                title={format.dateTime(q.createdAt)}
                className="text-right text-muted-foreground text-xs"
              >
                {format.date(q.createdAt)}
              </time>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
