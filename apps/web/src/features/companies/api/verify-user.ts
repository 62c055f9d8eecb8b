import type { User } from '@designer/contract'
import { request } from '@/lib/api'
import { session } from '@/lib/session'

/**
 * Asks the server who the user is now: after joining, creating, leaving or paying for a
 * company, its ids and the on-trial flag (which follows the selected company) have changed.
 * Select the company first, so the flag is the new company's.
 */
export async function verifyUser(): Promise<User | null> {
  const user = await request<User>('GET', '/auth/verify')
  if (user) session.setUser(user)
  return user
}
