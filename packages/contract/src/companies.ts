import { z } from 'zod'
import { emailSchema, nameSchema } from './auth'
import { LOCALES, type Locale } from './constants'
import { textInput } from './text'

export const ROLES = ['owner', 'admin', 'designer'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES)
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** ISO 4217 codes a company can price in. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
] as const
/** ISO 3166-1 alpha-2 codes offered in the forms; names come from the browser's Intl.DisplayNames. */
export const COUNTRIES = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'IE',
  'IN',
  'IT',
  'JP',
  'KR',
  'LU',
  'MA',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'TR',
  'US',
  'UY',
  'ZA',
] as const
export type CountryCode = (typeof COUNTRIES)[number]

const optionalText = (max: number) =>
  textInput()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null)

/**
 * A text the studio writes once per language (payment terms, a quote's footer): empty where it
 * has not written one. Which one a document prints is `textFor`'s to say.
 */
const perLanguage = (max: number) => {
  const text = textInput().trim().max(max, { message: 'validation.tooLong' }).default('')
  return z.object({ en: text, es: text, fr: text }).default({ en: '', es: '', fr: '' })
}
export const localizedTextsSchema = z.object({ en: z.string(), es: z.string(), fr: z.string() })
export type LocalizedTexts = Record<Locale, string>

/**
 * The text a document in `locale` prints: the one written in that language; else the first
 * the studio wrote in the order of LOCALES (English, then Spanish, then French); else ''.
 * A customer is better served by the studio's terms in another language than by none.
 */
export function textFor(texts: Partial<LocalizedTexts>, locale: Locale): string {
  for (const l of [locale, ...LOCALES]) {
    const text = texts[l]?.trim()
    if (text) return text
  }
  return ''
}

/** A phone as people write it: digits, spaces, `+ ( ) . - /`, at least six digits. */
const phoneText = optionalText(40).refine(
  (v) => v === null || (/^\+?[\d\s().\-/]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
  { message: 'validation.phone' },
)

/** A web address; `studio.example` is read as `https://studio.example`. */
const websiteSchema = textInput()
  .trim()
  .max(500, { message: 'validation.tooLong' })
  .transform((v) => (v === '' || /^https?:\/\//i.test(v) ? v : `https://${v}`))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'validation.url' })]))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)

const emailText = textInput()
  .trim()
  .max(254, { message: 'validation.tooLong' })
  .pipe(z.union([z.literal(''), z.email({ message: 'validation.email' })]))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))

/**
 * The company's details. The logo is not among them: it is a file, sent to
 * `PUT /companies/{id}/logo` (decision 045); the address a company typed before stays shown
 * until a file replaces it.
 */
export const companyInputSchema = z.object({
  name: nameSchema,
  currency: z.enum(CURRENCIES, { message: 'validation.required' }),
  country: z.enum(COUNTRIES, { message: 'validation.required' }),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  postalCode: optionalText(20),
  region: optionalText(100),
  /** The name on documents when it is not the trading name: `Atelier Nord S.L.` */
  legalName: optionalText(200),
  /** VAT number, NIF, SIRET…: printed as typed. */
  taxId: optionalText(40),
  phone: phoneText,
  email: emailText,
  website: websiteSchema,
  paymentTerms: perLanguage(2000),
  quoteFooter: perLanguage(1000),
})
export type CompanyInput = z.input<typeof companyInputSchema>

/** A logo arrives as a PNG or JPEG file of at most 5 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
/** The stored logo fits in this many pixels a side (a PNG): enough for a page and a mail. */
export const LOGO_MAX_PIXELS = 512
/** Where uploaded logos are served; a logo elsewhere is an address typed before uploads. */
export const COMPANY_LOGO_PATH = '/v1/company-logos/'

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The logo's address: an uploaded file under COMPANY_LOGO_PATH, or one typed before. */
  logoUrl: z.string().nullable(),
  currency: z.string(),
  country: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  region: z.string().nullable(),
  legalName: z.string().nullable(),
  taxId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  paymentTerms: localizedTextsSchema,
  quoteFooter: localizedTextsSchema,
  /** The caller's role in this company. */
  role: roleSchema,
  subscriptionStatus: subscriptionStatusSchema,
  trialEndsAt: z.iso.datetime(),
  /** End of the paid period (renewal date, or when a cancelled subscription stops). */
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether scoped calls are allowed: on trial, paid, or cancelled with paid time left. */
  usable: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type Company = z.infer<typeof companySchema>

export const companyCreateDataSchema = z.object({
  trialDays: z.number().int(),
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
})
export type CompanyCreateData = z.infer<typeof companyCreateDataSchema>

export const memberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  profileUrl: z.string().nullable(),
  role: roleSchema,
  joinedAt: z.iso.datetime(),
})
export type Member = z.infer<typeof memberSchema>

export const memberRoleSchema = z.object({ role: roleSchema })
export const transferOwnershipSchema = z.object({ userId: z.uuid() })

export const INVITE_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const
export const companyInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(INVITE_STATUSES),
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
})
export type CompanyInvite = z.infer<typeof companyInviteSchema>

/**
 * An invitation just sent (or sent again). Its link carries the secret that lets the invited
 * person join; it is shown once, to owners always, and to whoever sent it when this server has
 * no mail set up and the link has to be passed on by hand.
 */
export const sentInviteSchema = companyInviteSchema.extend({
  mailed: z.boolean(),
  link: z.url().nullable(),
})
export type SentInvite = z.infer<typeof sentInviteSchema>

/** What an invitation link tells before signing up: who is invited, where, by whom. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  inviterName: z.string().nullable(),
  role: roleSchema,
})
export type InvitePreview = z.infer<typeof invitePreviewSchema>
export const invitePreviewQuerySchema = z.object({ invite: z.string().min(10).max(200) })

export const inviteCreateSchema = z.object({
  email: emailSchema,
  role: roleSchema.exclude(['owner']),
})
export type InviteCreateInput = z.input<typeof inviteCreateSchema>

export const urlSchema = z.object({ url: z.string() })

export const BILLING_MODES = ['stripe', 'local'] as const
export const billingSchema = z.object({
  mode: z.enum(BILLING_MODES),
  subscriptionStatus: subscriptionStatusSchema,
  trialEndsAt: z.iso.datetime(),
  trialDaysLeft: z.number().int(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  usable: z.boolean(),
  canManage: z.boolean(),
})
export type Billing = z.infer<typeof billingSchema>

export const LOCAL_BILLING_ACTIONS = [
  'subscribe',
  'cancel',
  'resume',
  'past-due',
  'end-trial',
  'end-period',
] as const
export const localBillingActionSchema = z.object({ action: z.enum(LOCAL_BILLING_ACTIONS) })
