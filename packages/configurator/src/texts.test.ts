import { configuratorDefinitionSchema } from '@designer/contract'
import { expect, test } from 'vitest'
import { tableDefinition } from './configurator-fixtures'
import { localize, missingTranslations, studioTexts } from './texts'

const withFrench = () => ({
  ...tableDefinition(),
  description: 'A solid table, made to measure',
  translations: {
    fr: {
      name: 'Table à manger',
      description: 'Une table massive, sur mesure',
      'steps.finish.name': 'Finition',
      'options.wood.name': 'Bois',
      'options.wood.values.walnut.name': 'Noyer',
      'rules.longAndNarrow.actions.0.message':
        'Une table aussi longue demande 850 mm de profondeur',
    },
  },
})

test('every text a visitor reads has a key, the empty ones left out', () => {
  const keys = studioTexts(withFrench(), 'Dining table').map((t) => t.key)
  expect(keys).toContain('name')
  expect(keys).toContain('description')
  expect(keys).not.toContain('quoteIntro')
  expect(keys).toContain('options.wood.values.walnut.name')
  expect(keys).toContain('options.legStyle.values.fourLegs.name')
  expect(keys).toContain('rules.longAndNarrow.actions.0.message')
  // Every key is one the contract accepts in translations.
  const all = Object.fromEntries(keys.map((k) => [k, 'x']))
  expect(() =>
    configuratorDefinitionSchema.parse({ ...withFrench(), translations: { es: all } }),
  ).not.toThrow()
})

test('French visitors read the French texts, and the studio language where none was typed', () => {
  const { definition, name, untranslated } = localize(withFrench(), 'Dining table', 'fr')
  expect(name).toBe('Table à manger')
  expect(definition.description).toBe('Une table massive, sur mesure')
  const finish = definition.steps.find((s) => s.id === 'finish')!
  expect(finish.name).toBe('Finition')
  const wood = finish.options.find((o) => o.id === 'wood')!
  expect(wood.name).toBe('Bois')
  expect(wood.kind === 'material' && wood.values.map((v) => v.name)).toEqual([
    'Oak',
    'Noyer',
    'Ash',
  ])
  const block = definition.rules.find((r) => r.id === 'longAndNarrow')!.actions[0]
  expect(block).toMatchObject({ message: 'Une table aussi longue demande 850 mm de profondeur' })
  expect(untranslated).toContain('steps.size.name')
  expect(untranslated).not.toContain('options.wood.name')
  // Nothing but the texts changes: ids, prices and bindings are the studio's.
  expect(JSON.stringify(definition.steps.map((s) => s.options.map((o) => o.id)))).toBe(
    JSON.stringify(withFrench().steps.map((s) => s.options.map((o) => o.id))),
  )
})

test('the studio language is answered as typed, with nothing missing', () => {
  const def = withFrench()
  expect(localize(def, 'Dining table', 'en').definition).toBe(def)
  expect(missingTranslations(def, 'Dining table', 'en')).toEqual([])
  expect(missingTranslations(def, 'Dining table', 'es')).toEqual(
    studioTexts(def, 'Dining table').map((t) => t.key),
  )
})
