import { type ConfiguratorDefinition, minorUnitDigits, type Selections } from '@designer/contract'
import { evaluateFormula, parseFormula } from './formula'
import { allOptions, type OptionState } from './rules'

export type PriceLine = {
  kind: 'base' | 'cost' | 'surcharge' | 'formula'
  id: string
  label: string
  amount: number
}

export type Price = {
  currency: string
  lines: PriceLine[]
  /** Before rounding and tax, minor units. */
  subtotal: number
  /** After the rounding rule. */
  rounded: number
  tax: number
  /** What the customer pays: `rounded` when tax is included, `rounded + tax` otherwise. */
  total: number
  taxIncluded: boolean
  /** The configured design's cost, when the caller could cost it. */
  cost: number | null
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

export function priceOf(
  def: ConfiguratorDefinition,
  selections: Selections,
  states: Record<string, OptionState>,
  cost: number | null,
  currency: string,
): Price {
  const setup = def.price
  const digits = minorUnitDigits(currency)
  const lines: PriceLine[] = []
  if (setup.mode === 'costPlus' && cost !== null) {
    const factor =
      setup.marginPercent !== null
        ? 1 / (1 - setup.marginPercent / 100)
        : 1 + (setup.markupPercent ?? 0) / 100
    lines.push({ kind: 'cost', id: 'cost', label: '', amount: Math.round(cost * factor) })
  }
  if (setup.base) lines.push({ kind: 'base', id: 'base', label: '', amount: setup.base })
  for (const option of allOptions(def)) {
    if (states[option.id]?.visible === false) continue
    const value = selections[option.id]
    if (option.kind === 'material' || option.kind === 'component') {
      const chosen = option.values.find((v) => v.id === value)
      if (chosen?.surcharge) {
        lines.push({
          kind: 'surcharge',
          id: `${option.id}.${chosen.id}`,
          label: `${option.name}: ${chosen.name}`,
          amount: chosen.surcharge,
        })
      }
    } else if (option.kind === 'part' && value === true && option.surcharge) {
      lines.push({ kind: 'surcharge', id: option.id, label: option.name, amount: option.surcharge })
    }
  }
  const scope = selections
  for (const f of setup.formulas) {
    const amount = toMinor(evaluateFormula(parseFormula(f.formula), scope), digits)
    if (amount) lines.push({ kind: 'formula', id: f.id, label: f.label, amount })
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0)
  const rounded = roundPrice(subtotal, setup.rounding, digits)
  const rate = setup.taxPercent / 100
  const tax = setup.taxIncluded
    ? rounded - Math.round(rounded / (1 + rate))
    : Math.round(rounded * rate)
  const net = setup.taxIncluded ? rounded - tax : rounded
  return {
    currency,
    lines,
    subtotal,
    rounded,
    tax,
    total: setup.taxIncluded ? rounded : rounded + tax,
    taxIncluded: setup.taxIncluded,
    cost,
    margin: cost !== null && net > 0 ? Math.round(((net - cost) / net) * 10_000) / 10_000 : null,
  }
}
