import type { customerInputSchema, customerListQuerySchema, Phone } from '@designer/contract'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { z } from 'zod'
import type { customers } from '../../db/schema/index'

/** How a customer's input becomes its row: phones in E.164, the search column, consent. */

export type CustomerInput = z.output<typeof customerInputSchema>
export type CustomerRow = typeof customers.$inferSelect
/** The list's filters and sort: here, not in service.ts, because files.ts reads them too. */
export type CustomerQuery = z.output<typeof customerListQuerySchema>

export const digits = (text: string) => text.replace(/\D/g, '')

/** A phone as typed, in E.164, or null when it cannot be a number of that country. */
export function normalisePhone(text: string, country: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(text, (country || undefined) as never)
  return parsed?.isPossible() ? parsed.number : null
}

/** Lower case without accents: `García` and `garcia` search alike, on both sides. */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The search column: name, e-mail and every phone's digits, international and national. */
export function searchTextOf(c: { name: string; email: string; phones: Phone[] }): string {
  const phoneDigits = c.phones.flatMap((p) => {
    const parsed = parsePhoneNumberFromString(p.number)
    return [digits(p.number), parsed ? digits(parsed.formatNational()) : '']
  })
  return searchable([c.name, c.email, ...phoneDigits].filter(Boolean).join(' '))
}

/** The row's columns from an input; consent keeps the time it was first given. */
export function columnsOf(
  input: CustomerInput,
  phones: Phone[],
  tagIds: string[],
  current: Pick<CustomerRow, 'marketingConsentAt'> | null,
  now: Date,
) {
  return {
    kind: input.kind,
    name: input.name,
    email: input.email,
    companyContactId: input.companyContactId,
    phones,
    language: input.language,
    addresses: input.addresses,
    taxId: input.taxId,
    tagIds,
    stage: input.stage,
    ownerId: input.ownerId,
    marketingConsentAt: input.marketingConsent ? (current?.marketingConsentAt ?? now) : null,
    notes: input.notes,
    searchText: searchTextOf({ name: input.name, email: input.email, phones }),
  }
}
