import { expect, test } from 'vitest'
import { importCycles } from './import-graph'

test('the cycle check finds a cycle, once, and none where there is none', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
  ])
  expect(importCycles(graph)).toEqual([['a', 'b', 'c', 'a']])
  expect(
    importCycles(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    ),
  ).toEqual([])
})
