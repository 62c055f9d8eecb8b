import type { ConfigOption, ConfiguratorDefinition, Locale } from '@designer/contract'

/**
 * The studio's translations as the editor changes the definition around them
 * (docs/decisions/038-studio-texts.md): a translation is keyed by the ids of what it
 * translates, so when an id changes its translations move with it, and when a rule's action
 * goes, the messages after it keep theirs. What is deleted loses its translations in the store
 * (`knownTranslations`); undo brings both back.
 */

/** Moves every translation whose key starts with `from` to start with `to` instead. */
export function renameTextKeys(def: ConfiguratorDefinition, from: string, to: string) {
  if (from === to) return
  for (const texts of Object.values(def.translations)) {
    if (!texts) continue
    for (const key of Object.keys(texts)) {
      if (!key.startsWith(from)) continue
      const moved = `${to}${key.slice(from.length)}`
      // Another step or option already has the new id: its own translations stay its own.
      if (!(moved in texts)) texts[moved] = texts[key]!
      delete texts[key]
    }
  }
}

/**
 * After an option was changed from `before` to `after`: its translations follow a new id, and
 * a value's follow the value's new id (a value renamed in place: same count, same position).
 */
export function followOptionIds(
  def: ConfiguratorDefinition,
  before: ConfigOption,
  after: ConfigOption,
) {
  if (before.id !== after.id) renameTextKeys(def, `options.${before.id}.`, `options.${after.id}.`)
  if (!('values' in before) || !('values' in after)) return
  if (before.values.length !== after.values.length) return
  before.values.forEach((value, index) => {
    const renamed = after.values[index]!
    if (value.id !== renamed.id) {
      renameTextKeys(
        def,
        `options.${after.id}.values.${value.id}.`,
        `options.${after.id}.values.${renamed.id}.`,
      )
    }
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
