import { studioTexts } from '@designer/configurator/texts'
import type { ConfiguratorDefinition } from '@designer/contract'

/** What a text is, for its label in the translations list. */
export type TextKind =
  | 'name'
  | 'description'
  | 'quoteIntro'
  | 'step'
  | 'option'
  | 'optionDescription'
  | 'value'
  | 'message'

export type TranslationRow = {
  key: string
  /** The studio's text, in the definition's language. */
  text: string
  kind: TextKind
  /** For a value, the option it is a choice of; for a message, its rule's name. */
  of: string
  /** Long texts get a text area. */
  long: boolean
}

export type TranslationSection =
  | { kind: 'general'; id: 'general'; rows: TranslationRow[] }
  | { kind: 'step'; id: string; name: string; rows: TranslationRow[] }
  | { kind: 'rules'; id: 'rules'; rows: TranslationRow[] }

const LONG: ReadonlySet<TextKind> = new Set(['description', 'quoteIntro', 'optionDescription'])

function kindOf(key: string): TextKind {
  if (key === 'name' || key === 'description' || key === 'quoteIntro') return key
  if (key.startsWith('steps.')) return 'step'
  if (key.startsWith('rules.')) return 'message'
  if (key.includes('.values.')) return 'value'
  return key.endsWith('.description') ? 'optionDescription' : 'option'
}

/**
 * Every text of the configurator to translate, in the order the page shows them: the general
 * ones (name, description, quote intro), then each step with its options and their values,
 * then the rules' messages.
 */
export function translationSections(
  def: ConfiguratorDefinition,
  name: string,
): TranslationSection[] {
  const options = new Map(def.steps.flatMap((s) => s.options.map((o) => [o.id, { step: s, o }])))
  const rules = new Map(def.rules.map((r) => [r.id, r]))
  const general: TranslationSection = { kind: 'general', id: 'general', rows: [] }
  const steps = new Map<string, TranslationSection>(
    def.steps.map((s) => [s.id, { kind: 'step', id: s.id, name: s.name, rows: [] }]),
  )
  const messages: TranslationSection = { kind: 'rules', id: 'rules', rows: [] }
  for (const { key, text } of studioTexts(def, name)) {
    const kind = kindOf(key)
    const id = key.split('.')[1] ?? ''
    const row: TranslationRow = { key, text, kind, of: '', long: LONG.has(kind) }
    if (kind === 'step') steps.get(id)?.rows.push(row)
    else if (kind === 'option' || kind === 'optionDescription' || kind === 'value') {
      const at = options.get(id)
      if (kind === 'value') row.of = at?.o.name ?? id
      if (at) steps.get(at.step.id)?.rows.push(row)
    } else if (kind === 'message') {
      row.of = rules.get(id)?.name ?? ''
      messages.rows.push(row)
    } else general.rows.push(row)
  }
  return [general, ...steps.values(), messages].filter((s) => s.rows.length > 0)
}
