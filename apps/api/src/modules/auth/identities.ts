import type { Session, User } from '@designer/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userIdentities, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { toUser } from '../users/service'
import { revokeFamilies } from './sessions'

export type Identity = {
  provider: string
  subject: string
  email: string
  emailVerified: boolean
  name: string
  picture: string | null
}

/** Sign-in through a third party (OpenID Connect): the identity it vouches for, as an account. */
export function createIdentitySignIn(deps: {
  db: Database
  clock: Clock
  startSession: (user: User, address: string) => Promise<Session>
}) {
  const { db, clock, startSession } = deps
  const now = () => clock.now()
  const view = (row: typeof users.$inferSelect) => toUser(db, row, { now: now() })

  return {
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
        await revokeFamilies(deps, row!.id)
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
}
