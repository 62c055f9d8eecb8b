import type { Evaluation } from '@designer/configurator/engine'
import { type ConfigOption, minorUnitDigits, type Selections } from '@designer/contract'

/**
 * What each choice does to the price, in minor units of the total's currency, by option id:
 * for a material or component, by value id, the total with that value minus the total now (0
 * for the value chosen); for a part, under `on`, the total with it minus the total without.
 * Options whose choices all cost the same are left out: there is nothing to say about them.
 */
export type PriceDifferences = Record<string, Record<string, number>>

/**
 * Each difference is the engine's own answer for the other choice (rules, cost-plus materials,
 * formulas, rounding, tax and quantity all applied) compared with its answer now, so a choice
 * marked "+€120" moves the total by exactly €120. `evaluateWith` runs the engine for a set of
 * choices as the page does when the visitor changes one.
 */
export function priceDifferences(
  options: ConfigOption[],
  current: Evaluation,
  evaluateWith: (asked: Selections) => Evaluation,
): PriceDifferences {
  const total = current.price.total.amount
  const totalWith = (optionId: string, value: string | boolean) =>
    evaluateWith({ ...current.selections, [optionId]: value }).price.total.amount
  const differences: PriceDifferences = {}
  for (const option of options) {
    const state = current.options[option.id]
    if (state?.visible === false) continue
    if (option.kind === 'material' || option.kind === 'component') {
      const values: Record<string, number> = {}
      for (const v of option.values) {
        const offered = state?.values[v.id]
        if (offered && (!offered.visible || !offered.enabled)) continue
        values[v.id] =
          v.id === current.selections[option.id] ? 0 : totalWith(option.id, v.id) - total
      }
      if (Object.values(values).some((d) => d !== 0)) differences[option.id] = values
    } else if (option.kind === 'part') {
      const on = current.selections[option.id] === true
      const other = totalWith(option.id, !on)
      const extra = on ? total - other : other - total
      if (extra !== 0) differences[option.id] = { on: extra }
    }
  }
  return differences
}

/**
 * A difference as a choice shows it: "+€120", "−€40.50" (whole amounts without decimals), or
 * `same` ("Included") when the choice leaves the price as it is.
 */
export function formatDifference(
  amount: number,
  currency: string,
  language: string,
  same: string,
): string {
  if (amount === 0) return same
  const digits = minorUnitDigits(currency)
  const major = Math.abs(amount) / 10 ** digits
  const whole = Math.abs(amount) % 10 ** digits === 0
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major)
  // A real minus sign, as prices are typeset; Intl writes a hyphen in most languages.
  return `${amount > 0 ? '+' : '−'}${money}`
}
