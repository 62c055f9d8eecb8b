import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { customerKeys, memberKeys } from '@/lib/queries/keys'
import { session } from '@/lib/session'
import { COMPANY_ID, json, renderQueryHook, stubApi } from '@/test/render'
import { aCustomer, aTag, uuid } from '../testing'
import {
  customerToInput,
  exportCustomers,
  useAnonymiseCustomer,
  useCompanyCustomers,
  useCreateTag,
  useCustomers,
  useCustomerTags,
  useDeleteCustomer,
  useOwners,
  useUpdateCustomer,
} from './customers'

// Downloads end in a link to a blob; jsdom has no object URLs.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:customers')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
})

test('the list asks for its filters and page; the company is part of what is cached', async () => {
  const calls = stubApi(() => ({ items: [aCustomer()], total: 1 }))
  const { result, queryClient } = renderQueryHook(() =>
    useCustomers({ q: 'ana', stage: 'lead', page: 2, pageSize: 25 }),
  )
  await waitFor(() => expect(result.current.data?.total).toBe(1))
  expect(calls.map((c) => c.path)).toEqual(['/customers?q=ana&stage=lead&page=2&pageSize=25'])
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey),
  ).toEqual([customerKeys.list(COMPANY_ID, { q: 'ana', stage: 'lead', page: 2, pageSize: 25 })])
})

test('the companies a person can work for are the company customers', async () => {
  const calls = stubApi(() => ({ items: [], total: 0 }))
  const { result } = renderQueryHook(() => useCompanyCustomers())
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(calls.map((c) => c.path)).toEqual(['/customers?kind=company&pageSize=100'])
})

test('tags and owners are the company’s; owners share the members page’s cache', async () => {
  const calls = stubApi(({ path }) => (path === '/customer-tags' ? [aTag()] : []))
  const tags = renderQueryHook(() => useCustomerTags())
  await waitFor(() => expect(tags.result.current.data).toEqual([aTag()]))
  const owners = renderQueryHook(() => useOwners())
  await waitFor(() => expect(owners.result.current.isSuccess).toBe(true))
  expect(
    owners.queryClient.getQueryCache().find({ queryKey: memberKeys.of(COMPANY_ID) }),
  ).toBeDefined()
  expect(calls.map((c) => c.path)).toEqual(['/customer-tags', '/members'])
})

test('writes go where the API takes them, and refresh every list and detail of the area', async () => {
  const calls = stubApi(({ method, body }) =>
    method === 'DELETE' ? json(204) : { ...aCustomer(), ...(body as object) },
  )
  const update = renderQueryHook(() => useUpdateCustomer())
  const invalidate = vi.spyOn(update.queryClient, 'invalidateQueries')
  const input = customerToInput(aCustomer({ stage: 'customer' }))
  await act(() => update.result.current.mutateAsync({ id: uuid(1), input }))
  expect(invalidate).toHaveBeenCalledWith({ queryKey: customerKeys.all })

  const remove = renderQueryHook(() => useDeleteCustomer())
  await act(() => remove.result.current.mutateAsync(uuid(1)))
  const anonymise = renderQueryHook(() => useAnonymiseCustomer())
  await act(() => anonymise.result.current.mutateAsync(uuid(1)))
  const tag = renderQueryHook(() => useCreateTag())
  await act(() => tag.result.current.mutateAsync({ name: 'Bathroom', color: 'teal' }))
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    `PUT /customers/${uuid(1)}`,
    `DELETE /customers/${uuid(1)}`,
    `POST /customers/${uuid(1)}/anonymise`,
    'POST /customer-tags',
  ])
  expect(calls[0]!.body).toEqual(input)
})

test('a write that fails refreshes nothing', async () => {
  stubApi(() => json(404, { code: 'not_found', message: 'Not found' }))
  const { result, queryClient } = renderQueryHook(() => useDeleteCustomer())
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  await expect(act(() => result.current.mutateAsync(uuid(1)))).rejects.toMatchObject({
    status: 404,
  })
  expect(invalidate).not.toHaveBeenCalled()
})

test('a customer goes back as PUT takes it: links as ids, nothing the server computes', () => {
  const customer = aCustomer({
    kind: 'person',
    companyContact: { id: uuid(2), name: 'Talleres Sur' },
    phones: [{ label: 'work', number: '+34912345678' }],
    addresses: [
      {
        type: 'site',
        line1: 'Calle Mayor 1',
        line2: '',
        city: 'Madrid',
        region: '',
        postalCode: '28013',
        country: 'ES',
      },
    ],
    tags: [
      { id: uuid(100), name: 'Kitchen', color: 'blue' },
      { id: uuid(101), name: 'VIP', color: 'amber' },
    ],
    owner: { id: uuid(300), name: 'Marta' },
    marketingConsent: true,
    marketingConsentAt: '2026-11-01T10:00:00.000Z',
    notes: 'Prefers mornings',
  })
  expect(customerToInput(customer)).toEqual({
    kind: 'person',
    name: 'Ana García',
    email: 'ana@example.com',
    companyContactId: uuid(2),
    phones: [{ label: 'work', number: '+34912345678' }],
    language: 'es',
    addresses: customer.addresses,
    taxId: '',
    tagIds: [uuid(100), uuid(101)],
    stage: 'lead',
    ownerId: uuid(300),
    marketingConsent: true,
    notes: 'Prefers mornings',
  })
  expect(customerToInput(aCustomer())).toMatchObject({
    companyContactId: null,
    ownerId: null,
    tagIds: [],
  })
})

const exportPath = async (language: string) => {
  const calls = stubApi(() => new Response('name\n', { headers: { 'content-type': 'text/csv' } }))
  await exportCustomers(
    { q: 'ana', stage: 'lead', sort: '-updated', page: 3, pageSize: 25 },
    language,
  )
  return calls[0]!.path
}

test('the CSV has the list’s filters, every page, and the reader’s spreadsheet separator', async () => {
  expect(await exportPath('en')).toBe(
    '/customers/export?q=ana&stage=lead&sort=-updated&separator=comma',
  )
  // Where the decimal point is a comma, spreadsheets split columns at semicolons.
  expect(await exportPath('es')).toBe(
    '/customers/export?q=ana&stage=lead&sort=-updated&separator=semicolon',
  )
  expect(await exportPath('fr')).toMatch(/separator=semicolon$/)
  expect(await exportPath('en-GB')).toMatch(/separator=comma$/)
})
