import { quoteNumber } from '@designer/contract'
import { ChevronRight, Inbox } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '@/components/load-error'
import { QuoteOrigin } from '@/components/quotes/quote-origin'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { useNewQuoteRequests } from '@/lib/queries/quotes'
import { href } from '@/lib/routes'

/**
 * "New quote requests": what customers asked for on the public pages that nobody at the studio
 * has touched yet, newest first, each a link to its quote; kept live through the realtime
 * connection, like the sidebar's count (one query for both).
 */
export function QuoteRequests() {
  const { t } = useTranslation()
  const format = useFormat()
  const requests = useNewQuoteRequests()
  const total = requests.data?.total ?? 0
  const shown = requests.data?.items.length ?? 0
  return (
    <Card className="gap-3" data-testid="dashboard-quote-requests">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            {t('dashboard.quoteRequests.title')}
            {total > 0 && (
              <span
                className="min-w-5 rounded-full bg-primary px-1.5 text-center font-medium text-primary-foreground text-xs tabular-nums"
                data-testid="dashboard-quote-requests-count"
              >
                <span className="sr-only">
                  {t('dashboard.quoteRequests.count', { count: total })}
                </span>
                <span aria-hidden="true">{format.number(total)}</span>
              </span>
            )}
          </h2>
        </CardTitle>
        <CardDescription>{t('dashboard.quoteRequests.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-1">
        {requests.isError && !requests.data ? (
          <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
        ) : !requests.data ? (
          <div role="status" aria-busy="true" className="grid gap-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : total === 0 ? (
          <p className="flex items-center gap-2 py-2 text-muted-foreground text-sm">
            <Inbox aria-hidden="true" className="size-4 shrink-0" />
            {t('dashboard.quoteRequests.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-1">
            {requests.data.items.map((q) => (
              <li key={q.id}>
                <Link
                  to={href('admin.quotes.show', { quoteId: q.id })}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-md px-2 py-1.5 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  data-testid={`dashboard-quote-request-${q.number}`}
                >
                  {/* Who asked is what the entry is about: the name wraps rather than being cut. */}
                  <span className="break-words font-medium text-sm">
                    {q.customer?.name ?? t('quotes.dialog.noCustomer')}
                  </span>
                  <span className="font-medium text-sm tabular-nums">{format.money(q.total)}</span>
                  <span className="col-span-2 break-words text-muted-foreground text-xs">
                    {quoteNumber(q.number)}
                    {' · '}
                    <QuoteOrigin quote={q} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={href('admin.quotes', undefined, total > 0 ? { status: 'requested' } : undefined)}
          className="mt-1 inline-flex items-center gap-1 rounded-sm px-2 text-primary text-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {total > shown
            ? t('dashboard.quoteRequests.openAll', { count: total })
            : t('dashboard.quoteRequests.open')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  )
}
