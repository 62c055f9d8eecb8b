import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { customerKeys } from '@/lib/queries/keys'
import { session } from '@/lib/session'
import { json, renderQueryHook, stubApi } from '@/test/render'
import { anEntry, uuid } from '../testing'
import {
  useAddNote,
  useDeleteNote,
  useImportCustomers,
  useTimeline,
  useUpdateNote,
} from './timeline'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
})

const CUSTOMER = uuid(1)
const newer = anEntry({ id: 'note:a', at: '2026-11-20T10:00:00.000Z' })
const older = anEntry({ id: 'note:b', at: '2026-11-10T08:30:00.000Z' })
const oldest = anEntry({ id: 'created:c', type: 'created', at: '2026-10-01T09:00:00.000Z' })

test('older entries are asked from the last one shown, until there are no more', async () => {
  const calls = stubApi(({ path }) =>
    path.includes('before=')
      ? { entries: [oldest], hasMore: false }
      : { entries: [newer, older], hasMore: true },
  )
  const { result } = renderQueryHook(() => useTimeline(CUSTOMER))
  await waitFor(() => expect(result.current.hasNextPage).toBe(true))
  await act(() => result.current.fetchNextPage())
  await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
  expect(result.current.hasNextPage).toBe(false)
  expect(result.current.data?.pages.flatMap((p) => p.entries).map((e) => e.id)).toEqual([
    'note:a',
    'note:b',
    'created:c',
  ])
  expect(calls.map((c) => c.path)).toEqual([
    `/customers/${CUSTOMER}/timeline`,
    `/customers/${CUSTOMER}/timeline?before=2026-11-10T08%3A30%3A00.000Z`,
  ])
})

test('a timeline that fits on one page offers no older entries; nor does an empty one', async () => {
  stubApi(() => ({ entries: [], hasMore: false }))
  const { result } = renderQueryHook(() => useTimeline(CUSTOMER))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(result.current.hasNextPage).toBe(false)
})

test('notes are written, changed and deleted on the customer, then the area refreshes', async () => {
  const calls = stubApi(({ method }) => (method === 'POST' ? anEntry() : json(204)))
  const add = renderQueryHook(() => useAddNote(CUSTOMER))
  const invalidate = vi.spyOn(add.queryClient, 'invalidateQueries')
  await act(() => add.result.current.mutateAsync('Visited the site'))
  expect(invalidate).toHaveBeenCalledWith({ queryKey: customerKeys.all })
  const update = renderQueryHook(() => useUpdateNote(CUSTOMER))
  await act(() => update.result.current.mutateAsync({ noteId: uuid(200), body: 'Visited twice' }))
  const remove = renderQueryHook(() => useDeleteNote(CUSTOMER))
  await act(() => remove.result.current.mutateAsync(uuid(200)))
  expect(calls).toEqual([
    { method: 'POST', path: `/customers/${CUSTOMER}/notes`, body: { body: 'Visited the site' } },
    {
      method: 'PUT',
      path: `/customers/${CUSTOMER}/notes/${uuid(200)}`,
      body: { body: 'Visited twice' },
    },
    { method: 'DELETE', path: `/customers/${CUSTOMER}/notes/${uuid(200)}`, body: undefined },
  ])
})

const result = (dryRun: boolean) => ({
  dryRun,
  created: 2,
  updated: 0,
  skipped: 0,
  failed: 0,
  newTags: [],
  rows: [],
})

test('checking an import changes nothing, so nothing refreshes; importing refreshes the area', async () => {
  const calls = stubApi(({ body }) => result((body as { dryRun: boolean }).dryRun))
  const { result: hook, queryClient } = renderQueryHook(() => useImportCustomers())
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const input = { csv: 'name\nAna\nLuis\n', mapping: { name: 'name' }, duplicates: 'skip' } as const
  await act(() => hook.current.mutateAsync({ ...input, dryRun: true }))
  expect(invalidate).not.toHaveBeenCalled()
  await act(() => hook.current.mutateAsync({ ...input, dryRun: false }))
  expect(invalidate).toHaveBeenCalledWith({ queryKey: customerKeys.all })
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /customers/import',
    'POST /customers/import',
  ])
})
