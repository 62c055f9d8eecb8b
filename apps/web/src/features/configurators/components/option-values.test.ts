import { TRESTLE, tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfigOption } from '@designer/contract'
import { expect, test } from 'vitest'
import { findOption } from '../editor/model'
import { addValue, removeValue, renameValueId } from './option-values'

type WithValues = Extract<ConfigOption, { kind: 'material' | 'component' }>
const wood = () => findOption(tableDefinition(), 'wood')!.value as WithValues
const base = () => findOption(tableDefinition(), 'legStyle')!.value as WithValues

test('renaming the default value’s id keeps it the default', () => {
  const option = wood()
  renameValueId(option, 0, 'whiteOak')
  expect(option.values[0]!.id).toBe('whiteOak')
  expect(option.default).toBe('whiteOak')
  renameValueId(option, 1, 'darkWalnut')
  expect(option.default).toBe('whiteOak')
})

test('removing the default value makes the first one left the default; the last, none', () => {
  const option = wood()
  removeValue(option, 2)
  expect(option.values.map((v) => v.id)).toEqual(['oak', 'walnut'])
  expect(option.default).toBe('oak')
  removeValue(option, 0)
  expect(option.default).toBe('walnut')
  removeValue(option, 0)
  expect(option).toMatchObject({ values: [], default: '' })
})

test('a new material value has a colour and no supplier item nor surcharge', () => {
  const option = wood()
  addValue(option, 'Value 4', 'ignored')
  expect(option.values.at(-1)).toEqual({
    id: 'value4',
    name: 'Value 4',
    surcharge: null,
    color: '#cccccc',
    supplierItemId: null,
  })
  addValue(option, 'Value 4', 'ignored')
  expect(option.values.at(-1)!.id).toBe('value42')
  expect(option.default).toBe('oak')
})

test('a new component value swaps to the component given; the first becomes the default', () => {
  const option = { ...base(), values: [], default: '' }
  addValue(option, 'Value 1', TRESTLE)
  expect(option.values).toEqual([
    { id: 'value1', name: 'Value 1', surcharge: null, designId: TRESTLE },
  ])
  expect(option.default).toBe('value1')
})
