import type { FeedScope } from '@designer/contract'
import { and, arrayContains, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { calendarEvents, calendarFeeds, companies, memberships } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { hashToken, randomToken } from '../../lib/tokens'
import type { EventRows } from './event-rows'
import { eventsIcs } from './ics'

/** Members' private feeds: their address made, shown or revoked, and the feed behind one. */
export function createCalendarFeeds({
  db,
  clock,
  publicUrl,
  rows,
}: {
  db: Database
  clock: Clock
  publicUrl: string
  rows: EventRows
}) {
  const { select, names, toEvent } = rows

  return {
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
