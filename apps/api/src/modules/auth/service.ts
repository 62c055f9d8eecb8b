import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Mailer } from '../../lib/mail/mailer'
import type { AccessTokens } from '../../lib/tokens'
import type { InvitesService } from '../invites/service'
import { createAccounts } from './accounts'
import { createEmailProof } from './email-proof'
import { createIdentitySignIn } from './identities'
import { createPasswordResets } from './password-resets'
import { createSessions } from './sessions'

export type AuthServiceDeps = {
  db: Database
  invites: Pick<InvitesService, 'pendingFor' | 'acceptToken'>
  /** Drops cached memberships when an account disappears. */
  onUserGone?: (userId: string) => void
  /** Runs before the companies an account owns alone are deleted with it, and may refuse it. */
  beforeCompaniesDeleted?: (companyIds: string[]) => Promise<void>
  clock: Clock
  accessTokens: AccessTokens
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
}

/**
 * Accounts and signing in: sessions, accounts, proof of an e-mail address, password resets and
 * third-party sign-in, each a job of its own, built here into the one service the routes use.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const sessions = createSessions(deps)
  const { startSession } = sessions
  return {
    ...sessions,
    ...createAccounts({ ...deps, startSession }),
    ...createEmailProof(deps),
    ...createPasswordResets(deps),
    ...createIdentitySignIn({ ...deps, startSession }),
  }
}
export type AuthService = ReturnType<typeof createAuthService>
