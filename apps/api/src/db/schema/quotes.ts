import type { Locale, QuoteLine, QuoteStatus, QuoteStepKind, Selections } from '@designer/contract'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { calendarEvents } from './calendar'
import { bytea, id, timestamps } from './columns'
import { companies } from './companies'
import { configurators } from './configurators'
import { customers } from './customers'
import { users } from './users'

/**
 * A quote: a configuration of a published configurator version, priced by the server when it
 * was asked for (`price`), and the lines the studio edits before sending it. It outlives the
 * configurator and the customer it names (their links are cleared, the quote stays).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Q-0001, Q-0002…: counted per company. */
    number: integer().notNull(),
    /** A request from the public page starts `requested`; the studio's first edit makes it a draft. */
    status: text().$type<QuoteStatus>().notNull().default('requested'),
    configuratorId: uuid().references(() => configurators.id, { onDelete: 'set null' }),
    configuratorName: text().notNull(),
    configuratorVersion: integer().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    selections: jsonb().$type<Selections>().notNull(),
    configuration: jsonb().$type<{ option: string; value: string }[]>().notNull(),
    /**
     * The same choices in the customer's language, as the public page named them: what their
     * PDF and mails print. Null for quotes asked before it was kept (their `configuration`).
     */
    customerConfiguration: jsonb().$type<{ option: string; value: string }[]>(),
    /** The server's price when the quote was asked for, minor units of `currency`. */
    price: integer().notNull(),
    currency: text().notNull(),
    /** As the contract has them: unit prices are Money in `currency` (0014_money_objects). */
    lines: jsonb().$type<QuoteLine[]>().notNull(),
    discount: integer().notNull().default(0),
    /**
     * The lines' total after the discount and with the tax (`quoteTotals`), minor units of
     * `currency`: written with every change of the lines, so lists sort by amount in SQL.
     */
    total: integer().notNull(),
    taxPercent: doublePrecision().notNull(),
    taxIncluded: boolean().notNull(),
    validUntil: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    message: text().notNull().default(''),
    language: text().$type<Locale>().notNull().default('en'),
    /**
     * The visitor's "request received" mail, kept until the quote's picture is stored (or cannot
     * be) so that it can show it, and sent then; null once sent (decision 044). What it holds is
     * the mail's own input (quotes/service.ts types it), but the picture's address.
     */
    requestedMail: jsonb().$type<Record<string, unknown>>(),
    eventId: uuid().references(() => calendarEvents.id, { onDelete: 'set null' }),
    embedded: boolean().notNull().default(false),
    sentAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotes_company_number_idx').on(t.companyId, t.number),
    index('quotes_company_created_idx').on(t.companyId, t.createdAt),
    index('quotes_customer_idx').on(t.customerId),
    index('quotes_configurator_idx').on(t.configuratorId, t.createdAt),
    index('quotes_company_status_idx').on(t.companyId, t.status),
  ],
)

/**
 * A quote's steps, each its own entry on the customer's timeline with its own figure
 * (docs/decisions/043-quotes-inbox.md): asked for, edited, sent, viewed by the customer, and the
 * answer. Written by the quotes service as each step happens; never changed.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text().$type<QuoteStepKind>().notNull(),
    /** The step's figure, minor units of `currency`; null for a view or an expiry. */
    amount: integer(),
    currency: text(),
    /** The member who made the step; null for the customer's and the system's. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_events_quote_idx').on(t.quoteId, t.kind, t.at),
    index('quote_events_company_at_idx').on(t.companyId, t.at),
  ],
)

/**
 * What the customer configured, as a picture: the quote's published version with its selections,
 * rendered on the server after the request (decision 044). Served at an address only its random
 * key opens, for mail programs and PDFs as much as for the studio's pages.
 */
export const quotePictures = pgTable('quote_pictures', {
  quoteId: uuid()
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  /** JPEG: an opaque picture on the scene's background, like a poster. */
  jpeg: bytea().notNull(),
  ...timestamps,
})

/** The public page's funnel, counted per configurator and day (UTC). */
export const configuratorStats = pgTable(
  'configurator_stats',
  {
    configuratorId: uuid()
      .notNull()
      .references(() => configurators.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    interactions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.configuratorId, t.day] })],
)
