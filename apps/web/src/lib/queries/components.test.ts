import { expect, test } from 'vitest'
import { componentsQuery } from './components'
import { designKeys } from './keys'

test("one company's components are cached apart from another's, under the design lists", () => {
  const a = componentsQuery('company-a').queryKey
  const b = componentsQuery('company-b').queryKey
  expect(a).not.toEqual(b)
  expect(a).toContain('company-a')
  // A design or component saved anywhere makes the design lists stale: this one with them.
  expect(a.slice(0, designKeys.lists().length)).toEqual([...designKeys.lists()])
})
