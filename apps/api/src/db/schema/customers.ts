import type {
  Address,
  CustomerKind,
  CustomerSource,
  CustomerStage,
  Locale,
  Phone,
  TagColor,
} from '@designer/contract'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { companies } from './companies'
import { users } from './users'

export const customerTags = pgTable(
  'customer_tags',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().$type<TagColor>().notNull().default('gray'),
    ...timestamps,
  },
  (t) => [uniqueIndex('customer_tags_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
)

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<CustomerKind>().notNull().default('person'),
    name: text().notNull(),
    email: text().notNull().default(''),
    companyContactId: uuid().references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    phones: jsonb().$type<Phone[]>().notNull().default([]),
    language: text().$type<Locale>().notNull().default('en'),
    addresses: jsonb().$type<Address[]>().notNull().default([]),
    taxId: text().notNull().default(''),
    tagIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    source: text().$type<CustomerSource>().notNull().default('manual'),
    stage: text().$type<CustomerStage>().notNull().default('lead'),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    marketingConsentAt: timestamp({ withTimezone: true }),
    notes: text().notNull().default(''),
    /**
     * What the list's search reads, lower case: the name, the e-mail and each phone's digits
     * in E.164 and national form, so `612 345` and `0612…` both find `+33612…`.
     */
    searchText: text().notNull().default(''),
    anonymisedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('customers_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    // One customer per e-mail in a company, whatever its case; the database decides races.
    uniqueIndex('customers_company_email_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('customers_tags_idx').using('gin', t.tagIds),
    // Trigrams let `search_text like '%…%'` use an index instead of reading every customer.
    index('customers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_contact_idx').on(t.companyContactId),
  ],
)

/** Notes written on a customer's timeline. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
)
