import { definitionProblems, setCycles } from '@designer/configurator/engine'
import {
  type ConfigOption,
  type ConfiguratorDefinition,
  configuratorDefinitionSchema,
  type Money,
  type OptionKind,
  type Scene,
} from '@designer/contract'
import { idFrom } from '@/lib/ids'
import type { ConfiguratorWork } from './store'

export { idFrom }

/** Pure helpers of the configurator editor: ids, new options, problems and where they are. */

export const optionIds = (def: ConfiguratorDefinition) =>
  def.steps.flatMap((s) => s.options.map((o) => o.id))

/** A new option of a kind, with a name in the person's language and sensible defaults. */
export function newOption(kind: OptionKind, name: string, taken: string[]): ConfigOption {
  const id = idFrom(name, taken)
  const base = { id, name, description: '' }
  switch (kind) {
    case 'dimension':
      return { ...base, kind, min: 600, max: 2400, step: 10, default: 1200, bindings: [] }
    case 'number':
      return { ...base, kind, min: 1, max: 100, step: 1, default: 1 }
    case 'material':
      return {
        ...base,
        kind,
        objectIds: [],
        values: [
          { id: 'value1', name: '—', surcharge: null, color: '#c8a165', supplierItemId: null },
        ],
        default: 'value1',
      }
    case 'component':
      // A component to swap to is chosen next; until then the option says it has none.
      return { ...base, kind, objectIds: [], values: [], default: '' }
    case 'part':
      return { ...base, kind, objectIds: [], default: true, surcharge: null }
    case 'text':
      return { ...base, kind, maxLength: 100, default: '' }
  }
}

/**
 * What a money field of the definition holds once typed: the amount in the company's currency,
 * or none (null) when the field is emptied. An amount in another currency (the company changed
 * its own) shows as it is, with its problem beside it, until it is typed again.
 */
export const definitionAmount = (amount: number | null, currency: string): Money | null =>
  amount === null ? null : { amount, currency }

export type Problem = { path: string; code: string; message: string }

/**
 * Everything wrong with the work, each at its path: what the contract refuses (an empty name,
 * an id that formulas cannot read) and what the engine finds against the design (an object it
 * lacks, a formula naming an unknown option, rules in a circle) and the company's currency (an
 * amount in another one; not checked while `currency` is still loading).
 */
export function workProblems(
  work: ConfiguratorWork,
  scene: Scene,
  currency: string | undefined,
): Problem[] {
  const refused = contractProblems(work)
  if (refused.length) return refused
  return definitionProblems(work.definition, scene, currency)
}

/** What the contract refuses: such work is not sent, only kept in this browser. */
function contractProblems(work: ConfiguratorWork): Problem[] {
  const problems: Problem[] = []
  if (!work.name.trim()) problems.push({ path: 'name', code: 'validation.required', message: '' })
  const parsed = configuratorDefinitionSchema.safeParse(work.definition)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({
        path: issue.path.join('.'),
        code: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
        message: issue.message,
      })
    }
  }
  return problems
}

/**
 * Whether the server would refuse to save the work: what the contract refuses, and set-value
 * rules in a circle. A draft with other problems (an object the design lacks) is saved, and
 * only its publishing waits.
 */
export const unsendable = (work: ConfiguratorWork) =>
  contractProblems(work).length > 0 || setCycles(work.definition).length > 0

/** What the options panel shows the settings of: a step or an option, by id. */
export type Selection = { type: 'step'; id: string } | { type: 'option'; id: string } | null

export type ProblemPlace =
  | { area: 'options'; step: number; option: number | null }
  | { area: 'rules'; rule: number }
  | { area: 'price' }
  | { area: 'texts' }
  | { area: 'name' }

/** The definition's fields the Texts tab edits: its language, texts and translations. */
export const TEXT_FIELDS = ['language', 'description', 'quoteIntro', 'translations']

/** Which part of the editor a problem's path points at. */
export function problemPlace(path: string): ProblemPlace {
  const parts = path.split('.')
  if (parts[0] === 'steps') {
    const option = parts[2] === 'options' && parts[3] !== undefined ? Number(parts[3]) : null
    return { area: 'options', step: Number(parts[1]), option }
  }
  if (parts[0] === 'rules') return { area: 'rules', rule: Number(parts[1] ?? 0) }
  if (parts[0] === 'price') return { area: 'price' }
  if (TEXT_FIELDS.includes(parts[0]!)) return { area: 'texts' }
  return { area: 'name' }
}

/** The problems under a path prefix (an option's: `steps.0.options.2`). */
export const problemsAt = (problems: Problem[], prefix: string) =>
  problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`))

/** Where an option is, by its id. */
export function findOption(def: ConfiguratorDefinition, id: string) {
  for (const [s, step] of def.steps.entries()) {
    const o = step.options.findIndex((option) => option.id === id)
    if (o >= 0) return { step: s, option: o, value: step.options[o]! }
  }
  return null
}

/** Moves an item of a list from one place to another (a drag, "move up"). */
export function moveItem<T>(list: T[], from: number, to: number) {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return
  const [item] = list.splice(from, 1)
  list.splice(to, 0, item!)
}
