import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Pagination } from '@/components/pagination'
import { QuoteList } from '@/components/quotes/quote-list'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useQuotes } from '@/lib/queries/quotes'

const PAGE_SIZE = 5

/**
 * The customer's quotes, newest first, each linking to its page. Most customers never ask for
 * one: the card shows only once they have.
 */
export function CustomerQuotes({ customerId }: { customerId: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const quotes = useQuotes({ customerId, sort: '-created', page, pageSize: PAGE_SIZE })
  if (quotes.isError && !quotes.data) {
    return <LoadError error={quotes.error} onRetry={() => void quotes.refetch()} />
  }
  if (!quotes.data?.total) return null
  return (
    <Card className="gap-3" data-testid="customer-quotes">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2 className="flex items-baseline gap-2">
            {t('customers.quotes.title')}
            <span className="font-normal text-muted-foreground text-sm tabular-nums">
              {quotes.data.total}
            </span>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-2 sm:px-4">
        <QuoteList quotes={quotes.data.items} detail="configurator" />
        <Pagination page={page} pageSize={PAGE_SIZE} total={quotes.data.total} onPage={setPage} />
      </CardContent>
    </Card>
  )
}
