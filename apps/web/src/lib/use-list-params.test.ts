import { expect, test } from 'vitest'
import { z } from 'zod'
import { readListParams, writeListParams } from './use-list-params'

const spec = {
  schema: z.object({
    q: z.string().trim().default(''),
    sort: z.enum(['name', '-name', 'updated', '-updated']).default('-updated'),
    page: z.coerce.number().int().min(1).default(1),
    type: z.enum(['design', 'component']).nullable().default(null),
    view: z.enum(['table', 'grid']).default('table'),
  }),
  keepsPage: ['view'] as const,
}
const read = (query: string) => readListParams(spec, new URLSearchParams(query))
const write = (query: string, patch: Parameters<typeof writeListParams<typeof spec.schema>>[2]) =>
  writeListParams(spec, new URLSearchParams(query), patch).toString()

test('values come from the URL; missing ones are the defaults', () => {
  expect(read('q=%20oak%20&sort=name&page=3&type=component&view=grid')).toEqual({
    q: 'oak',
    sort: 'name',
    page: 3,
    type: 'component',
    view: 'grid',
  })
  expect(read('')).toEqual({ q: '', sort: '-updated', page: 1, type: null, view: 'table' })
})

test('a broken value falls back to its default without touching the others', () => {
  expect(read('sort=password&page=-2&type=chair&view=grid')).toEqual({
    q: '',
    sort: '-updated',
    page: 1,
    type: null,
    view: 'grid',
  })
})

test('defaults stay out of the URL and a new search or filter starts at page 1', () => {
  expect(write('page=4&other=kept', { q: 'oak' })).toBe('other=kept&q=oak')
  expect(write('page=4&sort=name', { sort: '-updated' })).toBe('')
  expect(write('q=oak', { page: 2 })).toBe('q=oak&page=2')
  expect(write('q=oak&type=design', { type: null })).toBe('q=oak')
  // Switching the layout keeps the page.
  expect(write('page=3', { view: 'grid' })).toBe('page=3&view=grid')
})
