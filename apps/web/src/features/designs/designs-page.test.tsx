import type { DesignListItem } from '@designer/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { designKeys } from '@/lib/queries/keys'
import { renderAt, searchOf, stubApi } from '@/test/render'
import { DesignsPage } from './designs-page'
import { listItem } from './testing'

afterEach(() => vi.unstubAllGlobals())

const legs = listItem({ name: 'Table leg', type: 'component', objectCount: 1 })
const top = listItem({ name: 'Table top', type: 'component', objectCount: 1 })
const table = listItem({ name: 'Dining table', type: 'design', objectCount: 5 })

const renderPage = (url: string) =>
  renderAt(<DesignsPage />, { path: '/admin/designs', url: `/admin/designs${url}` })

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/designs?')).map((c) => c.path)

test('the filters in the URL are what the page asks for and shows', async () => {
  const calls = stubApi(() => ({ items: [legs, top], total: 26 }))
  renderPage('?type=component&view=grid&q=table&sort=name&page=2')

  expect(await screen.findByRole('heading', { level: 1, name: 'Components' })).toBeInTheDocument()
  expect(listCalls(calls)).toEqual(['/designs?q=table&type=component&sort=name&page=2&pageSize=24'])
  expect(await screen.findByTestId(`design-card-${legs.id}`)).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('table')
  expect(screen.getByRole('button', { name: 'Components' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByText('25–26 of 26')).toBeInTheDocument()
  // The components filter offers a new component, not a design.
  expect(screen.getByTestId('new-design')).toHaveAttribute(
    'href',
    '/admin/designs/create?type=component',
  )
})

test('searching, filtering, sorting and switching view write the URL; a new search starts at page 1', async () => {
  const calls = stubApi(() => ({ items: [table], total: 1 }))
  const { router } = renderPage('?page=3')
  await screen.findByRole('link', { name: 'Dining table' })
  const user = userEvent.setup()

  await user.type(screen.getByRole('searchbox', { name: 'Search designs' }), 'dining')
  // Debounced: one request for the whole word, not one per letter.
  await waitFor(() => expect(searchOf(router)).toEqual({ q: 'dining' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe('/designs?q=dining&sort=-updated&page=1&pageSize=24'),
  )
  expect(listCalls(calls).filter((p) => p.includes('q=din'))).toHaveLength(1)

  await user.click(screen.getByRole('button', { name: 'Designs' }))
  expect(searchOf(router)).toEqual({ q: 'dining', type: 'design' })

  await user.click(screen.getByRole('button', { name: /^Name/ }))
  expect(searchOf(router)).toEqual({ q: 'dining', type: 'design', sort: 'name' })

  await user.click(screen.getByRole('button', { name: 'Grid view' }))
  expect(searchOf(router)).toEqual({ q: 'dining', type: 'design', sort: 'name', view: 'grid' })
  expect(await screen.findByTestId(`design-card-${table.id}`)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'All' }))
  expect(searchOf(router)).toEqual({ q: 'dining', sort: 'name', view: 'grid' })
})

test('back and forward bring the filters and the search box back', async () => {
  stubApi(() => ({ items: [table], total: 1 }))
  const { router } = renderPage('?q=oak')
  expect(await screen.findByRole('searchbox')).toHaveValue('oak')
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Components' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Components' })).toBeInTheDocument()

  await act(() => router.navigate(-1))
  expect(await screen.findByRole('heading', { level: 1, name: 'Designs' })).toBeInTheDocument()
  expect(searchOf(router)).toEqual({ q: 'oak' })

  await act(() => router.navigate('/admin/designs?q=walnut'))
  expect(screen.getByRole('searchbox')).toHaveValue('walnut')
})

test('no results for a search: the empty state clears the search', async () => {
  stubApi(({ path }) =>
    path.includes('q=') ? { items: [], total: 0 } : { items: [table], total: 1 },
  )
  const { router } = renderPage('?q=zebra')
  expect(await screen.findByText('No results')).toBeInTheDocument()
  expect(screen.getByText(/Nothing matches “zebra”/)).toBeInTheDocument()
  const empty = screen.getByText('No results').closest('[data-slot="empty-state"]') as HTMLElement
  await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear search' }))
  expect(searchOf(router)).toEqual({})
  expect(await screen.findByRole('link', { name: 'Dining table' })).toBeInTheDocument()
  expect(screen.getByRole('searchbox')).toHaveValue('')
})

test('a company without designs is told how to start', async () => {
  stubApi(() => ({ items: [], total: 0 }))
  renderPage('')
  expect(await screen.findByText('No designs yet')).toBeInTheDocument()
  const empty = screen
    .getByText('No designs yet')
    .closest('[data-slot="empty-state"]') as HTMLElement
  expect(within(empty).getByRole('link', { name: 'New design' })).toHaveAttribute(
    'href',
    '/admin/designs/create',
  )
})

test('a card whose picture is being rendered says so, and shows the picture once the list has it', async () => {
  const url = `/v1/thumbnails/${table.id}/abcdefghijklmnopqrstuv.png`
  let item: DesignListItem = { ...table, thumbnailStatus: 'rendering' }
  const off = listItem({ name: 'Without renderer', objectCount: 4, thumbnailStatus: 'none' })
  stubApi(() => ({ items: [item, off], total: 2 }))
  const { queryClient } = renderPage('?view=grid')

  const card = await screen.findByTestId(`design-card-${table.id}`)
  expect(within(card).getByText('Rendering picture…')).toBeInTheDocument()
  expect(within(card).queryByText('5 objects')).not.toBeInTheDocument()
  // The renderer is off for that one: today's placeholder, not a spinner for ever.
  const other = screen.getByTestId(`design-card-${off.id}`)
  expect(within(other).getByText('4 objects')).toBeInTheDocument()
  expect(within(other).queryByText('Rendering picture…')).not.toBeInTheDocument()

  // The thumbnail is saved: `designs.updated` makes the designs' queries stale (live updates).
  item = { ...table, thumbnailUrl: url, thumbnailStatus: 'ready' }
  await act(() => queryClient.invalidateQueries({ queryKey: designKeys.all }))
  await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', url))
  expect(within(card).queryByText('Rendering picture…')).not.toBeInTheDocument()
})
