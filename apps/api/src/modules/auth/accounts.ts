import type { Locale, Session, User } from '@designer/contract'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { companies, memberships, users } from '../../db/schema/index'
import { AppError, forbidden, unauthorized } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { InvitesService } from '../invites/service'
import { loadUser, toUser } from '../users/service'
import { emailTaken, invalidField, refuseCommon } from './account-checks'
import { type MailingDeps, sendVerification } from './email-proof'
import { revokeFamilies } from './sessions'

/** Accounts: registered, read, changed (profile, language, password) and deleted. */
export function createAccounts(
  deps: MailingDeps & {
    invites: Pick<InvitesService, 'acceptToken'>
    /** Drops cached memberships when an account disappears. */
    onUserGone?: (userId: string) => void
    /** Runs before the companies an account owns alone are deleted with it, and may refuse it. */
    beforeCompaniesDeleted?: (companyIds: string[]) => Promise<void>
    startSession: (user: User, address: string) => Promise<Session>
  },
) {
  const { db, clock, startSession } = deps
  const now = () => clock.now()

  async function requireUser(userId: string, selectedCompanyId?: string | null): Promise<User> {
    const user = await loadUser(db, userId, { selectedCompanyId, now: now() })
    if (!user) throw unauthorized('Your account no longer exists')
    return user
  }

  const view = (row: typeof users.$inferSelect) => toUser(db, row, { now: now() })

  return {
    async register(
      input: { name: string; email: string; password: string; locale?: Locale },
      address: string,
      invite?: string,
    ) {
      refuseCommon('password', input.password)
      if (await emailTaken(db, input.email)) throw invalidField('email', 'validation.emailTaken')
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
        await sendVerification(deps, user!, user!.email)
      }
      return startSession(await view(user!), address)
    },

    requireUser,

    /** Whether anyone has an account yet: only a database without one gets the demo. */
    async hasAccounts() {
      const [row] = await db.select({ id: users.id }).from(users).limit(1)
      return row !== undefined
    },

    async updateProfile(
      userId: string,
      input: { name: string; email: string; profileUrl: string | null; locale: Locale },
    ) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      if (!row) throw unauthorized('Your account no longer exists')
      const changesAddress = input.email.toLowerCase() !== row.email.toLowerCase()
      if (changesAddress && (await emailTaken(db, input.email, userId)))
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
        await sendVerification(deps, updated!, input.email)
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
      await revokeFamilies(deps, userId, sessionId)
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
  }
}
