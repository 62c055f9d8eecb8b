/**
 * Currency arithmetic both sides need with no schema library: the public configurator page
 * formats prices with it and must not download zod for that.
 */

/** How many minor units a currency's major unit has as a power of ten: 2 for EUR, 0 for JPY. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}
