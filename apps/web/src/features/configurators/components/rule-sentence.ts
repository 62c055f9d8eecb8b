import type {
  Comparison,
  Condition,
  ConfigOption,
  RuleAction,
  RuleActionType,
  SelectionValue,
} from '@designer/contract'

/** The rules panel's logic: a rule read and changed as a sentence of selects. */

export type Comparing = Extract<Condition, { option: string }>

/** A condition the builder can show: comparisons joined by "all" or "any", one level deep. */
export function flat(when: Condition): { join: 'all' | 'any'; items: Comparing[] } | null {
  if ('option' in when) return { join: 'all', items: [when] }
  const join = 'all' in when ? 'all' : 'any' in when ? 'any' : null
  if (!join) return null
  const items = (when as Record<string, Condition[]>)[join]!
  return items.every((c) => 'option' in c) ? { join, items: items as Comparing[] } : null
}

/** Which comparisons make sense for an option's kind. */
export function comparisonsFor(option: ConfigOption | undefined): readonly Comparison[] {
  switch (option?.kind) {
    case 'dimension':
    case 'number':
      return ['eq', 'ne', 'lt', 'lte', 'gt', 'gte']
    case 'material':
    case 'component':
      return ['eq', 'ne', 'in']
    case 'part':
      return ['eq']
    default:
      return ['eq', 'ne']
  }
}

/** A value of the option's kind: its first value, its default number, on, or empty text. */
export function firstValue(option: ConfigOption | undefined): SelectionValue {
  switch (option?.kind) {
    case 'dimension':
    case 'number':
      return option.default
    case 'material':
    case 'component':
      return option.values[0]?.id ?? ''
    case 'part':
      return true
    default:
      return ''
  }
}

/** A comparison with another operator: "is one of" takes a list, the others one value. */
export function withComparison(item: Comparing, op: Comparison): Comparing {
  const value = op === 'in' ? [item.value].flat() : [item.value].flat()[0]!
  return { ...item, op, value } as Comparing
}

/**
 * An action of another type: it keeps the option it acted on (or takes the first one), a
 * message keeps its text, a set value starts at the option's first value.
 */
export function retypeAction(
  action: RuleAction,
  type: RuleActionType,
  options: ConfigOption[],
  newMessage: string,
): RuleAction {
  const target = 'option' in action ? action.option : (options[0]?.id ?? '')
  const first = options.find((o) => o.id === target)
  if (type === 'block' || type === 'warn')
    return { type, message: 'message' in action ? action.message : newMessage }
  if (type === 'set') return { type, option: target, value: firstValue(first) }
  if (type === 'require') return { type, option: target }
  return { type, option: target }
}

/** An action on another option: a value it set or acted on belonged to the one before. */
export function retargetAction(
  action: Extract<RuleAction, { option: string }>,
  id: string,
  options: ConfigOption[],
): RuleAction {
  const next = options.find((o) => o.id === id)
  if (action.type === 'set') return { type: 'set', option: id, value: firstValue(next) }
  if (action.type === 'require') return { type: 'require', option: id }
  return { type: action.type, option: id }
}

/** A show, hide, enable or disable action on one value of the option, or (null) on all of it. */
export function actionOnValue(
  action: Extract<RuleAction, { option: string }>,
  value: string | null,
): RuleAction {
  return {
    type: action.type as 'hide',
    option: action.option,
    ...(value === null ? {} : { value }),
  }
}
