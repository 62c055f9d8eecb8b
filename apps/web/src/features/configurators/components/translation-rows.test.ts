import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { studioTexts } from '@designer/configurator/texts'
import { expect, test } from 'vitest'
import { translationSections } from './translation-rows'

test('every text to translate, once, under its step, the general ones first and the messages last', () => {
  const def = { ...tableDefinition(), description: 'A solid table' }
  const sections = translationSections(def, 'Dining table')
  expect(sections.map((s) => s.id)).toEqual(['general', 'size', 'finish', 'order', 'rules'])
  const keys = sections.flatMap((s) => s.rows.map((r) => r.key))
  expect(keys.sort()).toEqual(
    studioTexts(def, 'Dining table')
      .map((t) => t.key)
      .sort(),
  )

  const general = sections[0]!.rows
  expect(general.map((r) => [r.key, r.kind, r.long])).toEqual([
    ['name', 'name', false],
    ['description', 'description', true],
  ])
  const finish = sections.find((s) => s.id === 'finish')!
  expect(finish).toMatchObject({ kind: 'step', name: 'Finish' })
  expect(finish.rows.find((r) => r.key === 'options.wood.values.walnut.name')).toMatchObject({
    kind: 'value',
    of: 'Wood',
    text: 'Walnut',
  })
  expect(finish.rows[0]).toMatchObject({ key: 'steps.finish.name', kind: 'step' })
  const messages = sections.at(-1)!.rows
  expect(messages.map((r) => r.key)).toEqual([
    'rules.longNoAsh.actions.1.message',
    'rules.longAndNarrow.actions.0.message',
  ])
})

test('a configurator with nothing typed yet but its name has one text to translate', () => {
  const def = { ...tableDefinition(), steps: [], rules: [] }
  expect(translationSections(def, 'Table')).toEqual([
    {
      kind: 'general',
      id: 'general',
      rows: [{ key: 'name', text: 'Table', kind: 'name', of: '', long: false }],
    },
  ])
})
