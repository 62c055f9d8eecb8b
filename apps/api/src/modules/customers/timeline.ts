import type { AreaAction, Timeline, TimelineEntry, timelineQuerySchema } from '@designer/contract'
import { and, desc, eq, lt } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { customerNotes, customers, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { notFound } from '../../lib/errors'
import type { CustomerRow } from './columns'

type TimelineQuery = z.output<typeof timelineQuerySchema>

/**
 * Another area's entries on a customer's timeline (quotes, configurations, appointments):
 * the newest `limit` of them older than `before`. Areas register one when they arrive.
 */
export type TimelineSource = (q: {
  companyId: string
  customerId: string
  before: Date | null
  limit: number
}) => Promise<TimelineEntry[]>

/**
 * A customer's timeline: the notes written on it, when it was made and anonymised, and the
 * entries other areas add (quotes, appointments), newest first.
 */
export function createCustomerTimeline({
  db,
  clock,
  publish,
  row,
  refuseAnonymised,
}: {
  db: Database
  clock: Clock
  publish: (companyId: string, action: AreaAction, id: string, actorId: string) => void
  row: (companyId: string, id: string) => Promise<CustomerRow>
  refuseAnonymised: (c: CustomerRow) => void
}) {
  const timelineSources: TimelineSource[] = []

  async function timeline(
    companyId: string,
    customerId: string,
    query: TimelineQuery,
  ): Promise<Timeline> {
    const c = await row(companyId, customerId)
    const before = query.before ? new Date(query.before) : null
    const notes = await db
      .select({ n: customerNotes, authorName: users.name })
      .from(customerNotes)
      .leftJoin(users, eq(users.id, customerNotes.createdBy))
      .where(
        and(
          eq(customerNotes.customerId, customerId),
          eq(customerNotes.companyId, companyId),
          before ? lt(customerNotes.createdAt, before) : undefined,
        ),
      )
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
      .limit(query.limit + 1)
    const entries: TimelineEntry[] = notes.map(({ n, authorName }) => ({
      id: `note:${n.id}`,
      type: 'note',
      at: n.createdAt.toISOString(),
      actor: n.createdBy ? { id: n.createdBy, name: authorName ?? '' } : null,
      body: n.body,
      refId: n.id,
      editedAt:
        n.updatedAt.getTime() - n.createdAt.getTime() > 1000 ? n.updatedAt.toISOString() : null,
    }))
    const [creator] = c.createdBy
      ? await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, c.createdBy))
      : []
    const events = [
      { type: 'created' as const, at: c.createdAt, actor: creator ?? null, body: c.source },
      { type: 'anonymised' as const, at: c.anonymisedAt, actor: null, body: '' },
    ]
    for (const e of events) {
      if (!e.at || (before && e.at >= before)) continue
      entries.push({
        id: `${e.type}:${c.id}`,
        type: e.type,
        at: e.at.toISOString(),
        actor: e.actor,
        body: e.body,
        refId: c.id,
        editedAt: null,
      })
    }
    for (const source of timelineSources) {
      entries.push(...(await source({ companyId, customerId, before, limit: query.limit + 1 })))
    }
    entries.sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)))
    return { entries: entries.slice(0, query.limit), hasMore: entries.length > query.limit }
  }

  async function note(companyId: string, customerId: string, noteId: string) {
    const [n] = await db
      .select()
      .from(customerNotes)
      .where(
        and(
          eq(customerNotes.id, noteId),
          eq(customerNotes.customerId, customerId),
          eq(customerNotes.companyId, companyId),
        ),
      )
    if (!n) throw notFound('Note')
    return n
  }

  return {
    /** Lets an area add its entries to every customer's timeline. */
    addTimelineSource(source: TimelineSource) {
      timelineSources.push(source)
    },

    timeline,

    async addNote(companyId: string, userId: string, customerId: string, body: string) {
      refuseAnonymised(await row(companyId, customerId))
      const now = clock.now()
      const [n] = await db
        .insert(customerNotes)
        .values({ companyId, customerId, body, createdBy: userId, createdAt: now, updatedAt: now })
        .returning({ id: customerNotes.id })
      await db
        .update(customers)
        .set({ updatedAt: now })
        .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
      publish(companyId, 'updated', customerId, userId)
      const page = await timeline(companyId, customerId, { limit: 100 })
      return page.entries.find((e) => e.refId === n!.id)!
    },

    async updateNote(
      companyId: string,
      userId: string,
      customerId: string,
      noteId: string,
      body: string,
    ) {
      await note(companyId, customerId, noteId)
      await db
        .update(customerNotes)
        .set({ body, updatedAt: clock.now() })
        .where(and(eq(customerNotes.id, noteId), eq(customerNotes.companyId, companyId)))
      publish(companyId, 'updated', customerId, userId)
    },

    async removeNote(companyId: string, userId: string, customerId: string, noteId: string) {
      await note(companyId, customerId, noteId)
      await db
        .delete(customerNotes)
        .where(and(eq(customerNotes.id, noteId), eq(customerNotes.companyId, companyId)))
      publish(companyId, 'updated', customerId, userId)
    },
  }
}
