import { AREAS, LOCALES } from '@designer/contract'
import { expect, test } from 'vitest'
import { AREA_TEXTS, allResources, detectInitialLocale } from './i18n'

type Messages = { [key: string]: string | Messages }
const flatten = (node: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )

test('every language has exactly the keys English has, none of them empty', async () => {
  const resources = await allResources()
  const en = flatten(resources.en!.translation)
  expect(Object.keys(en).length).toBeGreaterThan(50)
  for (const locale of LOCALES) {
    const other = flatten(resources[locale]!.translation)
    expect(Object.keys(other).sort(), `keys of ${locale}`).toEqual(Object.keys(en).sort())
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
    for (const [key, value] of Object.entries(en)) {
      const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort()
      expect(vars(other[key] ?? ''), `${locale}: ${key}`).toEqual(vars(value))
    }
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
