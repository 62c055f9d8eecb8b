import type { Quote, QuoteUpdate, quoteUpdateSchema } from '@designer/contract'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

export type QuoteValues = z.output<typeof quoteUpdateSchema>
export type QuoteForm = UseFormReturn<QuoteUpdate, unknown, QuoteValues>

/** The part of a quote the studio edits, as the form starts from it. */
export const quoteToInput = (quote: Quote): QuoteUpdate => ({
  status: quote.status,
  lines: quote.lines.map((l) => ({ ...l, unitPrice: { ...l.unitPrice } })),
  discount: { ...quote.discount },
  validUntil: quote.validUntil,
  notes: quote.notes,
  version: quote.version,
})

/**
 * Every path the API may name a problem by, so its errors land on their field: an amount's
 * problem is at the amount (`discount`, for another currency than the quote's) or inside it
 * (`discount.amount`, not a whole number of cents or negative).
 */
export function quoteFieldPaths(values: Pick<QuoteUpdate, 'lines'>): string[] {
  const money = (path: string) => [path, `${path}.amount`, `${path}.currency`]
  return [
    'lines',
    ...money('discount'),
    'validUntil',
    'notes',
    ...values.lines.flatMap((_, i) => [
      `lines.${i}.label`,
      `lines.${i}.quantity`,
      ...money(`lines.${i}.unitPrice`),
    ]),
  ]
}
