import { COMPANY_HEADER, type Role, TRIAL_EXPIRED_MESSAGE } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { companies, memberships } from '../db/schema/index'
import { isUsable } from '../lib/company-state'
import { AppError, forbidden } from '../lib/errors'
import { caller } from './auth'

export type CompanyContext = { id: string; role: Role; usable: boolean }

type Access = {
  subscriptionStatus: string
  trialEndsAt: Date
  currentPeriodEnd: Date | null
  role: string
}

export type CompanyAccess = {
  /** Roles allowed; any member when absent. */
  roles?: Role[]
  /** Open after the trial ended: what a person needs to pay (billing, company and members read). */
  allowExpired?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The company-scoped group's request hook: the `company-id` header names the company; the
     * caller must be a member, with one of the route's `config.company.roles` when given, and
     * the company must be usable unless the route's `config.company.allowExpired`.
     */
    requireCompany(request: FastifyRequest): Promise<void>
    memberships: MembershipCache
  }
  interface FastifyRequest {
    company: CompanyContext | null
  }
  interface FastifyContextConfig {
    company?: CompanyAccess
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Long enough to spare the database a query per request, short enough that a removal bites. */
const CACHE_TTL_MS = 5_000

export type MembershipCache = ReturnType<typeof createMembershipCache>

/**
 * Membership and billing state per (user, company), kept a few seconds. Changes made by this
 * process drop their entries at once; another process's changes are seen within the TTL.
 */
function createMembershipCache(
  load: (userId: string, companyId: string) => Promise<Access | null>,
) {
  const entries = new Map<string, { value: Access | null; expires: number }>()
  return {
    async get(userId: string, companyId: string): Promise<Access | null> {
      const key = `${userId}:${companyId}`
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      const value = await load(userId, companyId)
      if (entries.size > 10_000) entries.clear()
      entries.set(key, { value, expires: now + CACHE_TTL_MS })
      return value
    },
    forgetCompany(companyId: string) {
      for (const key of entries.keys()) if (key.endsWith(`:${companyId}`)) entries.delete(key)
    },
    forgetUser(userId: string) {
      for (const key of entries.keys()) if (key.startsWith(`${userId}:`)) entries.delete(key)
    },
  }
}

export const companyScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('company', null)
    app.decorate(
      'memberships',
      createMembershipCache(async (userId, companyId) => {
        const [row] = await app.db
          .select({
            role: memberships.role,
            subscriptionStatus: companies.subscriptionStatus,
            trialEndsAt: companies.trialEndsAt,
            currentPeriodEnd: companies.currentPeriodEnd,
          })
          .from(memberships)
          .innerJoin(companies, eq(companies.id, memberships.companyId))
          .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
        return row ?? null
      }),
    )

    app.decorate('requireCompany', async (request: FastifyRequest) => {
      const options: CompanyAccess = request.routeOptions.config.company ?? {}
      const { userId } = caller(request)
      const header = request.headers[COMPANY_HEADER]
      const companyId = Array.isArray(header) ? header[0] : header
      if (!companyId) {
        throw new AppError(
          400,
          'company_required',
          `Select a company first: the ${COMPANY_HEADER} header is missing`,
        )
      }
      if (!UUID.test(companyId)) {
        throw new AppError(
          400,
          'invalid_company_id',
          `The ${COMPANY_HEADER} header is not a company id`,
        )
      }
      const access = await app.memberships.get(userId, companyId)
      // An unknown company and somebody else's look the same from outside.
      if (!access) throw new AppError(403, 'not_a_member', 'You are not a member of this company')
      const usable = isUsable(access, app.clock.now())
      if (!usable && !options.allowExpired) {
        throw new AppError(403, 'company_trial_expired', TRIAL_EXPIRED_MESSAGE)
      }
      const role = access.role as Role
      if (options.roles && !options.roles.includes(role)) {
        throw forbidden('Your role in this company does not allow this')
      }
      request.company = { id: companyId, role, usable }
    })
  },
  { name: 'company-scope', dependencies: ['auth', 'database'] },
)

/** The company of a route in the company-scoped group. */
export function scope(request: FastifyRequest): CompanyContext {
  if (!request.company) throw new AppError(400, 'company_required', 'Select a company first')
  return request.company
}
