import { type QuoteStepKind, quoteNumber, type TimelineEntry } from '@designer/contract'
import {
  CalendarDays,
  CircleCheck,
  CircleX,
  Eye,
  FilePen,
  FilePlus2,
  Inbox,
  type LucideIcon,
  MessageSquareText,
  Pencil,
  ReceiptText,
  Send,
  ShieldOff,
  TimerOff,
  Trash2,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { ZonedTime } from '@/components/zoned-time'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useAddNote, useDeleteNote, useTimeline, useUpdateNote } from '../api/timeline'

const ICONS = {
  note: MessageSquareText,
  created: FilePlus2,
  anonymised: ShieldOff,
  appointment: CalendarDays,
  quote: ReceiptText,
}

/** Each step of a quote has its own entry, and its own picture of what happened. */
const STEP_ICONS: Record<QuoteStepKind, LucideIcon> = {
  requested: Inbox,
  edited: FilePen,
  sent: Send,
  viewed: Eye,
  accepted: CircleCheck,
  declined: CircleX,
  expired: TimerOff,
}

const linkClass =
  // Underlined: among the grey words around it, its colour alone would not show it.
  'rounded-sm text-primary underline underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * What happened with the customer, newest first: notes written here, and what other areas
 * add (each step of their quotes, appointments). A note is written inline; Ctrl+Enter sends it.
 * A failed note keeps its text in the box.
 */
export function Timeline({ customerId, readOnly }: { customerId: string; readOnly: boolean }) {
  const { t } = useTranslation()
  const timeline = useTimeline(customerId)
  const add = useAddNote(customerId)
  const [draft, setDraft] = useState('')
  const entries = timeline.data?.pages.flatMap((p) => p.entries) ?? []

  async function send() {
    const body = draft.trim()
    if (!body) return
    try {
      await add.mutateAsync(body)
      setDraft('')
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <section aria-labelledby="timeline-title" className="grid gap-4">
      <h2 id="timeline-title" className="font-semibold text-base">
        {t('customers.timeline.title')}
      </h2>
      {!readOnly && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <label htmlFor="customer-note" className="sr-only">
            {t('customers.timeline.newNote')}
          </label>
          <Textarea
            id="customer-note"
            rows={3}
            maxLength={5000}
            value={draft}
            placeholder={t('customers.timeline.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault()
                void send()
              }
            }}
          />
          <div className="flex items-center justify-between gap-2">
            <p className="text-muted-foreground text-xs">{t('customers.timeline.shortcut')}</p>
            <Button type="submit" size="sm" disabled={!draft.trim()} loading={add.isPending}>
              {t('customers.timeline.addNote')}
            </Button>
          </div>
        </form>
      )}
      {timeline.isError && !timeline.data ? (
        <LoadError error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : !timeline.data ? (
        <div className="grid gap-3" role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        <ol className="grid gap-0" data-testid="timeline">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} customerId={customerId} readOnly={readOnly} />
          ))}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          loading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {t('customers.timeline.older')}
        </Button>
      )}
    </section>
  )
}

function Entry({
  entry,
  customerId,
  readOnly,
}: {
  entry: TimelineEntry
  customerId: string
  readOnly: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const update = useUpdateNote(customerId)
  const remove = useDeleteNote(customerId)
  const [editing, setEditing] = useState<string | null>(null)
  const step = entry.quote
  const Icon = step ? STEP_ICONS[step.step] : ICONS[entry.type]
  const who = entry.actor?.name ?? t('customers.timeline.someone')

  let title: string
  if (entry.type === 'note') title = t('customers.timeline.noteBy', { name: who })
  else if (entry.type === 'created')
    title = t(`customers.timeline.created.${entry.body as 'manual'}`, {
      name: who,
      defaultValue: t('customers.timeline.created.manual', { name: who }),
    })
  else if (entry.type === 'appointment')
    title = t('customers.timeline.appointment', { title: entry.body })
  else if (entry.type === 'quote' && step)
    title = t(`customers.timeline.quoteSteps.${step.step}`, {
      number: quoteNumber(step.number),
      name: who,
    })
  else if (entry.type === 'quote') title = t('customers.timeline.quote', { quote: entry.body })
  else title = t('customers.timeline.anonymised')

  async function save() {
    if (!entry.refId || editing === null || !editing.trim()) return
    try {
      await update.mutateAsync({ noteId: entry.refId, body: editing.trim() })
      setEditing(null)
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-3 pb-5 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-8 bottom-0 left-4 w-px bg-border [li:last-child>&]:hidden"
      />
      <span className="z-10 flex size-8 items-center justify-center rounded-full border bg-background">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 gap-1 pt-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{title}</span>
          <time
            dateTime={entry.at}
            title={format.dateTime(entry.at)}
            className="text-muted-foreground text-xs"
          >
            {format.relative(entry.at)}
          </time>
          {entry.editedAt && (
            <span className="text-muted-foreground text-xs">{t('customers.timeline.edited')}</span>
          )}
        </p>
        {entry.type === 'appointment' && (
          <p className="text-muted-foreground text-xs">
            {entry.timeZone ? (
              <ZonedTime iso={entry.at} timeZone={entry.timeZone} />
            ) : (
              format.dateTime(entry.at)
            )}{' '}
            ·{' '}
            <Link
              to={href('admin.calendar', undefined, {
                view: 'day',
                date: format.isoDay(entry.at, entry.timeZone),
              })}
              className={linkClass}
            >
              {t('customers.timeline.openCalendar')}
            </Link>
          </p>
        )}
        {entry.type === 'quote' && entry.refId && (
          <p className="text-muted-foreground text-xs">
            {step && (
              <>
                {step.product}
                {step.amount && (
                  <>
                    {' · '}
                    <span className="font-medium text-foreground tabular-nums">
                      {format.money(step.amount)}
                    </span>
                  </>
                )}
                {' · '}
              </>
            )}
            <Link
              to={href('admin.quotes.show', { quoteId: entry.refId })}
              className={linkClass}
              data-testid={`open-quote-${entry.refId}`}
            >
              {t('customers.timeline.openQuote')}
            </Link>
          </p>
        )}
        {entry.type === 'note' &&
          (editing !== null ? (
            <div className="grid gap-2">
              <Textarea
                aria-label={t('customers.timeline.editNote')}
                rows={3}
                maxLength={5000}
                value={editing}
                onChange={(event) => setEditing(event.target.value)}
              />
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void save()} loading={update.isPending}>
                  {t('common.save')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                  {t('common.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="group flex items-start gap-2">
              <p className="min-w-0 flex-1 whitespace-pre-wrap break-words rounded-md bg-muted/50 px-3 py-2 text-sm">
                {entry.body}
              </p>
              {!readOnly && entry.refId && (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('customers.timeline.editNote')}
                    onClick={() => setEditing(entry.body)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('customers.timeline.deleteNote')}
                    loading={remove.isPending}
                    onClick={async () => {
                      try {
                        await remove.mutateAsync(entry.refId!)
                      } catch (err) {
                        toast.error(errorText(t, err))
                      }
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </div>
          ))}
      </div>
    </li>
  )
}
