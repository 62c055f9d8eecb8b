import { conditionHolds, type Evaluation } from '@designer/configurator/engine'
import type {
  ConfigOption,
  ConfiguratorDefinition,
  Rule,
  Selections,
  SelectionValue,
} from '@designer/contract'

/**
 * What the rules did to a choice the visitor had made, when they changed another: `changed`
 * (a rule set it, or hid or disabled the value, and the engine fell back to another), or
 * `hidden` (the option itself no longer applies, and its choice no longer counts).
 */
export type RuleChange = {
  optionId: string
  kind: 'changed' | 'hidden'
  from: SelectionValue
  to: SelectionValue
  /** The block or warn message of the rule that did it, when it has one. */
  message: string | null
}

/**
 * What the page tells the visitor after a change the rules answered: where it happened (the
 * option changed), what the rules did, and the choices before, which "Undo" restores.
 */
export type RuleNotice = { trigger: string; before: Selections; changes: RuleChange[] }

/** Whether this rule's actions reach the option (or one of its values). */
function actsOn(rule: Rule, optionId: string, kind: RuleChange['kind']) {
  return rule.actions.some(
    (a) =>
      'option' in a &&
      a.option === optionId &&
      (kind === 'hidden'
        ? a.type === 'hide' && !('value' in a && a.value)
        : a.type === 'set' || a.type === 'hide' || a.type === 'disable'),
  )
}

function ruleMessage(rule: Rule): string | null {
  for (const a of rule.actions) if (a.type === 'warn' || a.type === 'block') return a.message
  return null
}

const nonDefault = (option: ConfigOption, value: SelectionValue | undefined) =>
  value !== undefined && value !== option.default

/**
 * Compares the choices asked for (`asked`: the choices before the change, with the change) with
 * what the engine made of them (`after`), and the options shown before (`before`) with those
 * shown now. A difference counts only when a rule that holds now acts on that option: the
 * engine also keeps numbers in range and on their step, and that is no rule's doing.
 */
export function ruleChanges(
  def: ConfiguratorDefinition,
  before: Evaluation,
  asked: Selections,
  after: Evaluation,
): RuleChange[] {
  const holding = def.rules.filter((r) => conditionHolds(r.when, after.selections))
  const responsible = (optionId: string, kind: RuleChange['kind']) =>
    holding.filter((r) => actsOn(r, optionId, kind))
  const changes: RuleChange[] = []
  for (const option of def.steps.flatMap((s) => s.options)) {
    const wasShown = before.options[option.id]?.visible !== false
    const shown = after.options[option.id]?.visible !== false
    if (!wasShown) continue
    if (!shown) {
      const from = before.selections[option.id]
      const rules = responsible(option.id, 'hidden')
      // An option left at its default that goes away takes nothing the visitor chose.
      if (rules.length && nonDefault(option, from)) {
        const message = rules.map(ruleMessage).find(Boolean) ?? null
        changes.push({ optionId: option.id, kind: 'hidden', from: from!, to: from!, message })
      }
      continue
    }
    const from = asked[option.id]
    const to = after.selections[option.id]
    if (from === undefined || to === undefined || from === to) continue
    const rules = responsible(option.id, 'changed')
    if (!rules.length) continue
    const message = rules.map(ruleMessage).find(Boolean) ?? null
    changes.push({ optionId: option.id, kind: 'changed', from, to, message })
  }
  return changes
}

/**
 * The notice after a change of `trigger`: a new one for what the rules did, or, while the same
 * option goes on changing (a slider dragged on), the notice already shown with what the rules
 * did since, still undoing to the choices before it all began. A change of another option that
 * the rules left alone clears it.
 */
export function nextNotice(
  previous: RuleNotice | null,
  trigger: string,
  before: Selections,
  changes: RuleChange[],
): RuleNotice | null {
  const same = previous?.trigger === trigger ? previous : null
  if (!changes.length) return same
  if (!same) return { trigger, before, changes }
  const merged = new Map(same.changes.map((c) => [c.optionId, c]))
  for (const change of changes) {
    const earlier = merged.get(change.optionId)
    merged.set(change.optionId, earlier ? { ...change, from: earlier.from } : change)
  }
  const kept = [...merged.values()].filter((c) => c.kind === 'hidden' || c.from !== c.to)
  return kept.length ? { trigger, before: same.before, changes: kept } : null
}

/** The words a notice is written with: the page's translations and its way of showing values. */
export type NoticeWords = {
  t: (key: string, values: Record<string, string>) => string
  textOf: (option: ConfigOption, value: SelectionValue) => string
}

/**
 * Each change in a sentence, in the visitor's language: the rule's own message when it has one
 * ("Walnut is not available above 2,000 mm — changed to Natural oak"), else one that names the
 * option and both values ("Wood: Walnut is not available with these choices — changed to Oak").
 */
export function noticeSentences(
  def: ConfiguratorDefinition,
  changes: RuleChange[],
  { t, textOf }: NoticeWords,
): string[] {
  const options = new Map(def.steps.flatMap((s) => s.options).map((o) => [o.id, o]))
  return changes.flatMap((change) => {
    const option = options.get(change.optionId)
    if (!option) return []
    const words = {
      option: option.name,
      from: textOf(option, change.from),
      to: textOf(option, change.to),
      message: change.message ?? '',
    }
    const part = option.kind === 'part'
    const key = change.kind === 'changed' ? 'changed' : part ? 'partRemoved' : 'hidden'
    const withMessage = change.message ? 'WithMessage' : ''
    return [t(`public-configurator.notice.${key}${withMessage}`, words)]
  })
}
