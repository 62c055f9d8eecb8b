import type { Quote } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/**
 * What a quote was asked for and when, as a short line: "Dining table · 2 hours ago", the
 * moment written out on hover. The dashboard's new requests and the inbox's cards show it.
 */
export function QuoteOrigin({ quote }: { quote: Pick<Quote, 'configurator' | 'createdAt'> }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <>
      {quote.configurator?.name ?? t('quotes.dialog.deletedConfigurator')}
      {' · '}
      <time dateTime={quote.createdAt} title={format.dateTime(quote.createdAt)}>
        {format.relative(quote.createdAt)}
      </time>
    </>
  )
}
