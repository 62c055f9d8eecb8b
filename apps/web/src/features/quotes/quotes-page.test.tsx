import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { renderAt, searchOf, stubApi } from '@/test/render'
import { QuotesPage } from './quotes-page'
import { aList, aQuote, uuid } from './testing'

// Pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const request = aQuote()
const sent = aQuote({
  id: uuid(11),
  number: 11,
  status: 'sent',
  customer: { id: uuid(4), name: 'Noé Martin', email: 'noe@bois.fr' },
  total: { amount: 150_000, currency: 'EUR' },
})
const counts = { requested: 1, draft: 2, sent: 1, accepted: 3 }

function api(answer: (path: string) => unknown = () => aList([request, sent], counts)) {
  return stubApi(({ path }) => answer(path))
}

const renderPage = (search = '') =>
  renderAt(<QuotesPage />, { path: '/admin/quotes', url: `/admin/quotes${search}` })

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/quotes?')).map((c) => c.path)

test(
  'the search, status, order and page in the address are what the list asks for',
  SLOW,
  async () => {
    const calls = api()
    renderPage('?q=Q-0012&status=requested&sort=-total&page=2')
    await screen.findByTestId('quote-row-12')
    expect(listCalls(calls)).toEqual([
      '/quotes?q=Q-0012&status=requested&sort=-total&page=2&pageSize=25',
    ])
    expect(screen.getByRole('searchbox', { name: 'Search quotes' })).toHaveValue('Q-0012')
  },
)

test('the default order is not asked for', SLOW, async () => {
  const calls = api()
  renderPage()
  await screen.findByTestId('quote-row-12')
  expect(listCalls(calls)).toEqual(['/quotes?page=1&pageSize=25'])
})

test(
  'each status says how many quotes it holds; choosing one goes back to page 1',
  SLOW,
  async () => {
    api()
    const { router } = renderPage('?page=3')
    await screen.findByTestId('quote-row-12')
    const filter = screen.getByRole('group', { name: 'Status' })
    const choice = (name: RegExp) => within(filter).getByRole('button', { name })
    // "All" is the sum of every status' count; a status with none says 0.
    expect(choice(/^All/)).toHaveTextContent('All7')
    expect(choice(/^All/)).toHaveAttribute('aria-pressed', 'true')
    expect(choice(/^Requested/)).toHaveTextContent('Requested1')
    expect(choice(/^Accepted/)).toHaveTextContent('Accepted3')
    expect(choice(/^Expired/)).toHaveTextContent('Expired0')
    await userEvent.setup().click(choice(/^Requested/))
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'requested' }))
    expect(choice(/^Requested/)).toHaveAttribute('aria-pressed', 'true')
    await userEvent.setup().click(choice(/^All/))
    await waitFor(() => expect(searchOf(router)).toEqual({}))
  },
)

test('a search is written to the address once typed, back at page 1', SLOW, async () => {
  const calls = api()
  const { router } = renderPage('?page=2&status=sent')
  await screen.findByTestId('quote-row-12')
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'lucía')
  await waitFor(() => expect(searchOf(router)).toEqual({ status: 'sent', q: 'lucía' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe('/quotes?q=luc%C3%ADa&status=sent&page=1&pageSize=25'),
  )
})

test('sorted by amount or date from the headers, largest and newest first', SLOW, async () => {
  api()
  const { router } = renderPage()
  await screen.findByTestId('quote-row-12')
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Amount' }))
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: '-total' }))
  await user.click(screen.getByRole('button', { name: 'Amount' }))
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'total' }))
  // The date column starts newest first, the default order; again, the other way.
  await user.click(screen.getByRole('button', { name: 'Asked for' }))
  await waitFor(() => expect(searchOf(router)).toEqual({}))
  await user.click(screen.getByRole('button', { name: 'Asked for' }))
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'created' }))
  expect(screen.getByRole('columnheader', { name: 'Asked for' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
})

/** A row's link, named by what it shows after "Open quote" (the space is jsdom's to drop). */
const quoteLink = (number: string) => ({ name: new RegExp(`^Open quote ?${number}$`) })

test('each row is a link to its quote, and a new request stands out', SLOW, async () => {
  api()
  renderPage()
  const row = await screen.findByTestId('quote-row-12')
  expect(within(row).getByRole('link', quoteLink('Q-0012'))).toHaveAttribute(
    'href',
    `/admin/quotes/${request.id}`,
  )
  expect(row).toHaveTextContent('Lucía Pérez')
  expect(row).toHaveTextContent('€952.99')
  expect(within(row).getByTestId('quote-status')).toHaveAttribute('data-status', 'requested')
  const other = screen.getByTestId('quote-row-11')
  expect(within(other).getByRole('link', quoteLink('Q-0011'))).toHaveClass('font-medium')
  expect(within(row).getByRole('link', quoteLink('Q-0012'))).toHaveClass('font-semibold')
})

test('on a phone the quotes are cards, and the order is a choice of its own', SLOW, async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767px'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  api()
  renderPage()
  const cards = await screen.findByTestId('quote-cards')
  expect(
    within(cards)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([`/admin/quotes/${request.id}`, `/admin/quotes/${sent.id}`])
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.getByTestId('quote-sort')).toHaveTextContent('Newest first')
})

test('while the first page loads, skeleton rows hold its place', SLOW, async () => {
  stubApi(() => new Promise(() => {}))
  renderPage()
  expect(await screen.findByTestId('data-table-skeleton')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true')
})

test('with no quotes at all the page says where they come from', SLOW, async () => {
  api(() => aList([]))
  renderPage()
  expect(await screen.findByRole('heading', { name: 'No quotes yet' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Open configurators' })).toHaveAttribute(
    'href',
    '/admin/configurators',
  )
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
})

test('a search or status that finds nothing says so, and clears', SLOW, async () => {
  api(() => aList([], counts))
  const { router } = renderPage('?status=expired&sort=-total')
  expect(await screen.findByText('No quote has the status “Expired”.')).toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }))
  // The order is not a filter: it stays.
  await waitFor(() => expect(searchOf(router)).toEqual({ sort: '-total' }))
})

test('a search that finds nothing names what was searched', SLOW, async () => {
  api(() => aList([]))
  renderPage('?q=zz')
  expect(await screen.findByText(/Nothing matches “zz”/)).toBeInTheDocument()
})
