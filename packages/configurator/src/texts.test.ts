import { type ConfiguratorDefinition, configuratorDefinitionSchema } from '@designer/contract'
import { expect, test } from 'vitest'
import { tableDefinition } from './configurator-fixtures'
import { knownTranslations, localize, missingTranslations, studioTexts } from './texts'

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

test('translations of what is gone are dropped; of an emptied text kept, but not shown', () => {
  const def: ConfiguratorDefinition = withFrench()
  def.translations.fr = {
    ...def.translations.fr,
    'steps.gone.name': 'Disparue',
    'options.wood.values.teak.name': 'Teck',
    'rules.longAndNarrow.actions.1.message': 'Pas de deuxième action',
    'rules.gone.actions.0.message': 'Règle disparue',
    'options.legStyle.name': '  ',
    'options.wood.description': 'Le bois du plateau',
  }
  def.translations.es = { 'steps.gone.name': 'Desaparecida' }
  const known = knownTranslations(def)
  expect(Object.keys(known)).toEqual(['fr'])
  expect(Object.keys(known.fr!).sort()).toEqual(
    [
      'description',
      'name',
      'options.wood.description',
      'options.wood.name',
      'options.wood.values.walnut.name',
      'rules.longAndNarrow.actions.0.message',
      'steps.finish.name',
    ].sort(),
  )
  // The wood's description is empty in English: its French one waits, unshown.
  const wood = localize({ ...def, translations: known }, 'Dining table', 'fr')
    .definition.steps.flatMap((s) => s.options)
    .find((o) => o.id === 'wood')!
  expect(wood.description).toBe('')
})
