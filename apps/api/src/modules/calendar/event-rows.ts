import type { AreaAction, CalendarEvent } from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { calendarEvents, configurators, customers, designs, users } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { dayOf, type Series } from './recurrence'

export type EventRow = typeof calendarEvents.$inferSelect

/** An event's row as the recurrence rules read it. */
export const series = (row: EventRow): Series => ({
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  allDay: row.allDay,
  timeZone: row.timeZone,
  rrule: row.rrule ?? '',
  exdates: row.exdates,
})

/** Tells the company's pages of a change to one of its events. */
export const publisher =
  (events: EventsPublisher) =>
  (companyId: string, action: AreaAction, id: string, actorId: string | null, version?: number) =>
    events.publish(companyId, { type: `calendar.${action}`, id, version, actorId })
export type Publish = ReturnType<typeof publisher>

const when = (row: EventRow, instant: Date) =>
  row.allDay ? dayOf(instant, row.timeZone) : instant.toISOString()

/**
 * The company's events as rows, and as the contract shows them: with the names of the customer,
 * design, configurator and people they refer to, a series' occurrence on its own times.
 */
export function createEventRows(db: Database) {
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

  return { select, names, toEvent, row, one }
}
export type EventRows = ReturnType<typeof createEventRows>
