import type { eventDeleteQuerySchema, eventUpdateSchema } from '@designer/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/client'
import { calendarEvents } from '../../db/schema/index'
import { versionedWrite } from '../../lib/versions'
import { invalid } from './event-input'
import { type EventRow, series } from './event-rows'
import type { EventWriters } from './events'
import { isOccurrence, seriesEnd, splitRule } from './recurrence'

type UpdateInput = z.output<typeof eventUpdateSchema>
type DeleteQuery = z.output<typeof eventDeleteQuerySchema>

/**
 * Changes and deletions of events, a series' on the occurrences asked: this one, the following
 * ones or all of them.
 */
export function createRecurrenceEdits(writers: EventWriters) {
  const { db, clock, notify, publish } = writers
  const { row, one } = writers.rows
  const { checkReferences, columns } = writers.eventInput

  /**
   * The version of an event now, read inside the transaction that found it changed (a read
   * outside it would wait for the transaction on a single connection).
   */
  async function versionNow(tx: Tx, id: string, last: number) {
    const [now] = await tx
      .select({ version: calendarEvents.version })
      .from(calendarEvents)
      .where(eq(calendarEvents.id, id))
    return now?.version ?? last
  }

  /** A write on the version it was made on; another one is 409 with the current version. */
  async function bump(
    companyId: string,
    id: string,
    version: number,
    values: Partial<typeof calendarEvents.$inferInsert>,
  ) {
    const updated = await versionedWrite(
      'event',
      () =>
        db
          .update(calendarEvents)
          .set({ ...values, version: sql`${calendarEvents.version} + 1`, updatedAt: clock.now() })
          .where(
            and(
              eq(calendarEvents.id, id),
              eq(calendarEvents.companyId, companyId),
              eq(calendarEvents.version, version),
            ),
          )
          .returning({ version: calendarEvents.version }),
      async () => (await row(companyId, id)).version,
    )
    return updated.version
  }

  /** The occurrence of a series a scoped edit names; it must be one of the series'. */
  function occurrenceOf(event: EventRow, occurrenceStart: string | null | undefined) {
    const at = occurrenceStart ? new Date(occurrenceStart) : null
    if (!at || Number.isNaN(at.getTime()) || !isOccurrence(series(event), at))
      throw invalid([{ path: 'occurrenceStart', key: 'validation.notAnOccurrence' }])
    return at
  }

  return {
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
            await versionedWrite(
              'event',
              () =>
                tx
                  .update(calendarEvents)
                  .set({
                    rrule: split.before,
                    seriesEndsAt: seriesEnd({ ...series(current), rrule: split.before }),
                    version: sql`${calendarEvents.version} + 1`,
                    updatedAt: clock.now(),
                  })
                  .where(and(eq(calendarEvents.id, id), eq(calendarEvents.version, input.version)))
                  .returning({ id: calendarEvents.id }),
              () => versionNow(tx, id, current.version),
            )
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
                  ? seriesEnd({ ...series({ ...current, ...values } as EventRow), rrule: rule })
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
      if (input.notifyCustomer) await notify(companyId, event, 'changed')
      return event
    },

    /**
     * Deletes an event; for a recurring one, `this` occurrence (remembered as removed), the
     * `following` ones (the series ends before it) or `all`. An occurrence edited on its own is
     * removed from its series too.
     */
    async remove(companyId: string, userId: string, id: string, query: DeleteQuery) {
      const current = await row(companyId, id)
      // What the customer had been sent, to cancel or update it once the change is made.
      const before = query.notifyCustomer ? await one(companyId, id) : null
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
          if (before) {
            // One occurrence cancelled: the series' UID with that occurrence's RECURRENCE-ID.
            const length = new Date(before.end).getTime() - new Date(before.start).getTime()
            await notify(
              companyId,
              {
                ...before,
                rrule: null,
                recurringEventId: id,
                occurrenceStart: at.toISOString(),
                start: at.toISOString(),
                end: new Date(at.getTime() + length).toISOString(),
              },
              'cancelled',
            )
          }
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
          // The series now ends earlier: the customer's copy is updated to the shorter rule.
          if (before) await notify(companyId, await one(companyId, id), 'changed')
          return
        }
        // The following ones from the first on: the whole series.
      }
      await db.transaction(async (tx) => {
        await versionedWrite(
          'event',
          () =>
            tx
              .delete(calendarEvents)
              .where(
                and(
                  eq(calendarEvents.id, id),
                  eq(calendarEvents.companyId, companyId),
                  eq(calendarEvents.version, query.version),
                ),
              )
              .returning({ id: calendarEvents.id }),
          () => versionNow(tx, id, current.version),
        )
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
      if (before) await notify(companyId, before, 'cancelled')
    },
  }
}
