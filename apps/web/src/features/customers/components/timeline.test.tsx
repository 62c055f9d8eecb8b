import type { TimelineEntry } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { json, renderAt, stubApi } from '@/test/render'
import { anEntry, uuid } from '../testing'
import { Timeline } from './timeline'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await changeLocale('en')
})

const CUSTOMER = uuid(1)
type Call = { method: string; path: string; body: unknown }

/** The timeline's API: these entries (one page, or more when `older` is given); writes answered. */
function api(
  entries: TimelineEntry[],
  { older, write }: { older?: TimelineEntry[]; write?: (call: Call) => unknown } = {},
) {
  return stubApi((call) => {
    if (call.method !== 'GET')
      return write ? write(call) : call.method === 'POST' ? anEntry() : json(204)
    if (call.path.includes('before=')) return { entries: older ?? [], hasMore: false }
    return { entries, hasMore: older !== undefined }
  })
}

function renderTimeline(readOnly = false) {
  renderAt(<Timeline customerId={CUSTOMER} readOnly={readOnly} />, {
    path: '/admin/customers/:customerId',
    url: `/admin/customers/${CUSTOMER}`,
  })
  return { user: userEvent.setup() }
}

const items = async () =>
  within(await screen.findByTestId('timeline'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p > span')?.textContent)

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

test('each kind of entry says what happened, and by whom', SLOW, async () => {
  api([
    anEntry({ id: 'n1' }),
    anEntry({ id: 'n2', actor: null }),
    anEntry({ id: 'c1', type: 'created', body: 'manual' }),
    anEntry({ id: 'c2', type: 'created', body: 'import' }),
    anEntry({ id: 'c3', type: 'created', body: 'configurator', actor: null }),
    // A source this version does not know yet reads as added by hand.
    anEntry({ id: 'c4', type: 'created', body: 'api' }),
    anEntry({ id: 'a1', type: 'appointment', body: 'Measure the kitchen', refId: uuid(7) }),
    anEntry({ id: 'q1', type: 'quote', body: 'Q-0004', refId: uuid(8) }),
    anEntry({ id: 'x1', type: 'anonymised', body: '', actor: null }),
  ])
  renderTimeline()
  expect(await items()).toEqual([
    'Note by Marta Ruiz',
    'Note by Someone',
    'Added by Marta Ruiz',
    'Imported by Marta Ruiz',
    'Came through a configurator',
    'Added by Marta Ruiz',
    'Appointment: Measure the kitchen',
    'Quote requested: Q-0004',
    'Anonymised',
  ])
})

test('an appointment opens its day in the calendar; a quote opens the quote', SLOW, async () => {
  api([
    anEntry({ id: 'a1', type: 'appointment', body: 'Visit', at: '2026-12-02T09:00:00.000Z' }),
    anEntry({ id: 'q1', type: 'quote', body: 'Q-0004', refId: uuid(8) }),
  ])
  renderTimeline()
  expect(await screen.findByRole('link', { name: 'Open in the calendar' })).toHaveAttribute(
    'href',
    '/admin/calendar?view=day&date=2026-12-02',
  )
  expect(screen.getByRole('link', { name: 'Open the quote' })).toHaveAttribute(
    'href',
    `/admin/quotes/${uuid(8)}`,
  )
})

test('each step of a quote is its own entry, with its figure, by whom', SLOW, async () => {
  const step = (
    id: string,
    kind: NonNullable<TimelineEntry['quote']>['step'],
    amount: number | null,
    actor: TimelineEntry['actor'] = null,
  ) =>
    anEntry({
      id,
      type: 'quote',
      body: 'Q-0012 · Dining table',
      refId: uuid(8),
      actor,
      quote: {
        step: kind,
        number: 12,
        product: 'Dining table',
        amount: amount === null ? null : { amount, currency: 'EUR' },
      },
    })
  const marta = { id: uuid(300), name: 'Marta Ruiz' }
  api([
    step('s5', 'accepted', 120_000, marta),
    step('s4', 'viewed', null),
    step('s3', 'sent', 120_000, marta),
    step('s2', 'edited', 120_000, marta),
    step('s1', 'requested', 95_299),
  ])
  renderTimeline()
  expect(await items()).toEqual([
    'Quote Q-0012 accepted',
    'Quote Q-0012 opened by the customer',
    'Quote Q-0012 sent by Marta Ruiz',
    'Quote Q-0012 edited by Marta Ruiz',
    'Quote Q-0012 requested',
  ])
  const entries = within(screen.getByTestId('timeline')).getAllByRole('listitem')
  expect(entries[4]).toHaveTextContent('Dining table · €952.99 · Open the quote')
  expect(entries[1]).toHaveTextContent('Dining table · Open the quote')
  expect(within(entries[2]!).getByRole('link', { name: 'Open the quote' })).toHaveAttribute(
    'href',
    `/admin/quotes/${uuid(8)}`,
  )
})

test('a note is added with Ctrl+Enter, trimmed; the box empties', SLOW, async () => {
  const calls = api([])
  const { user } = renderTimeline()
  const box = screen.getByRole('textbox', { name: 'New note' })
  expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled()
  await user.type(box, '   ')
  expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled()
  await user.type(box, 'Wants oak {Enter}on the island  ')
  await user.keyboard('{Control>}{Enter}{/Control}')
  await waitFor(() => expect(writes(calls)).toHaveLength(1))
  expect(writes(calls)[0]).toEqual({
    method: 'POST',
    path: `/customers/${CUSTOMER}/notes`,
    body: { body: 'Wants oak \non the island' },
  })
  await waitFor(() => expect(box).toHaveValue(''))
})

test('a note that could not be added keeps its text in the box', SLOW, async () => {
  api([], { write: () => json(500, { code: 'internal_error', message: 'Boom' }) })
  const error = vi.spyOn(toast, 'error')
  const { user } = renderTimeline()
  const box = screen.getByRole('textbox', { name: 'New note' })
  await user.type(box, 'Call back Monday')
  await user.click(screen.getByRole('button', { name: 'Add note' }))
  await waitFor(() => expect(error).toHaveBeenCalledOnce())
  expect(box).toHaveValue('Call back Monday')
})

test(
  'a note is changed in place; an emptied one is not saved, cancel keeps the old text',
  SLOW,
  async () => {
    const calls = api([anEntry({ editedAt: '2026-11-21T10:00:00.000Z' })])
    const { user } = renderTimeline()
    expect(await screen.findByText('(edited)')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    const box = screen.getByRole('textbox', { name: 'Edit note' })
    expect(box).toHaveValue('Called about the worktop')
    await user.clear(box)
    await user.type(box, '   ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(writes(calls)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Called about the worktop')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    await user.type(screen.getByRole('textbox', { name: 'Edit note' }), ' twice ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: `/customers/${CUSTOMER}/notes/${uuid(200)}`,
      body: { body: 'Called about the worktop twice' },
    })
  },
)

test('a note is deleted by its own button', SLOW, async () => {
  const calls = api([anEntry()])
  const { user } = renderTimeline()
  await user.click(await screen.findByRole('button', { name: 'Delete note' }))
  await waitFor(() => expect(writes(calls)).toHaveLength(1))
  expect(writes(calls)[0]!.path).toBe(`/customers/${CUSTOMER}/notes/${uuid(200)}`)
  expect(writes(calls)[0]!.method).toBe('DELETE')
})

test('an anonymised customer’s timeline can be read, not written', SLOW, async () => {
  api([anEntry()])
  renderTimeline(true)
  expect(await screen.findByText('Called about the worktop')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument()
})

test('a note with nothing to point at cannot be changed', SLOW, async () => {
  api([anEntry({ refId: null })])
  renderTimeline()
  expect(await screen.findByText('Called about the worktop')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument()
})

test('older entries come on demand, after the newer ones', SLOW, async () => {
  const calls = api([anEntry({ id: 'n1', body: 'Newer' })], {
    older: [anEntry({ id: 'n0', body: 'Older', at: '2026-01-01T00:00:00.000Z' })],
  })
  const { user } = renderTimeline()
  await user.click(await screen.findByRole('button', { name: 'Show older' }))
  expect(await screen.findByText('Older')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
  expect(calls.at(-1)!.path).toBe(
    `/customers/${CUSTOMER}/timeline?before=2026-11-20T10%3A00%3A00.000Z`,
  )
})

test('a timeline that could not be loaded says so and can be asked again', SLOW, async () => {
  let fail = true
  stubApi(() =>
    fail
      ? json(500, { code: 'internal_error', message: 'Boom' })
      : { entries: [anEntry()], hasMore: false },
  )
  const { user } = renderTimeline()
  const retry = await screen.findByRole('button', { name: 'Try again' })
  fail = false
  await user.click(retry)
  expect(await screen.findByText('Called about the worktop')).toBeInTheDocument()
})

test('entries are told in the reader’s language', SLOW, async () => {
  await changeLocale('fr')
  api([anEntry({ actor: null }), anEntry({ id: 'c', type: 'created', body: 'import' })])
  renderTimeline()
  expect(await items()).toEqual(["Note de Quelqu'un", 'Importé par Marta Ruiz'])
})
