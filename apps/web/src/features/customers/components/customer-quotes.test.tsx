import type { Quote } from '@designer/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { uuid } from '../testing'
import { CustomerQuotes } from './customer-quotes'

// The list's rows (links to each quote's page) are the quotes area's; here only what the card
// does with them counts.
vi.mock('@/components/quotes/quote-list', () => ({
  QuoteList: ({ quotes }: { quotes: Quote[] }) => (
    <ul>
      {quotes.map((q) => (
        <li key={q.id}>{`Quote ${q.number}`}</li>
      ))}
    </ul>
  ),
}))

afterEach(() => vi.unstubAllGlobals())

const CUSTOMER = uuid(1)
const quote = (n: number) => ({ id: uuid(500 + n), number: n }) as Quote

function renderCard(answer: (path: string) => unknown) {
  const calls = stubApi(({ path }) => answer(path))
  renderAt(<CustomerQuotes customerId={CUSTOMER} />, { path: '/', url: '/' })
  return { calls }
}

test('a customer who never asked for a quote has no quotes card', async () => {
  const { calls } = renderCard(() => ({ items: [], total: 0 }))
  await waitFor(() => expect(calls).toHaveLength(1))
  expect(calls[0]!.path).toBe(`/quotes?customerId=${CUSTOMER}&sort=-created&page=1&pageSize=5`)
  expect(screen.queryByTestId('customer-quotes')).not.toBeInTheDocument()
})

test('the card counts all their quotes and shows five', async () => {
  renderCard(() => ({ items: [1, 2, 3, 4, 5].map(quote), total: 7 }))
  expect(await screen.findByRole('heading', { name: /^Quotes\s*7$/ })).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(5)
})

test('the next page asks for the older ones', async () => {
  const { calls } = renderCard((path) =>
    path.includes('page=2')
      ? { items: [6, 7].map(quote), total: 7 }
      : { items: [1, 2, 3, 4, 5].map(quote), total: 7 },
  )
  await screen.findByText('Quote 1')
  await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }))
  expect(await screen.findByText('Quote 7')).toBeInTheDocument()
  expect(calls.at(-1)!.path).toBe(`/quotes?customerId=${CUSTOMER}&sort=-created&page=2&pageSize=5`)
})

test('quotes that could not be loaded say so instead of hiding', async () => {
  renderCard(() => json(500, { code: 'internal_error', message: 'Boom' }))
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
})
