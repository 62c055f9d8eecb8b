import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { expect, test } from 'vitest'
import {
  type CustomerListParams,
  isFiltered,
  listQueryOf,
  useCustomerListParams,
} from './list-params'
import { uuid } from './testing'

function renderAt(search: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/admin/customers${search}`]}>{children}</MemoryRouter>
  )
  return renderHook(
    () => {
      const [params, update, setPage] = useCustomerListParams()
      return { params, update, setPage, search: useLocation().search }
    },
    { wrapper },
  )
}

const none: CustomerListParams = {
  q: '',
  stage: null,
  tagId: null,
  ownerId: null,
  sort: 'name',
  page: 1,
}

test('the list starts unfiltered, by name, on its first page', () => {
  expect(renderAt('').result.current.params).toEqual(none)
})

test('search, filters, order and page come from the address; a broken one is dropped', () => {
  expect(
    renderAt(
      `?q=%20garc%C3%ADa%20&stage=prospect&tagId=${uuid(100)}&ownerId=none&sort=-updated&page=3`,
    ).result.current.params,
  ).toEqual({
    q: 'garcía',
    stage: 'prospect',
    tagId: uuid(100),
    ownerId: 'none',
    sort: '-updated',
    page: 3,
  })
  expect(
    renderAt('?stage=vip&tagId=kitchen&ownerId=nobody&sort=phone&page=0').result.current.params,
  ).toEqual(none)
})

test('a new filter starts again at page 1; paging keeps the filters', () => {
  const { result } = renderAt('?stage=lead&page=4')
  act(() => result.current.setPage(5))
  expect(result.current.search).toBe('?stage=lead&page=5')
  act(() => result.current.update({ ownerId: uuid(300) }))
  expect(result.current.params).toMatchObject({ stage: 'lead', ownerId: uuid(300), page: 1 })
  expect(result.current.search).toBe(`?stage=lead&ownerId=${uuid(300)}`)
  act(() => result.current.update({ q: '', stage: null, tagId: null, ownerId: null }))
  expect(result.current.search).toBe('')
})

test('the API is asked only for what is set, and never for the default order', () => {
  expect(listQueryOf(none)).toEqual({
    q: undefined,
    stage: undefined,
    tagId: undefined,
    ownerId: undefined,
    sort: undefined,
  })
  expect(
    listQueryOf({ ...none, q: 'ana', stage: 'customer', ownerId: 'none', sort: '-name', page: 2 }),
  ).toEqual({ q: 'ana', stage: 'customer', tagId: undefined, ownerId: 'none', sort: '-name' })
})

test('only a search or a filter narrows the list; order and page do not', () => {
  expect(isFiltered(none)).toBe(false)
  expect(isFiltered({ ...none, sort: '-updated', page: 3 })).toBe(false)
  expect(isFiltered({ ...none, q: 'a' })).toBe(true)
  expect(isFiltered({ ...none, stage: 'inactive' })).toBe(true)
  expect(isFiltered({ ...none, tagId: uuid(100) })).toBe(true)
  expect(isFiltered({ ...none, ownerId: 'none' })).toBe(true)
})
