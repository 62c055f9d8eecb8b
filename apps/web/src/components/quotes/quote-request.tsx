import type { Quote } from '@designer/contract'
import { CalendarDays, ImageOff } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { ZonedTime } from '@/components/zoned-time'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'

const linkClass =
  'rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  )
}

/**
 * What the visitor asked for, as they asked it: who, on which configurator, when, the meeting
 * they picked, the price the page showed them, their choices, a picture and their words. None of
 * it changes; the quote beside it is what the studio edits. Without a picture (none rendered, or
 * it failed to load) a placeholder keeps its place.
 */
export function QuoteRequest({ quote }: { quote: Quote }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { pathname } = useLocation()
  const [imageFailed, setImageFailed] = useState(false)
  // A link to the page already open would only close the dialog: the name is enough there.
  const linkOrText = (to: string, text: string) =>
    pathname === to ? (
      <span className="font-medium">{text}</span>
    ) : (
      <Link to={to} className={linkClass}>
        {text}
      </Link>
    )

  return (
    <section aria-labelledby="quote-request-title" className="@container grid content-start gap-4">
      <h2 id="quote-request-title" className="font-semibold text-base">
        {t('quotes.dialog.request')}
      </h2>
      {/* The picture beside the rest where the section is wide enough, above it elsewhere. */}
      <div className="grid items-start gap-4 @xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] @xl:gap-6">
        {quote.imageUrl && !imageFailed ? (
          <img
            src={quote.imageUrl}
            alt={t('quotes.dialog.imageAlt', {
              name: quote.configurator?.name ?? t('quotes.dialog.deletedConfigurator'),
            })}
            className="aspect-[16/10] w-full rounded-md border bg-muted object-contain"
            onError={() => setImageFailed(true)}
            data-testid="quote-image"
          />
        ) : (
          <div
            className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed bg-muted/40 px-4 text-center text-muted-foreground text-sm"
            data-testid="quote-image-placeholder"
          >
            <ImageOff aria-hidden="true" className="size-6" />
            {t('quotes.dialog.noImage')}
          </div>
        )}
        <div className="@container/facts grid content-start gap-4">
          <dl className="grid gap-3 @sm/facts:grid-cols-2">
            <Fact label={t('quotes.dialog.customer')}>
              {quote.customer ? (
                <>
                  {linkOrText(
                    href('admin.customers.show', { customerId: quote.customer.id }),
                    quote.customer.name,
                  )}
                  <span className="block truncate text-muted-foreground text-xs">
                    {quote.customer.email}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">{t('quotes.dialog.noCustomer')}</span>
              )}
            </Fact>
            <Fact label={t('quotes.dialog.configurator')}>
              {quote.configurator ? (
                <>
                  {linkOrText(
                    href('admin.configurators.edit', { configuratorId: quote.configurator.id }),
                    quote.configurator.name,
                  )}
                  <span className="block text-muted-foreground text-xs">
                    {t('quotes.dialog.version', { version: quote.configuratorVersion })}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">
                  {t('quotes.dialog.deletedConfigurator')}
                </span>
              )}
            </Fact>
            <Fact label={t('quotes.dialog.created')}>
              <time dateTime={quote.createdAt}>{format.dateTime(quote.createdAt)}</time>
            </Fact>
            <Fact label={t('quotes.dialog.priceQuoted')}>
              <span className="font-medium tabular-nums" data-testid="quote-price">
                {format.money(quote.price)}
              </span>
            </Fact>
            {quote.appointment && (
              <Fact label={t('quotes.dialog.appointment')}>
                <span className="flex items-start gap-1.5">
                  <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <ZonedTime
                      iso={quote.appointment.start}
                      timeZone={quote.appointment.timeZone}
                    />
                    <Link
                      to={href('admin.calendar', undefined, {
                        view: 'day',
                        date: format.isoDay(quote.appointment.start, quote.appointment.timeZone),
                      })}
                      className={`${linkClass} block text-xs`}
                    >
                      {t('quotes.dialog.openCalendar')}
                    </Link>
                  </span>
                </span>
              </Fact>
            )}
          </dl>
          <div className="grid gap-1.5">
            <h3 className="text-muted-foreground text-xs">{t('quotes.dialog.configuration')}</h3>
            {quote.configuration.length ? (
              <dl
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md bg-muted/50 px-3 py-2 text-sm"
                data-testid="quote-configuration"
              >
                {quote.configuration.map((c) => (
                  <div key={`${c.option}:${c.value}`} className="contents">
                    <dt className="text-muted-foreground">{c.option}</dt>
                    <dd className="break-words">{c.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-muted-foreground text-sm">{t('quotes.dialog.noConfiguration')}</p>
            )}
          </div>
          {quote.message && (
            <div className="grid gap-1.5">
              <h3 className="text-muted-foreground text-xs">{t('quotes.dialog.message')}</h3>
              <blockquote
                className="whitespace-pre-wrap break-words rounded-md border-l-2 bg-muted/50 px-3 py-2 text-sm"
                data-testid="quote-message"
              >
                {quote.message}
              </blockquote>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
