import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { CustomerPage } from './customer-page'
import { aCustomer, anEntry, uuid } from './testing'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's switch and checkbox in the profile form measure themselves; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  URL.createObjectURL = vi.fn(() => 'blob:customer')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const gone = aCustomer({
  name: '',
  email: '',
  source: 'import',
  anonymisedAt: '2026-11-05T10:00:00.000Z',
})

type Call = { method: string; path: string; body: unknown }

function api(customer: unknown, write: (call: Call) => unknown = () => json(204)) {
  return stubApi((call) => {
    if (call.method !== 'GET') return write(call)
    if (call.path.startsWith(`/customers/${uuid(1)}/timeline`))
      return { entries: [anEntry()], hasMore: false }
    if (call.path.startsWith(`/customers/${uuid(1)}/data`))
      return new Response('{}', { headers: { 'content-type': 'application/json' } })
    if (/^\/customers\/[^/?]+$/.test(call.path)) return customer
    if (call.path.startsWith('/quotes')) return { items: [], total: 0 }
    if (call.path.startsWith('/customers')) return { items: [], total: 0 }
    return []
  })
}

const renderPage = (id = uuid(1)) =>
  renderAt(<CustomerPage />, {
    path: '/admin/customers/:customerId',
    url: `/admin/customers/${id}`,
  })

const openActions = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByTestId('customer-actions'))
  return screen.findByRole('menu')
}

test(
  'a customer that is not there, or another company’s, is said to be missing',
  SLOW,
  async () => {
    api(json(404, { code: 'not_found', message: 'Not found' }))
    renderPage()
    expect(await screen.findByText('This customer is not here')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    )
  },
)

test('an address that is no customer id is missing too, not an error', SLOW, async () => {
  api(json(400, { code: 'validation_failed', message: 'Invalid id' }))
  renderPage('not-an-id')
  expect(await screen.findByText('This customer is not here')).toBeInTheDocument()
})

test('a customer that could not be loaded can be asked again', SLOW, async () => {
  let fail = true
  stubApi(({ path }) => {
    if (path === `/customers/${uuid(1)}`)
      return fail ? json(503, { code: 'internal_error', message: 'Down' }) : gone
    if (path.includes('/timeline')) return { entries: [], hasMore: false }
    return { items: [], total: 0 }
  })
  renderPage()
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true')
  const retry = await screen.findByRole('button', { name: 'Try again' })
  expect(screen.queryByText('This customer is not here')).not.toBeInTheDocument()
  fail = false
  await userEvent.setup().click(retry)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Anonymised customer' }),
  ).toBeInTheDocument()
})

test(
  'an anonymised customer is shown without name or form; their timeline is read only',
  SLOW,
  async () => {
    api(gone)
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anonymised customer' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('anonymised-note')).toHaveTextContent(
      /^This customer was anonymised on /,
    )
    expect(screen.getByText(/^Imported /)).toBeInTheDocument()
    expect(await screen.findByText('Called about the worktop')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument()
    const menu = await openActions(userEvent.setup())
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export their data (JSON)', 'Delete'])
  },
)

test('a person who works at a company links to it', SLOW, async () => {
  api({ ...gone, companyContact: { id: uuid(2), name: 'Talleres Sur' } })
  renderPage()
  expect(await screen.findByRole('link', { name: 'Talleres Sur' })).toHaveAttribute(
    'href',
    `/admin/customers/${uuid(2)}`,
  )
})

test('deleting a customer asks first, then goes back to the list', SLOW, async () => {
  const calls = api(gone)
  const success = vi.spyOn(toast, 'success')
  const { router } = renderPage()
  const user = userEvent.setup()
  const menu = await openActions(user)
  await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
  expect(
    await screen.findByRole('heading', { name: 'Delete Anonymised customer?' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Delete customer' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers'))
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/customers/${uuid(1)}`,
  ])
  expect(success).toHaveBeenCalledWith('Anonymised customer was deleted')
})

test('anonymising asks first, then says it is done', SLOW, async () => {
  const calls = api(aCustomer(), (call) => (call.method === 'POST' ? gone : json(204)))
  const success = vi.spyOn(toast, 'success')
  renderPage()
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana García' })).toBeInTheDocument()
  const menu = await openActions(user)
  await user.click(within(menu).getByRole('menuitem', { name: 'Anonymise' }))
  expect(await screen.findByRole('heading', { name: 'Anonymise Ana García?' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Anonymise' }))
  await waitFor(() => expect(success).toHaveBeenCalledWith('The customer was anonymised'))
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    `/customers/${uuid(1)}/anonymise`,
  ])
})

test('their data is downloaded as the API makes it; a failure says why', SLOW, async () => {
  const calls = api(gone)
  const error = vi.spyOn(toast, 'error')
  renderPage()
  const user = userEvent.setup()
  const exportData = async () => {
    const menu = await openActions(user)
    await user.click(within(menu).getByRole('menuitem', { name: 'Export their data (JSON)' }))
  }
  await exportData()
  await waitFor(() => expect(calls.some((c) => c.path === `/customers/${uuid(1)}/data`)).toBe(true))
  expect(error).not.toHaveBeenCalled()

  stubApi(({ path }) =>
    path.endsWith('/data') ? json(403, { code: 'forbidden', message: 'No' }) : gone,
  )
  await exportData()
  await waitFor(() => expect(error).toHaveBeenCalledOnce())
})
