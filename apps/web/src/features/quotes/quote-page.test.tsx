import type { Quote } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { QuotePage } from './quote-page'
import { aQuote, aStep, uuid } from './testing'

// Pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's menus measure themselves; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type Call = { method: string; path: string; body: unknown }
const eur = (amount: number) => ({ amount, currency: 'EUR' })

/** The quote's API: the quote as `current()` says, its steps, and writes answered by `write`. */
function api(current: () => Quote | Response, write: (call: Call) => unknown = () => json(204)) {
  return stubApi((call) => {
    if (call.method !== 'GET') return write(call)
    if (call.path.endsWith('/steps'))
      return {
        steps: [
          aStep(),
          aStep({
            id: uuid(901),
            kind: 'edited',
            at: '2026-11-21T09:30:00.000Z',
            amount: eur(100_299),
            actor: { id: uuid(300), name: 'Marta Ruiz' },
          }),
          aStep({ id: uuid(902), kind: 'viewed', at: '2026-11-22T18:00:00.000Z', amount: null }),
        ],
      }
    return current()
  })
}

const renderPage = (id = uuid(1)) =>
  renderAt(<QuotePage />, { path: '/admin/quotes/:quoteId', url: `/admin/quotes/${id}` })

test('the request as the customer made it: picture, choices, message, links', SLOW, async () => {
  api(() => aQuote({ imageUrl: 'https://studio.example/v1/images/abc.jpg' }))
  renderPage()
  expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-0012' })).toBeVisible()
  expect(screen.getAllByTestId('quote-status')[0]).toHaveTextContent('Requested')
  expect(screen.getByTestId('quote-image')).toHaveAttribute(
    'src',
    'https://studio.example/v1/images/abc.jpg',
  )
  expect(screen.getByTestId('quote-configuration')).toHaveTextContent('Wood')
  expect(screen.getByTestId('quote-configuration')).toHaveTextContent('Walnut')
  expect(screen.getByTestId('quote-message')).toHaveTextContent('Can it be 75 cm high?')
  expect(screen.getAllByRole('link', { name: 'Lucía Pérez' })[0]).toHaveAttribute(
    'href',
    `/admin/customers/${uuid(3)}`,
  )
  expect(screen.getByRole('link', { name: 'Dining table' })).toHaveAttribute(
    'href',
    `/admin/configurators/${uuid(2)}/edit`,
  )
  expect(screen.getByRole('link', { name: 'Back to quotes' })).toHaveAttribute(
    'href',
    '/admin/quotes',
  )
  // A new request says what saving does to it; it can be declined, not yet accepted.
  expect(screen.getByText(/Your first save makes it a draft/)).toBeVisible()
  await userEvent.setup().click(screen.getByTestId('quote-status-menu'))
  expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
    'Mark declined',
  ])
})

test('without a picture a placeholder keeps its place', SLOW, async () => {
  api(() => aQuote({ imageUrl: null }))
  renderPage()
  expect(await screen.findByTestId('quote-image-placeholder')).toHaveTextContent(
    'No picture of this configuration yet',
  )
  expect(screen.queryByTestId('quote-image')).not.toBeInTheDocument()
})

test(
  'the meeting is on the studio’s clock, its zone named for a reader elsewhere',
  SLOW,
  async () => {
    api(() =>
      aQuote({
        appointment: {
          id: uuid(50),
          start: '2026-12-01T14:15:00.000Z',
          end: '2026-12-01T15:15:00.000Z',
          timeZone: 'Pacific/Auckland',
        },
      }),
    )
    renderPage()
    const when = await screen.findByText(/Auckland time/)
    expect(when.tagName).toBe('TIME')
    expect(when).toHaveAttribute('datetime', '2026-12-01T14:15:00.000Z')
  },
)

test('each step is listed with its figure and who made it', SLOW, async () => {
  api(() => aQuote())
  renderPage()
  const steps = await screen.findByTestId('quote-steps')
  await waitFor(() => expect(within(steps).getAllByRole('listitem')).toHaveLength(3))
  const [asked, edited, viewed] = within(steps).getAllByRole('listitem')
  expect(asked).toHaveTextContent('Requested by the customer')
  expect(asked).toHaveTextContent('€952.99')
  expect(edited).toHaveTextContent('Edited by Marta Ruiz')
  expect(edited).toHaveTextContent('€1,002.99')
  expect(viewed).toHaveTextContent('Opened by the customer')
  expect(viewed).not.toHaveTextContent('€')
})

test(
  'a line edited and saved: the request goes as it is, the answer comes back a draft',
  SLOW,
  async () => {
    let quote = aQuote()
    const calls = api(
      () => quote,
      (call) => {
        const body = call.body as { lines: Quote['lines']; version: number }
        quote = aQuote({ status: 'draft', lines: body.lines, version: 2 })
        return quote
      },
    )
    renderPage()
    const user = userEvent.setup()
    const label = await screen.findByRole('textbox', { name: 'Line 2: description' })
    await user.clear(label)
    await user.type(label, 'Wood: Walnut, oiled')
    expect(screen.getByTestId('quote-unsaved')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.path).toBe(`/quotes/${uuid(1)}`)
    expect(put.body).toMatchObject({
      status: 'requested',
      version: 1,
      lines: [{ label: 'Dining table' }, { label: 'Wood: Walnut, oiled' }],
    })
    expect(
      await screen.findByText('Draft', { selector: '[data-testid="quote-status"]' }),
    ).toBeVisible()
    expect(screen.queryByTestId('quote-unsaved')).not.toBeInTheDocument()
  },
)

test(
  'a stale save keeps what was typed and saves it on the newer version when asked',
  SLOW,
  async () => {
    // A colleague edited the request meanwhile: it is a draft at version 2.
    let server = aQuote({ status: 'draft', version: 2, notes: 'Theirs' })
    let opened = false
    const puts: Call[] = []
    api(
      () => {
        // The page opened on the request as it was; later reads get the server's.
        if (!opened) {
          opened = true
          return aQuote()
        }
        return server
      },
      (call) => {
        puts.push(call)
        const body = call.body as { version: number; notes: string; status: string }
        if (body.version !== server.version)
          return json(409, {
            code: 'conflict',
            message: 'This quote was changed elsewhere',
            details: { currentVersion: server.version },
          })
        server = aQuote({ status: 'draft', version: 3, notes: body.notes })
        return server
      },
    )
    renderPage()
    const user = userEvent.setup()
    const notes = await screen.findByRole('textbox', { name: 'Notes for the customer' })
    await user.type(notes, 'Mine, typed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Q-0012 was changed elsewhere' })
    // Nothing typed is lost.
    expect(notes).toHaveValue('Mine, typed')
    await user.click(within(dialog).getByRole('button', { name: /Save mine/ }))
    await waitFor(() => expect(puts).toHaveLength(2))
    // Saved on the newer version, keeping the status the quote has now (a draft, not a request).
    expect(puts[1]!.body).toMatchObject({ version: 2, status: 'draft', notes: 'Mine, typed' })
    await waitFor(() => expect(notes).toHaveValue('Mine, typed'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
)

test('sent after a confirmation that names who gets it', SLOW, async () => {
  let quote = aQuote({ status: 'draft', version: 2 })
  const calls = api(
    () => quote,
    (call) => {
      if (call.path.endsWith('/send')) {
        quote = aQuote({ status: 'sent', version: 3, sentAt: '2026-11-23T10:00:00.000Z' })
        return { quote, pdfUrl: 'https://studio.example/v1/public/quotes/x/pdf' }
      }
      return json(204)
    },
  )
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Send to customer' }))
  const confirm = await screen.findByTestId('send-quote-dialog')
  expect(confirm).toHaveTextContent('lucia@example.es')
  await user.click(within(confirm).getByRole('button', { name: 'Send the quote' }))
  await waitFor(() => expect(calls.some((c) => c.path === `/quotes/${uuid(1)}/send`)).toBe(true))
  expect(await screen.findByRole('button', { name: 'Send again' })).toBeVisible()
  // A sent quote's lines are fixed.
  expect(screen.queryByRole('textbox', { name: 'Line 1: description' })).not.toBeInTheDocument()
})

test('a quote that is not there, or another company’s, is said to be missing', SLOW, async () => {
  api(() => json(404, { code: 'not_found', message: 'Not found' }))
  renderPage()
  expect(await screen.findByText('Quote not found')).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'Back to quotes' })[0]).toHaveAttribute(
    'href',
    '/admin/quotes',
  )
})
