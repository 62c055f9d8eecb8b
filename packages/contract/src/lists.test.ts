import { expect, test } from 'vitest'
import { listQuerySchema, sortValues } from './lists'

const query = listQuerySchema(sortValues(['name', 'updated']), '-updated')

test('a list query has defaults for sort and paging', () => {
  expect(query.parse({})).toEqual({ sort: '-updated', page: 1, pageSize: 20 })
})

test('a list query coerces paging from the URL and trims the search', () => {
  expect(query.parse({ q: '  oak ', sort: 'name', page: '3', pageSize: '50' })).toEqual({
    q: 'oak',
    sort: 'name',
    page: 3,
    pageSize: 50,
  })
})

test('a list query refuses a sort outside its whitelist and pages past the limits', () => {
  expect(query.safeParse({ sort: 'password' }).success).toBe(false)
  expect(query.safeParse({ sort: '--name' }).success).toBe(false)
  expect(query.safeParse({ pageSize: '101' }).success).toBe(false)
  expect(query.safeParse({ page: '0' }).success).toBe(false)
})

test('an area extends the list query with its own filters', () => {
  const withType = query.extend({ type: listQuerySchema(['a'], 'a').shape.sort.optional() })
  expect(withType.parse({ type: 'a' }).type).toBe('a')
})
