import type { Money } from './money'

/**
 * Currency arithmetic both sides need with no schema library: the public configurator page
 * formats and adds prices with it and must not download zod for that.
 */

/** How many minor units a currency's major unit has as a power of ten: 2 for EUR, 0 for JPY. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}

/** Two amounts of different currencies met where one currency was expected. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly found: string,
  ) {
    super(`Cannot add ${found} to ${expected}`)
    this.name = 'CurrencyMismatchError'
  }
}

/** Adds amounts of one currency; mixing currencies is a programming error, never a silent sum. */
export function sumMoney(currency: string, items: readonly Money[]): Money {
  let amount = 0
  for (const item of items) {
    if (item.currency !== currency) throw new CurrencyMismatchError(currency, item.currency)
    amount += item.amount
  }
  return { amount, currency }
}

/** The minor units of `money`, checked to be in `currency` before any arithmetic on them. */
export function amountIn(currency: string, money: Money): number {
  if (money.currency !== currency) throw new CurrencyMismatchError(currency, money.currency)
  return money.amount
}
