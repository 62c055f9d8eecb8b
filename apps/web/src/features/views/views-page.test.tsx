import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, searchOf, stubApi } from '@/test/render'
import { aDesign, aView } from './testing'
import { ViewsPage } from './views-page'

afterEach(() => vi.unstubAllGlobals())

const table = aDesign({ name: 'Dining table' })
const front = aView({
  name: 'Front',
  description: 'For the catalogue',
  designId: table.id,
  designName: 'Dining table',
})
const pictured = aView({
  name: 'Three-quarter',
  designId: table.id,
  designName: 'Dining table',
  pictureStatus: 'ready',
})
pictured.pictureUrl = `/v1/view-pictures/${pictured.id}/abcdefghijklmnopqrstuv.png`
const loose = aView({
  name: 'Loose',
  camera: { position: [0, 1600, 3000.4], target: [0, 1600, 2990], fov: 62.5, mode: 'first-person' },
})

const renderPage = (url = '') =>
  renderAt(<ViewsPage />, { path: '/admin/views', url: `/admin/views${url}` })

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/views?')).map((c) => c.path)

test('each view shows its design as a link and its camera in short', async () => {
  stubApi(({ path }) =>
    path.startsWith('/designs')
      ? { items: [table], total: 1 }
      : { items: [front, loose], total: 2 },
  )
  renderPage()
  const row = await screen.findByTestId(`view-row-${front.id}`)
  expect(within(row).getByRole('link', { name: 'Front' })).toHaveAttribute(
    'href',
    `/admin/views/${front.id}/edit`,
  )
  expect(within(row).getByRole('link', { name: 'Dining table' })).toHaveAttribute(
    'href',
    `/admin/designs/${table.id}`,
  )
  expect(within(row).getByText('Orbit · 40° · (2400, 1600, 2400)')).toBeInTheDocument()
  const other = screen.getByTestId(`view-row-${loose.id}`)
  expect(within(other).getByText('No design')).toBeInTheDocument()
  expect(within(other).getByText('First person · 62.5° · (0, 1600, 3000)')).toBeInTheDocument()
  expect(screen.getByTestId('new-view')).toHaveAttribute('href', '/admin/views/create')
})

test('the search and the design filter go to the URL and to the API, from page 1', async () => {
  const calls = stubApi(({ path }) =>
    path.startsWith('/designs') ? { items: [table], total: 1 } : { items: [front], total: 1 },
  )
  const { router } = renderPage(`?page=2&designId=${table.id}`)
  await screen.findByTestId(`view-row-${front.id}`)
  expect(listCalls(calls)[0]).toBe(`/views?designId=${table.id}&page=2&pageSize=20`)
  expect(screen.getByRole('combobox', { name: 'Design' })).toHaveTextContent('Dining table')

  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search views' }), 'fro')
  await waitFor(() => expect(searchOf(router)).toEqual({ q: 'fro', designId: table.id }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe(`/views?q=fro&designId=${table.id}&page=1&pageSize=20`),
  )
})

test('deleting asks first, then removes the view and refreshes the list', async () => {
  let items = [front, loose]
  const calls = stubApi(({ method, path }) => {
    if (path.startsWith('/designs')) return { items: [table], total: 1 }
    if (method === 'DELETE') {
      items = items.filter((v) => path !== `/views/${v.id}`)
      return new Response(null, { status: 204 })
    }
    return { items, total: items.length }
  })
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Front' }))
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }))

  const dialog = screen.getByRole('dialog', { name: 'Delete the view “Front”?' })
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

  await waitFor(() => expect(screen.queryByTestId(`view-row-${front.id}`)).not.toBeInTheDocument())
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/views/${front.id}`,
  ])
  expect(screen.getByTestId(`view-row-${loose.id}`)).toBeInTheDocument()
})

test('a company without views is invited to save one; a search without results, to clear it', async () => {
  stubApi(({ path }) =>
    path.startsWith('/designs') ? { items: [], total: 0 } : { items: [], total: 0 },
  )
  renderPage()
  expect(await screen.findByRole('heading', { name: 'No saved views yet' })).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'New view' })).toHaveLength(2)

  vi.unstubAllGlobals()
  stubApi(() => ({ items: [], total: 0 }))
  const user = userEvent.setup()
  await user.type(screen.getByRole('searchbox', { name: 'Search views' }), 'zzz{Enter}')
  expect(await screen.findByRole('heading', { name: 'No views found' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByRole('heading', { name: 'No saved views yet' })).toBeInTheDocument()
})

test('a list that cannot be loaded says so and can be asked again', async () => {
  let fail = true
  stubApi(({ path }) => {
    if (path.startsWith('/designs')) return { items: [], total: 0 }
    return fail
      ? json(500, { message: 'Boom', code: 'internal_error' })
      : { items: [front], total: 1 }
  })
  renderPage()
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred')
  fail = false
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByTestId(`view-row-${front.id}`)).toBeInTheDocument()
})

test('views sort by name or last change from the column headers, kept in the URL', async () => {
  const calls = stubApi(({ path }) =>
    path.startsWith('/designs')
      ? { items: [table], total: 1 }
      : { items: [front, loose], total: 2 },
  )
  const { router } = renderPage('?page=2')
  await screen.findByTestId(`view-row-${front.id}`)
  const nameHeader = screen.getByRole('columnheader', { name: /Name/ })
  expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  const user = userEvent.setup()
  await user.click(within(nameHeader).getByRole('button'))
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: '-name' }))
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/views?sort=-name&page=1&pageSize=20'))
  // Last change reads newest first.
  await user.click(
    within(screen.getByRole('columnheader', { name: /Last updated/ })).getByRole('button'),
  )
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: '-updated' }))
})

test("each view shows its design's picture from its camera; one being made says so; without one, a placeholder", async () => {
  const coming = aView({ name: 'Coming', designId: table.id, pictureStatus: 'rendering' })
  stubApi(({ path }) =>
    path.startsWith('/designs')
      ? { items: [table], total: 1 }
      : { items: [pictured, coming, loose], total: 3 },
  )
  renderPage()
  const row = await screen.findByTestId(`view-row-${pictured.id}`)
  const picture = row.querySelector('[data-slot="design-thumbnail"]')!
  expect(picture).toHaveAttribute('data-status', 'ready')
  expect(picture.querySelector('img')).toHaveAttribute('src', pictured.pictureUrl)
  // The picture links to the view too, for the mouse; the name is the keyboard's link.
  expect(picture.closest('a')).toHaveAttribute('href', `/admin/views/${pictured.id}/edit`)
  expect(picture.closest('a')).toHaveAttribute('tabindex', '-1')

  const rendering = screen.getByTestId(`view-row-${coming.id}`)
  expect(within(rendering).getByText('Rendering picture…')).toBeInTheDocument()

  const none = screen.getByTestId(`view-row-${loose.id}`)
  expect(none.querySelector('[data-slot="design-thumbnail"]')).toHaveAttribute(
    'data-status',
    'none',
  )
  expect(within(none).queryByText('Rendering picture…')).not.toBeInTheDocument()
  // No column of coordinates: the header names what the list shows.
  expect(screen.queryByRole('columnheader', { name: 'Camera' })).not.toBeInTheDocument()
})
