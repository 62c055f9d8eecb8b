import {
  COUNTRIES,
  type Company,
  type CompanyCreateData,
  CURRENCIES,
  type Role,
  type SubscriptionStatus,
} from '@designer/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, memberships } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUsable } from '../../lib/company-state'
import { forbidden, notFound } from '../../lib/errors'

type CompanyRow = typeof companies.$inferSelect
export type CompanyFields = {
  name: string
  currency: string
  country: string
  logoUrl: string | null
  addressLine1: string | null
  addressLine2: string | null
  city: string | null
  postalCode: string | null
  region: string | null
}

export function toCompany(row: CompanyRow, role: Role, now: Date): Company {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    currency: row.currency,
    country: row.country,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postalCode: row.postalCode,
    region: row.region,
    role,
    subscriptionStatus: row.subscriptionStatus as SubscriptionStatus,
    trialEndsAt: row.trialEndsAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    usable: isUsable(row, now),
    createdAt: row.createdAt.toISOString(),
  }
}

export function createCompaniesService(deps: {
  db: Database
  clock: Clock
  trialDays: number
  onMembershipChange: (companyId: string, userId?: string) => void
  /** Runs before companies are deleted and may refuse it (billing ends their subscriptions). */
  beforeDelete?: (companyIds: string[]) => Promise<void>
}) {
  const { db, clock } = deps

  async function membership(userId: string, companyId: string) {
    const [row] = await db
      .select({ company: companies, role: memberships.role })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
    // Not a member and no such company answer alike.
    if (!row) throw notFound('Company')
    return { company: row.company, role: row.role as Role }
  }

  return {
    createData(): CompanyCreateData {
      return { trialDays: deps.trialDays, currencies: [...CURRENCIES], countries: [...COUNTRIES] }
    },

    async list(userId: string): Promise<Company[]> {
      const rows = await db
        .select({ company: companies, role: memberships.role })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(companies.name))
      return rows.map((r) => toCompany(r.company, r.role as Role, clock.now()))
    },

    async get(userId: string, companyId: string): Promise<Company> {
      const { company, role } = await membership(userId, companyId)
      return toCompany(company, role, clock.now())
    },

    async create(userId: string, input: CompanyFields): Promise<Company> {
      const now = clock.now()
      const company = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({
            ...input,
            trialEndsAt: new Date(now.getTime() + deps.trialDays * 86_400_000),
            subscriptionStatus: 'trialing',
          })
          .returning()
        await tx.insert(memberships).values({ companyId: row!.id, userId, role: 'owner' })
        return row!
      })
      deps.onMembershipChange(company.id, userId)
      return toCompany(company, 'owner', now)
    },

    async update(userId: string, companyId: string, input: CompanyFields): Promise<Company> {
      const { role } = await membership(userId, companyId)
      if (role === 'designer') throw forbidden('Only owners and admins can edit the company')
      const [row] = await db
        .update(companies)
        .set(input)
        .where(eq(companies.id, companyId))
        .returning()
      return toCompany(row!, role, clock.now())
    },

    async remove(userId: string, companyId: string) {
      const { role } = await membership(userId, companyId)
      if (role !== 'owner') throw forbidden('Only an owner can delete the company')
      await deps.beforeDelete?.([companyId])
      await db.delete(companies).where(eq(companies.id, companyId))
      deps.onMembershipChange(companyId)
    },
  }
}
export type CompaniesService = ReturnType<typeof createCompaniesService>
