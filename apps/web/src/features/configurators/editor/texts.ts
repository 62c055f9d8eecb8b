import type { ConfigOption, ConfiguratorDefinition, Locale } from '@designer/contract'

/**
 * The studio's translations as the editor changes the definition around them
 * (docs/decisions/038-studio-texts.md): a translation is keyed by the ids of what it
 * translates, so when an id changes its translations move with it, and when a rule's action
 * goes, the messages after it keep theirs. What is deleted loses its translations in the store
 * (`knownTranslations`); undo brings both back.
 *
 * An id typed letter by letter may pass through another's ("wood" → "" → "W" → "Wo"…, while an
 * option W exists). Translations never move onto or off an id two of them share: the other's
 * stay its own, and this one's are dropped with the id they had (undo brings them back).
 */

/** Moves every translation whose key starts with `from` to start with `to` instead. */
export function renameTextKeys(def: ConfiguratorDefinition, from: string, to: string) {
  if (from === to) return
  for (const texts of Object.values(def.translations)) {
    if (!texts) continue
    for (const key of Object.keys(texts)) {
      if (!key.startsWith(from)) continue
      texts[`${to}${key.slice(from.length)}`] = texts[key]!
      delete texts[key]
    }
  }
}

/** Whether exactly one of `ids` is `id`: the translations under it are its alone. */
const onlyOne = (ids: string[], id: string) => ids.filter((i) => i === id).length === 1

/**
 * After a step's id changed from `from` to `to`: its translations follow, unless another step
 * had or has that id.
 */
export function followStepId(def: ConfiguratorDefinition, from: string, to: string) {
  const ids = def.steps.map((s) => s.id)
  if (from !== to && !ids.includes(from) && onlyOne(ids, to))
    renameTextKeys(def, `steps.${from}.`, `steps.${to}.`)
}

/**
 * After an option was changed from `before` to `after`: its translations follow a new id, and
 * a value's follow the value's new id (a value renamed in place: same count, same position),
 * unless another option (another value) had or has that id.
 */
export function followOptionIds(
  def: ConfiguratorDefinition,
  before: ConfigOption,
  after: ConfigOption,
) {
  const ids = def.steps.flatMap((s) => s.options.map((o) => o.id))
  if (before.id !== after.id) {
    if (ids.includes(before.id) || !onlyOne(ids, after.id)) return
    renameTextKeys(def, `options.${before.id}.`, `options.${after.id}.`)
  }
  if (!('values' in before) || !('values' in after)) return
  if (before.values.length !== after.values.length) return
  const values = after.values.map((v) => v.id)
  before.values.forEach((value, index) => {
    const renamed = after.values[index]!
    if (value.id === renamed.id || values.includes(value.id) || !onlyOne(values, renamed.id)) return
    renameTextKeys(
      def,
      `options.${after.id}.values.${value.id}.`,
      `options.${after.id}.values.${renamed.id}.`,
    )
  })
}

/** A rule's action removed: the translated messages of the actions after it move up with them. */
export function removeRuleAction(def: ConfiguratorDefinition, ruleIndex: number, index: number) {
  const rule = def.rules[ruleIndex]
  if (!rule) return
  const count = rule.actions.length
  rule.actions.splice(index, 1)
  const at = (i: number) => `rules.${rule.id}.actions.${i}.message`
  for (const texts of Object.values(def.translations)) {
    if (!texts) continue
    delete texts[at(index)]
    for (let i = index + 1; i < count; i++) {
      if (at(i) in texts) texts[at(i - 1)] = texts[at(i)]!
      delete texts[at(i)]
    }
  }
}

/** Sets (or, when empty, clears) the translation of one text into one language. */
export function setTranslation(
  def: ConfiguratorDefinition,
  language: Locale,
  key: string,
  text: string,
) {
  const texts = { ...def.translations[language] }
  if (text === '') delete texts[key]
  else texts[key] = text
  def.translations = { ...def.translations, [language]: texts }
}
