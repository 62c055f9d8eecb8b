import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { session } from '@/lib/session'
import { COMPANY_ID, json, stubApi } from '@/test/render'
import { aFunnel, uuid } from '../testing'
import { ActivityDialog } from './activity-dialog'

// A dialog clicked in: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(async () => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
  await changeLocale('en')
})

const configurator = { id: uuid(1), name: 'Dining table' }

function api(funnel = aFunnel(), quotes = { items: [], total: 0 }) {
  return stubApi(({ path }) => (path.includes('/funnel') ? funnel : quotes))
}

function renderDialog(open = true) {
  session.selectCompany(COMPANY_ID)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const ui = (isOpen: boolean) => (
    <QueryClientProvider client={queryClient}>
      <ActivityDialog open={isOpen} onOpenChange={() => {}} configurator={configurator} />
    </QueryClientProvider>
  )
  const { rerender } = render(ui(open))
  return { reopen: () => rerender(ui(true)) }
}

const counts = () =>
  screen.getAllByTestId('funnel-count').map((count) => count.textContent?.replace(/\s/g, ' '))

test('the funnel of the last 30 days is asked only once the dialog opens', async () => {
  const calls = api()
  const { reopen } = renderDialog(false)
  await new Promise((r) => setTimeout(r, 20))
  expect(calls.filter((c) => c.path.includes('/funnel'))).toEqual([])
  reopen()
  await screen.findByTestId('funnel')
  expect(calls.map((c) => c.path)).toEqual(
    expect.arrayContaining([
      `/configurators/${configurator.id}/funnel?days=30`,
      `/quotes?configuratorId=${configurator.id}&sort=-created&page=1&pageSize=8`,
    ]),
  )
})

test('each step of the funnel has its count and the share of the visits that got there', async () => {
  api(aFunnel({ views: 200, interactions: 50, quotes: 10 }))
  renderDialog()
  await screen.findByTestId('funnel')
  expect(counts()).toEqual(['200', '50', '10'])
  expect(
    within(screen.getByTestId('funnel-views')).getByText('Every visit counts once'),
  ).toBeVisible()
  expect(
    within(screen.getByTestId('funnel-interactions')).getByText('25% of those who opened it'),
  ).toBeVisible()
  // Quotes are a share of the visits, not of those who changed a choice.
  expect(
    within(screen.getByTestId('funnel-quotes')).getByText('5% of those who opened it'),
  ).toBeVisible()
})

test('with no visits there is no share to give', async () => {
  api(aFunnel({ views: 0, interactions: 0, quotes: 0 }))
  renderDialog()
  await screen.findByTestId('funnel')
  expect(counts()).toEqual(['0', '0', '0'])
  expect(screen.getAllByText('— of those who opened it')).toHaveLength(2)
  expect(screen.getByText('No quote requests in this period yet.')).toBeInTheDocument()
  expect(
    await screen.findByText(/No quotes yet\. Requests from the public page arrive here/),
  ).toBeInTheDocument()
})

test('what was asked for: each value’s count and share of its option, parts as included or not', async () => {
  api(
    aFunnel({
      popularity: [
        {
          optionId: 'wood',
          option: 'Wood',
          kind: 'material',
          values: [
            { value: 'Oak', count: 3 },
            { value: 'Walnut', count: 1 },
          ],
        },
        {
          optionId: 'leaf',
          option: 'Extension leaf',
          kind: 'part',
          values: [
            { value: 'true', count: 1 },
            { value: 'false', count: 4 },
          ],
        },
        // An option nobody chose a value of is not shown.
        { optionId: 'legStyle', option: 'Base', kind: 'component', values: [] },
      ],
    }),
  )
  renderDialog()
  const popularity = await screen.findByTestId('popularity')
  const figures = within(popularity).getAllByRole('figure')
  expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
    'Wood',
    'Extension leaf',
  ])
  const rows = (figure: HTMLElement) =>
    within(figure)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '))
  expect(rows(figures[0]!)).toEqual(['Oak3 · 75%', 'Walnut1 · 25%'])
  expect(rows(figures[1]!)).toEqual(['included1 · 20%', 'not included4 · 80%'])
})

test.each([
  { locale: 'en', text: 'The public page over the last 30 days, and the quotes it brought in.' },
  { locale: 'es', text: 'La página pública en los últimos 30 días y los presupuestos que trajo.' },
  {
    locale: 'fr',
    text: "La page publique sur les 30 derniers jours, et les devis qu'elle a apportés.",
  },
] as const)('the period is said in $locale', async ({ locale, text }) => {
  await changeLocale(locale)
  api()
  renderDialog()
  const description = await screen.findByText(/30/, { selector: 'p' })
  expect(description.textContent).toBe(text)
})

test('counts and shares are written as the language writes them', async () => {
  await changeLocale('fr')
  api(aFunnel({ views: 1200, interactions: 300, quotes: 12 }))
  renderDialog()
  await screen.findByTestId('funnel')
  expect(counts()).toEqual(['1 200', '300', '12'])
  expect(within(screen.getByTestId('funnel-interactions')).getByText(/^25\s%/)).toBeInTheDocument()
})

test('a funnel that fails to load can be asked again', SLOW, async () => {
  let fail = true
  stubApi(({ path }) => {
    if (!path.includes('/funnel')) return { items: [], total: 0 }
    return fail ? json(500, { code: 'internal', message: 'Boom' }) : aFunnel()
  })
  renderDialog()
  const retry = await screen.findByRole('button', { name: 'Try again' })
  fail = false
  await userEvent.setup().click(retry)
  expect(await screen.findByTestId('funnel')).toBeInTheDocument()
})
