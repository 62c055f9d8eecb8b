import type {
  Condition,
  ConfigOption,
  ConfiguratorDefinition,
  Money,
  Scene,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { type EvaluateContext, evaluate } from './engine'
import { parseFormula } from './formula'
import { allOptions } from './rules'

/**
 * The lowest and the highest price a configurator quotes, for its list and its public card
 * ("from €1,290"). The choices tried: dimensions and numbers at their ends and on each side of
 * every threshold a rule compares them with, every value of a choice, a part with and without.
 * Numbers and texts that neither a price formula nor a rule reads cannot move the price and keep
 * their default. Every combination is tried when there are few enough; otherwise each option is
 * moved alone from the defaults, then all to their first and their last candidates together.
 * Choices a rule blocks cannot be quoted and do not count.
 */

/** Beyond this many combinations, one option at a time. */
export const FULL_SEARCH_LIMIT = 2048

function comparisons(condition: Condition): { option: string; value: unknown }[] {
  if ('all' in condition) return condition.all.flatMap(comparisons)
  if ('any' in condition) return condition.any.flatMap(comparisons)
  if ('not' in condition) return comparisons(condition.not)
  return [condition]
}

function candidateTable(def: ConfiguratorDefinition): [ConfigOption, SelectionValue[]][] {
  const thresholds = new Map<string, number[]>()
  for (const rule of def.rules) {
    for (const { option, value } of comparisons(rule.when)) {
      const list = thresholds.get(option) ?? []
      for (const v of [value].flat()) if (typeof v === 'number') list.push(v)
      thresholds.set(option, list)
    }
  }
  const priced = new Set<string>()
  for (const f of def.price.formulas) {
    try {
      for (const v of parseFormula(f.formula).variables) priced.add(v)
    } catch {
      // A broken formula is a problem of its own; it reads nothing here.
    }
  }
  return allOptions(def).map((option): [ConfigOption, SelectionValue[]] => {
    switch (option.kind) {
      case 'dimension':
      case 'number': {
        const moves =
          option.kind === 'dimension' || priced.has(option.id) || thresholds.has(option.id)
        if (!moves) return [option, [option.default]]
        const around = (thresholds.get(option.id) ?? []).flatMap((t) => [
          t - option.step,
          t,
          t + option.step,
        ])
        // The engine snaps each to the step grid inside the range.
        const values = [option.min, ...around, option.max].filter(
          (n) => n >= option.min && n <= option.max,
        )
        return [option, [...new Set(values)].sort((a, b) => a - b)]
      }
      case 'material':
      case 'component':
        return [option, option.values.map((v) => v.id)]
      case 'part':
        return [option, [false, true]]
      default:
        return [option, [option.default]]
    }
  })
}

function* combinations(
  table: [ConfigOption, SelectionValue[]][],
  index = 0,
  picked: Selections = {},
): Generator<Selections> {
  if (index === table.length) {
    yield { ...picked }
    return
  }
  const [option, values] = table[index]!
  for (const value of values) {
    picked[option.id] = value
    yield* combinations(table, index + 1, picked)
  }
}

function* oneAtATime(table: [ConfigOption, SelectionValue[]][]): Generator<Selections> {
  yield {}
  for (const [option, values] of table) {
    for (const value of values) yield { [option.id]: value }
  }
  yield Object.fromEntries(table.map(([o, values]) => [o.id, values[0]!]))
  yield Object.fromEntries(table.map(([o, values]) => [o.id, values.at(-1)!]))
}

export function priceRange(
  def: ConfiguratorDefinition,
  scene: Scene,
  context: EvaluateContext,
): { min: Money; max: Money } | null {
  const table = candidateTable(def).filter(([o]) => o.id !== def.price.quantityOption)
  const size = table.reduce((n, [, values]) => n * values.length, 1)
  const tries = size <= FULL_SEARCH_LIMIT ? combinations(table) : oneAtATime(table)
  let min: Money | null = null
  let max: Money | null = null
  for (const selections of tries) {
    const result = evaluate(def, scene, selections, context)
    if (result.blocks.length) continue
    // For one item: "from €1,290" whatever quantity a customer will ask for. Every price is in
    // the context's currency (the engine refuses any other), so amounts compare.
    const each = result.price.unitTotal
    if (!min || each.amount < min.amount) min = each
    if (!max || each.amount > max.amount) max = each
  }
  return min && max ? { min, max } : null
}
