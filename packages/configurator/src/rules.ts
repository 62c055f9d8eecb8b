import type {
  Condition,
  ConfigOption,
  ConfiguratorDefinition,
  Rule,
  Selections,
  SelectionValue,
} from '@designer/contract'

/**
 * The choices and the rules: each option's value kept valid (in range, on the step grid, one of
 * its values), the rules applied until they settle, and set-value cycles found before saving.
 */

export type OptionState = {
  visible: boolean
  enabled: boolean
  required: boolean
  /** Per value of a choice (material, component): whether it is offered and can be picked. */
  values: Record<string, { visible: boolean; enabled: boolean }>
}

export type RuleMessage = { ruleId: string; message: string }

export const allOptions = (def: ConfiguratorDefinition): ConfigOption[] =>
  def.steps.flatMap((s) => s.options)

/** A number inside [min, max] on the step grid from min. */
function snap(o: { min: number; max: number; step: number }, n: number): number {
  const clamped = Math.min(Math.max(n, o.min), o.max)
  const steps = Math.round((clamped - o.min) / o.step)
  const value = o.min + steps * o.step
  // Whole steps from min may overshoot max when (max − min) is not a multiple of step.
  return Number((value > o.max ? value - o.step : value).toFixed(10))
}

/** The option's value from what was asked, its default when that is not a valid value. */
function sanitize(option: ConfigOption, asked: SelectionValue | undefined): SelectionValue {
  switch (option.kind) {
    case 'dimension':
    case 'number':
      return typeof asked === 'number' && Number.isFinite(asked)
        ? snap(option, asked)
        : snap(option, option.default)
    case 'material':
    case 'component':
      return typeof asked === 'string' && option.values.some((v) => v.id === asked)
        ? asked
        : option.default
    case 'part':
      return typeof asked === 'boolean' ? asked : option.default
    case 'text':
      return typeof asked === 'string' ? asked.slice(0, option.maxLength) : option.default
  }
}

function compare(a: SelectionValue | undefined, op: Condition, b: SelectionValue): boolean {
  if (!('op' in op) || a === undefined) return false
  switch (op.op) {
    case 'eq':
      return a === b
    case 'ne':
      return a !== b
    case 'lt':
      return Number(a) < Number(b)
    case 'lte':
      return Number(a) <= Number(b)
    case 'gt':
      return Number(a) > Number(b)
    case 'gte':
      return Number(a) >= Number(b)
    default:
      return false
  }
}

export function conditionHolds(condition: Condition, selections: Selections): boolean {
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, selections))
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, selections))
  if ('not' in condition) return !conditionHolds(condition.not, selections)
  const current = selections[condition.option]
  if (condition.op === 'in') {
    const list = Array.isArray(condition.value) ? condition.value : [condition.value]
    return current !== undefined && list.includes(current)
  }
  return Array.isArray(condition.value) ? false : compare(current, condition, condition.value)
}

/** The options a condition reads. */
export function conditionOptions(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionOptions)
  if ('any' in condition) return condition.any.flatMap(conditionOptions)
  if ('not' in condition) return conditionOptions(condition.not)
  return [condition.option]
}

function freshStates(options: ConfigOption[]): Record<string, OptionState> {
  const states: Record<string, OptionState> = {}
  for (const o of options) {
    const values: OptionState['values'] = {}
    if (o.kind === 'material' || o.kind === 'component') {
      for (const v of o.values) values[v.id] = { visible: true, enabled: true }
    }
    states[o.id] = { visible: true, enabled: true, required: false, values }
  }
  return states
}

/** Rules set values, then the rules are read again, until nothing changes (at most 10 rounds). */
const MAX_ROUNDS = 10

/**
 * Applies the rules to the choices: each rule whose condition holds acts, in order (a later
 * rule's show/hide wins over an earlier one's). A choice that a rule hides or disables falls
 * back to the option's first value still offered. Set-value cycles are refused when a
 * definition is saved (`definitionProblems`), so the rounds settle.
 */
export function resolveRules(def: ConfiguratorDefinition, asked: Selections) {
  const options = allOptions(def)
  let selections: Selections = {}
  for (const o of options) selections[o.id] = sanitize(o, asked[o.id])
  let states = freshStates(options)
  let blocks: RuleMessage[] = []
  let warnings: RuleMessage[] = []
  for (let round = 0; round < MAX_ROUNDS; round++) {
    states = freshStates(options)
    blocks = []
    warnings = []
    const sets: Selections = {}
    for (const rule of def.rules) {
      if (!conditionHolds(rule.when, selections)) continue
      applyActions(rule, states, sets, blocks, warnings)
    }
    const next: Selections = { ...selections }
    for (const o of options) {
      const value = o.id in sets ? sanitize(o, sets[o.id]) : next[o.id]!
      next[o.id] = fallback(o, states[o.id]!, value)
    }
    const settled = options.every((o) => next[o.id] === selections[o.id])
    selections = next
    if (settled) break
  }
  return { selections, states, blocks, warnings }
}

function applyActions(
  rule: Rule,
  states: Record<string, OptionState>,
  sets: Selections,
  blocks: RuleMessage[],
  warnings: RuleMessage[],
) {
  for (const action of rule.actions) {
    if (!('option' in action)) {
      ;(action.type === 'block' ? blocks : warnings).push({
        ruleId: rule.id,
        message: action.message,
      })
      continue
    }
    const state = states[action.option]
    if (!state) continue
    if (action.type === 'set') {
      sets[action.option] = action.value
      continue
    }
    if (action.type === 'require') {
      state.required = true
      continue
    }
    const target = 'value' in action && action.value ? state.values[String(action.value)] : state
    if (!target) continue
    if (action.type === 'hide' || action.type === 'show') target.visible = action.type === 'show'
    else target.enabled = action.type === 'enable'
  }
}

function fallback(option: ConfigOption, state: OptionState, value: SelectionValue): SelectionValue {
  if (option.kind !== 'material' && option.kind !== 'component') return value
  const offered = (id: string) => {
    const v = state.values[id]
    return v?.visible && v.enabled
  }
  if (typeof value === 'string' && offered(value)) return value
  return option.values.find((v) => offered(v.id))?.id ?? value
}

/**
 * Rules that set a value form a graph: an option a condition reads → the option the rule sets.
 * A cycle there could flip values forever, so a definition with one is refused.
 */
export function setCycles(def: ConfiguratorDefinition): { ruleIndex: number; options: string[] }[] {
  const edges = new Map<string, { to: string; rule: number }[]>()
  def.rules.forEach((rule, r) => {
    for (const action of rule.actions) {
      if (action.type !== 'set') continue
      for (const from of new Set(conditionOptions(rule.when))) {
        edges.set(from, [...(edges.get(from) ?? []), { to: action.option, rule: r }])
      }
    }
  })
  const cycles: { ruleIndex: number; options: string[] }[] = []
  const done = new Set<string>()
  const path: string[] = []
  const onPath = new Set<string>()
  const visit = (node: string) => {
    if (done.has(node)) return
    path.push(node)
    onPath.add(node)
    for (const edge of edges.get(node) ?? []) {
      if (onPath.has(edge.to)) {
        cycles.push({
          ruleIndex: edge.rule,
          options: [...path.slice(path.indexOf(edge.to)), edge.to],
        })
      } else visit(edge.to)
    }
    path.pop()
    onPath.delete(node)
    done.add(node)
  }
  for (const node of edges.keys()) visit(node)
  return cycles
}
