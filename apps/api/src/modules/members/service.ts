import type { Member, Role } from '@designer/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { memberships, users } from '../../db/schema/index'
import { AppError, forbidden, notFound } from '../../lib/errors'
import type { Actor } from '../invites/service'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const lastOwner = () =>
  new AppError(
    409,
    'last_owner',
    'A company needs at least one owner. Make someone else an owner first.',
  )

export function createMembersService(deps: {
  db: Database
  onMembershipChange: (companyId: string, userId: string) => void
}) {
  const { db } = deps

  /** The members row of a user, locking the company's owners so two changes cannot both pass the last-owner rule. */
  async function lockOwners(tx: Tx, companyId: string) {
    const rows = await tx
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.companyId, companyId))
      .for('update')
    return rows
  }

  async function target(tx: Tx, companyId: string, userId: string) {
    const rows = await lockOwners(tx, companyId)
    const member = rows.find((r) => r.userId === userId)
    if (!member) throw notFound('Member')
    const owners = rows.filter((r) => r.role === 'owner').length
    return { member, owners }
  }

  return {
    async list(companyId: string): Promise<Member[]> {
      const rows = await db
        .select({ m: memberships, u: users })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.companyId, companyId))
        .orderBy(asc(memberships.createdAt))
      return rows.map(({ m, u }) => ({
        userId: u.id,
        name: u.name,
        email: u.email,
        profileUrl: u.profileUrl,
        role: m.role as Role,
        joinedAt: m.createdAt.toISOString(),
      }))
    },

    async changeRole(actor: Actor, companyId: string, userId: string, role: Role) {
      if (actor.role === 'designer') throw forbidden('Only owners and admins can change roles')
      await db.transaction(async (tx) => {
        const { member, owners } = await target(tx, companyId, userId)
        if (actor.role !== 'owner' && (member.role === 'owner' || role === 'owner')) {
          throw forbidden('Only owners can make or unmake owners')
        }
        if (member.role === 'owner' && role !== 'owner' && owners === 1) throw lastOwner()
        await tx
          .update(memberships)
          .set({ role })
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      })
      deps.onMembershipChange(companyId, userId)
    },

    async remove(actor: Actor, companyId: string, userId: string) {
      if (actor.role === 'designer') throw forbidden('Only owners and admins can remove members')
      await db.transaction(async (tx) => {
        const { member, owners } = await target(tx, companyId, userId)
        if (member.role === 'owner' && actor.role !== 'owner')
          throw forbidden('Only owners can remove an owner')
        if (member.role === 'owner' && owners === 1) throw lastOwner()
        await tx
          .delete(memberships)
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      })
      deps.onMembershipChange(companyId, userId)
    },

    async leave(userId: string, companyId: string) {
      await db.transaction(async (tx) => {
        const { member, owners } = await target(tx, companyId, userId)
        if (member.role === 'owner' && owners === 1) throw lastOwner()
        await tx
          .delete(memberships)
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      })
      deps.onMembershipChange(companyId, userId)
    },

    /** The new owner takes over; the previous owner stays as an admin. */
    async transferOwnership(actor: Actor, companyId: string, userId: string) {
      if (actor.role !== 'owner') throw forbidden('Only an owner can transfer ownership')
      if (actor.userId === userId)
        throw new AppError(400, 'validation_failed', 'You are already an owner')
      await db.transaction(async (tx) => {
        await target(tx, companyId, userId)
        await tx
          .update(memberships)
          .set({ role: 'owner' })
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
        await tx
          .update(memberships)
          .set({ role: 'admin' })
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, actor.userId)))
      })
      deps.onMembershipChange(companyId, userId)
      deps.onMembershipChange(companyId, actor.userId)
    },
  }
}
