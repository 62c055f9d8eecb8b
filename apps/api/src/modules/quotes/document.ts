import type { Address, Locale, LocalizedTexts } from '@designer/contract'
import { LOCALE_TAGS } from '../../lib/when'

/**
 * What the quote's PDF and mails say about who sends them and to whom, and how they write
 * dates, addresses and the studio's details in the customer's language.
 */

/** The studio as its documents name it (the company profile). */
export type Studio = {
  name: string
  legalName: string | null
  address: Omit<Address, 'type'>
  taxId: string | null
  phone: string | null
  email: string | null
  website: string | null
  paymentTerms: Partial<LocalizedTexts>
  quoteFooter: Partial<LocalizedTexts>
  /** The uploaded logo, a PNG, for the PDF; null without one. */
  logo: Buffer | null
  /** The logo's absolute address, for mails; a typed one counts too. */
  logoUrl: string | null
}

/** The customer as the quote is addressed: the billing address, else their first. */
export type DocumentCustomer = {
  name: string
  email: string
  taxId: string
  address: Omit<Address, 'type'> | null
}

/** The customer's billing address, else the first they have; null when none says anything. */
export function billingAddress(addresses: readonly Address[]) {
  const said = addresses.filter((a) => a.line1 || a.line2 || a.city || a.postalCode)
  const found = said.find((a) => a.type === 'billing') ?? said[0]
  if (!found) return null
  const { type: _, ...address } = found
  return address
}

/**
 * The locale dates are written in: the customer's language in the customer's country where the
 * runtime knows that pair (`en` in the US writes "December 20, 2026", in Britain "20 December
 * 2026"), else the language's usual one. Amounts keep the language's one format
 * (`formatMoney`), so the PDF, the mails and the API's figures read alike.
 */
export function dateLocale(locale: Locale, country: string | null | undefined) {
  if (country) {
    const tag = `${locale}-${country}`
    if (Intl.DateTimeFormat.supportedLocalesOf([tag]).length) return tag
  }
  return LOCALE_TAGS[locale]
}

/**
 * A day written out: "20 December 2026", "20 de diciembre de 2026", "20 décembre 2026".
 * A calendar day (`2026-12-20`) is that day anywhere; an instant is the day it was in `timeZone`.
 */
export function longDate(value: string, tag: string, timeZone = 'UTC') {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value)
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeZone: isDay ? 'UTC' : timeZone,
  }).format(new Date(isDay ? `${value}T12:00:00Z` : value))
}

/** A country's name in the reader's language: `ES` → "Spain", "España", "Espagne". */
export function countryName(code: string, locale: Locale) {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Where the postal code goes after the city, and the region with it. */
const CITY_FIRST = new Set(['US', 'CA', 'AU'])

/**
 * An address as lines, in the order its country writes them: `28001 Madrid` in most of Europe,
 * `Austin, TX 78701` in the United States, Canada and Australia, the postcode on its own line
 * in Britain; the country last, named in the reader's language.
 */
export function addressLines(address: Omit<Address, 'type'>, locale: Locale): string[] {
  const { line1, line2, city, region, postalCode, country } = address
  const lines = [line1, line2]
  if (country === 'GB') lines.push(city, region, postalCode)
  else if (CITY_FIRST.has(country)) {
    const place = [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean)
    lines.push(place.join(', '))
  } else {
    lines.push([postalCode, city].filter(Boolean).join(' '), region)
  }
  if (country) lines.push(countryName(country, locale))
  return lines.filter((l): l is string => Boolean(l?.trim()))
}

const TAX_ID: Record<Locale, string> = { en: 'Tax ID', es: 'NIF', fr: 'N° TVA' }

/** A website as people read it: `https://www.studio.es/` → `www.studio.es`. */
export const shortWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '')

/**
 * The studio's details as a document prints them, one item a line: its legal name (or its
 * name), its address, tax id, phone, e-mail and website.
 */
export function studioLines(studio: Omit<Studio, 'logo'>, locale: Locale) {
  return {
    name: studio.legalName || studio.name,
    address: addressLines(studio.address, locale),
    contact: [
      studio.taxId ? `${TAX_ID[locale]} ${studio.taxId}` : null,
      studio.phone,
      studio.email,
      studio.website ? shortWebsite(studio.website) : null,
    ].filter((l): l is string => Boolean(l)),
  }
}

/** A tax id line for the customer, in the reader's words. */
export const taxIdLine = (taxId: string, locale: Locale) => `${TAX_ID[locale]} ${taxId}`
