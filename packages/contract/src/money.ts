import { z } from 'zod'

/**
 * Money crosses the wire as integer minor units (cents) with an ISO 4217 code, never as a
 * floating-point number: `{ amount: 1250, currency: 'EUR' }` is €12.50. Sums are exact, and the
 * browser and the server round the same way because neither ever rounds a float.
 */
const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
)

export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'validation.currency' })
  .refine((code) => KNOWN_CURRENCIES.size === 0 || KNOWN_CURRENCIES.has(code), {
    message: 'validation.currency',
  })
export type Currency = z.infer<typeof currencySchema>

export const moneySchema = z.object({
  amount: z.number().int({ message: 'validation.wholeMinorUnits' }).min(-1e13).max(1e13),
  currency: currencySchema,
})
export type Money = z.infer<typeof moneySchema>

/** An amount that cannot be negative (a cost, a discount, a base price), said at its `amount`. */
export const nonNegativeMoneySchema = moneySchema.refine((m) => m.amount >= 0, {
  message: 'validation.notNegative',
  path: ['amount'],
})
