import { REALTIME_TICKET_TTL_SECONDS, type RealtimeTicket } from '@designer/contract'
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { designs, memberships, realtimeTickets, refreshTokens, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { hashToken, randomToken } from '../../lib/tokens'

/** Who a socket belongs to: the person, their sign-in, the company it listens to. */
export type SocketOwner = { userId: string; sessionId: string; companyId: string }

/** Why a socket must close: its sign-in ended, or the company is no longer open to the person. */
export type AccessVerdict = 'ok' | 'session' | 'company'

export const ownerKey = (o: SocketOwner) => `${o.sessionId}:${o.userId}:${o.companyId}`

export function createRealtimeService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A single-use ticket for the socket, valid for a few seconds. */
    async issue(owner: SocketOwner): Promise<RealtimeTicket> {
      const now = clock.now()
      const ticket = randomToken()
      const expiresAt = new Date(now.getTime() + REALTIME_TICKET_TTL_SECONDS * 1000)
      // Tickets nobody used go as new ones are made.
      await db.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, now))
      await db.insert(realtimeTickets).values({ tokenHash: hashToken(ticket), ...owner, expiresAt })
      return { ticket, expiresAt: expiresAt.toISOString() }
    },

    /** The owner of a valid ticket, which is used up; null for anything else. */
    async consume(ticket: string): Promise<(SocketOwner & { userName: string }) | null> {
      const [used] = await db
        .delete(realtimeTickets)
        .where(eq(realtimeTickets.tokenHash, hashToken(ticket)))
        .returning()
      if (!used || used.expiresAt <= clock.now()) return null
      const [user] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, used.userId))
      if (!user) return null
      const { userId, sessionId, companyId } = used
      return { userId, sessionId, companyId, userName: user.name }
    },

    /**
     * Whether each socket may stay open, in two queries for all of them: its sign-in must be
     * live (not signed out, not expired), and its person still a member of the company. A company
     * whose trial ended keeps its sockets: its billing pages hear when someone subscribes.
     */
    async verdicts(owners: SocketOwner[]): Promise<Map<string, AccessVerdict>> {
      const verdicts = new Map<string, AccessVerdict>()
      if (!owners.length) return verdicts
      const now = clock.now()
      const sessionIds = [...new Set(owners.map((o) => o.sessionId))]
      const live = await db
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            inArray(refreshTokens.familyId, sessionIds),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            gt(refreshTokens.familyExpiresAt, now),
          ),
        )
      const liveSessions = new Set(live.map((l) => l.familyId))
      const rows = await db
        .select({ userId: memberships.userId, companyId: memberships.companyId })
        .from(memberships)
        .where(
          and(
            inArray(memberships.userId, [...new Set(owners.map((o) => o.userId))]),
            inArray(memberships.companyId, [...new Set(owners.map((o) => o.companyId))]),
          ),
        )
      const open = new Set(rows.map((r) => `${r.userId}:${r.companyId}`))
      for (const o of owners) {
        verdicts.set(
          ownerKey(o),
          !liveSessions.has(o.sessionId)
            ? 'session'
            : open.has(`${o.userId}:${o.companyId}`)
              ? 'ok'
              : 'company',
        )
      }
      return verdicts
    },

    /** Whether the design is this company's (a socket may only join its own company's designs). */
    async designOf(companyId: string, designId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: designs.id })
        .from(designs)
        .where(and(eq(designs.id, designId), eq(designs.companyId, companyId)))
      return Boolean(row)
    },
  }
}
export type RealtimeService = ReturnType<typeof createRealtimeService>
