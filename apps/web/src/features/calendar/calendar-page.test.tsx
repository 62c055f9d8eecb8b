import type { CalendarEvent } from '@designer/contract'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { json, renderAt, searchOf, stubApi } from '@/test/render'
import { CalendarPage } from './calendar-page'
import type CalendarView from './components/calendar-view'
import { anEvent, anOccurrence, aWeek, uuid } from './testing'
import { ownZone } from './time'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// FullCalendar does not draw in jsdom: a stand-in keeps what the page hands it, and the tests
// report ranges, clicks and drags through it as FullCalendar would.
const view = vi.hoisted(() => ({ props: null as ComponentProps<typeof CalendarView> | null }))
vi.mock('./components/calendar-view', () => ({
  default: (props: ComponentProps<typeof CalendarView>) => {
    view.props = props
    return <p data-testid="view">{`${props.view} ${props.date}`}</p>
  },
}))

// Radix's checkbox and switch measure themselves; jsdom has no ResizeObserver.
beforeEach(() => {
  view.props = null
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

const ana = { id: uuid(5), name: 'Ana García', email: 'ana@example.com' }

type Call = { method: string; path: string; body: unknown }

function api(events: CalendarEvent[] = [], onWrite?: (call: Call) => unknown) {
  return stubApi((call) => {
    if (call.method !== 'GET') return onWrite ? onWrite(call) : (call.body ?? json(204))
    if (call.path === '/calendar/settings') return aWeek
    if (call.path === '/members') return []
    if (call.path.startsWith('/customers')) return { items: [ana] }
    if (call.path.startsWith('/calendar/events')) return events
    return {}
  })
}

async function renderPage(search = '?date=2026-11-23') {
  const rendered = renderAt(<CalendarPage />, {
    path: '/admin/calendar',
    url: `/admin/calendar${search}`,
  })
  await screen.findByTestId('view')
  return rendered
}

const props = () => view.props!
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

test(
  'Previous and Next move by the view; Today and the week view leave the address',
  SLOW,
  async () => {
    api()
    const { router } = await renderPage('?view=month&date=2026-01-31')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(searchOf(router)).toEqual({ view: 'month', date: '2026-02-28' })
    expect(screen.getByTestId('view')).toHaveTextContent('month 2026-02-28')
    await user.click(screen.getByRole('button', { name: 'Week' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(searchOf(router)).toEqual({ date: '2026-02-21' })
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(searchOf(router)).toEqual({})
  },
)

test('the view’s dates are asked a day wider, with the filters of the address', SLOW, async () => {
  const calls = api([anEvent()])
  await renderPage(`?date=2026-11-23&type=measurement&customerId=${ana.id}`)
  expect(props().timeZone).toBe('Europe/Madrid')
  expect(props().defaultMinutes).toBe(45)
  expect(props().businessHours).toContainEqual({
    daysOfWeek: [1],
    startTime: '09:00',
    endTime: '13:00',
  })
  act(() =>
    props().onRange(
      new Date('2026-11-22T23:00:00Z'),
      new Date('2026-11-29T23:00:00Z'),
      'Nov 23 – 29, 2026',
    ),
  )
  expect(screen.getByTestId('calendar-title')).toHaveTextContent('Nov 23 – 29, 2026')
  await waitFor(() => expect(props().events).toEqual([anEvent()]))
  expect(calls.filter((c) => c.path.startsWith('/calendar/events')).map((c) => c.path)).toEqual([
    `/calendar/events?from=2026-11-21T23%3A00%3A00.000Z&to=2026-11-30T23%3A00%3A00.000Z&type=measurement&customerId=${ana.id}`,
  ])
})

test('the zone the times are in is said, and the reader’s own when it differs', SLOW, async () => {
  api()
  await renderPage()
  const own = ownZone()
  expect(
    screen.getByText(
      own === 'Europe/Madrid'
        ? /Times in Europe\/Madrid\.$/
        : `Appointments, measurements, production and deliveries. Times in Europe/Madrid; yours is ${own}.`,
    ),
  ).toBeInTheDocument()
})

const move = (event: CalendarEvent, revert = vi.fn()) => {
  act(() =>
    props().onMove({
      event,
      start: '2026-12-01T08:00:00.000Z',
      end: '2026-12-01T09:00:00.000Z',
      allDay: false,
      revert,
    }),
  )
  return revert
}

test('a single event dragged is saved at once, with its version', SLOW, async () => {
  const calls = api([], (call) => call)
  await renderPage()
  move(anEvent())
  await waitFor(() => expect(writes(calls)).toHaveLength(1))
  expect(screen.queryByTestId('scope-dialog')).not.toBeInTheDocument()
  expect(writes(calls)[0]).toMatchObject({
    method: 'PUT',
    path: `/calendar/events/${uuid(1)}`,
    body: { start: '2026-12-01T08:00:00.000Z', version: 3, scope: 'all' },
  })
})

test('a drag refused as stale is put back and said so', SLOW, async () => {
  api([], () => json(409, { code: 'conflict', message: 'Version mismatch' }))
  const error = vi.spyOn(toast, 'error')
  await renderPage()
  const revert = move(anEvent())
  await waitFor(() => expect(revert).toHaveBeenCalledOnce())
  expect(error).toHaveBeenCalledWith(
    'Someone changed this event meanwhile: the calendar shows it as it is now.',
  )
})

test(
  'an occurrence dragged asks which ones; cancelling puts it back and sends nothing',
  SLOW,
  async () => {
    const calls = api()
    await renderPage()
    const revert = move(anOccurrence())
    expect(
      await screen.findByRole('heading', { name: 'Change a repeating event' }),
    ).toBeInTheDocument()
    await userEvent.setup().keyboard('{Escape}')
    expect(revert).toHaveBeenCalledOnce()
    expect(writes(calls)).toEqual([])
  },
)

test('an occurrence moved on its own leaves its series', SLOW, async () => {
  const calls = api([], (call) => call)
  await renderPage()
  const revert = move(anOccurrence())
  await userEvent.setup().click(await screen.findByRole('button', { name: 'This event' }))
  await waitFor(() => expect(writes(calls)).toHaveLength(1))
  expect(writes(calls)[0]!.body).toMatchObject({
    scope: 'this',
    occurrenceStart: '2026-11-30T09:00:00Z',
    rrule: null,
  })
  expect(revert).not.toHaveBeenCalled()
})

test(
  'an occurrence deleted from its dialog asks which ones, then deletes those',
  SLOW,
  async () => {
    const calls = api()
    const success = vi.spyOn(toast, 'success')
    await renderPage()
    act(() => props().onOpen(anOccurrence()))
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Event' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'This and following events' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]!.path).toBe(
      `/calendar/events/${uuid(1)}?version=3&scope=following&occurrenceStart=2026-11-30T09%3A00%3A00Z`,
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith('Measure the kitchen was deleted'))
    await waitFor(() => expect(screen.queryByTestId('event-dialog')).not.toBeInTheDocument())
  },
)

test('a single event deleted asks nothing', SLOW, async () => {
  const calls = api()
  await renderPage()
  act(() => props().onOpen(anEvent()))
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(writes(calls)).toHaveLength(1))
  expect(writes(calls)[0]!.path).toBe(`/calendar/events/${uuid(1)}?version=3&scope=all`)
  expect(screen.queryByTestId('scope-dialog')).not.toBeInTheDocument()
})

test(
  'a new event is planned at nine on the day shown, for the customer filtered',
  SLOW,
  async () => {
    const calls = api([], (call) => ({ ...anEvent(), ...(call.body as object) }))
    const success = vi.spyOn(toast, 'success')
    await renderPage(`?date=2026-11-23&customerId=${ana.id}`)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'New event' }))
    expect(await screen.findByLabelText('Starts')).toHaveValue('2026-11-23')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'First visit')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/calendar/events',
      body: {
        title: 'First visit',
        start: '2026-11-23T09:00:00+01:00',
        end: '2026-11-23T10:00:00+01:00',
        customerId: ana.id,
        rrule: null,
      },
    })
    await waitFor(() => expect(success).toHaveBeenCalledWith('First visit was planned'))
  },
)

test(
  'an appointment with a customer, moved: telling them is offered first, and sent',
  SLOW,
  async () => {
    const calls = api([], (call) => call)
    await renderPage()
    const revert = move(anEvent({ customer: { id: ana.id, name: ana.name } }))
    const dialog = await screen.findByTestId('notify-dialog')
    expect(dialog).toHaveTextContent('Tell Ana García?')
    // Yes is the first choice and has the focus: Enter tells them.
    const tell = screen.getByRole('button', { name: 'Save and tell them' })
    await waitFor(() => expect(tell).toHaveFocus())
    await userEvent.setup().keyboard('{Enter}')
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]!.body).toMatchObject({ scope: 'all', notifyCustomer: true })
    expect(revert).not.toHaveBeenCalled()
  },
)

test(
  'moved without telling, or the question closed: nothing mailed, or nothing moved',
  SLOW,
  async () => {
    const calls = api([], (call) => call)
    await renderPage()
    const user = userEvent.setup()
    move(anEvent({ customer: { id: ana.id, name: ana.name } }))
    await user.click(await screen.findByRole('button', { name: 'Save without telling' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]!.body).toMatchObject({ notifyCustomer: false })

    const revert = move(anEvent({ customer: { id: ana.id, name: ana.name } }))
    await screen.findByTestId('notify-dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(revert).toHaveBeenCalled())
    expect(writes(calls)).toHaveLength(1)
  },
)

test(
  'an occurrence with a customer deleted: which ones, then whether to tell them',
  SLOW,
  async () => {
    const calls = api()
    await renderPage()
    const user = userEvent.setup()
    act(() => props().onOpen(anOccurrence({ customer: { id: ana.id, name: ana.name } })))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'This event' }))
    await user.click(await screen.findByRole('button', { name: 'Delete and tell them' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]!.path).toMatch(/scope=this&.*notifyCustomer=true/)
  },
)

test('a slot clicked in the calendar opens a new event there', SLOW, async () => {
  api()
  await renderPage()
  act(() => props().onSelect({ start: '2026-11-25', end: '2026-11-27', allDay: true }))
  expect(await screen.findByRole('switch', { name: 'All day' })).toBeChecked()
  expect(screen.getByLabelText('Starts')).toHaveValue('2026-11-25')
  expect(screen.getByLabelText('Ends')).toHaveValue('2026-11-26')
})
