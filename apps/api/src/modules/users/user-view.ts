import { isLocale, type User } from '@designer/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect

/** The user object of the API: the account, its companies, and whether it is on trial. */
export async function loadUser(db: Database, userId: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) return null
  return toUser(row)
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profileUrl: row.profileUrl,
    companyIds: [],
    onTrial: false,
    locale: isLocale(row.locale) ? row.locale : 'en',
    hasPassword: row.passwordHash !== null,
  }
}
