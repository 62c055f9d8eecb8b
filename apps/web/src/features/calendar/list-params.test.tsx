import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultView, PHONE_QUERY, useCalendarParams } from './list-params'
import { uuid } from './testing'

afterEach(() => vi.unstubAllGlobals())

/** A screen as wide as `width`: `matchMedia` answers the calendar's phone query for it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && width < 640,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function renderAt(search: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/admin/calendar${search}`]}>{children}</MemoryRouter>
  )
  return renderHook(
    () => {
      const [params, update] = useCalendarParams()
      return { params, update, search: useLocation().search }
    },
    { wrapper },
  )
}

test('with nothing in the address the calendar shows this week, unfiltered', () => {
  expect(renderAt('').result.current.params).toEqual({
    view: 'week',
    date: '',
    type: null,
    assigneeId: null,
    customerId: null,
  })
})

test('the view, the day and the filters are read from the address', () => {
  const { result } = renderAt(
    `?view=month&date=2026-11-23&type=delivery&assigneeId=${uuid(6)}&customerId=${uuid(5)}`,
  )
  expect(result.current.params).toEqual({
    view: 'month',
    date: '2026-11-23',
    type: 'delivery',
    assigneeId: uuid(6),
    customerId: uuid(5),
  })
})

test('a broken link falls back field by field instead of breaking the page', () => {
  const { result } = renderAt('?view=year&date=2026-02-30&type=party&assigneeId=42&customerId=x')
  expect(result.current.params).toEqual({
    view: 'week',
    date: '',
    type: null,
    assigneeId: null,
    customerId: null,
  })
  expect(renderAt('?view=agenda&date=23/11/2026').result.current.params).toMatchObject({
    view: 'agenda',
    date: '',
  })
})

test('a change writes the address; today and the week view leave it clean', () => {
  const { result } = renderAt('?view=day&date=2026-11-23')
  act(() => result.current.update({ type: 'installation', customerId: uuid(5) }))
  expect(new URLSearchParams(result.current.search).get('type')).toBe('installation')
  expect(result.current.params.date).toBe('2026-11-23')
  act(() => result.current.update({ view: 'week', date: '', type: null, customerId: null }))
  expect(result.current.search).toBe('')
})

test('a phone opens the agenda, a wider screen the week', () => {
  expect(defaultView(true)).toBe('agenda')
  expect(defaultView(false)).toBe('week')
  screenOf(375)
  expect(renderAt('').result.current.params.view).toBe('agenda')
  screenOf(640)
  expect(renderAt('').result.current.params.view).toBe('week')
})

test('on a phone a view in the address is honoured, and choosing the agenda cleans it', () => {
  screenOf(375)
  const { result } = renderAt('?view=week')
  expect(result.current.params.view).toBe('week')
  act(() => result.current.update({ view: 'agenda' }))
  expect(result.current.search).toBe('')
  expect(result.current.params.view).toBe('agenda')
  // The week, chosen on a phone, is not its default: the address says it.
  act(() => result.current.update({ view: 'week' }))
  expect(result.current.search).toBe('?view=week')
})
