import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfiguratorDefinition } from '@designer/contract'
import { expect, test } from 'vitest'
import { createConfiguratorStore } from './store'
import {
  followOptionIds,
  followStepId,
  removeRuleAction,
  renameTextKeys,
  setTranslation,
} from './texts'

const translated = (): ConfiguratorDefinition => ({
  ...tableDefinition(),
  translations: {
    fr: {
      'steps.finish.name': 'Finition',
      'options.wood.name': 'Bois',
      'options.wood.values.walnut.name': 'Noyer',
      'options.legStyle.name': 'Piètement',
      'rules.longNoAsh.actions.1.message': 'Livrée en deux parties',
    },
    es: { 'options.wood.values.walnut.name': 'Nogal' },
  },
})

test('a step’s or an option’s new id takes its translations along, in every language', () => {
  const def = translated()
  renameTextKeys(def, 'steps.finish.', 'steps.look.')
  renameTextKeys(def, 'options.wood.', 'options.timber.')
  expect(def.translations.fr).toEqual({
    'steps.look.name': 'Finition',
    'options.timber.name': 'Bois',
    'options.timber.values.walnut.name': 'Noyer',
    'options.legStyle.name': 'Piètement',
    'rules.longNoAsh.actions.1.message': 'Livrée en deux parties',
  })
  expect(def.translations.es).toEqual({ 'options.timber.values.walnut.name': 'Nogal' })
})

test('a step’s id typed anew: its translations follow it', () => {
  const def = translated()
  def.steps[1]!.id = 'look'
  followStepId(def, 'finish', 'look')
  expect(def.translations.fr!['steps.look.name']).toBe('Finition')
  // Through another step's id: the other's stay its own.
  def.translations.fr!['steps.size.name'] = 'Dimensions'
  def.steps[1]!.id = 'size'
  followStepId(def, 'look', 'size')
  expect(def.translations.fr!['steps.size.name']).toBe('Dimensions')
})

test('an option’s id typed letter by letter through another’s takes nothing of the other’s', () => {
  const store = createConfiguratorStore({
    work: { name: 'Table', definition: translated() },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  // As option-settings.tsx changes an option: the recipe, then its ids followed.
  const type = (from: string, to: string) =>
    store.change((w) => {
      const option = w.definition.steps.flatMap((s) => s.options).find((o) => o.id === from)!
      const before = structuredClone(option)
      option.id = to
      followOptionIds(w.definition, before, option)
    })
  // "wood" → "legStyle" (another option's id) → "legStyles".
  type('wood', 'legStyle')
  type('legStyle', 'legStyles')
  const fr = store.get().work.definition.translations.fr!
  expect(fr['options.legStyle.name']).toBe('Piètement')
  expect(fr['options.legStyles.name']).toBeUndefined()
  store.dispose()
})

test('an option changed in place: its id’s and its values’ new ids are followed', () => {
  const def = translated()
  const wood = def.steps[1]!.options[0]!
  const before = structuredClone(wood)
  wood.id = 'timber'
  if (wood.kind === 'material') wood.values[1]!.id = 'darkWalnut'
  followOptionIds(def, before, wood)
  expect(def.translations.fr).toMatchObject({
    'options.timber.name': 'Bois',
    'options.timber.values.darkWalnut.name': 'Noyer',
  })
  expect(def.translations.es).toEqual({ 'options.timber.values.darkWalnut.name': 'Nogal' })
})

test('a rule’s action removed: the messages after it keep their translations', () => {
  const def = translated()
  removeRuleAction(def, 0, 0)
  expect(def.rules[0]!.actions).toEqual([
    { type: 'warn', message: 'Tables longer than 2 m ship in two parts' },
  ])
  expect(def.translations.fr!['rules.longNoAsh.actions.0.message']).toBe('Livrée en deux parties')
  expect(def.translations.fr!['rules.longNoAsh.actions.1.message']).toBeUndefined()
})

test('typing a translation sets it; emptying it makes it missing again', () => {
  const def = translated()
  setTranslation(def, 'es', 'options.wood.name', 'Madera')
  expect(def.translations.es).toEqual({
    'options.wood.values.walnut.name': 'Nogal',
    'options.wood.name': 'Madera',
  })
  setTranslation(def, 'es', 'options.wood.name', '')
  expect(def.translations.es).toEqual({ 'options.wood.values.walnut.name': 'Nogal' })
})

test('the store drops the translations of what a change deletes; undo brings them back', () => {
  const store = createConfiguratorStore({
    work: { name: 'Table', definition: translated() },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  store.change((w) => void w.definition.steps.splice(1, 1))
  expect(store.get().work.definition.translations).toEqual({
    fr: { 'rules.longNoAsh.actions.1.message': 'Livrée en deux parties' },
  })
  store.undo()
  expect(store.get().work.definition.translations).toEqual(translated().translations)
  store.dispose()
})
