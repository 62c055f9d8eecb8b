import type { Quote } from '@designer/contract'
import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { staleKeysOf } from '@/components/layout/live-updates'
import { companyFixture } from '@/test/companies'
import { renderAt, stubApi } from '@/test/render'
import { QuoteRequests } from './quote-requests'

afterEach(() => vi.unstubAllGlobals())

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const counts = { requested: 0, draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0 }
const request = (n: number, name: string) =>
  ({
    id: uuid(n),
    number: n,
    status: 'requested',
    customer: { id: uuid(100 + n), name, email: `${n}@example.es` },
    configurator: { id: uuid(200), name: 'Dining table' },
    total: { amount: 95_299, currency: 'EUR' },
    createdAt: new Date().toISOString(),
  }) as Quote

/** The company in use, and its quotes; every call made. */
function api(requests: () => Quote[]) {
  const calls = stubApi((call) =>
    call.path.startsWith('/companies/')
      ? companyFixture()
      : {
          items: requests().slice(0, 5),
          total: requests().length,
          counts: { ...counts, requested: requests().length },
        },
  )
  return calls
}
const quoteCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/quotes'))

const renderCard = () => renderAt(<QuoteRequests />, { path: '/admin', url: '/admin' })

test('the newest requests, each a link to its quote; the card asks for new ones only', async () => {
  const calls = api(() => [request(3, 'Lucía Pérez'), request(2, 'Noé Martin')])
  renderCard()
  const card = await screen.findByTestId('dashboard-quote-requests')
  expect(await within(card).findByRole('link', { name: /Lucía Pérez/ })).toHaveAttribute(
    'href',
    `/admin/quotes/${uuid(3)}`,
  )
  expect(within(card).getByRole('link', { name: /Noé Martin/ })).toHaveTextContent('€952.99')
  expect(within(card).getByRole('heading', { name: /New quote requests/ })).toHaveTextContent(
    '2 new requests',
  )
  expect(within(card).getByRole('link', { name: /Open the quotes/ })).toHaveAttribute(
    'href',
    '/admin/quotes?status=requested',
  )
  expect(quoteCalls(calls)[0]!.path).toBe(
    '/quotes?status=requested&sort=-created&page=1&pageSize=5',
  )
})

test('a request that arrives shows without a reload, when its event makes the quotes stale', async () => {
  let requests = [request(2, 'Noé Martin')]
  api(() => requests)
  const { queryClient } = renderCard()
  const card = await screen.findByTestId('dashboard-quote-requests')
  await within(card).findByRole('link', { name: /Noé Martin/ })
  requests = [request(3, 'Lucía Pérez'), ...requests]
  // What the realtime connection does with `quotes.created` (components/layout/live-updates).
  await act(async () => {
    for (const queryKey of staleKeysOf({ type: 'quotes.created' }))
      await queryClient.invalidateQueries({ queryKey })
  })
  expect(await within(card).findByRole('link', { name: /Lucía Pérez/ })).toBeInTheDocument()
  expect(within(card).getByTestId('dashboard-quote-requests-count')).toHaveTextContent('2')
})

test('with none waiting, the card says where requests come from', async () => {
  api(() => [])
  renderCard()
  expect(
    await screen.findByText(/No new requests. Quotes asked for on your public configurators/),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Open the quotes/ })).toHaveAttribute(
    'href',
    '/admin/quotes',
  )
})

test('more requests than shown: the link says how many', async () => {
  api(() => [1, 2, 3, 4, 5, 6, 7].map((n) => request(n, `Visitor ${n}`)))
  renderCard()
  expect(await screen.findByRole('link', { name: /See all 7 requests/ })).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: /Visitor/ })).toHaveLength(5)
})

test('a company whose trial has ended is not asked for its requests (that would leave the page)', async () => {
  const calls = stubApi((call) =>
    call.path.startsWith('/companies/')
      ? companyFixture({ subscriptionStatus: 'trialing', usable: false })
      : { items: [], total: 0, counts },
  )
  renderCard()
  await vi.waitFor(() => expect(calls.some((c) => c.path.startsWith('/companies/'))).toBe(true))
  await new Promise((r) => setTimeout(r, 50))
  expect(quoteCalls(calls)).toEqual([])
})
