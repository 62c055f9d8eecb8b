import {
  COUNTRIES,
  type Company,
  type CompanyCreateData,
  CURRENCIES,
  type companyInputSchema,
  LOCALES,
  type LocalizedTexts,
  type Role,
  type SubscriptionStatus,
} from '@designer/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { companies, companyLogos, memberships } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUsable } from '../../lib/company-state'
import { forbidden, notFound } from '../../lib/errors'
import { randomToken } from '../../lib/tokens'
import { companyLogoUrl, prepareLogo } from './logo'

type CompanyRow = typeof companies.$inferSelect
export type CompanyFields = z.output<typeof companyInputSchema>

/** Every language's text, '' where the studio wrote none. */
export const allLanguages = (texts: Partial<LocalizedTexts>): LocalizedTexts =>
  Object.fromEntries(LOCALES.map((l) => [l, texts[l] ?? ''])) as LocalizedTexts

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
    legalName: row.legalName,
    taxId: row.taxId,
    phone: row.phone,
    email: row.email,
    website: row.website,
    paymentTerms: allLanguages(row.paymentTerms),
    quoteFooter: allLanguages(row.quoteFooter),
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

  /** The company, for a member allowed to change it (owners and admins). */
  async function editable(userId: string, companyId: string) {
    const found = await membership(userId, companyId)
    if (found.role === 'designer') throw forbidden('Only owners and admins can edit the company')
    return found
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
      const { role } = await editable(userId, companyId)
      const [row] = await db
        .update(companies)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(companies.id, companyId))
        .returning()
      return toCompany(row!, role, clock.now())
    },

    /**
     * Stores the company's logo (checked and made a PNG of at most 512 px a side), replacing
     * the one it had, uploaded or typed; the old file's address answers 404 from then on.
     */
    async saveLogo(userId: string, companyId: string, bytes: Buffer): Promise<Company> {
      const { role } = await editable(userId, companyId)
      const { data, contentType } = await prepareLogo(bytes)
      const key = randomToken().slice(0, 22)
      const now = clock.now()
      const row = await db.transaction(async (tx) => {
        await tx
          .insert(companyLogos)
          .values({ companyId, key, contentType, data })
          .onConflictDoUpdate({
            target: companyLogos.companyId,
            set: { key, contentType, data, updatedAt: now },
          })
        const [updated] = await tx
          .update(companies)
          .set({ logoUrl: companyLogoUrl(companyId, key), updatedAt: now })
          .where(eq(companies.id, companyId))
          .returning()
        return updated!
      })
      return toCompany(row, role, now)
    },

    /** Takes the logo away, an uploaded file or an address typed before. */
    async removeLogo(userId: string, companyId: string): Promise<Company> {
      const { role } = await editable(userId, companyId)
      const now = clock.now()
      const row = await db.transaction(async (tx) => {
        await tx.delete(companyLogos).where(eq(companyLogos.companyId, companyId))
        const [updated] = await tx
          .update(companies)
          .set({ logoUrl: null, updatedAt: now })
          .where(eq(companies.id, companyId))
          .returning()
        return updated!
      })
      return toCompany(row, role, now)
    },

    /** An uploaded logo by its public address; null for a wrong or retired key. */
    async logoFile(companyId: string, key: string) {
      const [row] = await db
        .select({ data: companyLogos.data, contentType: companyLogos.contentType })
        .from(companyLogos)
        .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.key, key)))
      return row ?? null
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
