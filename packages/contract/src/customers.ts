import { z } from 'zod'
import { localeSchema } from './auth'
import { COUNTRIES } from './companies'
import { listQuerySchema, sortValues } from './lists'
import { moneySchema } from './money'
import { QUOTE_STEP_KINDS } from './quotes'
import { textInput } from './text'

/**
 * The studio's clients: people and companies, their tags, notes and the timeline every later
 * area (quotes, configurations, appointments) adds to (docs/decisions/020-customers.md).
 */

const required = (max: number) =>
  textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' })
const optionalText = (max: number) =>
  textInput().trim().max(max, { message: 'validation.tooLong' }).default('')

export const CUSTOMER_KINDS = ['person', 'company'] as const
export type CustomerKind = (typeof CUSTOMER_KINDS)[number]
/** Where a customer stands: a lead has shown interest, a customer has bought. */
export const CUSTOMER_STAGES = ['lead', 'prospect', 'customer', 'inactive'] as const
export type CustomerStage = (typeof CUSTOMER_STAGES)[number]
/** How the customer came in; set by the server (a configurator's lead, an import). */
export const CUSTOMER_SOURCES = ['manual', 'import', 'configurator'] as const
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number]
export const ADDRESS_TYPES = ['billing', 'delivery', 'site'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
export const PHONE_LABELS = ['mobile', 'work', 'home', 'other'] as const
export type PhoneLabel = (typeof PHONE_LABELS)[number]

/** Tag colours: a fixed palette, so chips stay legible in both themes. */
export const TAG_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'violet',
  'pink',
] as const
export type TagColor = (typeof TAG_COLORS)[number]

export const customerTagInputSchema = z.object({
  name: required(40),
  color: z.enum(TAG_COLORS).default('gray'),
})
export type CustomerTagInput = z.input<typeof customerTagInputSchema>
export const customerTagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  /** Customers wearing it. */
  customerCount: z.number().int(),
})
export type CustomerTag = z.infer<typeof customerTagSchema>

export const emailInput = z
  .union([z.literal(''), z.email({ message: 'validation.email' }).max(254)])
  .default('')

/**
 * A phone as typed: `+34 612 34 56 78`, or a national number read in the country of the
 * customer's first address, else the company's. Stored and answered in E.164.
 */
export const phoneInputSchema = z.object({
  label: z.enum(PHONE_LABELS).default('mobile'),
  number: required(40),
})
export const phoneSchema = z.object({
  label: z.enum(PHONE_LABELS),
  /** E.164: `+34612345678`. */
  number: z.string(),
})
export type Phone = z.infer<typeof phoneSchema>

export const addressSchema = z.object({
  type: z.enum(ADDRESS_TYPES).default('billing'),
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(120),
  region: optionalText(120),
  postalCode: optionalText(20),
  country: z.enum(['', ...COUNTRIES], { message: 'validation.country' }).default(''),
})
export type Address = z.output<typeof addressSchema>
export type AddressInput = z.input<typeof addressSchema>

export const customerInputSchema = z.object({
  kind: z.enum(CUSTOMER_KINDS).default('person'),
  name: required(160),
  email: emailInput,
  /** The company (a customer of kind `company`) this person works for. */
  companyContactId: z.uuid().nullable().default(null),
  phones: z.array(phoneInputSchema).max(5).default([]),
  /** What mails to the customer are written in. */
  language: localeSchema.default('en'),
  addresses: z.array(addressSchema).max(5).default([]),
  taxId: optionalText(40),
  tagIds: z.array(z.uuid()).max(20).default([]),
  stage: z.enum(CUSTOMER_STAGES).default('lead'),
  /** The member who looks after the customer. */
  ownerId: z.uuid().nullable().default(null),
  /** The server keeps when consent was given; a change of mind clears it. */
  marketingConsent: z.boolean().default(false),
  notes: optionalText(5000),
})
export type CustomerInput = z.input<typeof customerInputSchema>

const personRef = z.object({ id: z.uuid(), name: z.string() })

export const customerSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CUSTOMER_KINDS),
  /** Empty once anonymised. */
  name: z.string(),
  email: z.string(),
  companyContact: personRef.nullable(),
  phones: z.array(phoneSchema),
  language: localeSchema,
  addresses: z.array(addressSchema),
  taxId: z.string(),
  tags: z.array(customerTagSchema.omit({ customerCount: true })),
  source: z.enum(CUSTOMER_SOURCES),
  stage: z.enum(CUSTOMER_STAGES),
  owner: personRef.nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.iso.datetime().nullable(),
  notes: z.string(),
  anonymisedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Customer = z.infer<typeof customerSchema>

export const CUSTOMER_SORTS = sortValues(['name', 'email', 'stage', 'created', 'updated'])
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
export const customerListQuerySchema = listQuerySchema(CUSTOMER_SORTS, 'name').extend({
  stage: z.enum(CUSTOMER_STAGES).optional(),
  tagId: z.uuid().optional(),
  /** A member's id, or `none` for customers nobody looks after. */
  ownerId: z.union([z.uuid(), z.literal('none')]).optional(),
  kind: z.enum(CUSTOMER_KINDS).optional(),
})
export type CustomerListQuery = z.input<typeof customerListQuerySchema>

// The timeline: what happened with a customer, newest first, from every area that knows.

export const TIMELINE_TYPES = ['note', 'created', 'anonymised', 'appointment', 'quote'] as const
export type TimelineType = (typeof TIMELINE_TYPES)[number]

export const timelineEntrySchema = z.object({
  /** Unique within the timeline: the area's prefix and its row's id (`note:…`). */
  id: z.string(),
  type: z.enum(TIMELINE_TYPES),
  at: z.iso.datetime(),
  actor: personRef.nullable(),
  /** A note's text; empty for entries that only record an event. */
  body: z.string(),
  /** The row the entry stands for (a note's id), for editing or following it. */
  refId: z.uuid().nullable(),
  /** Set when the entry was edited after it was written. */
  editedAt: z.iso.datetime().nullable(),
  /** An appointment's own zone: its time is shown on that clock, as the calendar shows it. */
  timeZone: z.string().optional(),
  /**
   * A quote's step (`refId` is the quote): which step, the quote's number and product, and the
   * step's figure (null for a view or an expiry).
   */
  quote: z
    .object({
      step: z.enum(QUOTE_STEP_KINDS),
      number: z.number().int(),
      product: z.string(),
      amount: moneySchema.nullable(),
    })
    .optional(),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

export const timelineQuerySchema = z.object({
  /** The `at` of the last entry already shown: the next page starts after it. */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export const timelineSchema = z.object({
  entries: z.array(timelineEntrySchema),
  /** More entries are older than the last one. */
  hasMore: z.boolean(),
})
export type Timeline = z.infer<typeof timelineSchema>

export const customerNoteInputSchema = z.object({ body: required(5000) })
export type CustomerNoteInput = z.input<typeof customerNoteInputSchema>

// Import and export.

/** Fields a CSV column can fill when importing customers; export writes the same columns. */
export const CUSTOMER_IMPORT_FIELDS = [
  'name',
  'kind',
  'email',
  'phone',
  'mobile',
  'language',
  'stage',
  'tags',
  'taxId',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'marketingConsent',
  'notes',
] as const
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number]

export const customerImportSchema = z.object({
  /** The file's text, UTF-8; a byte order mark, `,` or `;` separators and quotes are understood. */
  csv: z.string().max(10_000_000, { message: 'validation.tooLong' }),
  mapping: z.partialRecord(z.enum(CUSTOMER_IMPORT_FIELDS), textInput().max(200)),
  /** A row whose e-mail is a known customer's: update that customer, or leave it alone. */
  duplicates: z.enum(['update', 'skip']).default('skip'),
  dryRun: z.boolean().default(true),
})
export type CustomerImport = z.input<typeof customerImportSchema>

export const importRowErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
})
export const customerImportResultSchema = z.object({
  /** Rows that failed or were skipped; created and updated rows are only counted. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      action: z.enum(['skip', 'error']),
      name: z.string(),
      errors: z.array(importRowErrorSchema),
    }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Tags named by the file that did not exist and are (or would be) made. */
  newTags: z.array(z.string()),
  dryRun: z.boolean(),
})
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>

/** Everything the product holds about one customer, for a person asking for their data. */
export const customerDataSchema = z.object({
  exportedAt: z.iso.datetime(),
  customer: customerSchema,
  timeline: z.array(timelineEntrySchema),
})
export type CustomerData = z.infer<typeof customerDataSchema>
