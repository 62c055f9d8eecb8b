import { useQuery } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { configuratorKeys, designKeys } from '@/lib/queries/keys'
import { session } from '@/lib/session'
import { COMPANY_ID, json, renderQueryHook, stubApi } from '@/test/render'
import { aConfigurator, aFunnel, aSummary, uuid } from '../testing'
import {
  configuratorQuery,
  funnelQuery,
  saveConfigurator,
  useConfigurableDesigns,
  useConfigurators,
  useCreateConfigurator,
  useDeleteConfigurator,
  useDraftEvaluation,
  usePublishConfigurator,
  useSaveEmbed,
  useUnpublishConfigurator,
  versionQuery,
  versionsQuery,
} from './configurators'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
})

test('the list is asked with the filters that are set, under the company’s key', async () => {
  const list = { items: [aSummary()], total: 1 }
  const calls = stubApi(() => list)
  const params = { q: 'table', status: 'published' as const, page: 2, pageSize: 25 }
  const { result, queryClient } = renderQueryHook(() => useConfigurators(params))
  await waitFor(() => expect(result.current.data).toEqual(list))
  expect(calls.map((c) => c.path)).toEqual([
    '/configurators?q=table&status=published&page=2&pageSize=25',
  ])
  expect(queryClient.getQueryData(configuratorKeys.list(COMPANY_ID, params))).toEqual(list)
})

test('outside a company nothing is asked; another company’s list is another query', async () => {
  const calls = stubApi(() => ({ items: [], total: 0 }))
  const { result, queryClient } = renderQueryHook(() => useConfigurators({}))
  await waitFor(() => expect(calls).toHaveLength(1))
  const other = '00000000-0000-4000-8000-0000000000c2'
  act(() => session.selectCompany(other))
  await waitFor(() => expect(calls).toHaveLength(2))
  const companies = queryClient
    .getQueryCache()
    .findAll({ queryKey: configuratorKeys.all })
    .map((q) => q.queryKey[2])
  expect(companies.sort()).toEqual([COMPANY_ID, other].sort())
  act(() => session.clear({ forgetCompany: true }))
  expect(result.current.fetchStatus).toBe('idle')
  expect(calls).toHaveLength(2)
})

test('one configurator, its versions and one version are asked where the API has them', async () => {
  const calls = stubApi(({ path }) =>
    path.endsWith('/versions')
      ? []
      : path.includes('/versions/')
        ? { ...aConfigurator(), version: 2 }
        : aConfigurator(),
  )
  const id = uuid(1)
  const one = renderQueryHook(() => useQuery(configuratorQuery(id)))
  const all = renderQueryHook(() => useQuery(versionsQuery(id)))
  const two = renderQueryHook(() => useQuery(versionQuery(id, 2)))
  await waitFor(() => expect(one.result.current.data).toEqual(aConfigurator()))
  await waitFor(() => expect(all.result.current.data).toEqual([]))
  await waitFor(() => expect(two.result.current.isSuccess).toBe(true))
  expect(calls.map((c) => c.path).sort()).toEqual(
    [
      `/configurators/${id}`,
      `/configurators/${id}/versions`,
      `/configurators/${id}/versions/2`,
    ].sort(),
  )
  // Keys sit under the configurator's, so a write that invalidates it refreshes them all.
  expect(versionsQuery(id).queryKey.slice(0, 3)).toEqual([...configuratorKeys.detail(id)])
  expect(versionQuery(id, 2).queryKey).toEqual([...configuratorKeys.detail(id), 'versions', 2])
  // A published version never changes.
  expect(versionQuery(id, 2).staleTime).toBe(Number.POSITIVE_INFINITY)
})

test('the draft is priced by the server for the choices being tried, keyed by its version', async () => {
  const calls = stubApi(() => ({ total: 1 }))
  const id = uuid(1)
  let version = 3
  const { result, rerender, queryClient } = renderQueryHook(() =>
    useDraftEvaluation(id, version, { W: 2000 }),
  )
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  version = 4
  rerender()
  await waitFor(() => expect(calls).toHaveLength(2))
  expect(calls[0]).toEqual({
    method: 'POST',
    path: `/configurators/${id}/evaluate`,
    body: { selections: { W: 2000 }, source: 'draft' },
  })
  const versions = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...configuratorKeys.detail(id), 'evaluate'] })
    .map((q) => q.queryKey[4])
  expect(versions.sort()).toEqual([3, 4])
})

test('creating, deleting, publishing and unpublishing are sent and refresh the whole area', async () => {
  const calls = stubApi(({ method }) => (method === 'DELETE' ? json(204) : aConfigurator()))
  const create = renderQueryHook(() => useCreateConfigurator())
  const invalidate = vi.spyOn(create.queryClient, 'invalidateQueries')
  const input = { name: 'Desk', designId: uuid(10) }
  expect(await act(() => create.result.current.mutateAsync(input))).toEqual(aConfigurator())
  expect(invalidate).toHaveBeenCalledWith({ queryKey: configuratorKeys.all })

  for (const hook of [useDeleteConfigurator, usePublishConfigurator, useUnpublishConfigurator]) {
    const { result, queryClient } = renderQueryHook(() => hook())
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    await act(async () => {
      await result.current.mutateAsync(uuid(1))
    })
    expect(spy).toHaveBeenCalledWith({ queryKey: configuratorKeys.all })
  }
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /configurators',
    `DELETE /configurators/${uuid(1)}`,
    `POST /configurators/${uuid(1)}/publish`,
    `POST /configurators/${uuid(1)}/unpublish`,
  ])
  expect(calls[0]!.body).toEqual(input)
})

test('a refused write refreshes nothing', async () => {
  stubApi(() => json(422, { code: 'configurators.problems', message: 'Not ready' }))
  const { result, queryClient } = renderQueryHook(() => usePublishConfigurator())
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  await expect(act(() => result.current.mutateAsync(uuid(1)))).rejects.toMatchObject({
    status: 422,
    code: 'configurators.problems',
  })
  expect(invalidate).not.toHaveBeenCalled()
})

test('a save is a PUT with the version it is based on; a stale one is refused with 409', async () => {
  const input = { name: 'Table', definition: aConfigurator().definition, version: 3 }
  const calls = stubApi(() =>
    json(409, { code: 'conflict', message: 'Version mismatch', details: { currentVersion: 4 } }),
  )
  session.selectCompany(COMPANY_ID)
  await expect(saveConfigurator(uuid(1), input)).rejects.toMatchObject({
    status: 409,
    details: { currentVersion: 4 },
  })
  expect(calls).toEqual([{ method: 'PUT', path: `/configurators/${uuid(1)}`, body: input }])
})

test('designs to make a configurator of: only designs, by name, by what was typed', async () => {
  const calls = stubApi(() => ({ items: [], total: 0 }))
  const { result, queryClient } = renderQueryHook(() => useConfigurableDesigns('oak'))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  renderQueryHook(() => useConfigurableDesigns(''))
  await waitFor(() => expect(calls).toHaveLength(2))
  expect(calls.map((c) => c.path)).toEqual([
    '/designs?type=design&sort=name&pageSize=24&q=oak',
    '/designs?type=design&sort=name&pageSize=24',
  ])
  // Under the designs' keys: a design made or renamed elsewhere shows here too.
  expect(queryClient.getQueryCache().findAll({ queryKey: designKeys.all })).toHaveLength(1)
})

test('the funnel is asked for its days, one query per period', async () => {
  const calls = stubApi(() => aFunnel())
  const week = renderQueryHook(() => useQuery(funnelQuery(uuid(1), 7)))
  const month = renderQueryHook(() => useQuery(funnelQuery(uuid(1))))
  await waitFor(() => expect(week.result.current.data).toEqual(aFunnel()))
  await waitFor(() => expect(month.result.current.isSuccess).toBe(true))
  expect(calls.map((c) => c.path).sort()).toEqual([
    `/configurators/${uuid(1)}/funnel?days=30`,
    `/configurators/${uuid(1)}/funnel?days=7`,
  ])
  expect(funnelQuery(uuid(1), 7).queryKey).not.toEqual(funnelQuery(uuid(1)).queryKey)
})

test('saved embed sites are put in the cache as the server kept them', async () => {
  const kept = { allowedOrigins: ['https://shop.example.com'] }
  const calls = stubApi(() => kept)
  const { result, queryClient } = renderQueryHook(() => useSaveEmbed(uuid(1)))
  await act(() => result.current.mutateAsync({ allowedOrigins: ['https://shop.example.com/'] }))
  expect(calls[0]).toMatchObject({ method: 'PUT', path: `/configurators/${uuid(1)}/embed` })
  expect(queryClient.getQueryData([...configuratorKeys.detail(uuid(1)), 'embed'])).toEqual(kept)
})
