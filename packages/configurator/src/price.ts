import {
  amountIn,
  type ConfiguratorDefinition,
  type Money,
  minorUnitDigits,
  type Selections,
  sumMoney,
} from '@designer/contract'
import { evaluateFormula, parseFormula } from './formula'
import { markupFactor } from './price-book'
import { allOptions, type OptionState } from './rules'

export type PriceLine = {
  kind: 'base' | 'cost' | 'surcharge' | 'formula'
  id: string
  label: string
  amount: Money
}

/** Every amount in the one currency the price is computed in (the company's). */
export type Price = {
  lines: PriceLine[]
  /** Before rounding and tax. */
  subtotal: Money
  /** After the rounding rule: one item's price. */
  rounded: Money
  /** How many are ordered: the quantity option's value, 1 without one. */
  quantity: number
  /** What one costs, tax as `taxIncluded` says. */
  unitTotal: Money
  /** The tax on the whole order. */
  tax: Money
  /** What the customer pays for all of them: `rounded` × quantity, plus the tax when added. */
  total: Money
  taxIncluded: boolean
  /** The configured design's cost, when the caller could cost it. */
  cost: Money | null
  /** (price without tax − cost) ÷ price without tax, when both are known. */
  margin: number | null
}

/** Minor units, half away from zero. */
const toMinor = (major: number, digits: number) =>
  Math.sign(major) * Math.round(Math.abs(major) * 10 ** digits)

/**
 * The end price after the rounding rule: never below the price computed. `.90`/`.99` end the
 * major unit so; `5`/`10` round up to a multiple of that many major units.
 */
export function roundPrice(
  amount: number,
  rule: ConfiguratorDefinition['price']['rounding'],
  digits: number,
) {
  const unit = 10 ** digits
  if (rule === 'none' || amount <= 0) return amount
  if (rule === '5' || rule === '10') {
    const step = Number(rule) * unit
    return Math.ceil(amount / step) * step
  }
  if (digits === 0) return amount
  const ending = Math.round((rule === '0.90' ? 0.9 : 0.99) * unit)
  const candidate = Math.floor(amount / unit) * unit + ending
  return candidate >= amount ? candidate : candidate + unit
}

/** The quantity option's value as a whole number of at least 1; 1 without one, or hidden. */
export function quantityOf(
  def: ConfiguratorDefinition,
  selections: Selections,
  states: Record<string, OptionState>,
): number {
  const id = def.price.quantityOption
  if (!id || states[id]?.visible === false) return 1
  const value = selections[id]
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.round(value)) : 1
}

/** A definition's amount as a price line counts it: none (null) and zero add no line. */
const counted = (amount: Money | null): amount is Money => amount !== null && amount.amount !== 0

/**
 * The price in `currency` (the company's). Every line is Money and the subtotal is their
 * `sumMoney`, so an amount of the definition in another currency throws a
 * `CurrencyMismatchError` instead of being added as if it were this one; `definitionProblems`
 * reports such amounts, and a definition with one is never published.
 */
export function priceOf(
  def: ConfiguratorDefinition,
  selections: Selections,
  states: Record<string, OptionState>,
  cost: Money | null,
  currency: string,
  /**
   * The configuration's materials at the price book's unit prices (price-book.ts), which already
   * hold the markup; without one, the cost × the markup.
   */
  pricedMaterials?: Money | null,
): Price {
  const setup = def.price
  const digits = minorUnitDigits(currency)
  const money = (amount: number): Money => ({ amount, currency })
  const lines: PriceLine[] = []
  const rate = setup.taxPercent / 100
  const costAmount = cost === null ? null : amountIn(currency, cost)
  const materials =
    pricedMaterials !== undefined
      ? pricedMaterials === null
        ? null
        : amountIn(currency, pricedMaterials)
      : costAmount === null
        ? null
        : costAmount * markupFactor(setup)
  if (setup.mode === 'costPlus' && materials !== null) {
    // The markup or margin is on the price before tax: where prices are shown with the tax in
    // them, the tax is added to this line like it is in every amount the studio typed.
    const gross = setup.taxIncluded ? 1 + rate : 1
    lines.push({
      kind: 'cost',
      id: 'cost',
      label: '',
      amount: money(Math.round(materials * gross)),
    })
  }
  if (counted(setup.base)) lines.push({ kind: 'base', id: 'base', label: '', amount: setup.base })
  for (const option of allOptions(def)) {
    if (states[option.id]?.visible === false) continue
    const value = selections[option.id]
    if (option.kind === 'material' || option.kind === 'component') {
      const chosen = option.values.find((v) => v.id === value)
      if (chosen && counted(chosen.surcharge)) {
        lines.push({
          kind: 'surcharge',
          id: `${option.id}.${chosen.id}`,
          label: `${option.name}: ${chosen.name}`,
          amount: chosen.surcharge,
        })
      }
    } else if (option.kind === 'part' && value === true && counted(option.surcharge)) {
      lines.push({ kind: 'surcharge', id: option.id, label: option.name, amount: option.surcharge })
    }
  }
  const scope = selections
  for (const f of setup.formulas) {
    const amount = toMinor(evaluateFormula(parseFormula(f.formula), scope), digits)
    if (amount) lines.push({ kind: 'formula', id: f.id, label: f.label, amount: money(amount) })
  }
  const subtotal = sumMoney(
    currency,
    lines.map((l) => l.amount),
  ).amount
  const rounded = roundPrice(subtotal, setup.rounding, digits)
  const quantity = quantityOf(def, selections, states)
  const taxOn = (amount: number) =>
    setup.taxIncluded ? amount - Math.round(amount / (1 + rate)) : Math.round(amount * rate)
  // The tax is on the whole order, as an invoice counts it, not on one item times the quantity.
  const gross = rounded * quantity
  const tax = taxOn(gross)
  const net = setup.taxIncluded ? gross - tax : gross
  const totalCost = costAmount === null ? null : costAmount * quantity
  return {
    lines,
    subtotal: money(subtotal),
    rounded: money(rounded),
    quantity,
    unitTotal: money(setup.taxIncluded ? rounded : rounded + taxOn(rounded)),
    tax: money(tax),
    total: money(setup.taxIncluded ? gross : gross + tax),
    taxIncluded: setup.taxIncluded,
    cost: totalCost === null ? null : money(totalCost),
    margin:
      totalCost !== null && net > 0
        ? Math.round(((net - totalCost) / net) * 10_000) / 10_000
        : null,
  }
}
