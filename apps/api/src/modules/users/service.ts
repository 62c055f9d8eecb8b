import { isLocale, type User } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, memberships, users } from '../../db/schema/index'
import { isOnTrial } from '../../lib/company-state'

export type UserRow = typeof users.$inferSelect

/**
 * The user object of the API: the account, its companies, and whether it is on trial — that
 * is, whether the selected company (the `company-id` header, or the only company there is)
 * is on its trial.
 */
export async function loadUser(
  db: Database,
  userId: string,
  options: { selectedCompanyId?: string | null; now: Date },
): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) return null
  return toUser(db, row, options)
}

export async function toUser(
  db: Database,
  row: UserRow,
  options: { selectedCompanyId?: string | null; now: Date },
): Promise<User> {
  const rows = await db
    .select({
      id: companies.id,
      subscriptionStatus: companies.subscriptionStatus,
      trialEndsAt: companies.trialEndsAt,
      currentPeriodEnd: companies.currentPeriodEnd,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, row.id)))
    .orderBy(memberships.createdAt)
  const selected =
    rows.find((c) => c.id === options.selectedCompanyId) ??
    (rows.length === 1 ? rows[0] : undefined)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profileUrl: row.profileUrl,
    companyIds: rows.map((c) => c.id),
    onTrial: selected ? isOnTrial(selected, options.now) : false,
    locale: isLocale(row.locale) ? row.locale : 'en',
    hasPassword: row.passwordHash !== null,
    emailVerified: row.emailVerified,
    pendingEmail: row.pendingEmail,
  }
}
