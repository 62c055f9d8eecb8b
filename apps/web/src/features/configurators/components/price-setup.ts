import type { PriceSetup } from '@designer/contract'

/** The price panel's changes that touch more than one field of the price setup. */

/** A list price, or the cost plus a markup or margin: the first cost-plus starts at a 50 % margin. */
export function choosePriceMode(price: PriceSetup, mode: PriceSetup['mode']) {
  price.mode = mode
  if (mode === 'costPlus' && price.markupPercent === null && price.marginPercent === null)
    price.marginPercent = 50
}

/**
 * A markup or a margin on the cost, keeping the percent typed; a margin of 100 % or more would
 * be a price of nothing or less than nothing, so it stops at 99.
 */
export function chooseOnCost(price: PriceSetup, basis: 'margin' | 'markup') {
  const current = price.marginPercent ?? price.markupPercent ?? 50
  price.marginPercent = basis === 'margin' ? Math.min(current, 99) : null
  price.markupPercent = basis === 'markup' ? current : null
}
