import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { afterEach, expect, test } from 'vitest'
import { draftStorage } from './draft'

afterEach(() => localStorage.clear())

const ID = '00000000-0000-4000-8000-0000000000e1'

test('unsaved work is read back with its version, per configurator, until cleared', () => {
  const work = { name: '', definition: tableDefinition() }
  draftStorage(ID).write(4, work)
  expect(draftStorage(ID).read()).toEqual({ version: 4, work })
  expect(draftStorage('another').read()).toBeNull()
  draftStorage(ID).clear()
  expect(draftStorage(ID).read()).toBeNull()
})

test('what is not a draft’s shape is not offered back', () => {
  const key = `designer.configurator-draft.${ID}`
  localStorage.setItem(key, 'not json')
  expect(draftStorage(ID).read()).toBeNull()
  localStorage.setItem(key, JSON.stringify({ version: 1, work: { name: 'x' } }))
  expect(draftStorage(ID).read()).toBeNull()
  localStorage.setItem(
    key,
    JSON.stringify({ version: 1.5, work: { name: 'x', definition: tableDefinition() } }),
  )
  expect(draftStorage(ID).read()).toBeNull()
})
