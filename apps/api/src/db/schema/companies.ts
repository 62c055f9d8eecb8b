import type { LocalizedTexts } from '@designer/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea, id, timestamps } from './columns'
import { users } from './users'

export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  /**
   * The logo's address: `/v1/company-logos/{id}/{key}.png` for an uploaded one (its file in
   * company_logos), or an https address a company typed before uploads existed (decision 045).
   */
  logoUrl: text(),
  currency: text().notNull(),
  country: text().notNull(),
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  postalCode: text(),
  region: text(),
  legalName: text(),
  taxId: text(),
  phone: text(),
  email: text(),
  website: text(),
  /** Per language; a language the studio has not written is missing or empty. */
  paymentTerms: jsonb().$type<Partial<LocalizedTexts>>().notNull().default({}),
  quoteFooter: jsonb().$type<Partial<LocalizedTexts>>().notNull().default({}),
  trialEndsAt: timestamp({ withTimezone: true }).notNull(),
  /** trialing, active, past_due or cancelled. */
  subscriptionStatus: text().notNull().default('trialing'),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  stripeCustomerId: text().unique(),
  stripeSubscriptionId: text().unique(),
  ...timestamps,
})

/**
 * A company's uploaded logo, a PNG of at most 512 px a side, apart from the company so that
 * reading companies never reads it. `key` is part of its public address, new at every upload.
 */
export const companyLogos = pgTable('company_logos', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  contentType: text().notNull(),
  data: bytea().notNull(),
  ...timestamps,
})

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, admin or designer. */
    role: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_company_user_idx').on(t.companyId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
)

export const invites = pgTable(
  'invites',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** pending, accepted, declined or revoked; "expired" is derived from expires_at. */
    status: text().notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invites_token_hash_idx').on(t.tokenHash),
    index('invites_company_idx').on(t.companyId),
    index('invites_email_idx').on(sql`lower(${t.email})`),
  ],
)

/** Stripe events already applied: each event id once, in the transaction of its change. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
