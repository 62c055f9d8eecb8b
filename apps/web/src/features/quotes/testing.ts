import type { Quote, QuoteList, QuoteStep } from '@designer/contract'

/** Quotes and their steps for the quotes area's tests. */

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

const eur = (amount: number) => ({ amount, currency: 'EUR' })

export function aQuote(patch: Partial<Quote> = {}): Quote {
  return {
    id: uuid(1),
    number: 12,
    status: 'requested',
    configurator: { id: uuid(2), name: 'Dining table' },
    configuratorVersion: 3,
    customer: { id: uuid(3), name: 'Lucía Pérez', email: 'lucia@example.es' },
    selections: { W: 2000, wood: 'walnut' },
    configuration: [
      { option: 'Length', value: '2000 mm' },
      { option: 'Wood', value: 'Walnut' },
    ],
    customerConfiguration: [
      { option: 'Largo', value: '2000 mm' },
      { option: 'Madera', value: 'Nogal' },
    ],
    price: eur(95_299),
    lines: [
      { label: 'Dining table', quantity: 1, unitPrice: eur(83_299) },
      { label: 'Wood: Walnut', quantity: 1, unitPrice: eur(12_000) },
    ],
    discount: eur(0),
    taxPercent: 21,
    taxIncluded: true,
    subtotal: eur(95_299),
    tax: eur(16_540),
    total: eur(95_299),
    validUntil: null,
    notes: '',
    message: 'Can it be 75 cm high?',
    language: 'es',
    imageUrl: null,
    appointment: null,
    embedded: false,
    sentAt: null,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  }
}

export const aStep = (patch: Partial<QuoteStep> = {}): QuoteStep => ({
  id: uuid(900),
  kind: 'requested',
  at: '2026-11-20T10:00:00.000Z',
  amount: eur(95_299),
  actor: null,
  ...patch,
})

/** A page of quotes, with the counts the status filter shows. */
export const aList = (
  items: Quote[],
  counts: Partial<QuoteList['counts']> = {},
  total = items.length,
): QuoteList => ({
  items,
  total,
  counts: { requested: 0, draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0, ...counts },
})
