import { isLocale } from '@designer/contract'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { emailVerifications, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, unauthorized } from '../../lib/errors'
import type { Mailer } from '../../lib/mail/mailer'
import { emailVerificationMail } from '../../lib/mail/templates'
import { hashToken, randomToken } from '../../lib/tokens'
import { emailTaken, invalidField } from './account-checks'

/** What a flow that mails a link is built with. */
export type MailingDeps = { db: Database; clock: Clock; mailer: Mailer; publicUrl: string }

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000

/** Mails a single-use link proving control of `email` (the account's, or its pending one). */
export async function sendVerification(
  deps: MailingDeps,
  row: typeof users.$inferSelect,
  email: string,
) {
  const { db } = deps
  const now = () => deps.clock.now()
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

/** Proof of an e-mail address: the links mailed again, one opened. */
export function createEmailProof(deps: MailingDeps) {
  const { db, clock } = deps
  const now = () => clock.now()

  const verificationInvalid = () =>
    new AppError(
      400,
      'verification_invalid',
      'This link is invalid, has expired or was already used. Ask for a new one.',
    )

  /** The links still open to an address that is now proven have nothing left to prove. */
  async function retireLinks(userId: string, email: string, t: Date) {
    await db
      .update(emailVerifications)
      .set({ usedAt: t })
      .where(
        and(
          eq(emailVerifications.userId, userId),
          eq(emailVerifications.email, email),
          isNull(emailVerifications.usedAt),
        ),
      )
  }

  return {
    /** Mails the links again: to the account's address if unproven, and to a pending new one. */
    async resendVerification(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      if (!row) throw unauthorized('Your account no longer exists')
      if (!row.emailVerified) await sendVerification(deps, row, row.email)
      if (row.pendingEmail) await sendVerification(deps, row, row.pendingEmail)
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
        if (await emailTaken(db, row.pendingEmail, row.id)) {
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
      await retireLinks(row.id, used.email, t)
    },

    /**
     * Takes the account's own address as proven without a link: for an address no mail can
     * reach, the demo account's (`demo@designer.local`), which is made proven as it always was.
     */
    async markEmailProven(userId: string) {
      const [row] = await db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, userId))
        .returning()
      if (!row) throw unauthorized('Your account no longer exists')
      await retireLinks(row.id, row.email, now())
    },
  }
}
