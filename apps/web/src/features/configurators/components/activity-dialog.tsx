import type { Configurator, Funnel } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Pagination } from '@/components/pagination'
import { QuoteList } from '@/components/quotes/quote-list'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { useQuotes } from '@/lib/queries/quotes'
import { funnelQuery } from '../api/configurators'

const DAYS = 30
const PAGE_SIZE = 8

/**
 * What the public page did lately: opens, first changes and quote requests with the share
 * of visitors each step keeps, what people asked prices for, and the quotes themselves.
 */
export function ActivityDialog({
  open,
  onOpenChange,
  configurator,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  configurator: Pick<Configurator, 'id' | 'name'>
}) {
  const { t } = useTranslation()
  const funnel = useQuery({ ...funnelQuery(configurator.id, DAYS), enabled: open })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-6 sm:max-w-3xl" data-testid="activity-dialog">
        <DialogHeader>
          <DialogTitle>{t('configurators.activity.title')}</DialogTitle>
          <DialogDescription>
            {t('configurators.activity.description', { count: DAYS })}
          </DialogDescription>
        </DialogHeader>
        {funnel.isError ? (
          <LoadError error={funnel.error} onRetry={() => void funnel.refetch()} />
        ) : funnel.data ? (
          <>
            <FunnelSteps funnel={funnel.data} />
            <Popularity funnel={funnel.data} />
          </>
        ) : (
          <Skeleton className="h-40" />
        )}
        <ConfiguratorQuotes configuratorId={configurator.id} />
      </DialogContent>
    </Dialog>
  )
}

function FunnelSteps({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation()
  const format = useFormat()
  const share = (part: number, whole: number) => (whole > 0 ? format.percent(part / whole) : '—')
  const steps = [
    { key: 'views', count: funnel.views, rate: null },
    {
      key: 'interactions',
      count: funnel.interactions,
      rate: t('configurators.activity.ofViews', { rate: share(funnel.interactions, funnel.views) }),
    },
    {
      key: 'quotes',
      count: funnel.quotes,
      // Of the visits: asking for the price as it is needs no change first.
      rate: t('configurators.activity.ofViews', { rate: share(funnel.quotes, funnel.views) }),
    },
  ] as const
  return (
    <section aria-labelledby="funnel-title" className="grid gap-3">
      <h3 id="funnel-title" className="font-semibold text-sm">
        {t('configurators.activity.funnel')}
      </h3>
      <ol className="grid gap-2 sm:grid-cols-3" data-testid="funnel">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className="relative grid gap-0.5 rounded-lg border bg-muted/30 px-4 py-3"
            data-testid={`funnel-${step.key}`}
          >
            {i > 0 && (
              <ChevronRight
                aria-hidden="true"
                className="absolute top-1/2 -left-[15px] hidden size-4 -translate-y-1/2 rounded-full bg-background text-muted-foreground sm:block"
              />
            )}
            <span className="text-muted-foreground text-xs">
              {t(`configurators.activity.steps.${step.key}`)}
            </span>
            <span className="font-semibold text-2xl tabular-nums" data-testid="funnel-count">
              {format.number(step.count)}
            </span>
            <span className="text-muted-foreground text-xs">
              {step.rate ?? t('configurators.activity.start')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Popularity({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation()
  const format = useFormat()
  const id = useId()
  const options = funnel.popularity.filter((o) => o.values.length > 0)
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={id} className="font-semibold text-sm">
          {t('configurators.activity.popularity')}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t('configurators.activity.popularityDescription')}
        </p>
      </div>
      {options.length === 0 ? (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-muted-foreground text-sm">
          {t('configurators.activity.noPopularity')}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="popularity">
          {options.map((option) => {
            const most = Math.max(...option.values.map((v) => v.count), 1)
            const total = option.values.reduce((sum, v) => sum + v.count, 0)
            return (
              <figure key={option.optionId} className="grid gap-1.5">
                <figcaption className="font-medium text-sm">{option.option}</figcaption>
                <ul className="grid gap-1">
                  {option.values.map((v) => {
                    const label =
                      option.kind === 'part'
                        ? t(`configurators.rules.${v.value === 'true' ? 'partOn' : 'partOff'}`)
                        : v.value
                    return (
                      <li
                        key={v.value}
                        className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-center gap-2 text-xs"
                      >
                        <span className="truncate first-letter:uppercase" title={label}>
                          {label}
                        </span>
                        <span
                          className="h-2 overflow-hidden rounded-full bg-muted"
                          aria-hidden="true"
                        >
                          <span
                            className="block h-full rounded-full bg-primary"
                            style={{ width: `${(v.count / most) * 100}%` }}
                          />
                        </span>
                        <span className="text-right text-muted-foreground tabular-nums">
                          {t('configurators.activity.valueCount', {
                            count: v.count,
                            share: format.percent(total > 0 ? v.count / total : 0),
                          })}
                        </span>
                      </li>
                    )
                  })}
                </ul>
              </figure>
            )
          })}
        </div>
      )}
    </section>
  )
}

/** The configurator's quotes, newest first, each linking to its page. */
function ConfiguratorQuotes({ configuratorId }: { configuratorId: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const quotes = useQuotes({ configuratorId, sort: '-created', page, pageSize: PAGE_SIZE })
  return (
    <section aria-labelledby="configurator-quotes-title" className="grid gap-3">
      <h3
        id="configurator-quotes-title"
        className="flex items-baseline gap-2 font-semibold text-sm"
      >
        {t('configurators.activity.quotes')}
        {quotes.data && (
          <span className="font-normal text-muted-foreground tabular-nums">
            {quotes.data.total}
          </span>
        )}
      </h3>
      {quotes.isError && !quotes.data ? (
        <LoadError error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : !quotes.data ? (
        <Skeleton className="h-24" />
      ) : quotes.data.total === 0 ? (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-muted-foreground text-sm">
          {t('configurators.activity.noQuotes')}
        </p>
      ) : (
        <>
          <QuoteList quotes={quotes.data.items} detail="customer" />
          <Pagination page={page} pageSize={PAGE_SIZE} total={quotes.data.total} onPage={setPage} />
        </>
      )}
    </section>
  )
}
