import { fieldError } from '@designer/contract'
import { and, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/index'
import { AppError } from '../../lib/errors'
import { isCommonPassword } from '../../lib/passwords'

/** What several of the account's flows check: a password not among the common ones, an address not taken. */

export const invalidField = (path: string, key: Parameters<typeof fieldError>[1]) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', [fieldError(path, key)])

export function refuseCommon(path: string, password: string) {
  if (isCommonPassword(password)) throw invalidField(path, 'validation.passwordCommon')
}

export async function emailTaken(db: Database, email: string, exceptUserId?: string) {
  const conditions = [sql`lower(${users.email}) = ${email.toLowerCase()}`]
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId))
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
  return row !== undefined
}
