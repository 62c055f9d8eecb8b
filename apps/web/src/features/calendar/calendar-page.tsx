import type { CalendarEvent, EditScope, EventCreate, Member } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, ChevronLeft, ChevronRight, Clock, Rss } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { PageHeader } from '@/components/layout/page-header'
import { ListFilters } from '@/components/list-filters'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, request } from '@/lib/api'
import { errorText } from '@/lib/forms'
import { customerKeys, memberKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'
import {
  useCalendarSettings,
  useCreateEvent,
  useDeleteEvent,
  useEvents,
  useUpdateEvent,
} from './api/calendar'
import type { EventMove } from './components/calendar-view'
import { type Draft, draftOf, EventDialog } from './components/event-dialog'
import { FeedDialog } from './components/feed-dialog'
import { HoursDialog } from './components/hours-dialog'
import { CALENDAR_VIEWS, useTypeOptions } from './components/labels'
import { NotifyDialog } from './components/notify-dialog'
import { ScopeDialog } from './components/scope-dialog'
import { isOccurrence, moveUpdate, saveUpdate, slotDraft } from './event-edits'
import { useCalendarParams } from './list-params'
import { instantOf, ownZone, rangeAround, stepDate, today } from './time'
import { businessHoursOf } from './working-hours'

// FullCalendar is large: it loads with this page only, in its own chunk.
const CalendarView = lazy(() => import('./components/calendar-view'))

const NO_EVENTS: CalendarEvent[] = []

/** A change waiting for "this, following or all" on a recurring event. */
type Pending =
  | { kind: 'move'; move: EventMove }
  | { kind: 'save'; event: CalendarEvent; input: EventCreate }
  | { kind: 'delete'; event: CalendarEvent }
/** A change to an appointment with a customer, its occurrences chosen: is the customer told? */
type Telling =
  | { kind: 'move'; move: EventMove; scope: EditScope }
  | { kind: 'delete'; event: CalendarEvent; scope: EditScope }

/**
 * /admin/calendar: appointments, measurements, production, deliveries and installations in
 * month, week, day and agenda views, filtered by type, member and customer; the view and the day
 * are in the URL.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation()
  const typeOptions = useTypeOptions()
  const { companyId } = useSession()
  const [params, update] = useCalendarParams()
  const settings = useCalendarSettings()
  const timeZone = settings.data?.timeZone ?? 'UTC'
  const date = params.date || today(timeZone)
  const [range, setRange] = useState<{ from: string; to: string } | null>(null)
  const [title, setTitle] = useState('')
  const events = useEvents(
    range && {
      ...range,
      type: params.type ?? undefined,
      assigneeId: params.assigneeId ?? undefined,
      customerId: params.customerId ?? undefined,
    },
  )
  const members = useQuery({
    queryKey: memberKeys.of(companyId ?? ''),
    queryFn: async () => (await request<Member[]>('GET', '/members'))!,
    enabled: companyId !== null,
    staleTime: 60_000,
  })
  const customers = useQuery({
    queryKey: customerKeys.list(companyId ?? '', { pageSize: 100, sort: 'name' }),
    queryFn: async () =>
      (await request<{ items: { id: string; name: string; email: string }[] }>(
        'GET',
        '/customers?pageSize=100&sort=name',
      ))!,
    enabled: companyId !== null,
    staleTime: 60_000,
  })
  const create = useCreateEvent()
  const change = useUpdateEvent()
  const remove = useDeleteEvent()

  const [dialog, setDialog] = useState<{ draft: Draft; editing: CalendarEvent | null } | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [telling, setTelling] = useState<Telling | null>(null)
  const [feedOpen, setFeedOpen] = useState(false)
  const [hoursOpen, setHoursOpen] = useState(false)
  const businessHours = useMemo(() => businessHoursOf(settings.data), [settings.data])
  const mine = ownZone()

  const failed = (err: unknown, revert?: () => void) => {
    revert?.()
    if (err instanceof ApiError && err.status === 409) toast.error(t('calendar.conflict'))
    else toast.error(errorText(t, err))
  }

  const newDraft = (slot: { start: string; end: string; allDay: boolean }): Draft =>
    slotDraft(slot, params.customerId, timeZone)

  /**
   * Whether a change to this event may be told to a customer: it has one, and unless the
   * customers known here say they have no address, they can be mailed.
   */
  const tellable = (event: CalendarEvent) => {
    if (!event.customer) return false
    const known = customers.data?.items.find((c) => c.id === event.customer!.id)
    return known === undefined || known.email !== ''
  }

  function moveChosen(move: EventMove, scope: EditScope) {
    if (tellable(move.event)) setTelling({ kind: 'move', move, scope })
    else void applyMove(move, scope, false)
  }

  function deleteChosen(event: CalendarEvent, scope: EditScope) {
    if (tellable(event)) setTelling({ kind: 'delete', event, scope })
    else void applyDelete(event, scope, false)
  }

  async function applyMove(move: EventMove, scope: EditScope, notifyCustomer: boolean) {
    try {
      await change.mutateAsync({
        id: move.event.id,
        input: { ...moveUpdate(move, scope), notifyCustomer },
      })
    } catch (err) {
      failed(err, move.revert)
    }
  }

  async function applySave(
    event: CalendarEvent | null,
    input: EventCreate,
    scope: EditScope = 'all',
  ) {
    if (!event) {
      await create.mutateAsync(input)
      toast.success(t('calendar.created', { title: input.title }))
    } else {
      await change.mutateAsync({ id: event.id, input: saveUpdate(event, input, scope) })
      toast.success(t('calendar.saved', { title: input.title }))
    }
    setDialog(null)
  }

  async function applyDelete(event: CalendarEvent, scope: EditScope, notifyCustomer: boolean) {
    try {
      await remove.mutateAsync({
        id: event.id,
        version: event.version,
        scope,
        occurrenceStart: event.occurrenceStart,
        notifyCustomer,
      })
      setDialog(null)
      toast.success(t('calendar.deleted', { title: event.title }))
    } catch (err) {
      failed(err)
    }
  }

  return (
    // From sm up the calendar fills the window under the page's header and toolbar. On a phone
    // those take most of the window: the page scrolls, and the calendar has a height of its own.
    <div className="flex flex-col gap-4 sm:h-[calc(var(--vh)*100-7rem)] sm:min-h-[36rem]">
      <PageHeader
        title={t('calendar.page.title')}
        description={
          mine !== timeZone
            ? t('calendar.page.zones', { zone: timeZone, own: mine })
            : t('calendar.page.zone', { zone: timeZone })
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setHoursOpen(true)} data-testid="open-hours">
              <Clock aria-hidden="true" />
              {t('calendar.hours.button')}
            </Button>
            <Button variant="outline" onClick={() => setFeedOpen(true)} data-testid="open-feed">
              <Rss aria-hidden="true" />
              {t('calendar.feed.button')}
            </Button>
            <Button
              data-testid="new-event"
              onClick={() => {
                setDialog({
                  draft: newDraft({
                    start: instantOf(date, '09:00', timeZone),
                    end: instantOf(date, '10:00', timeZone),
                    allDay: false,
                  }),
                  editing: null,
                })
              }}
            >
              <CalendarPlus aria-hidden="true" />
              {t('calendar.newEvent')}
            </Button>
          </div>
        }
      />
      <div
        className="flex flex-wrap items-center gap-2"
        role="toolbar"
        aria-label={t('calendar.toolbar')}
      >
        <Button variant="outline" size="sm" onClick={() => update({ date: '' })}>
          {t('calendar.today')}
        </Button>
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('calendar.previous')}
            onClick={() => update({ date: stepDate(date, params.view, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('calendar.next')}
            onClick={() => update({ date: stepDate(date, params.view, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2
          className="min-w-40 font-semibold text-lg"
          aria-live="polite"
          data-testid="calendar-title"
        >
          {title}
        </h2>
        <fieldset className="ml-auto inline-flex rounded-md border p-0.5">
          <legend className="sr-only">{t('calendar.viewLabel')}</legend>
          {CALENDAR_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={params.view === view}
              onClick={() => update({ view })}
              className={cn(
                'rounded px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                params.view === view ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {t(`calendar.views.${view}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-2">
        <ListFilters
          params={params}
          update={update}
          filters={[
            {
              param: 'type',
              label: t('calendar.filters.type'),
              all: t('calendar.filters.allTypes'),
              width: 'sm:min-w-44',
              options: typeOptions,
            },
            {
              param: 'assigneeId',
              label: t('calendar.filters.member'),
              all: t('calendar.filters.allMembers'),
              width: 'sm:min-w-44',
              options: (members.data ?? []).map((m) => ({ value: m.userId, label: m.name })),
            },
            {
              param: 'customerId',
              label: t('calendar.filters.customer'),
              all: t('calendar.filters.allCustomers'),
              width: 'sm:min-w-52',
              options: (customers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
            },
          ]}
        />
      </div>
      <div
        className="h-[calc(var(--vh)*80)] min-h-96 overflow-hidden rounded-xl border bg-background p-2 shadow-xs sm:h-auto sm:min-h-0 sm:flex-1"
        data-testid="calendar"
      >
        {settings.data ? (
          <Suspense fallback={<Skeleton className="size-full" />}>
            <CalendarView
              view={params.view}
              date={date}
              events={events.data ?? NO_EVENTS}
              timeZone={timeZone}
              language={i18n.language}
              businessHours={businessHours}
              defaultMinutes={settings.data.appointmentMinutes}
              onRange={(from, to, label) => {
                setTitle(label)
                const next = rangeAround(from, to)
                setRange((current) =>
                  current?.from === next.from && current.to === next.to ? current : next,
                )
              }}
              onSelect={(slot) => setDialog({ draft: newDraft(slot), editing: null })}
              onOpen={(event) => setDialog({ draft: draftOf(event, timeZone), editing: event })}
              onMove={(move) => {
                if (isOccurrence(move.event)) setPending({ kind: 'move', move })
                else moveChosen(move, 'all')
              }}
            />
          </Suspense>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>

      <EventDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        initial={dialog?.draft ?? null}
        editing={dialog?.editing ?? null}
        timeZone={timeZone}
        members={members.data ?? []}
        customers={customers.data?.items ?? []}
        onSave={async (input) => {
          const editing = dialog?.editing ?? null
          if (editing && isOccurrence(editing)) setPending({ kind: 'save', event: editing, input })
          else await applySave(editing, input)
        }}
        onDelete={() => {
          const editing = dialog?.editing
          if (!editing) return
          if (isOccurrence(editing)) setPending({ kind: 'delete', event: editing })
          else deleteChosen(editing, 'all')
        }}
      />
      <ScopeDialog
        open={pending !== null}
        action={pending?.kind === 'delete' ? 'delete' : 'change'}
        onCancel={() => {
          if (pending?.kind === 'move') pending.move.revert()
          setPending(null)
        }}
        onChoose={(scope) => {
          const p = pending
          setPending(null)
          if (!p) return
          if (p.kind === 'move') moveChosen(p.move, scope)
          else if (p.kind === 'delete') deleteChosen(p.event, scope)
          else applySave(p.event, p.input, scope).catch((err) => failed(err))
        }}
      />
      <NotifyDialog
        open={telling !== null}
        action={telling?.kind === 'delete' ? 'delete' : 'change'}
        customer={
          (telling?.kind === 'move' ? telling.move.event : telling?.event)?.customer ?? null
        }
        onCancel={() => {
          if (telling?.kind === 'move') telling.move.revert()
          setTelling(null)
        }}
        onChoose={(notify) => {
          const p = telling
          setTelling(null)
          if (!p) return
          if (p.kind === 'move') void applyMove(p.move, p.scope, notify)
          else void applyDelete(p.event, p.scope, notify)
        }}
      />
      <FeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
      <HoursDialog open={hoursOpen} onOpenChange={setHoursOpen} settings={settings.data} />
    </div>
  )
}
