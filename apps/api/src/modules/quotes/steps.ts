import {
  type Money,
  QUOTE_STEP_KINDS,
  type QuoteStep,
  type QuoteStepKind,
  quoteNumber,
  type TimelineEntry,
} from '@designer/contract'
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client'
import { quoteEvents, quotes, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { formatMoney } from './mails'

/** A customer reloading the quote's link counts as one view an hour (decision 043). */
export const VIEW_WINDOW_MS = 60 * 60 * 1000

/**
 * Steps made at one instant (an edit that also declines) follow each other in the order steps
 * are taken: asked for, edited, sent, viewed, answered.
 */
const stepOrder = sql`array_position(${sql.raw(
  `ARRAY[${QUOTE_STEP_KINDS.map((k) => `'${k}'`).join(', ')}]::text[]`,
)}, ${quoteEvents.kind})`

export type StepInput = {
  companyId: string
  quoteId: string
  kind: QuoteStepKind
  amount: Money | null
  actorId: string | null
  at: Date
}

/**
 * A quote's steps (docs/decisions/043-quotes-inbox.md): one row per step as it happens —
 * asked for, edited, sent, viewed, answered — with its own figure. The quotes service writes
 * them in the same transaction as the change they record; the quote page and the customer's
 * timeline read them.
 */
export function createQuoteSteps({ db, clock }: { db: Database; clock: Clock }) {
  const record = async (tx: Database | Tx, step: StepInput) => {
    await tx.insert(quoteEvents).values({
      companyId: step.companyId,
      quoteId: step.quoteId,
      kind: step.kind,
      amount: step.amount?.amount ?? null,
      currency: step.amount?.currency ?? null,
      actorId: step.actorId,
      at: step.at,
    })
  }

  const stepFields = {
    e: quoteEvents,
    actorName: users.name,
  }

  return {
    record,

    /**
     * The customer opened the quote's link: recorded unless a view was recorded within the hour
     * before, so reloads do not flood the timeline. The quote's row is locked while it is
     * decided, so two opens at once record one. True when this open was recorded.
     */
    async viewed(companyId: string, quoteId: string): Promise<boolean> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.id, quoteId), eq(quotes.companyId, companyId)))
          .for('update')
        const [recent] = await tx
          .select({ id: quoteEvents.id })
          .from(quoteEvents)
          .where(
            and(
              eq(quoteEvents.quoteId, quoteId),
              eq(quoteEvents.kind, 'viewed'),
              gt(quoteEvents.at, new Date(now.getTime() - VIEW_WINDOW_MS)),
            ),
          )
          .limit(1)
        if (recent) return false
        await record(tx, {
          companyId,
          quoteId,
          kind: 'viewed',
          amount: null,
          actorId: null,
          at: now,
        })
        return true
      })
    },

    /** The quote's steps, oldest first (the caller has checked the quote is the company's). */
    async of(companyId: string, quoteId: string): Promise<QuoteStep[]> {
      const rows = await db
        .select(stepFields)
        .from(quoteEvents)
        .leftJoin(users, eq(users.id, quoteEvents.actorId))
        .where(and(eq(quoteEvents.quoteId, quoteId), eq(quoteEvents.companyId, companyId)))
        .orderBy(asc(quoteEvents.at), asc(stepOrder), asc(quoteEvents.id))
      return rows.map(({ e, actorName }) => ({
        id: e.id,
        kind: e.kind,
        at: e.at.toISOString(),
        amount: amountOf(e),
        actor: e.actorId ? { id: e.actorId, name: actorName ?? '' } : null,
      }))
    },

    /**
     * The steps of a customer's quotes on their timeline, each its own entry linking to its
     * quote: the newest `limit` older than `before`.
     */
    async timeline(q: {
      companyId: string
      customerId: string
      before: Date | null
      limit: number
    }): Promise<TimelineEntry[]> {
      const rows = await db
        .select({
          ...stepFields,
          number: quotes.number,
          product: quotes.configuratorName,
          language: quotes.language,
        })
        .from(quoteEvents)
        .innerJoin(quotes, eq(quotes.id, quoteEvents.quoteId))
        .leftJoin(users, eq(users.id, quoteEvents.actorId))
        .where(
          and(
            eq(quoteEvents.companyId, q.companyId),
            eq(quotes.companyId, q.companyId),
            eq(quotes.customerId, q.customerId),
            q.before ? lt(quoteEvents.at, q.before) : undefined,
          ),
        )
        .orderBy(desc(quoteEvents.at), desc(stepOrder), desc(quoteEvents.id))
        .limit(q.limit)
      return rows.map(({ e, actorName, number, product, language }) => {
        const amount = amountOf(e)
        return {
          id: `quote-step:${e.id}`,
          type: 'quote' as const,
          at: e.at.toISOString(),
          actor: e.actorId ? { id: e.actorId, name: actorName ?? '' } : null,
          // In words for whatever reads the entry without knowing steps; the web uses `quote`.
          body: [quoteNumber(number), product, amount ? formatMoney(amount, language) : null]
            .filter(Boolean)
            .join(' · '),
          refId: e.quoteId,
          editedAt: null,
          quote: { step: e.kind, number, product, amount },
        }
      })
    },
  }
}
export type QuoteSteps = ReturnType<typeof createQuoteSteps>

const amountOf = (e: typeof quoteEvents.$inferSelect): Money | null =>
  e.amount !== null && e.currency !== null ? { amount: e.amount, currency: e.currency } : null
