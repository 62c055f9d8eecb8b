import { screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { SidebarProvider } from '@/components/ui/sidebar'
import { companyFixture } from '@/test/companies'
import { renderAt, stubApi } from '@/test/render'
import { AppSidebar } from './app-sidebar'

afterEach(() => vi.unstubAllGlobals())

const counts = { requested: 0, draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0 }

function renderSidebar(requests: number) {
  const calls = stubApi((call) =>
    call.path.startsWith('/companies/')
      ? companyFixture()
      : { items: [], total: requests, counts: { ...counts, requested: requests } },
  )
  renderAt(
    <SidebarProvider>
      <AppSidebar />
    </SidebarProvider>,
    { path: '/admin', url: '/admin' },
  )
  return calls
}

test('Quotes counts the new requests, seen and said', async () => {
  const calls = renderSidebar(3)
  const entry = await screen.findByRole('link', { name: 'Quotes, 3 new requests' })
  expect(entry).toHaveAttribute('href', '/admin/quotes')
  const item = entry.closest('li')!
  expect(within(item).getByTestId('nav-admin.quotes-count')).toHaveTextContent('3')
  // The dashboard's card asks the same question: one request answers both.
  expect(calls.map((c) => c.path).filter((p) => p.startsWith('/quotes'))).toEqual([
    '/quotes?status=requested&sort=-created&page=1&pageSize=5',
  ])
})

test('with no new request, Quotes is just its name', async () => {
  const calls = renderSidebar(0)
  await vi.waitFor(() => expect(calls.filter((c) => c.path.startsWith('/quotes'))).toHaveLength(1))
  expect(screen.getByRole('link', { name: 'Quotes' })).toBeInTheDocument()
  expect(screen.queryByTestId('nav-admin.quotes-count')).not.toBeInTheDocument()
})
