import type { CalendarEvent, eventRangeQuerySchema, TimelineEntry } from '@designer/contract'
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
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { calendarEvents, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import type { CreateInput, EventInput } from './event-input'
import { type EventRows, type Publish, series } from './event-rows'
import type { Notify } from './invitation-mail'
import { occurrences } from './recurrence'

type RangeQuery = z.output<typeof eventRangeQuerySchema>

/** What the jobs that write events are built with. */
export type EventWriters = {
  db: Database
  clock: Clock
  rows: EventRows
  eventInput: EventInput
  notify: Notify
  publish: Publish
}

/** Events: those in a range with series expanded, one, a new one, a customer's on their timeline. */
export function createCalendarEvents(writers: EventWriters) {
  const { db, clock, notify, publish } = writers
  const { select, names, toEvent, one } = writers.rows
  const { checkReferences, columns } = writers.eventInput

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

  return {
    range,
    get: one,

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
        timeZone: e.timeZone,
      }))
    },
  }
}
export type CalendarEvents = ReturnType<typeof createCalendarEvents>
