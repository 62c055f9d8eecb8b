import type { Customer } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { json, renderAt, searchOf, stubApi } from '@/test/render'
import { CustomersPage } from './customers-page'
import { aCustomer, aTag, uuid } from './testing'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

beforeEach(() => {
  // Downloads end in a link to a blob; jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:customers')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ana = aCustomer()

function api(customers: Customer[], total = customers.length) {
  return stubApi(({ method, path }) => {
    if (method === 'DELETE') return json(204)
    if (path === '/customer-tags') return [aTag()]
    if (path === '/members') return []
    if (path.startsWith('/customers/export'))
      return new Response('name\n', { headers: { 'content-type': 'text/csv' } })
    if (path.startsWith('/customers')) return { items: customers, total }
    return {}
  })
}

const renderPage = (search = '') =>
  renderAt(<CustomersPage />, { path: '/admin/customers', url: `/admin/customers${search}` })

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/customers?')).map((c) => c.path)

test('the filters in the address are what the list asks for', SLOW, async () => {
  const calls = api([ana], 30)
  renderPage(`?q=ana&stage=prospect&tagId=${uuid(100)}&ownerId=none&sort=-updated&page=2`)
  expect(await screen.findByTestId(`customer-row-${ana.id}`)).toBeInTheDocument()
  expect(listCalls(calls)).toEqual([
    `/customers?q=ana&stage=prospect&tagId=${uuid(100)}&ownerId=none&sort=-updated&page=2&pageSize=25`,
  ])
  expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('ana')
})

test('the default order is not asked for', SLOW, async () => {
  const calls = api([ana])
  renderPage()
  await screen.findByTestId(`customer-row-${ana.id}`)
  expect(listCalls(calls)).toEqual(['/customers?page=1&pageSize=25'])
})

test('a search is written to the address once typed, back at page 1', SLOW, async () => {
  const calls = api([ana])
  const { router } = renderPage('?page=2&stage=lead')
  await screen.findByTestId(`customer-row-${ana.id}`)
  await userEvent
    .setup()
    .type(screen.getByRole('searchbox', { name: 'Search customers' }), 'garcía')
  await waitFor(() => expect(searchOf(router)).toEqual({ stage: 'lead', q: 'garcía' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe('/customers?q=garc%C3%ADa&stage=lead&page=1&pageSize=25'),
  )
})

test(
  'with no customers at all the page offers to add or import them; nothing to export',
  SLOW,
  async () => {
    api([])
    renderPage()
    const title = await screen.findByRole('heading', { name: 'No customers yet' })
    expect(screen.getByTestId('export-customers')).toBeDisabled()
    const empty = within(title.closest<HTMLElement>('[data-slot="empty-state"]')!)
    expect(empty.getByRole('link', { name: 'New customer' })).toHaveAttribute(
      'href',
      '/admin/customers/create',
    )
    expect(empty.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  },
)

test(
  'a search that finds nobody says what was searched, and clears with the filters',
  SLOW,
  async () => {
    api([])
    const { router } = renderPage('?q=zz&stage=lead&sort=-updated')
    expect(await screen.findByText('No customers match')).toBeInTheDocument()
    expect(screen.getByText(/Nobody matches “zz”/)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }))
    // The order is not a filter: it stays.
    expect(searchOf(router)).toEqual({ sort: '-updated' })
  },
)

test('filters that select nobody say so without a search', SLOW, async () => {
  api([])
  renderPage('?ownerId=none')
  expect(
    await screen.findByText('No customer has this stage, tag and owner together.'),
  ).toBeInTheDocument()
})

test('the export is the list’s filters, every page, in the reader’s separator', SLOW, async () => {
  const calls = api([ana], 40)
  renderPage('?stage=customer&page=2&sort=-created')
  await screen.findByTestId(`customer-row-${ana.id}`)
  await userEvent.setup().click(screen.getByTestId('export-customers'))
  await waitFor(() => expect(calls.some((c) => c.path.startsWith('/customers/export'))).toBe(true))
  expect(calls.find((c) => c.path.startsWith('/customers/export'))!.path).toBe(
    '/customers/export?stage=customer&sort=-created&separator=comma',
  )
})

test('a customer is deleted from its row after saying yes', SLOW, async () => {
  const calls = api([ana])
  const success = vi.spyOn(toast, 'success')
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Ana García' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  expect(await screen.findByRole('heading', { name: 'Delete Ana García?' })).toBeInTheDocument()
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
  await user.click(screen.getByRole('button', { name: 'Delete customer' }))
  await waitFor(() => expect(success).toHaveBeenCalledWith('Ana García was deleted'))
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/customers/${ana.id}`,
  ])
})
