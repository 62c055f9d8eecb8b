import type { PendingInvite, Session, Tokens, User } from '@designer/contract'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { refreshTokens, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords'
import { type AccessTokens, hashToken, randomToken } from '../../lib/tokens'
import type { InvitesService } from '../invites/service'
import { toUser } from '../users/service'

const DAY = 24 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 7 * DAY
export const SESSION_ABSOLUTE_MS = 30 * DAY
/** A rotated token used again this soon is the client's own concurrent refresh, not a theft. */
export const REUSE_GRACE_MS = 10_000
/** How long an address the account was used from escapes the account's budget (decision 014). */
export const KNOWN_ADDRESS_MS = 30 * DAY

export const INVALID_CREDENTIALS = 'Email or password is incorrect'

/** Ends an account's sessions, all of them or all but the one it is used from. */
export async function revokeFamilies(
  { db, clock }: { db: Database; clock: Clock },
  userId: string,
  exceptFamilyId?: string,
) {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)]
  if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId))
  await db
    .update(refreshTokens)
    .set({ revokedAt: clock.now() })
    .where(and(...conditions))
}

/**
 * Sessions: a sign-in with a password starts one (an access token and a refresh token of a new
 * family), a refresh rotates its token, a sign-out ends it.
 */
export function createSessions(deps: {
  db: Database
  clock: Clock
  accessTokens: AccessTokens
  invites: Pick<InvitesService, 'pendingFor'>
  log: FastifyBaseLogger
}) {
  const { db, clock, accessTokens } = deps
  const now = () => clock.now()

  const view = (row: typeof users.$inferSelect) => toUser(db, row, { now: now() })

  function pendingInvitesFor(user: User): Promise<PendingInvite[]> {
    return deps.invites.pendingFor(user)
  }

  /** `address` is where the request came from: it becomes one of the account's known addresses. */
  async function issueRefreshToken(
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    address: string,
  ) {
    const token = randomToken()
    const t = now()
    const expiresAt = new Date(Math.min(t.getTime() + SESSION_IDLE_MS, familyExpiresAt.getTime()))
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt,
      familyExpiresAt,
      address,
      // The clock's time, not the database's: how long an address stays known is measured by it.
      createdAt: t,
    })
    return token
  }

  async function startSession(user: User, address: string): Promise<Session> {
    const familyId = crypto.randomUUID()
    const refresh = await issueRefreshToken(
      user.id,
      familyId,
      new Date(now().getTime() + SESSION_ABSOLUTE_MS),
      address,
    )
    return {
      access_token: await accessTokens.sign({ userId: user.id, sessionId: familyId }, now()),
      refresh_token: refresh,
      user,
      pendingInvites: await pendingInvitesFor(user),
    }
  }

  /** The account the e-mail and password sign in to, or null. */
  async function accountSignedInBy(input: { email: string; password: string }) {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    // Unknown email, password-less account, wrong password: one answer, in about one time.
    const ok = row?.passwordHash
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstDummy(input.password).then(() => false)
    return row && ok ? row : null
  }

  async function issueTokens(
    row: typeof refreshTokens.$inferSelect,
    address: string,
  ): Promise<Tokens> {
    const refresh = await issueRefreshToken(row.userId, row.familyId, row.familyExpiresAt, address)
    return {
      access_token: await accessTokens.sign({ userId: row.userId, sessionId: row.familyId }, now()),
      refresh_token: refresh,
    }
  }

  return {
    startSession,

    async login(input: { email: string; password: string }, address: string): Promise<Session> {
      const row = await accountSignedInBy(input)
      if (!row) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS)
      return startSession(await view(row), address)
    },

    /**
     * Whether the e-mail and password would sign in, without starting a session: the server
     * prints the demo's password only while it still works.
     */
    async passwordWorks(email: string, password: string): Promise<boolean> {
      return (await accountSignedInBy({ email, password })) !== null
    },

    /**
     * Whether the account of this email signed in or used its session from this address in the
     * last 30 days: such an address is its owner's, and the limits that protect the account
     * from strangers leave it alone (decision 014). False for an email without an account.
     */
    async signedInFrom(email: string, address: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(refreshTokens.address, address),
            gt(refreshTokens.createdAt, new Date(now().getTime() - KNOWN_ADDRESS_MS)),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    async refresh(token: string, address: string): Promise<Tokens> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
      const t = now()
      if (!row || row.revokedAt)
        throw new AppError(
          401,
          'invalid_refresh_token',
          'Your session has ended. Please sign in again.',
        )
      if (row.expiresAt <= t || row.familyExpiresAt <= t) {
        throw new AppError(
          401,
          'session_expired',
          'Your session has expired. Please sign in again.',
        )
      }
      if (!row.rotatedAt) {
        // Only one caller can rotate a token; a concurrent one falls through to the grace rule.
        const rotated = await db
          .update(refreshTokens)
          .set({ rotatedAt: t })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id })
        if (rotated.length) return issueTokens(row, address)
        row.rotatedAt = t
      }
      if (t.getTime() - row.rotatedAt!.getTime() <= REUSE_GRACE_MS) return issueTokens(row, address)
      await db
        .update(refreshTokens)
        .set({ revokedAt: t })
        .where(eq(refreshTokens.familyId, row.familyId))
      deps.log.warn(
        { userId: row.userId, familyId: row.familyId },
        'refresh token reused: session family revoked',
      )
      throw new AppError(
        401,
        'refresh_token_reused',
        'Your session has ended. Please sign in again.',
      )
    },

    /** Ends the session of the access token and the one of the refresh token, whichever are known. */
    async logout(input: { sessionId?: string; refreshToken?: string }) {
      const families = input.sessionId ? [input.sessionId] : []
      if (input.refreshToken) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
        if (row) families.push(row.familyId)
      }
      for (const familyId of new Set(families)) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: now() })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      }
    },
  }
}
