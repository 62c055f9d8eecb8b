import {
  fieldError,
  isLocale,
  type Locale,
  type PendingInvite,
  type Session,
  type Tokens,
  type User,
} from '@designer/contract'
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import {
  companies,
  emailVerifications,
  memberships,
  passwordResets,
  refreshTokens,
  userIdentities,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, forbidden, unauthorized } from '../../lib/errors'
import type { Mailer } from '../../lib/mail/mailer'
import { emailVerificationMail, passwordResetMail } from '../../lib/mail/templates'
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords'
import { type AccessTokens, hashToken, randomToken } from '../../lib/tokens'
import type { InvitesService } from '../invites/service'
import { loadUser, toUser } from '../users/service'

const DAY = 24 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 7 * DAY
export const SESSION_ABSOLUTE_MS = 30 * DAY
/** A rotated token used again this soon is the client's own concurrent refresh, not a theft. */
export const REUSE_GRACE_MS = 10_000
export const RESET_TTL_MS = 60 * 60 * 1000
export const VERIFY_TTL_MS = DAY
/** How long an address the account was used from escapes the account's budget (decision 014). */
export const KNOWN_ADDRESS_MS = 30 * DAY

export const INVALID_CREDENTIALS = 'Email or password is incorrect'

export type AuthServiceDeps = {
  db: Database
  invites: Pick<InvitesService, 'pendingFor' | 'acceptToken'>
  /** Drops cached memberships when an account disappears. */
  onUserGone?: (userId: string) => void
  /** Runs before the companies an account owns alone are deleted with it, and may refuse it. */
  beforeCompaniesDeleted?: (companyIds: string[]) => Promise<void>
  clock: Clock
  accessTokens: AccessTokens
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
}

export type Identity = {
  provider: string
  subject: string
  email: string
  emailVerified: boolean
  name: string
  picture: string | null
}

const invalidField = (path: string, key: Parameters<typeof fieldError>[1]) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', [fieldError(path, key)])

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, accessTokens } = deps
  const now = () => clock.now()

  async function requireUser(userId: string, selectedCompanyId?: string | null): Promise<User> {
    const user = await loadUser(db, userId, { selectedCompanyId, now: now() })
    if (!user) throw unauthorized('Your account no longer exists')
    return user
  }

  const view = (row: typeof users.$inferSelect) => toUser(db, row, { now: now() })

  function pendingInvitesFor(user: User): Promise<PendingInvite[]> {
    return deps.invites.pendingFor(user)
  }

  /** Mails a single-use link proving control of `email` (the account's, or its pending one). */
  async function sendVerification(row: typeof users.$inferSelect, email: string) {
    const token = randomToken()
    await db.insert(emailVerifications).values({
      userId: row.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + VERIFY_TTL_MS),
    })
    const url = `${deps.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`
    const locale = isLocale(row.locale) ? row.locale : 'en'
    await deps.mailer.send(emailVerificationMail(locale, email, row.name, url))
  }

  const verificationInvalid = () =>
    new AppError(
      400,
      'verification_invalid',
      'This link is invalid, has expired or was already used. Ask for a new one.',
    )

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

  function refuseCommon(path: string, password: string) {
    if (isCommonPassword(password)) throw invalidField(path, 'validation.passwordCommon')
  }

  async function emailTaken(email: string, exceptUserId?: string) {
    const conditions = [sql`lower(${users.email}) = ${email.toLowerCase()}`]
    if (exceptUserId) conditions.push(ne(users.id, exceptUserId))
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions))
    return row !== undefined
  }

  async function revokeFamilies(userId: string, exceptFamilyId?: string) {
    const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)]
    if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId))
    await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(...conditions))
  }

  return {
    startSession,

    async register(
      input: { name: string; email: string; password: string; locale?: Locale },
      address: string,
      invite?: string,
    ) {
      refuseCommon('password', input.password)
      if (await emailTaken(input.email)) throw invalidField('email', 'validation.emailTaken')
      const [row] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          locale: input.locale ?? 'en',
        })
        .returning()
      let user: typeof users.$inferSelect | undefined = row
      // The invitation's link was mailed to the invited address: registering with that very
      // address through it proves the mailbox, so no second mail is needed.
      const joined = invite ? await deps.invites.acceptToken(row!.id, invite) : null
      if (joined && joined.email.toLowerCase() === row!.email.toLowerCase()) {
        ;[user] = await db
          .update(users)
          .set({ emailVerified: true })
          .where(eq(users.id, row!.id))
          .returning()
      } else {
        await sendVerification(user!, user!.email)
      }
      return startSession(await view(user!), address)
    },

    async login(input: { email: string; password: string }, address: string): Promise<Session> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      // Unknown email, password-less account, wrong password: one answer, in about one time.
      const ok = row?.passwordHash
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password).then(() => false)
      if (!row || !ok) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS)
      return startSession(await view(row), address)
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

    requireUser,

    async updateProfile(
      userId: string,
      input: { name: string; email: string; profileUrl: string | null; locale: Locale },
    ) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      if (!row) throw unauthorized('Your account no longer exists')
      const changesAddress = input.email.toLowerCase() !== row.email.toLowerCase()
      if (changesAddress && (await emailTaken(input.email, userId)))
        throw invalidField('email', 'validation.emailTaken')
      // A new address only replaces the old one once its mailed link is opened: until then
      // it is pending, and the old address keeps signing in and receiving mail.
      const [updated] = await db
        .update(users)
        .set({
          name: input.name,
          profileUrl: input.profileUrl,
          locale: input.locale,
          ...(changesAddress ? { pendingEmail: input.email } : {}),
        })
        .where(eq(users.id, userId))
        .returning()
      if (changesAddress && row.pendingEmail?.toLowerCase() !== input.email.toLowerCase())
        await sendVerification(updated!, input.email)
      return requireUser(userId)
    },

    /** The account's language: the interface's, and the one its mails are written in. */
    async setLocale(userId: string, locale: Locale) {
      await requireUser(userId)
      await db.update(users).set({ locale }).where(eq(users.id, userId))
      return requireUser(userId)
    },

    async changePassword(
      userId: string,
      sessionId: string,
      input: { currentPassword: string; newPassword: string },
    ) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      if (!row) throw unauthorized('Your account no longer exists')
      if (row.passwordHash && !(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw invalidField('currentPassword', 'validation.currentPasswordWrong')
      }
      refuseCommon('newPassword', input.newPassword)
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword) })
        .where(eq(users.id, userId))
      await revokeFamilies(userId, sessionId)
    },

    /** Mails the links again: to the account's address if unproven, and to a pending new one. */
    async resendVerification(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      if (!row) throw unauthorized('Your account no longer exists')
      if (!row.emailVerified) await sendVerification(row, row.email)
      if (row.pendingEmail) await sendVerification(row, row.pendingEmail)
    },

    /** Opens a verification link: the address it was sent to is now proven (and becomes the account's). */
    async confirmEmailVerification(token: string) {
      const t = now()
      const [used] = await db
        .update(emailVerifications)
        .set({ usedAt: t })
        .where(
          and(
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, t),
          ),
        )
        .returning()
      if (!used) throw verificationInvalid()
      const [row] = await db.select().from(users).where(eq(users.id, used.userId))
      if (!row) throw verificationInvalid()
      const address = used.email.toLowerCase()
      if (address === row.email.toLowerCase()) {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id))
      } else if (address === row.pendingEmail?.toLowerCase()) {
        // Someone may have registered the address meanwhile: then it cannot become this one's.
        if (await emailTaken(row.pendingEmail, row.id)) {
          await db.update(users).set({ pendingEmail: null }).where(eq(users.id, row.id))
          throw invalidField('email', 'validation.emailTaken')
        }
        await db
          .update(users)
          .set({ email: row.pendingEmail, pendingEmail: null, emailVerified: true })
          .where(eq(users.id, row.id))
      } else {
        // A link for an address the account no longer has or asks for.
        throw verificationInvalid()
      }
      // The other links to this address have nothing left to prove.
      await db
        .update(emailVerifications)
        .set({ usedAt: t })
        .where(
          and(
            eq(emailVerifications.userId, row.id),
            eq(emailVerifications.email, used.email),
            isNull(emailVerifications.usedAt),
          ),
        )
    },

    async requestPasswordReset(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      if (!row) {
        deps.log.info('password reset asked for an unknown email')
        return
      }
      const token = randomToken()
      await db.insert(passwordResets).values({
        userId: row.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      })
      const url = `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`
      const user = await view(row)
      await deps.mailer.send(passwordResetMail(user.locale, user.email, user.name, url))
    },

    async confirmPasswordReset(token: string, password: string) {
      const t = now()
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, t),
          ),
        )
      if (!reset) {
        throw new AppError(
          400,
          'reset_token_invalid',
          'This link is invalid or has expired. Ask for a new one.',
        )
      }
      refuseCommon('password', password)
      const used = await db
        .update(passwordResets)
        .set({ usedAt: t })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id })
      if (!used.length)
        throw new AppError(
          400,
          'reset_token_invalid',
          'This link is invalid or has expired. Ask for a new one.',
        )
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, reset.userId))
      // Every other outstanding link dies with this one, and every session ends.
      await db
        .update(passwordResets)
        .set({ usedAt: t })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
      await revokeFamilies(reset.userId)
    },

    /**
     * Deleting an account takes its companies where it is the only member with it. A company
     * that others still use needs another owner first.
     */
    async deleteAccount(callerId: string, targetId: string) {
      if (callerId !== targetId) throw forbidden('You can only delete your own account')
      const owned = await db
        .select({ companyId: memberships.companyId, name: companies.name })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(eq(memberships.userId, targetId), eq(memberships.role, 'owner')))
      const blocking: { companyId: string; name: string }[] = []
      const alone: string[] = []
      for (const c of owned) {
        const others = await db
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.companyId, c.companyId), ne(memberships.userId, targetId)))
        if (others.length === 0) alone.push(c.companyId)
        else if (!others.some((o) => o.role === 'owner')) blocking.push(c)
      }
      if (blocking.length) {
        throw new AppError(
          409,
          'last_owner',
          `You are the last owner of ${blocking.map((b) => b.name).join(', ')}. Make someone else an owner first.`,
          { companies: blocking },
        )
      }
      await deps.beforeCompaniesDeleted?.(alone)
      await db.transaction(async (tx) => {
        if (alone.length) await tx.delete(companies).where(inArray(companies.id, alone))
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, targetId))
          .returning({ id: users.id })
        if (!deleted.length) throw unauthorized('Your account no longer exists')
      })
      deps.onUserGone?.(targetId)
    },

    /** Third-party sign-in: the account of this identity, else the one with its verified email, else a new one. */
    async signInWithIdentity(identity: Identity, address: string): Promise<Session> {
      if (!identity.emailVerified) {
        throw new AppError(
          403,
          'email_not_verified',
          'Your provider has not verified this email address',
        )
      }
      const [linked] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(
          and(
            eq(userIdentities.provider, identity.provider),
            eq(userIdentities.subject, identity.subject),
          ),
        )
      if (linked) return startSession(await view(linked.user), address)

      let [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
      if (row && !row.emailVerified) {
        // The provider has verified this address: that proves the mailbox as a link would. The
        // password was set by whoever registered the address without proving it — perhaps not
        // its owner — so it goes, and so do that person's sessions.
        ;[row] = await db
          .update(users)
          .set({ emailVerified: true, passwordHash: null })
          .where(eq(users.id, row.id))
          .returning()
        await revokeFamilies(row!.id)
      }
      if (!row) {
        ;[row] = await db
          .insert(users)
          .values({
            name: identity.name || identity.email.split('@')[0]!,
            email: identity.email.toLowerCase(),
            profileUrl: identity.picture?.startsWith('https://') ? identity.picture : null,
            emailVerified: true,
          })
          .returning()
      }
      await db
        .insert(userIdentities)
        .values({ userId: row!.id, provider: identity.provider, subject: identity.subject })
      return startSession(await view(row!), address)
    },
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
}
export type AuthService = ReturnType<typeof createAuthService>
