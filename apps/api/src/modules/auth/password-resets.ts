import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { passwordResets, users } from '../../db/schema/index'
import { AppError } from '../../lib/errors'
import { passwordResetMail } from '../../lib/mail/templates'
import { hashPassword } from '../../lib/passwords'
import { hashToken, randomToken } from '../../lib/tokens'
import { toUser } from '../users/service'
import { refuseCommon } from './account-checks'
import type { MailingDeps } from './email-proof'
import { revokeFamilies } from './sessions'

export const RESET_TTL_MS = 60 * 60 * 1000

/** A forgotten password: a single-use link mailed, then opened with a new password. */
export function createPasswordResets(deps: MailingDeps & { log: FastifyBaseLogger }) {
  const { db, clock } = deps
  const now = () => clock.now()
  const view = (row: typeof users.$inferSelect) => toUser(db, row, { now: now() })

  return {
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
      await revokeFamilies(deps, reset.userId)
    },
  }
}
