import type { ConfiguratorSummary } from '@designer/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { json, renderAt, searchOf, stubApi } from '@/test/render'
import { ConfiguratorsPage } from './configurators-page'
import { aSummary, uuid } from './testing'

// Pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's select captures the pointer and scrolls its chosen item into view; jsdom does neither.
beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const table = aSummary()
const live = aSummary({
  id: uuid(2),
  name: 'Wardrobe',
  status: 'published',
  publishedVersion: 2,
  publishedAt: '2026-11-02T10:00:00.000Z',
})

function api(configurators: ConfiguratorSummary[], total = configurators.length) {
  return stubApi(({ method, path }) => {
    if (method === 'DELETE') return json(204)
    if (path.startsWith('/configurators')) return { items: configurators, total }
    return {}
  })
}

const renderPage = (search = '') =>
  renderAt(<ConfiguratorsPage />, {
    path: '/admin/configurators',
    url: `/admin/configurators${search}`,
  })

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/configurators?')).map((c) => c.path)

test('the filters in the address are what the list asks for', SLOW, async () => {
  const calls = api([live], 30)
  renderPage('?q=ward&status=published&sort=name&page=2')
  expect(await screen.findByTestId(`configurator-row-${live.id}`)).toBeInTheDocument()
  expect(listCalls(calls)).toEqual([
    '/configurators?q=ward&status=published&sort=name&page=2&pageSize=25',
  ])
  expect(screen.getByRole('searchbox', { name: 'Search configurators' })).toHaveValue('ward')
})

test('the default order and an unknown status are not asked for', SLOW, async () => {
  const calls = api([table])
  renderPage('?status=archived&sort=-updated')
  await screen.findByTestId(`configurator-row-${table.id}`)
  expect(listCalls(calls)).toEqual(['/configurators?page=1&pageSize=25'])
})

test('a search is written to the address once typed, back at page 1', SLOW, async () => {
  const calls = api([table])
  const { router } = renderPage('?page=2&status=draft')
  await screen.findByTestId(`configurator-row-${table.id}`)
  await userEvent
    .setup()
    .type(screen.getByRole('searchbox', { name: 'Search configurators' }), 'mesa')
  await waitFor(() => expect(searchOf(router)).toEqual({ status: 'draft', q: 'mesa' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe('/configurators?q=mesa&status=draft&page=1&pageSize=25'),
  )
})

test('a status chosen is written to the address', SLOW, async () => {
  api([table])
  const { router } = renderPage()
  await screen.findByTestId(`configurator-row-${table.id}`)
  const user = userEvent.setup()
  await user.click(screen.getByRole('combobox', { name: 'Status' }))
  await user.click(await screen.findByRole('option', { name: 'Published' }))
  await waitFor(() => expect(searchOf(router)).toEqual({ status: 'published' }))
})

test('with no configurators at all the page offers to make one', SLOW, async () => {
  api([])
  renderPage()
  expect(await screen.findByRole('heading', { name: 'No configurators yet' })).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'New configurator' })).toHaveLength(2)
})

test('with filters that match nothing the page says so and clears them', SLOW, async () => {
  api([])
  const { router } = renderPage('?q=zzz&status=draft')
  expect(
    await screen.findByRole('heading', { name: 'No configurator matches' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Nothing matches “zzz”.')).toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }))
  await waitFor(() => expect(searchOf(router)).toEqual({}))
})

test('a status that matches nothing says it is the status', SLOW, async () => {
  api([])
  renderPage('?status=published')
  expect(await screen.findByText('No configurator has this status.')).toBeInTheDocument()
})

test('a configurator is deleted from its row after saying yes', SLOW, async () => {
  const calls = api([table, live])
  const success = vi.spyOn(toast, 'success')
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Wardrobe' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  expect(await screen.findByRole('heading', { name: 'Delete Wardrobe?' })).toBeInTheDocument()
  // A live one warns that customers lose it.
  expect(screen.getByText(/It is live: customers will no longer be able to open it/)).toBeVisible()
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
  await user.click(screen.getByRole('button', { name: 'Delete configurator' }))
  await waitFor(() => expect(success).toHaveBeenCalledWith('Wardrobe was deleted'))
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/configurators/${live.id}`,
  ])
  // The list is asked again once it is gone.
  await waitFor(() => expect(listCalls(calls)).toHaveLength(2))
})

test('a draft’s deletion does not speak of customers', SLOW, async () => {
  api([table])
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Dining table' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  expect(
    await screen.findByText(
      'Its options, rules, prices and every published version are deleted. The design stays.',
    ),
  ).toBeInTheDocument()
})
