import type { QuoteStep, QuoteStepKind } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import {
  CircleCheck,
  CircleX,
  Eye,
  FilePen,
  Inbox,
  type LucideIcon,
  Send,
  TimerOff,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { quoteStepsQuery } from '@/lib/queries/quotes'
import { cn } from '@/lib/utils'

const ICONS: Record<QuoteStepKind, LucideIcon> = {
  requested: Inbox,
  edited: FilePen,
  sent: Send,
  viewed: Eye,
  accepted: CircleCheck,
  declined: CircleX,
  expired: TimerOff,
}

/**
 * What happened to the quote, oldest first: asked for, each edit, each sending, each time the
 * customer opened it, the answer; each with its figure and who made it. Kept live: a step made
 * elsewhere (the customer opening the link) refreshes the quote's queries.
 */
export function QuoteSteps({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation()
  const steps = useQuery(quoteStepsQuery(quoteId))
  return (
    <Card className="gap-4" data-testid="quote-steps">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2>{t('quotes.steps.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {steps.isError && !steps.data ? (
          <LoadError error={steps.error} onRetry={() => void steps.refetch()} />
        ) : !steps.data ? (
          <div className="grid gap-3" role="status" aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : (
          <ol className="grid">
            {steps.data.map((step) => (
              <Step key={step.id} step={step} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

function Step({ step }: { step: QuoteStep }) {
  const { t } = useTranslation()
  const format = useFormat()
  const Icon = ICONS[step.kind]
  const who = step.actor?.name ?? t('customers.timeline.someone')
  return (
    <li
      className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 pb-4 last:pb-0"
      data-testid={`quote-step-${step.kind}`}
    >
      <span
        aria-hidden="true"
        className="absolute top-8 bottom-0 left-4 w-px bg-border [li:last-child>&]:hidden"
      />
      <span
        className={cn(
          'z-10 flex size-8 items-center justify-center rounded-full border bg-background',
          step.kind === 'accepted' && 'border-success/40 text-success',
          step.kind === 'requested' && 'border-primary/40 text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 gap-0.5 pt-1">
        <p className="font-medium text-sm">{t(`quotes.steps.kinds.${step.kind}`, { name: who })}</p>
        <p className="text-muted-foreground text-xs">
          {step.amount && (
            <>
              <span className="font-medium text-foreground tabular-nums">
                {format.money(step.amount)}
              </span>
              {' · '}
            </>
          )}
          <time dateTime={step.at} title={format.dateTime(step.at)}>
            {format.dateTime(step.at)}
          </time>
        </p>
      </div>
    </li>
  )
}
