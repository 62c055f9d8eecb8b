import { type Access, href } from '@/lib/routes'

export type GuardInput = {
  access: Access
  /** The path the person is going to, without query. */
  pathname: string
  /** The path with its query, to come back to after signing in. */
  fullPath: string
  /** The token check: only asked for routes that need a session. */
  tokenValid: () => Promise<boolean>
  isLoggedIn: boolean
  hasPendingInvites: boolean
  hasCompany: boolean
}

/**
 * Spec §4, applied on every navigation in this order: login, pending invites, company,
 * guest-only. Answers where to go instead, or null to proceed. Public pages have no guard.
 */
export async function guard(input: GuardInput): Promise<string | null> {
  if (input.access === 'public') return null
  const needsLogin = input.access === 'login' || input.access === 'company'
  if (needsLogin && !(await input.tokenValid())) {
    return href('auth.login', undefined, { redirect: input.fullPath })
  }
  const invites = href('admin.invites')
  if (input.isLoggedIn && input.hasPendingInvites && input.pathname !== invites) return invites
  if (input.access === 'company' && !input.hasCompany) return href('admin.company.switch')
  if (input.access === 'guest' && input.isLoggedIn) return href('admin.dashboard')
  return null
}
