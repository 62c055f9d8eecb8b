import { AREAS, LOCALES, type Locale } from '@designer/contract'
import { expect, test } from 'vitest'
import { AREA_TEXTS, allResources, changeLocale, detectInitialLocale, i18next } from './i18n'

type Messages = { [key: string]: string | Messages }
const flatten = (node: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )

// i18next picks `<key>_<category>` by the language's Intl.PluralRules for `count`: one and other
// in English; Spanish and French also have many (1000000, 2000000…). Each language has its own
// forms, so keys are compared with the plural forms folded into one.
const PLURAL = /_(zero|one|two|few|many|other)$/
const foldPlurals = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '_#')))]

test('every language has exactly the keys English has, none of them empty', async () => {
  const resources = await allResources()
  const en = flatten(resources.en!.translation)
  expect(Object.keys(en).length).toBeGreaterThan(50)
  for (const locale of LOCALES) {
    const other = flatten(resources[locale]!.translation)
    expect(foldPlurals(Object.keys(other)).sort(), `keys of ${locale}`).toEqual(
      foldPlurals(Object.keys(en)).sort(),
    )
    for (const [key, value] of Object.entries(other)) {
      expect(value.trim(), `${locale}: ${key}`).not.toBe('')
    }
  }
})

test('every area of data has its texts in every language', async () => {
  const resources = await allResources()
  for (const locale of LOCALES) {
    for (const area of AREAS) {
      const texts = resources[locale]!.translation[AREA_TEXTS[area]]
      expect(typeof texts === 'object' && Object.keys(texts).length > 0, `${locale}: ${area}`).toBe(
        true,
      )
    }
  }
})

test('tabs shown side by side have different names in every language', async () => {
  const resources = await allResources()
  for (const locale of LOCALES) {
    const tabs = resources[locale]!.translation.editor as { tabs: Record<string, string> }
    const names = Object.values(tabs.tabs)
    expect(new Set(names).size, `${locale}: ${names.join(', ')}`).toBe(names.length)
  }
})

test('each arrange button is named in full, unambiguously, and its name holds the word it shows', async () => {
  const resources = await allResources()
  for (const locale of LOCALES) {
    const arrange = (resources[locale]!.translation.editor as Messages).arrange as Record<
      string,
      string
    > & { hints: Record<string, string> }
    const names = Object.values(arrange.hints)
    expect(new Set(names).size, locale).toBe(names.length)
    for (const [key, name] of Object.entries(arrange.hints)) {
      expect(name.toLowerCase(), `${locale}: ${key}`).toContain(arrange[key]!.toLowerCase())
    }
  }
})

test('interpolations are kept in every translation', async () => {
  const resources = await allResources()
  const en = flatten(resources.en!.translation)
  for (const locale of LOCALES) {
    const other = flatten(resources[locale]!.translation)
    for (const [key, value] of Object.entries(other)) {
      const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort()
      // A form English does not have (Spanish `_many`) says what English's `_other` says.
      const english = en[key] ?? en[key.replace(PLURAL, '_other')] ?? ''
      expect(vars(value), `${locale}: ${key}`).toEqual(vars(english))
    }
  }
})

/**
 * A number followed by a word is a count ("{{rules}} rules"), and a count takes the language's
 * plural forms, or the page reads "1 rules". So a variable followed by a word must be the
 * `count` of a plural key, unless the variable is never a count or the word does not agree with
 * the number. Both lists stay short: each entry is a reason, not a way round the rule.
 */
const NEVER_A_COUNT: Record<string, string> = {
  name: 'a name',
  title: "an event's title",
  company: "a company's name",
  email: 'an e-mail address',
  current: 'the e-mail address in use (the profile)',
  time: 'a time of day, already formatted',
  when: 'a date or a time ago, already formatted',
  version: 'a version number names one version, it counts nothing',
  id: "a parameter's identifier",
  number: "a quote's number (Q-0042)",
  tax: 'an amount of money, already formatted',
  year: 'a year',
  option: "a configurator option's name (Extension leaf)",
  city: "a time zone's city (Madrid time)",
  language: "a language's name (Spanish)",
}
// Words that link a number to what follows without agreeing with it ("{{used}} of {{total}}",
// "{{created}} to create", "{{total}} in total"), and units, which have no plural ("{{value}} mm").
const UNITS = ['mm']
const NOT_COUNTED: Record<Locale, string[]> = {
  en: ['of', 'to', 'and', 'with', 'in', ...UNITS],
  es: ['de', 'a', 'y', 'por', 'para', 'con', 'en', ...UNITS],
  fr: ['sur', 'à', 'au', 'et', 'de', 'pour', 'avec', ...UNITS],
}
const VARIABLE_THEN_WORD = /\{\{\s*(\w+)\s*\}\}[\s\u00a0\u202f-]*(\p{L}+)/gu

/**
 * The counts in a text that no plural form chooses the words of, and the exceptions used. A
 * variable named as a plural key beside the text (`{{rules}}` and `rules_one`, `rules_other`)
 * holds that key's words, "1 rule", so a sentence over several counts passes on its parts.
 */
function countsWithoutPlural(locale: Locale, key: string, text: string, keys: Set<string>) {
  const found: string[] = []
  const excused: string[] = []
  const parent = key.slice(0, key.lastIndexOf('.') + 1)
  for (const match of text.matchAll(VARIABLE_THEN_WORD)) {
    const [, variable, word] = match as unknown as [string, string, string]
    if (NOT_COUNTED[locale].includes(word.toLowerCase())) continue
    if (keys.has(`${parent}${variable}_other`)) continue
    if (PLURAL.test(key)) {
      if (variable === 'count') continue
      // "{{count}} of {{total}} days": one amount, N of M, whose words the key's forms choose.
      const before = text.slice(0, match.index)
      const link = /\{\{\s*count\s*\}\}\s+(\p{L}+)\s+$/u.exec(before)?.[1]
      if (link && NOT_COUNTED[locale].includes(link.toLowerCase())) continue
    }
    if (NEVER_A_COUNT[variable]) excused.push(variable)
    else found.push(`{{${variable}}} ${word}`)
  }
  return { found, excused }
}

test('the rule on counts catches what it should, and only that', () => {
  const found = (key: string, text: string, locale: Locale = 'en', keys: string[] = []) =>
    countsWithoutPlural(locale, key, text, new Set(keys)).found
  expect(
    found(
      'configurators.publish.firstSummary',
      '{{steps}} steps, {{options}} options and {{rules}} rules go live.',
    ),
  ).toEqual(['{{steps}} steps', '{{options}} options', '{{rules}} rules'])
  const parts = ['x.steps_one', 'x.steps_other', 'x.rules_one', 'x.rules_other']
  expect(found('x.summary', '{{steps}} and {{rules}} go live.', 'en', parts)).toEqual([])
  expect(found('x.summary', '{{steps}} and {{options}} go live.', 'en', parts)).toEqual([
    '{{options}} go',
  ])
  expect(found('costs.bom.showAll', 'Show all {{count}} lines')).toEqual(['{{count}} lines'])
  expect(found('x.summary_other', '{{count}} rows, {{columns}} columns')).toEqual([
    '{{columns}} columns',
  ])
  expect(found('x.fov', '{{fov}}-degree')).toEqual(['{{fov}} degree'])
  expect(found('x.showAll_other', 'Show all {{count}} lines')).toEqual([])
  expect(found('x.used_other', '{{count}} of {{total}} days used')).toEqual([])
  expect(found('x.used_other', '{{count}} sur {{total}} terminées', 'fr')).toEqual([])
  expect(found('x.deleted', '{{name}} was deleted')).toEqual([])
  expect(found('x.size', '{{width}} × {{height}} mm')).toEqual([])
  expect(found('x.range', '{{from}}–{{to}} of {{total}}')).toEqual([])
})

test('a number followed by a word is the count of a plural key', async () => {
  const resources = await allResources()
  const found: string[] = []
  const excused = new Set<string>()
  for (const locale of LOCALES) {
    const texts = flatten(resources[locale]!.translation)
    // The public page's texts are checked with the admin's.
    expect(Object.keys(texts).some((key) => key.startsWith('public-configurator.'))).toBe(true)
    const keys = new Set(Object.keys(texts))
    for (const [key, text] of Object.entries(texts)) {
      const counts = countsWithoutPlural(locale, key, text, keys)
      for (const count of counts.found) found.push(`${locale}: ${key} — ${count} — "${text}"`)
      for (const variable of counts.excused) excused.add(variable)
    }
  }
  expect(found).toEqual([])
  // An exception nothing needs any more goes, so the list cannot grow stale.
  expect([...excused].sort()).toEqual(Object.keys(NEVER_A_COUNT).sort())
})

test('the other form of a plural key shows the count', async () => {
  const resources = await allResources()
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(flatten(resources[locale]!.translation))) {
      if (key.endsWith('_other')) expect(text, `${locale}: ${key}`).toMatch(/{{\s*count\s*}}/)
    }
  }
})

test("each plural key has exactly the forms its language's plural rules pick", async () => {
  // i18next v26 picks `_many` for 1000000 in Spanish and French, and when that form is missing
  // it does not fall back to the language's `_other` but to the fallback language: a million
  // days in French would read "1000000 days". So es and fr carry `_many`, worded as `_other`
  // (i18next writes the count in figures, where "de" is not needed).
  const resources = await allResources()
  const wrong: string[] = []
  for (const locale of LOCALES) {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    expect(forms, locale).toContain('other')
    const byBase = new Map<string, string[]>()
    for (const key of Object.keys(flatten(resources[locale]!.translation))) {
      const form = PLURAL.exec(key)?.[1]
      if (!form) continue
      const base = key.slice(0, -form.length - 1)
      byBase.set(base, [...(byBase.get(base) ?? []), form])
    }
    expect(byBase.size, locale).toBeGreaterThan(20)
    for (const [base, found] of byBase) {
      const missing = forms.filter((form) => !found.includes(form))
      const extra = found.filter((form) => !forms.includes(form as Intl.LDMLPluralRule))
      if (missing.length > 0) wrong.push(`${locale}: ${base} lacks _${missing.join(', _')}`)
      if (extra.length > 0) wrong.push(`${locale}: ${base} has _${extra.join(', _')}`)
    }
  }
  expect(wrong).toEqual([])
})

test('a million of something reads in the language it is counted in', async () => {
  // The reason for `_many` above: without it this read "1000000 rules" in both.
  try {
    await changeLocale('es')
    expect(i18next.t('configurators.publish.rules', { count: 1_000_000 })).toBe('1000000 reglas')
    await changeLocale('fr')
    expect(i18next.t('configurators.publish.rules', { count: 1_000_000 })).toBe('1000000 règles')
    expect(i18next.t('configurators.publish.rules', { count: 0 })).toBe('0 règle')
  } finally {
    await changeLocale('en')
  }
})

test('the common labels of spec §9 exist in all three languages', async () => {
  const resources = await allResources()
  expect(resources.en!.translation.common).toMatchObject({
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    back: 'Back',
    loading: 'Loading...',
    error: 'An error occurred',
    success: 'Success',
  })
})

test.each([
  { stored: 'fr', browser: ['es-ES'], expected: 'fr', why: 'a valid stored choice wins' },
  { stored: 'de', browser: ['es-ES'], expected: 'es', why: 'an invalid stored choice is ignored' },
  { stored: null, browser: ['fr-CA', 'en'], expected: 'fr', why: 'the browser prefix is used' },
  {
    stored: null,
    browser: ['de-DE', 'es'],
    expected: 'es',
    why: 'the first supported browser language',
  },
  { stored: null, browser: ['de-DE'], expected: 'en', why: 'unsupported falls back to en' },
  { stored: null, browser: [], expected: 'en', why: 'nothing known falls back to en' },
])('initial language: $why', ({ stored, browser, expected }) => {
  expect(detectInitialLocale(stored, browser)).toBe(expected)
})
