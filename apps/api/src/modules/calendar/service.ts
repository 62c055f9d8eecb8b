import {
  type CalendarEvent,
  type CalendarSettings,
  type CountryCode,
  type eventCreateSchema,
  type eventDeleteQuerySchema,
  type eventRangeQuerySchema,
  type eventUpdateSchema,
  type FeedScope,
  fieldError,
  type TimelineEntry,
  type ValidationKey,
} from '@designer/contract'
import {
  and,
  arrayContains,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import {
  calendarEvents,
  calendarFeeds,
  calendarSettings,
  companies,
  configurators,
  customers,
  designs,
  memberships,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/csv'
import { AppError, conflict, notFound } from '../../lib/errors'
import type { EventAction, EventsPublisher } from '../../lib/events'
import { escapeHtml } from '../../lib/html'
import type { Mailer } from '../../lib/mail/mailer'
import { hashToken, randomToken } from '../../lib/tokens'
import { bookingSlots, todayIn } from './booking'
import { eventsIcs } from './ics'
import {
  dayOf,
  dayStart,
  isOccurrence,
  occurrences,
  type Series,
  seriesEnd,
  splitRule,
} from './recurrence'
import { defaultSettings } from './settings'

const DAY_MS = 86_400_000
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
const slotTaken = () =>
  new AppError(409, 'slot_taken', 'This time was just booked by someone else: please pick another')

type CreateInput = z.output<typeof eventCreateSchema>
type UpdateInput = z.output<typeof eventUpdateSchema>
type DeleteQuery = z.output<typeof eventDeleteQuerySchema>
type RangeQuery = z.output<typeof eventRangeQuerySchema>
type Row = typeof calendarEvents.$inferSelect
type Fields = Omit<CreateInput, 'notifyCustomer'>

const invalid = (problems: { path: string; key: ValidationKey }[]) =>
  new AppError(
    400,
    'validation_failed',
    'Some fields are invalid',
    problems.map((p) => fieldError(p.path, p.key)),
  )

const series = (row: Row): Series => ({
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  allDay: row.allDay,
  timeZone: row.timeZone,
  rrule: row.rrule ?? '',
  exdates: row.exdates,
})

/** The calendar: events and their occurrences, working hours, feeds, mails to customers. */
export function createCalendarService({
  db,
  clock,
  events,
  mailer,
  publicUrl,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
  mailer: Mailer
  publicUrl: string
}) {
  const publish = (
    companyId: string,
    action: EventAction,
    id: string,
    actorId: string | null,
    version?: number,
  ) => events.publish(companyId, { type: `calendar.${action}`, id, version, actorId })

  const customer = alias(customers, 'event_customer')
  const select = () =>
    db
      .select({
        e: calendarEvents,
        customerName: customer.name,
        designName: designs.name,
        configuratorName: configurators.name,
      })
      .from(calendarEvents)
      .leftJoin(customer, eq(customer.id, calendarEvents.customerId))
      .leftJoin(designs, eq(designs.id, calendarEvents.designId))
      .leftJoin(configurators, eq(configurators.id, calendarEvents.configuratorId))
  type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number]

  /** Members' names by id, for the assignees of the events listed. */
  async function names(ids: string[]) {
    if (!ids.length) return new Map<string, string>()
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids))
    return new Map(rows.map((r) => [r.id, r.name]))
  }

  const when = (row: Row, instant: Date) =>
    row.allDay ? dayOf(instant, row.timeZone) : instant.toISOString()

  function toEvent(
    { e, customerName, designName, configuratorName }: Selected,
    people: Map<string, string>,
    occurrence?: { start: Date; end: Date },
  ): CalendarEvent {
    return {
      id: e.id,
      recurringEventId: e.recurringEventId,
      occurrenceStart: occurrence
        ? occurrence.start.toISOString()
        : (e.originalStart?.toISOString() ?? null),
      title: e.title,
      type: e.type,
      status: e.status,
      allDay: e.allDay,
      start: when(e, occurrence?.start ?? e.startsAt),
      end: when(e, occurrence?.end ?? e.endsAt),
      timeZone: e.timeZone,
      location: e.location,
      notes: e.notes,
      color: e.color,
      customer: e.customerId ? { id: e.customerId, name: customerName ?? '' } : null,
      design: e.designId ? { id: e.designId, name: designName ?? '' } : null,
      configurator: e.configuratorId
        ? { id: e.configuratorId, name: configuratorName ?? '' }
        : null,
      assignees: e.assigneeIds.map((id) => ({ id, name: people.get(id) ?? '' })),
      rrule: e.rrule,
      version: e.version,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    }
  }

  async function settingsOf(companyId: string): Promise<CalendarSettings> {
    const [row] = await db
      .select({ settings: calendarSettings.settings })
      .from(calendarSettings)
      .where(eq(calendarSettings.companyId, companyId))
    if (row) return row.settings
    const [company] = await db
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, companyId))
    return defaultSettings(company?.country as CountryCode | undefined)
  }

  /** Every id an event names must be the company's: its customer, design, configurator, people. */
  async function checkReferences(companyId: string, input: Fields) {
    const problems: { path: string; key: ValidationKey }[] = []
    const exists = async (
      table: typeof customers | typeof designs | typeof configurators,
      id: string,
    ) =>
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, id), eq(table.companyId, companyId)))
      ).length > 0
    if (input.customerId && !(await exists(customers, input.customerId)))
      problems.push({ path: 'customerId', key: 'validation.unknownCustomer' })
    if (input.designId && !(await exists(designs, input.designId)))
      problems.push({ path: 'designId', key: 'validation.unknownDesign' })
    if (input.configuratorId && !(await exists(configurators, input.configuratorId)))
      problems.push({ path: 'configuratorId', key: 'validation.unknownConfigurator' })
    if (input.assigneeIds.length) {
      const members = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(eq(memberships.companyId, companyId), inArray(memberships.userId, input.assigneeIds)),
        )
      const known = new Set(members.map((m) => m.userId))
      input.assigneeIds.forEach((id, i) => {
        if (!known.has(id))
          problems.push({ path: `assigneeIds.${i}`, key: 'validation.unknownMember' })
      })
    }
    if (problems.length) throw invalid(problems)
  }

  /** The columns an input sets: times as instants in the event's zone, the series' end. */
  async function columns(companyId: string, input: Fields) {
    const timeZone = input.timeZone ?? (await settingsOf(companyId)).timeZone
    const startsAt = input.allDay ? dayStart(input.start, timeZone) : new Date(input.start)
    const endsAt = input.allDay ? dayStart(input.end, timeZone) : new Date(input.end)
    const values = {
      title: input.title,
      type: input.type,
      status: input.status,
      allDay: input.allDay,
      startsAt,
      endsAt,
      timeZone,
      location: input.location,
      notes: input.notes,
      color: input.color,
      customerId: input.customerId,
      designId: input.designId,
      configuratorId: input.configuratorId,
      assigneeIds: [...new Set(input.assigneeIds)],
      rrule: input.rrule,
    }
    return {
      ...values,
      seriesEndsAt: input.rrule
        ? seriesEnd({
            startsAt,
            endsAt,
            allDay: input.allDay,
            timeZone,
            rrule: input.rrule,
            exdates: [],
          })
        : null,
    }
  }

  async function row(companyId: string, id: string) {
    const [found] = await db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)))
    if (!found) throw notFound('Event')
    return found
  }

  async function one(companyId: string, id: string): Promise<CalendarEvent> {
    const [found] = await select().where(
      and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)),
    )
    if (!found) throw notFound('Event')
    return toEvent(found, await names(found.e.assigneeIds))
  }

  /** A write on the version it was made on; another one is 409 with the current version. */
  async function bump(
    companyId: string,
    id: string,
    version: number,
    values: Partial<typeof calendarEvents.$inferInsert>,
  ) {
    const updated = await db
      .update(calendarEvents)
      .set({ ...values, version: sql`${calendarEvents.version} + 1`, updatedAt: clock.now() })
      .where(
        and(
          eq(calendarEvents.id, id),
          eq(calendarEvents.companyId, companyId),
          eq(calendarEvents.version, version),
        ),
      )
      .returning({ version: calendarEvents.version })
    if (!updated.length) {
      const current = await row(companyId, id)
      throw conflict('This event was changed elsewhere since you opened it', {
        currentVersion: current.version,
      })
    }
    return updated[0]!.version
  }

  /** The occurrence of a series a scoped edit names; it must be one of the series'. */
  function occurrenceOf(event: Row, occurrenceStart: string | null | undefined) {
    const at = occurrenceStart ? new Date(occurrenceStart) : null
    if (!at || Number.isNaN(at.getTime()) || !isOccurrence(series(event), at))
      throw invalid([{ path: 'occurrenceStart', key: 'validation.notAnOccurrence' }])
    return at
  }

  /** The customer learns of the appointment by mail, with it attached as an invitation. */
  async function notify(companyId: string, event: CalendarEvent) {
    if (!event.customer) return
    const [c] = await db
      .select({ email: customers.email, company: companies.name })
      .from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId))
      .where(and(eq(customers.id, event.customer.id), eq(customers.companyId, companyId)))
    if (!c?.email) return
    const when = event.allDay
      ? event.start
      : new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: event.timeZone,
        }).format(new Date(event.start))
    const text = `${c.company} has planned "${event.title}" with you: ${when}${
      event.location ? `, ${event.location}` : ''
    }.\n\nThe invitation is attached: open it to add it to your calendar.`
    await mailer.send({
      to: c.email,
      subject: `${event.title} — ${when}`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      icalEvent: {
        method: 'REQUEST',
        filename: 'invitation.ics',
        content: eventsIcs(c.company, [event], publicUrl, 'REQUEST'),
      },
    })
  }

  /** Events (and occurrences) overlapping a range, filtered as asked. */
  async function range(companyId: string, query: RangeQuery): Promise<CalendarEvent[]> {
    const from = new Date(query.from)
    const to = new Date(query.to)
    const filters: (SQL | undefined)[] = [
      eq(calendarEvents.companyId, companyId),
      query.type ? eq(calendarEvents.type, query.type) : undefined,
      query.customerId ? eq(calendarEvents.customerId, query.customerId) : undefined,
      query.assigneeId ? arrayContains(calendarEvents.assigneeIds, [query.assigneeId]) : undefined,
    ]
    const singles = and(
      ...filters,
      isNull(calendarEvents.rrule),
      lt(calendarEvents.startsAt, to),
      gt(calendarEvents.endsAt, from),
    )
    const seriesInRange = and(
      ...filters,
      sql`${calendarEvents.rrule} is not null`,
      lt(calendarEvents.startsAt, to),
      or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, from)),
    )
    const rows = await select().where(or(singles, seriesInRange))
    const people = await names([...new Set(rows.flatMap((r) => r.e.assigneeIds))])
    // Occurrences edited on their own replace the ones the series would list.
    const overrides = await db
      .select({ seriesId: calendarEvents.recurringEventId, at: calendarEvents.originalStart })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.companyId, companyId),
          inArray(
            calendarEvents.recurringEventId,
            rows
              .filter((r) => r.e.rrule)
              .map((r) => r.e.id)
              .concat(['00000000-0000-0000-0000-000000000000']),
          ),
        ),
      )
    const replaced = new Set(overrides.map((o) => `${o.seriesId}|${o.at?.getTime()}`))
    const listed: CalendarEvent[] = []
    for (const r of rows) {
      if (!r.e.rrule) {
        listed.push(toEvent(r, people))
        continue
      }
      for (const o of occurrences(series(r.e), from, to)) {
        if (!replaced.has(`${r.e.id}|${o.start.getTime()}`)) listed.push(toEvent(r, people, o))
      }
    }
    return listed.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  }

  /** The slots visitors may book, from `fromDay` (today on the company's clock by default). */
  async function availability(companyId: string, fromDay: string | undefined, days: number) {
    const settings = await settingsOf(companyId)
    const now = clock.now()
    const today = todayIn(settings.timeZone, now)
    const first = fromDay && fromDay > today ? fromDay : today
    // A day either side: a zone's day is not a UTC day, and buffers reach over midnight.
    const from = new Date(dayStart(first, settings.timeZone).getTime() - DAY_MS)
    const to = new Date(from.getTime() + (days + 2) * DAY_MS)
    const planned = await range(companyId, { from: from.toISOString(), to: to.toISOString() })
    const busy = planned
      .filter((e) => e.status !== 'cancelled')
      .map((e) =>
        e.allDay
          ? {
              start: dayStart(e.start, settings.timeZone).getTime(),
              end: dayStart(e.end, settings.timeZone).getTime(),
            }
          : { start: Date.parse(e.start), end: Date.parse(e.end) },
      )
    return {
      timeZone: settings.timeZone,
      minutes: settings.appointmentMinutes,
      slots: bookingSlots(settings, first, days, busy, now),
    }
  }

  /** The slot starting at `start` if visitors may still book it; else 409 `slot_taken`. */
  async function offered(companyId: string, start: string) {
    const day = start.slice(0, 10)
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
    const offer = await availability(companyId, dayBefore, 3)
    const slot = offer.slots.find((s) => Date.parse(s.start) === Date.parse(start))
    if (!slot) throw slotTaken()
    return { ...slot, timeZone: offer.timeZone }
  }

  /**
   * Books an offered slot (see `offered`) as a tentative appointment, inside the caller's
   * transaction. Two visitors racing for it meet at the unique index on `booked_slot`: the
   * second one is told it is taken (409 `slot_taken`) and their transaction rolls back.
   */
  async function book(
    tx: Tx,
    companyId: string,
    slot: { start: string; end: string; timeZone: string },
    booking: { title: string; notes: string; customerId: string; configuratorId: string },
  ) {
    const now = clock.now()
    try {
      const [made] = await tx
        .insert(calendarEvents)
        .values({
          companyId,
          title: booking.title,
          type: 'appointment',
          status: 'tentative',
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          timeZone: slot.timeZone,
          notes: booking.notes,
          customerId: booking.customerId,
          configuratorId: booking.configuratorId,
          bookedSlot: new Date(slot.start),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: calendarEvents.id })
      return { id: made!.id, start: slot.start, end: slot.end }
    } catch (err) {
      if (isUniqueViolation(err, 'calendar_events_booked_slot_idx')) throw slotTaken()
      throw err
    }
  }

  return {
    range,
    availability,
    offered,
    book,
    /** After a booking's transaction: the event is announced and the customer invited. */
    async booked(companyId: string, id: string, notifyCustomer: boolean) {
      publish(companyId, 'created', id, null, 1)
      if (notifyCustomer) await notify(companyId, await one(companyId, id))
    },
    get: one,

    settings: settingsOf,
    async saveSettings(companyId: string, settings: CalendarSettings) {
      await db
        .insert(calendarSettings)
        .values({ companyId, settings })
        .onConflictDoUpdate({
          target: calendarSettings.companyId,
          set: { settings, updatedAt: clock.now() },
        })
      return settings
    },

    async create(companyId: string, userId: string, input: CreateInput) {
      await checkReferences(companyId, input)
      const now = clock.now()
      const [made] = await db
        .insert(calendarEvents)
        .values({
          companyId,
          ...(await columns(companyId, input)),
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: calendarEvents.id })
      publish(companyId, 'created', made!.id, userId, 1)
      const event = await one(companyId, made!.id)
      if (input.notifyCustomer) await notify(companyId, event)
      return event
    },

    /**
     * Changes an event. For a recurring one, `scope` says which occurrences: `this` one (it
     * becomes an event of its own, remembered by the series), `following` (the series ends before
     * it and a new one starts), or `all`.
     */
    async update(companyId: string, userId: string, id: string, input: UpdateInput) {
      const current = await row(companyId, id)
      await checkReferences(companyId, input)
      const values = await columns(companyId, input)
      let changedId = id
      if (current.rrule && input.scope === 'this') {
        const at = occurrenceOf(current, input.occurrenceStart)
        await bump(companyId, id, input.version, {})
        const [override] = await db
          .insert(calendarEvents)
          .values({
            companyId,
            ...values,
            rrule: null,
            seriesEndsAt: null,
            recurringEventId: id,
            originalStart: at,
            createdBy: userId,
          })
          .onConflictDoUpdate({
            target: [calendarEvents.recurringEventId, calendarEvents.originalStart],
            set: {
              ...values,
              rrule: null,
              seriesEndsAt: null,
              version: sql`${calendarEvents.version} + 1`,
            },
          })
          .returning({ id: calendarEvents.id })
        changedId = override!.id
      } else if (current.rrule && input.scope === 'following') {
        const at = occurrenceOf(current, input.occurrenceStart)
        if (at.getTime() === current.startsAt.getTime()) {
          // From the first occurrence on is the whole series.
          await bump(companyId, id, input.version, values)
        } else {
          const split = splitRule(series(current), at)
          await db.transaction(async (tx) => {
            const updated = await tx
              .update(calendarEvents)
              .set({
                rrule: split.before,
                seriesEndsAt: seriesEnd({ ...series(current), rrule: split.before }),
                version: sql`${calendarEvents.version} + 1`,
                updatedAt: clock.now(),
              })
              .where(and(eq(calendarEvents.id, id), eq(calendarEvents.version, input.version)))
              .returning({ id: calendarEvents.id })
            if (!updated.length) {
              throw conflict('This event was changed elsewhere since you opened it', {
                currentVersion: (await row(companyId, id)).version,
              })
            }
            // Occurrences edited on their own from there on go with the old rule.
            await tx
              .delete(calendarEvents)
              .where(
                and(
                  eq(calendarEvents.recurringEventId, id),
                  sql`${calendarEvents.originalStart} >= ${at.toISOString()}`,
                ),
              )
            const rule = values.rrule ? split.after(values.rrule) : null
            const [next] = await tx
              .insert(calendarEvents)
              .values({
                companyId,
                ...values,
                rrule: rule,
                seriesEndsAt: rule
                  ? seriesEnd({ ...series({ ...current, ...values } as Row), rrule: rule })
                  : null,
                createdBy: userId,
              })
              .returning({ id: calendarEvents.id })
            changedId = next!.id
          })
        }
      } else {
        await bump(companyId, id, input.version, values)
      }
      publish(companyId, 'updated', id, userId)
      const event = await one(companyId, changedId)
      if (input.notifyCustomer) await notify(companyId, event)
      return event
    },

    /**
     * Deletes an event; for a recurring one, `this` occurrence (remembered as removed), the
     * `following` ones (the series ends before it) or `all`. An occurrence edited on its own is
     * removed from its series too.
     */
    async remove(companyId: string, userId: string, id: string, query: DeleteQuery) {
      const current = await row(companyId, id)
      if (current.rrule && query.scope !== 'all') {
        const at = occurrenceOf(current, query.occurrenceStart)
        if (query.scope === 'this') {
          await bump(companyId, id, query.version, { exdates: [...current.exdates, at] })
          await db
            .delete(calendarEvents)
            .where(
              and(eq(calendarEvents.recurringEventId, id), eq(calendarEvents.originalStart, at)),
            )
          publish(companyId, 'updated', id, userId)
          return
        }
        if (at.getTime() > current.startsAt.getTime()) {
          const before = splitRule(series(current), at).before
          await bump(companyId, id, query.version, {
            rrule: before,
            seriesEndsAt: seriesEnd({ ...series(current), rrule: before }),
          })
          await db
            .delete(calendarEvents)
            .where(
              and(
                eq(calendarEvents.recurringEventId, id),
                sql`${calendarEvents.originalStart} >= ${at.toISOString()}`,
              ),
            )
          publish(companyId, 'updated', id, userId)
          return
        }
        // The following ones from the first on: the whole series.
      }
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(calendarEvents)
          .where(
            and(
              eq(calendarEvents.id, id),
              eq(calendarEvents.companyId, companyId),
              eq(calendarEvents.version, query.version),
            ),
          )
          .returning({ id: calendarEvents.id })
        if (!deleted.length) {
          throw conflict('This event was changed elsewhere since you opened it', {
            currentVersion: current.version,
          })
        }
        // An occurrence edited on its own: its series must not list it again.
        if (current.recurringEventId && current.originalStart) {
          await tx
            .update(calendarEvents)
            .set({
              exdates: sql`array_append(${calendarEvents.exdates}, ${current.originalStart.toISOString()}::timestamptz)`,
              version: sql`${calendarEvents.version} + 1`,
            })
            .where(eq(calendarEvents.id, current.recurringEventId))
        }
      })
      publish(companyId, 'deleted', id, userId)
    },

    /** A customer's appointments on their timeline, newest first. */
    async timeline(q: {
      companyId: string
      customerId: string
      before: Date | null
      limit: number
    }): Promise<TimelineEntry[]> {
      const rows = await db
        .select({ e: calendarEvents, actor: users.name })
        .from(calendarEvents)
        .leftJoin(users, eq(users.id, calendarEvents.createdBy))
        .where(
          and(
            eq(calendarEvents.companyId, q.companyId),
            eq(calendarEvents.customerId, q.customerId),
            q.before ? lt(calendarEvents.startsAt, q.before) : undefined,
          ),
        )
        .orderBy(desc(calendarEvents.startsAt))
        .limit(q.limit)
      return rows.map(({ e, actor }) => ({
        id: `event:${e.id}`,
        type: 'appointment',
        at: e.startsAt.toISOString(),
        actor: e.createdBy ? { id: e.createdBy, name: actor ?? '' } : null,
        body: e.title,
        refId: e.id,
        editedAt: null,
      }))
    },

    /** A member's private feed address; making a new one revokes the old. */
    async createFeed(companyId: string, userId: string, scope: FeedScope) {
      const token = randomToken()
      const now = clock.now()
      await db
        .insert(calendarFeeds)
        .values({ companyId, userId, scope, tokenHash: hashToken(token), createdAt: now })
        .onConflictDoUpdate({
          target: [calendarFeeds.companyId, calendarFeeds.userId],
          set: { scope, tokenHash: hashToken(token), createdAt: now },
        })
      return {
        url: `${publicUrl.replace(/\/$/, '')}/v1/calendar/feed/${token}.ics`,
        scope,
        createdAt: now.toISOString(),
      }
    },
    async feedStatus(companyId: string, userId: string) {
      const [feed] = await db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.companyId, companyId), eq(calendarFeeds.userId, userId)))
      return {
        active: Boolean(feed),
        scope: feed?.scope ?? null,
        createdAt: feed?.createdAt.toISOString() ?? null,
      }
    },
    async revokeFeed(companyId: string, userId: string) {
      await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.companyId, companyId), eq(calendarFeeds.userId, userId)))
    },

    /**
     * The feed behind a token as iCalendar: a year back and a year ahead of the company's events
     * (or the member's own), series with their rule and exceptions. Null for an unknown token, or
     * one whose member has left the company.
     */
    async feed(token: string): Promise<string | null> {
      const [feed] = await db
        .select({ f: calendarFeeds, company: companies.name })
        .from(calendarFeeds)
        .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
        .innerJoin(
          memberships,
          and(
            eq(memberships.companyId, calendarFeeds.companyId),
            eq(memberships.userId, calendarFeeds.userId),
          ),
        )
        .where(eq(calendarFeeds.tokenHash, hashToken(token)))
      if (!feed) return null
      const now = clock.now().getTime()
      const mine = feed.f.scope === 'mine' ? feed.f.userId : undefined
      const rows = await select().where(
        and(
          eq(calendarEvents.companyId, feed.f.companyId),
          mine ? arrayContains(calendarEvents.assigneeIds, [mine]) : undefined,
          lt(calendarEvents.startsAt, new Date(now + 366 * 86_400_000)),
          or(
            gt(calendarEvents.endsAt, new Date(now - 366 * 86_400_000)),
            sql`${calendarEvents.rrule} is not null`,
          ),
        ),
      )
      const people = await names([...new Set(rows.flatMap((r) => r.e.assigneeIds))])
      return eventsIcs(
        feed.company,
        rows.map((r) => toEvent(r, people)),
        publicUrl,
        'PUBLISH',
        new Map(rows.map((r) => [r.e.id, r.e.exdates])),
      )
    },
  }
}
export type CalendarService = ReturnType<typeof createCalendarService>

/** The .ics writer, for the areas that mail an event of their own (a quote's booked visit). */
export { eventsIcs }
