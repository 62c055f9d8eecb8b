import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfiguratorDefinition } from '@designer/contract'
import { expect, test } from 'vitest'
import { dropItem, moveOptionBy } from './outline-moves'

/** The outline as ids: step: options. */
const outline = (def: ConfiguratorDefinition) =>
  def.steps.map((s) => `${s.id}: ${s.options.map((o) => o.id).join(' ')}`)

test('the table’s outline, as the tests below start from it', () => {
  expect(outline(tableDefinition())).toEqual([
    'size: W D',
    'finish: wood legStyle leaf',
    'order: quantity reference',
  ])
})

test('a step dropped on another step takes its place', () => {
  const def = tableDefinition()
  dropItem(def, { type: 'step', id: 'order' }, { step: 0, option: null })
  expect(def.steps.map((s) => s.id)).toEqual(['order', 'size', 'finish'])
  dropItem(def, { type: 'step', id: 'order' }, { step: 2, option: null })
  expect(def.steps.map((s) => s.id)).toEqual(['size', 'finish', 'order'])
})

test('an option dropped on a step goes to its end; on an option, before it', () => {
  const def = tableDefinition()
  dropItem(def, { type: 'option', id: 'W' }, { step: 2, option: null })
  expect(outline(def)).toEqual([
    'size: D',
    'finish: wood legStyle leaf',
    'order: quantity reference W',
  ])
  dropItem(def, { type: 'option', id: 'leaf' }, { step: 1, option: 0 })
  expect(outline(def)[1]).toBe('finish: leaf wood legStyle')
})

test('a drop of something no longer there changes nothing', () => {
  const def = tableDefinition()
  dropItem(def, { type: 'option', id: 'gone' }, { step: 0, option: 0 })
  dropItem(def, { type: 'step', id: 'gone' }, { step: 0, option: null })
  expect(def).toEqual(tableDefinition())
})

test('an option moves within its step, then across into the next or the previous one', () => {
  const def = tableDefinition()
  moveOptionBy(def, { step: 0, option: 0 }, 1)
  expect(outline(def)[0]).toBe('size: D W')
  moveOptionBy(def, { step: 0, option: 1 }, 1)
  expect(outline(def).slice(0, 2)).toEqual(['size: D', 'finish: W wood legStyle leaf'])
  moveOptionBy(def, { step: 1, option: 0 }, -1)
  expect(outline(def).slice(0, 2)).toEqual(['size: D W', 'finish: wood legStyle leaf'])
})

test('the first option of all moves no higher, the last no lower', () => {
  const def = tableDefinition()
  moveOptionBy(def, { step: 0, option: 0 }, -1)
  moveOptionBy(def, { step: 2, option: 1 }, 1)
  expect(def).toEqual(tableDefinition())
})
