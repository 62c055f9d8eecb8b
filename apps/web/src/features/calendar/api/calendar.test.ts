import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { calendarKeys, customerKeys } from '@/lib/queries/keys'
import { session } from '@/lib/session'
import { json, renderQueryHook, stubApi } from '@/test/render'
import { anEvent, anOccurrence, aWeek, uuid } from '../testing'
import {
  eventToUpdate,
  useCalendarSettings,
  useCreateFeed,
  useDeleteEvent,
  useEvents,
  useFeedStatus,
  useRevokeFeed,
  useSaveSettings,
  useUpdateEvent,
} from './calendar'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
})

const range = { from: '2026-11-22T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' }

test('events are asked for the range and the filters that are set', async () => {
  const calls = stubApi(() => [anEvent()])
  const { result } = renderQueryHook(() =>
    useEvents({ ...range, type: 'delivery', assigneeId: undefined, customerId: uuid(5) }),
  )
  await waitFor(() => expect(result.current.data).toEqual([anEvent()]))
  expect(calls.map((c) => c.path)).toEqual([
    `/calendar/events?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}&type=delivery&customerId=${uuid(5)}`,
  ])
})

test('nothing is asked before the calendar knows its range', () => {
  const calls = stubApi(() => [])
  const { result } = renderQueryHook(() => useEvents(null))
  expect(result.current.fetchStatus).toBe('idle')
  expect(calls).toEqual([])
})

test('once out of the company, nothing more is asked', async () => {
  const calls = stubApi(() => [anEvent()])
  const { result } = renderQueryHook(() => useEvents(range))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  act(() => session.clear({ forgetCompany: true }))
  expect(result.current.fetchStatus).toBe('idle')
  expect(calls).toHaveLength(1)
})

test('another company’s events are another query: switching never shows the first one’s', async () => {
  const other = '00000000-0000-4000-8000-0000000000c2'
  const calls = stubApi(() => [anEvent()])
  const { queryClient } = renderQueryHook(() => useEvents(range))
  await waitFor(() => expect(calls).toHaveLength(1))
  act(() => session.selectCompany(other))
  await waitFor(() => expect(calls).toHaveLength(2))
  const companies = queryClient
    .getQueryCache()
    .findAll({ queryKey: calendarKeys.all })
    .map((q) => q.queryKey[2])
  expect(companies).toContain(other)
  expect(companies).toHaveLength(2)
})

test('while another company’s events load, the first one’s are not shown in their place', async () => {
  const other = '00000000-0000-4000-8000-0000000000c3'
  let answer: (() => void) | undefined
  const calls = stubApi(() =>
    calls.length === 1
      ? [anEvent()]
      : new Promise((resolve) => {
          answer = () => resolve([])
        }),
  )
  const { result } = renderQueryHook(() => useEvents(range))
  await waitFor(() => expect(result.current.data).toEqual([anEvent()]))
  act(() => session.selectCompany(other))
  await waitFor(() => expect(answer).toBeDefined())
  expect(result.current.data).toBeUndefined()
  act(() => answer!())
  await waitFor(() => expect(result.current.data).toEqual([]))
})

test('settings and the feed’s status are asked once there is a company; the feed only when open', async () => {
  const calls = stubApi(({ path }) => (path === '/calendar/settings' ? aWeek : { active: false }))
  const settings = renderQueryHook(() => useCalendarSettings())
  await waitFor(() => expect(settings.result.current.data).toEqual(aWeek))
  const closed = renderQueryHook(() => useFeedStatus(false))
  expect(closed.result.current.fetchStatus).toBe('idle')
  const open = renderQueryHook(() => useFeedStatus(true))
  await waitFor(() => expect(open.result.current.data).toEqual({ active: false }))
  expect(calls.map((c) => c.path)).toEqual(['/calendar/settings', '/calendar/feed'])
})

test('a change is sent as PUT with its version; the calendar and the customers’ timelines refresh', async () => {
  const calls = stubApi(({ body }) => ({ ...anEvent(), ...(body as object) }))
  const { result, queryClient } = renderQueryHook(() => useUpdateEvent())
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const input = eventToUpdate(anEvent(), { title: 'Measure again' })
  await act(() => result.current.mutateAsync({ id: uuid(1), input }))
  expect(calls).toEqual([{ method: 'PUT', path: `/calendar/events/${uuid(1)}`, body: input }])
  expect(invalidate).toHaveBeenCalledWith({ queryKey: calendarKeys.all })
  expect(invalidate).toHaveBeenCalledWith({ queryKey: customerKeys.all })
})

test('a change refused as stale still refreshes, so the calendar shows the event as it is now', async () => {
  stubApi(() => json(409, { code: 'conflict', message: 'Version mismatch' }))
  const { result, queryClient } = renderQueryHook(() => useUpdateEvent())
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  await expect(
    act(() => result.current.mutateAsync({ id: uuid(1), input: eventToUpdate(anEvent()) })),
  ).rejects.toMatchObject({ status: 409, code: 'conflict' })
  expect(invalidate).toHaveBeenCalledWith({ queryKey: calendarKeys.all })
})

test('a deletion says which occurrences and on which version, in the address', async () => {
  const calls = stubApi(() => json(204))
  const { result } = renderQueryHook(() => useDeleteEvent())
  await act(() =>
    result.current.mutateAsync({
      id: uuid(1),
      version: 4,
      scope: 'this',
      occurrenceStart: '2026-11-30T09:00:00Z',
    }),
  )
  await act(() =>
    result.current.mutateAsync({ id: uuid(2), version: 1, scope: 'all', occurrenceStart: null }),
  )
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    `DELETE /calendar/events/${uuid(1)}?version=4&scope=this&occurrenceStart=2026-11-30T09%3A00%3A00Z`,
    `DELETE /calendar/events/${uuid(2)}?version=1&scope=all`,
  ])
})

test('settings, a new feed and revoking it are sent where the API takes them', async () => {
  const calls = stubApi(({ method, path, body }) => {
    if (method === 'DELETE') return json(204)
    if (path === '/calendar/feed')
      return { url: 'https://x/ics', scope: 'mine', createdAt: '2026-11-01T10:00:00.000Z' }
    return body
  })
  const save = renderQueryHook(() => useSaveSettings())
  await act(() => save.result.current.mutateAsync(aWeek))
  const create = renderQueryHook(() => useCreateFeed())
  expect(await act(() => create.result.current.mutateAsync('mine'))).toMatchObject({
    url: 'https://x/ics',
  })
  const revoke = renderQueryHook(() => useRevokeFeed())
  await act(() => revoke.result.current.mutateAsync())
  expect(calls).toEqual([
    { method: 'PUT', path: '/calendar/settings', body: aWeek },
    { method: 'POST', path: '/calendar/feed', body: { scope: 'mine' } },
    { method: 'DELETE', path: '/calendar/feed', body: undefined },
  ])
})

test('an event goes back as PUT takes it: links as ids, nothing the server computes', () => {
  const event = anOccurrence({
    customer: { id: uuid(5), name: 'Ana' },
    design: { id: uuid(6), name: 'Kitchen' },
    configurator: { id: uuid(7), name: 'Wardrobes' },
    assignees: [{ id: uuid(8), name: 'Marta' }],
    color: '#123456',
  })
  expect(eventToUpdate(event)).toEqual({
    title: 'Measure the kitchen',
    type: 'appointment',
    status: 'confirmed',
    allDay: false,
    start: '2026-11-30T09:00:00Z',
    end: '2026-11-30T10:00:00Z',
    timeZone: 'Europe/Madrid',
    location: '',
    notes: '',
    color: '#123456',
    customerId: uuid(5),
    designId: uuid(6),
    configuratorId: uuid(7),
    assigneeIds: [uuid(8)],
    rrule: 'FREQ=WEEKLY;COUNT=8',
    version: 3,
  })
  expect(eventToUpdate(anEvent(), { status: 'cancelled', version: 9 })).toMatchObject({
    status: 'cancelled',
    version: 9,
    customerId: null,
    designId: null,
    configuratorId: null,
  })
})
