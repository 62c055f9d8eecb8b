import { z } from 'zod'
import { configuratorDefinitionSchema, selectionsSchema } from './configurators'
import { LOCALES } from './constants'
import { sumMoney } from './currency'
import { sceneSchema } from './designs'
import { filterCountsSchema, listQuerySchema, listResponseSchema, sortValues } from './lists'
import { materialAppearancesSchema } from './materials'
import { type Money, moneySchema, nonNegativeMoneySchema } from './money'
import { SUPPLY_UNITS } from './suppliers'
import { textInput } from './text'
import { type Camera, cameraSchema } from './views'

/**
 * The public side of a configurator (what a studio's customers open, with no account) and the
 * quotes it brings in (docs/decisions/023-public-configurator-and-quotes.md).
 */

/**
 * What a supplier item costs the customer per unit: the studio's cost with its markup or margin
 * already applied, so the public page prices a configuration with the shared engine without
 * ever learning a cost. Rounded to whole minor units per unit.
 */
export const priceBookEntrySchema = z.object({
  unit: z.enum(SUPPLY_UNITS),
  unitPrice: moneySchema,
  wastePercent: z.number(),
  densityKgM3: z.number().nullable(),
})
export type PriceBookEntry = z.infer<typeof priceBookEntrySchema>

export const publicCompanySchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  currency: z.string(),
})

/**
 * `GET /v1/public/configurators/{id}?lang=`: the language to answer the studio's texts in
 * (docs/decisions/038-studio-texts.md). Without it, the visitor's `Accept-Language` decides
 * among the app's languages, else the language the studio typed its texts in.
 */
export const publicConfiguratorQuerySchema = z.object({ lang: z.enum(LOCALES).optional() })

/** `GET /v1/public/configurators/{id}`: the live version and nothing of the company's books. */
export const publicConfiguratorSchema = z.object({
  id: z.uuid(),
  /** In `language`, where the studio translated it. */
  name: z.string(),
  /**
   * The language the studio's texts (the name, the definition's) are answered in: the one
   * asked for. A text the studio has not translated into it comes in the definition's own
   * `language`.
   */
  language: z.enum(LOCALES),
  /** The published version this page shows; a quote records it. */
  version: z.number().int(),
  /**
   * The live definition, its texts in `language` (translations themselves are left out); a
   * cost-plus price setup comes without its markup or margin.
   */
  definition: configuratorDefinitionSchema,
  scene: sceneSchema,
  /** The scenes of the components the scene places or an option swaps in, by design id. */
  components: z.record(z.string(), sceneSchema),
  /** The cameras of the saved views the steps look from, by view id. */
  views: z.record(z.string(), cameraSchema),
  /**
   * How the supplier items the scene, its components and the material options use look, by
   * item id: only items with an appearance.
   */
  materials: materialAppearancesSchema,
  /**
   * The pictures of the components a component option offers, by design id: each design's
   * thumbnail address, or null while it has none. The page shows them on the choices.
   */
  componentPictures: z.record(z.string(), z.string().nullable()),
  /** Unit prices by supplier item id, for cost-plus configurators; empty otherwise. */
  priceBook: z.record(z.string(), priceBookEntrySchema),
  company: publicCompanySchema,
  /** A picture of the configurator as published, painted before the 3D is ready. */
  posterUrl: z.string().nullable(),
  /** Whether visitors may pick an appointment with the quote request. */
  booking: z.object({ enabled: z.boolean(), timeZone: z.string(), minutes: z.number().int() }),
})
export type PublicConfigurator = z.infer<typeof publicConfiguratorSchema>
export type PublicCameras = Record<string, Camera>

export const slotsQuerySchema = z.object({
  /** The first day to offer, `YYYY-MM-DD` in the company's zone; today when absent. */
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(31).default(14),
})
export const slotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() })
export type Slot = z.infer<typeof slotSchema>
export const slotsSchema = z.object({
  timeZone: z.string(),
  minutes: z.number().int(),
  slots: z.array(slotSchema),
})
export type Slots = z.infer<typeof slotsSchema>

/** What the page counts for the studio's funnel: an open, and the first change a visitor makes. */
export const FUNNEL_EVENTS = ['view', 'interact'] as const
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number]
export const funnelEventSchema = z.object({ kind: z.enum(FUNNEL_EVENTS) })

/** A visitor's request for a quote. Any price it carries is not read: the server prices it. */
export const quoteRequestSchema = z.object({
  selections: selectionsSchema,
  name: textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(120, { message: 'validation.tooLong' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { message: 'validation.tooLong' })
    .pipe(z.email({ message: 'validation.email' })),
  phone: textInput().trim().max(40, { message: 'validation.tooLong' }).default(''),
  message: textInput().trim().max(2000, { message: 'validation.tooLong' }).default(''),
  /** The start of an offered slot, to meet the studio. */
  slot: z.iso.datetime({ message: 'validation.dateTime' }).nullable().default(null),
  /** The visitor agrees that the studio keeps these details to answer. */
  consent: z.literal(true, { message: 'validation.consentRequired' }),
  /** The visitor also wants the studio's news. */
  marketing: z.boolean().default(false),
  language: z.enum(LOCALES).default('en'),
  /** Where the page was opened: on its own, or embedded in another site. */
  embedded: z.boolean().default(false),
  /** A field people never see: robots fill it, and their request is dropped. */
  website: z.string().max(500).default(''),
})
export type QuoteRequest = z.input<typeof quoteRequestSchema>

export const quoteRequestedSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  price: moneySchema,
  appointment: slotSchema.nullable(),
})
export type QuoteRequested = z.infer<typeof quoteRequestedSchema>

// Quotes in the admin.

/**
 * Where a quote stands (docs/decisions/043-quotes-inbox.md). `requested`: it came from the public
 * page and nobody at the studio has touched it yet, the inbox's new requests.
 */
export const QUOTE_STATUSES = [
  'requested',
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

/**
 * Where a quote may go from each status. A request becomes a draft with the studio's first edit,
 * or is sent or declined as it came; a sent quote can be taken back to draft to edit.
 */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  requested: ['draft', 'sent', 'declined'],
  draft: ['sent'],
  sent: ['accepted', 'declined', 'expired', 'draft'],
  accepted: [],
  declined: ['draft'],
  expired: ['draft'],
}

/** Whether the quote's lines and discount may change: until it is sent. */
export const isQuoteEditable = (status: QuoteStatus) => status === 'requested' || status === 'draft'

/** Whether the quote may be mailed to its customer (again, once sent). */
export const isQuoteSendable = (status: QuoteStatus) =>
  status === 'requested' || status === 'draft' || status === 'sent'

/**
 * The steps of a quote, each its own entry on the timeline: asked for on the public page, edited
 * by the studio, sent, opened by the customer (the PDF's link), and the answer.
 */
export const QUOTE_STEP_KINDS = [
  'requested',
  'edited',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const
export type QuoteStepKind = (typeof QUOTE_STEP_KINDS)[number]

export const quoteStepSchema = z.object({
  id: z.uuid(),
  kind: z.enum(QUOTE_STEP_KINDS),
  at: z.iso.datetime(),
  /**
   * The step's figure: the price the customer saw (requested), the new total (edited), the total
   * sent, accepted or declined; null for a view and an expiry.
   */
  amount: moneySchema.nullable(),
  /** The member who made the step; null for the customer's and the system's. */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
})
export type QuoteStep = z.infer<typeof quoteStepSchema>

/** `GET /v1/quotes/{id}/steps`: the quote's steps, oldest first. */
export const quoteStepsSchema = z.object({ steps: z.array(quoteStepSchema) })
export type QuoteSteps = z.infer<typeof quoteStepsSchema>

export const quoteLineSchema = z.object({
  label: textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.tooLong' }),
  quantity: z.number().finite().min(0).max(100_000),
  /** In the quote's currency (a surcharge may be negative), tax as `taxIncluded` says. */
  unitPrice: moneySchema,
})
export type QuoteLine = z.infer<typeof quoteLineSchema>

/** A line's amount: its quantity × its unit price, rounded to whole minor units. */
export const lineAmount = (line: Pick<QuoteLine, 'quantity' | 'unitPrice'>): Money => ({
  amount: Math.round(line.quantity * line.unitPrice.amount),
  currency: line.unitPrice.currency,
})

/** One chosen option as the customer saw it: `Wood: Walnut`, `Length: 2000 mm`. */
export const configurationEntrySchema = z.object({ option: z.string(), value: z.string() })

export const quoteSchema = z.object({
  id: z.uuid(),
  /** Counted per company: Q-0001, Q-0002… */
  number: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  configurator: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  configuratorVersion: z.number().int(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  selections: selectionsSchema,
  configuration: z.array(configurationEntrySchema),
  /**
   * The same choices in the customer's language (`language`), as the public page named them:
   * what the customer's PDF and mails print.
   */
  customerConfiguration: z.array(configurationEntrySchema),
  /** What the configurator quoted when asked, computed by the server; its currency is the quote's. */
  price: moneySchema,
  lines: z.array(quoteLineSchema),
  /** Taken off the lines' sum. */
  discount: moneySchema,
  taxPercent: z.number(),
  taxIncluded: z.boolean(),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  validUntil: z.iso.date().nullable(),
  notes: z.string(),
  /** What the visitor wrote with the request. */
  message: z.string(),
  language: z.enum(LOCALES),
  imageUrl: z.string().nullable(),
  /** The meeting booked with the request, as the calendar has it now, with its zone. */
  appointment: z
    .object({
      id: z.uuid(),
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      timeZone: z.string(),
    })
    .nullable(),
  embedded: z.boolean(),
  sentAt: z.iso.datetime().nullable(),
  /** Bumped by every change: edits carry it, a stale one answers 409. */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Quote = z.infer<typeof quoteSchema>

/**
 * The studio's edit. Amounts are in the quote's currency: the server refuses another one
 * (`validation.currency` at the amount's path) rather than count it as if it were.
 */
export const quoteUpdateSchema = z.object({
  status: z.enum(QUOTE_STATUSES),
  lines: z.array(quoteLineSchema).min(1, { message: 'validation.required' }).max(100),
  discount: nonNegativeMoneySchema,
  validUntil: z.iso.date({ message: 'validation.date' }).nullable(),
  notes: textInput().trim().max(5000, { message: 'validation.tooLong' }),
  version: z.number().int().min(1),
})
export type QuoteUpdate = z.input<typeof quoteUpdateSchema>

/** Sorted by number, by date (when it was asked for) or by amount (its total now). */
export const QUOTE_SORTS = sortValues(['number', 'created', 'total'])
export const quoteListQuerySchema = listQuerySchema(QUOTE_SORTS, '-created').extend({
  status: z.enum(QUOTE_STATUSES).optional(),
  configuratorId: z.uuid().optional(),
  customerId: z.uuid().optional(),
})
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>

/**
 * `GET /v1/quotes`: a page of quotes, and how many quotes each status holds under the same
 * search and filters, the status aside (what the status filter's choices count).
 */
export const quoteListSchema = listResponseSchema(quoteSchema).extend({
  counts: filterCountsSchema(QUOTE_STATUSES),
})
export type QuoteList = z.infer<typeof quoteListSchema>

/**
 * The lines' sum, the discount, and the tax as the quote says it is counted, in the quote's
 * currency. An amount in another currency throws (`CurrencyMismatchError`): the server refuses
 * such an edit before it is counted.
 */
export function quoteTotals(q: {
  currency: string
  lines: readonly Pick<QuoteLine, 'quantity' | 'unitPrice'>[]
  discount: Money
  taxPercent: number
  taxIncluded: boolean
}): { subtotal: Money; tax: Money; total: Money } {
  const gross = sumMoney(q.currency, q.lines.map(lineAmount))
  const discount = sumMoney(q.currency, [q.discount])
  const subtotal = gross.amount - discount.amount
  const rate = q.taxPercent / 100
  const tax = q.taxIncluded
    ? subtotal - Math.round(subtotal / (1 + rate))
    : Math.round(subtotal * rate)
  const money = (amount: number): Money => ({ amount, currency: q.currency })
  return {
    subtotal: money(subtotal),
    tax: money(tax),
    total: money(q.taxIncluded ? subtotal : subtotal + tax),
  }
}

/** A configurator's funnel over a period: opens, first changes, requests, and what was chosen. */
export const funnelSchema = z.object({
  days: z.number().int(),
  views: z.number().int(),
  interactions: z.number().int(),
  quotes: z.number().int(),
  /** Per option, how often each value was asked for in the period's quote requests. */
  popularity: z.array(
    z.object({
      optionId: z.string(),
      option: z.string(),
      /** A part's values are `true` and `false` (included or not); the others are names. */
      kind: z.enum(['material', 'component', 'part']),
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
    }),
  ),
})
export type Funnel = z.infer<typeof funnelSchema>
export const funnelQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
})

/** Sites allowed to show the configurator in a frame: `https://shop.example.com`. */
export const originSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, { message: 'validation.origin' })
  .transform((o) => o.toLowerCase())
/** What the studio saves: each origin checked and written in lower case. */
export const embedSettingsInputSchema = z.object({
  allowedOrigins: z.array(originSchema).max(20),
})
/** What the API answers (a response schema carries no transform). */
export const embedSettingsSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type EmbedSettings = z.infer<typeof embedSettingsSchema>
