import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfigOption } from '@designer/contract'
import { expect, test } from 'vitest'
import { findOption } from '../editor/model'
import {
  actionOnValue,
  comparisonsFor,
  firstValue,
  flat,
  retargetAction,
  retypeAction,
  withComparison,
} from './rule-sentence'

const definition = tableDefinition()
const options = definition.steps.flatMap((s) => s.options)
const option = (id: string) => findOption(definition, id)!.value as ConfigOption

test('a single comparison or a flat all/any reads as a sentence; nested groups do not', () => {
  const width = { option: 'W', op: 'gt', value: 2000 } as const
  const depth = { option: 'D', op: 'lt', value: 850 } as const
  expect(flat(width)).toEqual({ join: 'all', items: [width] })
  expect(flat({ all: [width, depth] })).toEqual({ join: 'all', items: [width, depth] })
  expect(flat({ any: [width] })).toEqual({ join: 'any', items: [width] })
  expect(flat({ any: [width, { all: [depth] }] })).toBeNull()
  expect(flat({ not: width })).toBeNull()
})

test('each kind of option is compared only in ways that make sense for it', () => {
  expect(comparisonsFor(option('W'))).toEqual(['eq', 'ne', 'lt', 'lte', 'gt', 'gte'])
  expect(comparisonsFor(option('quantity'))).toEqual(['eq', 'ne', 'lt', 'lte', 'gt', 'gte'])
  expect(comparisonsFor(option('wood'))).toEqual(['eq', 'ne', 'in'])
  expect(comparisonsFor(option('legStyle'))).toEqual(['eq', 'ne', 'in'])
  expect(comparisonsFor(option('leaf'))).toEqual(['eq'])
  expect(comparisonsFor(option('reference'))).toEqual(['eq', 'ne'])
  // An option that was removed still reads, as text would.
  expect(comparisonsFor(undefined)).toEqual(['eq', 'ne'])
})

test('a new comparison starts at a value of the option’s kind', () => {
  expect(firstValue(option('W'))).toBe(1800)
  expect(firstValue(option('quantity'))).toBe(1)
  expect(firstValue(option('wood'))).toBe('oak')
  expect(firstValue(option('legStyle'))).toBe('trestle')
  expect(firstValue(option('leaf'))).toBe(true)
  expect(firstValue(option('reference'))).toBe('')
  expect(firstValue(undefined)).toBe('')
  const empty = { ...option('wood'), values: [] } as ConfigOption
  expect(firstValue(empty)).toBe('')
})

test('"is one of" takes a list of values; back to "is", the first of them', () => {
  const oak = { option: 'wood', op: 'eq', value: 'oak' } as const
  const oneOf = withComparison(oak, 'in')
  expect(oneOf).toEqual({ option: 'wood', op: 'in', value: ['oak'] })
  expect(withComparison({ ...oneOf, value: ['ash', 'oak'] }, 'ne')).toEqual({
    option: 'wood',
    op: 'ne',
    value: 'ash',
  })
  expect(withComparison({ option: 'W', op: 'gt', value: 2000 }, 'lte')).toEqual({
    option: 'W',
    op: 'lte',
    value: 2000,
  })
})

test('an action of another type keeps its option, or its message', () => {
  const hide = { type: 'hide', option: 'wood', value: 'ash' } as const
  expect(retypeAction(hide, 'show', options, 'New')).toEqual({ type: 'show', option: 'wood' })
  expect(retypeAction(hide, 'set', options, 'New')).toEqual({
    type: 'set',
    option: 'wood',
    value: 'oak',
  })
  expect(retypeAction(hide, 'require', options, 'New')).toEqual({
    type: 'require',
    option: 'wood',
  })
  expect(retypeAction(hide, 'warn', options, 'New')).toEqual({ type: 'warn', message: 'New' })
  const warn = { type: 'warn', message: 'Ships in two parts' } as const
  expect(retypeAction(warn, 'block', options, 'New')).toEqual({
    type: 'block',
    message: 'Ships in two parts',
  })
  // A message had no option: the first one is taken.
  expect(retypeAction(warn, 'set', options, 'New')).toEqual({
    type: 'set',
    option: 'W',
    value: 1800,
  })
  expect(retypeAction(warn, 'hide', [], 'New')).toEqual({ type: 'hide', option: '' })
})

test('an action on another option drops the value that belonged to the one before', () => {
  const set = { type: 'set', option: 'leaf', value: false } as const
  expect(retargetAction(set, 'W', options)).toEqual({ type: 'set', option: 'W', value: 1800 })
  expect(
    retargetAction({ type: 'hide', option: 'wood', value: 'ash' }, 'legStyle', options),
  ).toEqual({ type: 'hide', option: 'legStyle' })
  expect(retargetAction({ type: 'require', option: 'reference' }, 'leaf', options)).toEqual({
    type: 'require',
    option: 'leaf',
  })
})

test('hiding one value of an option, or the whole option', () => {
  const hide = { type: 'hide', option: 'wood', value: 'ash' } as const
  expect(actionOnValue(hide, null)).toEqual({ type: 'hide', option: 'wood' })
  expect(actionOnValue(hide, null)).not.toHaveProperty('value')
  expect(actionOnValue({ type: 'disable', option: 'wood' }, 'walnut')).toEqual({
    type: 'disable',
    option: 'wood',
    value: 'walnut',
  })
})
