import type { CompanyInvite, InvitePreview, Locale, PendingInvite, Role } from '@designer/contract'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, invites, memberships, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, forbidden, notFound } from '../../lib/errors'
import type { Mailer } from '../../lib/mail/mailer'
import { inviteMail } from '../../lib/mail/templates'
import { hashToken, randomToken } from '../../lib/tokens'

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type Actor = { userId: string; role: Role }

type Deps = {
  db: Database
  clock: Clock
  mailer: Mailer
  publicUrl: string
  onMembershipChange: (companyId: string, userId: string) => void
}

export const emailNotVerified = () =>
  new AppError(
    403,
    'email_not_verified',
    'Confirm your email address first: open the link we mailed you.',
  )

const unavailable = () =>
  new AppError(409, 'invite_unavailable', 'This invitation is no longer valid. Ask for a new one.')

export function createInvitesService(deps: Deps) {
  const { db, clock } = deps
  const now = () => clock.now()

  const statusOf = (row: { status: string; expiresAt: Date }): CompanyInvite['status'] =>
    row.status === 'pending' && row.expiresAt <= now()
      ? 'expired'
      : (row.status as CompanyInvite['status'])

  const linkFor = (token: string) =>
    `${deps.publicUrl}/auth/register?invite=${encodeURIComponent(token)}`

  /** The answer to whoever sent it: the link too when they may pass it on by hand. */
  async function sent(actor: Actor, companyId: string, inviteId: string, token: string) {
    const invite = (await listForCompany(companyId)).find((i) => i.id === inviteId)!
    const showLink = actor.role === 'owner' || !deps.mailer.delivers
    return { ...invite, mailed: deps.mailer.delivers, link: showLink ? linkFor(token) : null }
  }

  async function send(inviteId: string, token: string) {
    const [row] = await db
      .select({
        email: invites.email,
        companyName: companies.name,
        inviterName: users.name,
        inviterLocale: users.locale,
      })
      .from(invites)
      .innerJoin(companies, eq(companies.id, invites.companyId))
      .leftJoin(users, eq(users.id, invites.invitedBy))
      .where(eq(invites.id, inviteId))
    if (!row) return
    const registerUrl = linkFor(token)
    const loginUrl = `${deps.publicUrl}/auth/login`
    await deps.mailer.send(
      inviteMail((row.inviterLocale ?? 'en') as Locale, row.email, {
        companyName: row.companyName,
        inviterName: row.inviterName,
        registerUrl,
        loginUrl,
      }),
    )
  }

  async function join(userId: string, invite: typeof invites.$inferSelect) {
    await db.transaction(async (tx) => {
      await tx
        .insert(memberships)
        .values({ companyId: invite.companyId, userId, role: invite.role })
        .onConflictDoNothing()
      await tx
        .update(invites)
        .set({ status: 'accepted', respondedAt: now() })
        .where(eq(invites.id, invite.id))
    })
    deps.onMembershipChange(invite.companyId, userId)
  }

  async function usableInviteFor(userId: string, inviteId: string) {
    const [user] = await db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
    const [invite] = await db.select().from(invites).where(eq(invites.id, inviteId))
    // Somebody else's invitation is not shown, nor is its existence.
    if (!user || !invite || invite.email.toLowerCase() !== user.email.toLowerCase())
      throw notFound('Invitation')
    // Holding the address is not enough: its owner must have proven the mailbox.
    if (!user.emailVerified) throw emailNotVerified()
    if (statusOf(invite) !== 'pending') throw unavailable()
    return invite
  }

  async function listForCompany(companyId: string): Promise<CompanyInvite[]> {
    const rows = await db
      .select({ invite: invites, invitedByName: users.name })
      .from(invites)
      .leftJoin(users, eq(users.id, invites.invitedBy))
      .where(eq(invites.companyId, companyId))
      .orderBy(desc(invites.createdAt))
    return rows.map(({ invite, invitedByName }) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role as Role,
      status: statusOf(invite),
      invitedByName,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    }))
  }

  async function pendingByToken(token: string) {
    const [invite] = await db
      .select()
      .from(invites)
      .where(eq(invites.tokenHash, hashToken(token)))
    return invite && statusOf(invite) === 'pending' ? invite : null
  }

  return {
    listForCompany,

    async create(
      actor: Actor,
      companyId: string,
      input: { email: string; role: Exclude<Role, 'owner'> },
    ) {
      if (actor.role === 'designer') throw forbidden('Only owners and admins can invite people')
      const [member] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.companyId, companyId),
            sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
          ),
        )
      if (member) {
        throw new AppError(
          409,
          'already_member',
          'This person is already a member of the company',
          [
            {
              path: 'email',
              code: 'validation.alreadyMember',
              message: 'This person is already a member of the company',
            },
          ],
        )
      }
      const token = randomToken()
      const expiresAt = new Date(now().getTime() + INVITE_TTL_MS)
      // Inviting the same address again renews the pending invitation instead of adding one.
      const [existing] = await db
        .select({ id: invites.id })
        .from(invites)
        .where(
          and(
            eq(invites.companyId, companyId),
            eq(invites.status, 'pending'),
            sql`lower(${invites.email}) = ${input.email.toLowerCase()}`,
          ),
        )
      let inviteId: string
      if (existing) {
        await db
          .update(invites)
          .set({
            role: input.role,
            tokenHash: hashToken(token),
            expiresAt,
            invitedBy: actor.userId,
          })
          .where(eq(invites.id, existing.id))
        inviteId = existing.id
      } else {
        const [row] = await db
          .insert(invites)
          .values({
            companyId,
            email: input.email,
            role: input.role,
            tokenHash: hashToken(token),
            invitedBy: actor.userId,
            expiresAt,
          })
          .returning({ id: invites.id })
        inviteId = row!.id
      }
      await send(inviteId, token)
      return sent(actor, companyId, inviteId, token)
    },

    async resend(actor: Actor, companyId: string, inviteId: string) {
      if (actor.role === 'designer') throw forbidden('Only owners and admins can invite people')
      const [invite] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.id, inviteId), eq(invites.companyId, companyId)))
      if (!invite) throw notFound('Invitation')
      const status = statusOf(invite)
      if (status !== 'pending' && status !== 'expired') throw unavailable()
      const token = randomToken()
      await db
        .update(invites)
        .set({
          tokenHash: hashToken(token),
          expiresAt: new Date(now().getTime() + INVITE_TTL_MS),
          invitedBy: actor.userId,
        })
        .where(eq(invites.id, inviteId))
      await send(inviteId, token)
      return sent(actor, companyId, inviteId, token)
    },

    async revoke(actor: Actor, companyId: string, inviteId: string) {
      if (actor.role === 'designer')
        throw forbidden('Only owners and admins can manage invitations')
      const updated = await db
        .update(invites)
        .set({ status: 'revoked', respondedAt: now() })
        .where(
          and(
            eq(invites.id, inviteId),
            eq(invites.companyId, companyId),
            eq(invites.status, 'pending'),
          ),
        )
        .returning({ id: invites.id })
      if (!updated.length) {
        const [exists] = await db
          .select({ id: invites.id })
          .from(invites)
          .where(and(eq(invites.id, inviteId), eq(invites.companyId, companyId)))
        throw exists ? unavailable() : notFound('Invitation')
      }
    },

    /**
     * The invitations waiting for this user's address, shown at sign-in and on /admin/invites;
     * none until the address is verified, since anyone can type an address.
     */
    async pendingFor(user: { email: string; emailVerified: boolean }): Promise<PendingInvite[]> {
      if (!user.emailVerified) return []
      const email = user.email
      const rows = await db
        .select({ invite: invites, companyName: companies.name, invitedByName: users.name })
        .from(invites)
        .innerJoin(companies, eq(companies.id, invites.companyId))
        .leftJoin(users, eq(users.id, invites.invitedBy))
        .where(
          and(
            sql`lower(${invites.email}) = ${email.toLowerCase()}`,
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, now()),
          ),
        )
        .orderBy(desc(invites.createdAt))
      return rows.map(({ invite, companyName, invitedByName }) => ({
        id: invite.id,
        companyId: invite.companyId,
        companyName,
        role: invite.role,
        invitedByName,
        expiresAt: invite.expiresAt.toISOString(),
      }))
    },

    async accept(userId: string, inviteId: string) {
      const invite = await usableInviteFor(userId, inviteId)
      await join(userId, invite)
      return invite.companyId
    },

    async decline(userId: string, inviteId: string) {
      const invite = await usableInviteFor(userId, inviteId)
      await db
        .update(invites)
        .set({ status: 'declined', respondedAt: now() })
        .where(eq(invites.id, invite.id))
    },

    /**
     * Registration through an invitation link: the token, mailed to the invited address, is
     * the proof. Answers the invitation joined, or null when the link is no longer valid (the
     * account is created all the same).
     */
    /** What the invitation link shows before signing up; nothing for a used or unknown one. */
    async preview(token: string): Promise<InvitePreview> {
      const [row] = await db
        .select({
          invite: invites,
          companyName: companies.name,
          inviterName: users.name,
        })
        .from(invites)
        .innerJoin(companies, eq(companies.id, invites.companyId))
        .leftJoin(users, eq(users.id, invites.invitedBy))
        .where(eq(invites.tokenHash, hashToken(token)))
      if (!row || statusOf(row.invite) !== 'pending') {
        throw new AppError(
          404,
          'invite_unavailable',
          'This invitation is no longer valid. Ask for a new one.',
        )
      }
      return {
        email: row.invite.email,
        companyName: row.companyName,
        inviterName: row.inviterName,
        role: row.invite.role as Role,
      }
    },

    async acceptToken(
      userId: string,
      token: string,
    ): Promise<{ companyId: string; email: string } | null> {
      const invite = await pendingByToken(token)
      if (!invite) return null
      await join(userId, invite)
      return { companyId: invite.companyId, email: invite.email }
    },

    /** A signed-in person following the mailed link: the token is the proof, whatever their address. */
    async acceptWithToken(userId: string, token: string): Promise<string> {
      const invite = await pendingByToken(token)
      if (!invite) throw unavailable()
      await join(userId, invite)
      return invite.companyId
    },
  }
}
export type InvitesService = ReturnType<typeof createInvitesService>
