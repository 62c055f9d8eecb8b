import { quoteNumber } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { FileQuestion } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { EmptyState } from '@/components/empty-state'
import { LoadError } from '@/components/load-error'
import { QuoteEditor } from '@/components/quotes/quote-editor'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { useDocumentTitle } from '@/lib/document-title'
import { quoteQuery } from '@/lib/queries/quotes'
import { href } from '@/lib/routes'
import { QuoteSteps } from './components/quote-steps'

/**
 * /admin/quotes/{quoteId}: one quote, from the inbox, a customer, a configurator's activity or
 * a timeline entry (docs/decisions/043-quotes-inbox.md).
 */
export function QuotePage() {
  const { quoteId = '' } = useParams()
  const { t } = useTranslation()
  const quote = useQuery(quoteQuery(quoteId))
  useDocumentTitle(
    quote.data ? t('quotes.dialog.title', { number: quoteNumber(quote.data.number) }) : undefined,
  )

  let body: React.ReactNode
  if (quote.isError && !quote.data) {
    const missing = quote.error instanceof ApiError && [400, 404].includes(quote.error.status)
    body = missing ? (
      <EmptyState
        icon={FileQuestion}
        title={t('quotes.notFound.title')}
        description={t('quotes.notFound.description')}
        action={
          <Button asChild>
            <Link to={href('admin.quotes')}>{t('quotes.backToQuotes')}</Link>
          </Button>
        }
      />
    ) : (
      <LoadError error={quote.error} onRetry={() => void quote.refetch()} />
    )
  } else if (!quote.data) {
    body = (
      <div className="grid gap-6" role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </div>
    )
  } else {
    // A new key per quote: the form starts from the quote it shows.
    body = (
      <QuoteEditor
        key={quote.data.id}
        quote={quote.data}
        steps={<QuoteSteps quoteId={quote.data.id} />}
      />
    )
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <BackLink to={href('admin.quotes')}>{t('quotes.backToQuotes')}</BackLink>
      {body}
    </div>
  )
}
