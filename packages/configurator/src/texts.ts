import type { ConfiguratorDefinition, Locale, Translations } from '@designer/contract'

/**
 * A studio's texts in the visitor's language (docs/decisions/038-studio-texts.md): the
 * definition keeps its texts in `definition.language` and the others in `translations` by key.
 * The public page, link previews, quotes and the editor's translation view all read them here.
 */

/** One text of a configurator: its key, and what the studio typed in the definition's language. */
export type StudioText = { key: string; text: string }

/** Every text a configurator shows its visitors, in the order the page shows them. */
export function studioTexts(def: ConfiguratorDefinition, name: string): StudioText[] {
  // An empty text has nothing to translate.
  return everyText(def, name).filter((t) => t.text.trim() !== '')
}

/** Every text the definition has a place for, empty or not. */
function everyText(def: ConfiguratorDefinition, name: string): StudioText[] {
  const texts: StudioText[] = [
    { key: 'name', text: name },
    { key: 'description', text: def.description },
    { key: 'quoteIntro', text: def.quoteIntro },
  ]
  for (const step of def.steps) {
    texts.push({ key: `steps.${step.id}.name`, text: step.name })
    for (const option of step.options) {
      texts.push({ key: `options.${option.id}.name`, text: option.name })
      texts.push({ key: `options.${option.id}.description`, text: option.description })
      if (option.kind === 'material' || option.kind === 'component') {
        for (const value of option.values) {
          texts.push({ key: `options.${option.id}.values.${value.id}.name`, text: value.name })
        }
      }
    }
  }
  for (const rule of def.rules) {
    rule.actions.forEach((action, index) => {
      if (action.type === 'block' || action.type === 'warn') {
        texts.push({ key: `rules.${rule.id}.actions.${index}.message`, text: action.message })
      }
    })
  }
  return texts
}

/**
 * The translations of texts the definition still has: a key of a step, an option, a value or
 * a rule's message that is gone (deleted, or its id changed) is dropped, and so is an empty
 * translation (the text is then missing, not empty). A translation of a text the studio has
 * emptied is kept, unshown (`localize`), so clearing a text to type it again loses nothing.
 * Translations into the definition's own language are kept too: they are the studio's words,
 * and read again if it switches back.
 */
export function knownTranslations(def: ConfiguratorDefinition): Translations {
  const keys = new Set(everyText(def, '').map((t) => t.key))
  const known: Translations = {}
  for (const [language, texts] of Object.entries(def.translations) as [
    Locale,
    Record<string, string>,
  ][]) {
    const kept = Object.entries(texts).filter(([key, text]) => keys.has(key) && text.trim() !== '')
    if (kept.length) known[language] = Object.fromEntries(kept)
  }
  return known
}

/** The keys of the texts that have no translation into `language` yet. */
export function missingTranslations(
  def: ConfiguratorDefinition,
  name: string,
  language: Locale,
): string[] {
  if (language === def.language) return []
  const typed = def.translations[language] ?? {}
  return studioTexts(def, name)
    .filter((t) => !typed[t.key]?.trim())
    .map((t) => t.key)
}

/**
 * The definition and name with every text in `language` where the studio translated it, in
 * the definition's own language otherwise. The answer's `language` is the one asked for; the
 * texts left in another are listed in `untranslated`.
 */
export function localize(
  def: ConfiguratorDefinition,
  name: string,
  language: Locale,
): { definition: ConfiguratorDefinition; name: string; untranslated: string[] } {
  if (language === def.language) return { definition: def, name, untranslated: [] }
  const typed = def.translations[language] ?? {}
  // A text the studio left empty stays empty: its translation may be left from before.
  const t = (key: string, text: string) => {
    const translated = typed[key]?.trim()
    return translated && text.trim() ? translated : text
  }
  const definition: ConfiguratorDefinition = {
    ...def,
    description: t('description', def.description),
    quoteIntro: t('quoteIntro', def.quoteIntro),
    steps: def.steps.map((step) => ({
      ...step,
      name: t(`steps.${step.id}.name`, step.name),
      options: step.options.map((option) => {
        const named = {
          ...option,
          name: t(`options.${option.id}.name`, option.name),
          description: t(`options.${option.id}.description`, option.description),
        }
        if (named.kind === 'material') {
          return {
            ...named,
            values: named.values.map((v) => ({
              ...v,
              name: t(`options.${option.id}.values.${v.id}.name`, v.name),
            })),
          }
        }
        if (named.kind === 'component') {
          return {
            ...named,
            values: named.values.map((v) => ({
              ...v,
              name: t(`options.${option.id}.values.${v.id}.name`, v.name),
            })),
          }
        }
        return named
      }),
    })),
    rules: def.rules.map((rule) => ({
      ...rule,
      actions: rule.actions.map((action, index) =>
        action.type === 'block' || action.type === 'warn'
          ? { ...action, message: t(`rules.${rule.id}.actions.${index}.message`, action.message) }
          : action,
      ),
    })),
  }
  return {
    definition,
    name: t('name', name),
    untranslated: missingTranslations(def, name, language),
  }
}
