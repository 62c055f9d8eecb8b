import type { EventCreate, Member } from '@designer/contract'
import { eventCreateSchema } from '@designer/contract'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { anEvent, anOccurrence, uuid } from '../testing'
import { type Draft, draftOf, EventDialog, inputOf } from './event-dialog'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's checkbox and switch measure themselves; jsdom has no ResizeObserver.
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
afterEach(() => vi.unstubAllGlobals())

const MADRID = 'Europe/Madrid'

test('a timed event is edited in the company’s clock, not in UTC', () => {
  expect(draftOf(anEvent(), MADRID)).toMatchObject({
    allDay: false,
    startDate: '2026-11-23',
    startTime: '10:00',
    endDate: '2026-11-23',
    endTime: '11:00',
  })
  // Late in the evening in New York is already the next day in UTC.
  expect(
    draftOf(
      anEvent({ start: '2026-11-24T03:00:00Z', end: '2026-11-24T04:30:00Z' }),
      'America/New_York',
    ),
  ).toMatchObject({ startDate: '2026-11-23', startTime: '22:00', endTime: '23:30' })
})

test('an all-day event shows its last day, not the day after, and goes back the same way', () => {
  const draft = draftOf(anEvent({ allDay: true, start: '2026-12-24', end: '2026-12-26' }), MADRID)
  expect(draft).toMatchObject({ startDate: '2026-12-24', endDate: '2026-12-25' })
  expect(inputOf(draft, MADRID)).toMatchObject({
    allDay: true,
    start: '2026-12-24',
    end: '2026-12-26',
  })

  const oneDay = draftOf(anEvent({ allDay: true, start: '2026-12-31', end: '2027-01-01' }), MADRID)
  expect(oneDay).toMatchObject({ startDate: '2026-12-31', endDate: '2026-12-31' })
  expect(inputOf(oneDay, MADRID).end).toBe('2027-01-01')
})

test('the simple rules are offered as a choice; any other rule is shown as written', () => {
  const repeat = (rrule: string | null) => {
    const { repeat, count, rrule: rule } = draftOf(anEvent({ rrule }), MADRID)
    return { repeat, count, rrule: rule }
  }
  expect(repeat(null)).toEqual({ repeat: 'none', count: '', rrule: '' })
  expect(repeat('FREQ=WEEKLY;COUNT=8')).toEqual({
    repeat: 'WEEKLY',
    count: '8',
    rrule: 'FREQ=WEEKLY;COUNT=8',
  })
  expect(repeat('FREQ=YEARLY')).toMatchObject({ repeat: 'YEARLY', count: '' })
  expect(repeat('FREQ=WEEKLY;BYDAY=MO,WE')).toMatchObject({
    repeat: 'custom',
    count: '',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
  })
  expect(repeat('FREQ=DAILY;UNTIL=20270101T000000Z').repeat).toBe('custom')
  expect(repeat('FREQ=MONTHLY;COUNT=3;INTERVAL=2').repeat).toBe('custom')
})

const draft = (patch: Partial<Draft> = {}): Draft => ({ ...draftOf(anEvent(), MADRID), ...patch })

test('the rule sent is built from the choice and the number of times', () => {
  const rrule = (patch: Partial<Draft>) => inputOf(draft(patch), MADRID).rrule
  expect(rrule({ repeat: 'none', rrule: 'FREQ=DAILY' })).toBeNull()
  expect(rrule({ repeat: 'DAILY', count: '' })).toBe('FREQ=DAILY')
  expect(rrule({ repeat: 'WEEKLY', count: ' 8 ' })).toBe('FREQ=WEEKLY;COUNT=8')
  expect(rrule({ repeat: 'MONTHLY', count: '012' })).toBe('FREQ=MONTHLY;COUNT=12')
  expect(rrule({ repeat: 'custom', rrule: '  FREQ=WEEKLY;BYDAY=TU  ' })).toBe(
    'FREQ=WEEKLY;BYDAY=TU',
  )
})

test('times are sent with the offset of their own day across a change of clocks', () => {
  // Madrid leaves summer time on 25 October 2026.
  const input = inputOf(
    draft({ startDate: '2026-10-24', startTime: '10:00', endDate: '2026-10-26', endTime: '10:00' }),
    MADRID,
  )
  expect(input).toMatchObject({
    start: '2026-10-24T10:00:00+02:00',
    end: '2026-10-26T10:00:00+01:00',
    timeZone: MADRID,
  })
  expect(eventCreateSchema.safeParse(input).success).toBe(true)
})

test('what the dialog sends is what the API takes, with its links as ids', () => {
  const event = anOccurrence({
    customer: { id: uuid(5), name: 'Ana García' },
    assignees: [
      { id: uuid(6), name: 'Marta' },
      { id: uuid(7), name: 'Luis' },
    ],
    location: 'Calle Mayor 1',
    notes: 'Bring the laser',
  })
  const input = inputOf(draftOf(event, MADRID), MADRID)
  expect(input).toEqual({
    title: 'Measure the kitchen',
    type: 'appointment',
    status: 'confirmed',
    allDay: false,
    start: '2026-11-30T10:00:00+01:00',
    end: '2026-11-30T11:00:00+01:00',
    timeZone: MADRID,
    location: 'Calle Mayor 1',
    notes: 'Bring the laser',
    customerId: uuid(5),
    assigneeIds: [uuid(6), uuid(7)],
    rrule: 'FREQ=WEEKLY;COUNT=8',
    notifyCustomer: false,
  })
})

const ana = { id: uuid(5), name: 'Ana García', email: 'ana@example.com' }
const noMail = { id: uuid(8), name: 'Talleres Sur', email: '' }
const marta: Member = {
  userId: uuid(6),
  name: 'Marta Ruiz',
  email: 'marta@example.com',
  profileUrl: null,
  role: 'designer',
  joinedAt: '2026-01-01T00:00:00.000Z',
}

function renderDialog({
  initial = draft(),
  editing = null as Parameters<typeof EventDialog>[0]['editing'],
  onSave = vi.fn(async (_: EventCreate) => {}),
  customers = [ana, noMail],
} = {}) {
  const onDelete = vi.fn()
  render(
    <EventDialog
      open
      onOpenChange={() => {}}
      initial={initial}
      editing={editing}
      timeZone={MADRID}
      members={[marta]}
      customers={customers}
      onSave={onSave}
      onDelete={onDelete}
    />,
  )
  return { onSave, onDelete }
}

test(
  'an all-day event is edited by days only; an event being changed can be deleted',
  SLOW,
  async () => {
    const event = anEvent({ allDay: true, start: '2026-12-24', end: '2026-12-26' })
    const { onDelete } = renderDialog({ initial: draftOf(event, MADRID), editing: event })
    expect(screen.getByRole('heading', { name: 'Event' })).toBeInTheDocument()
    expect(screen.getByText('Times in Europe/Madrid.')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'All day' })).toBeChecked()
    expect(screen.getByLabelText('Ends')).toHaveValue('2026-12-25')
    expect(screen.queryByLabelText('At')).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
  },
)

test('a start moved past the end takes the end along; an earlier start leaves it', () => {
  renderDialog({ initial: draft({ startDate: '2026-11-23', endDate: '2026-11-25' }) })
  expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-11-20' } })
  expect(screen.getByLabelText('Ends')).toHaveValue('2026-11-25')
  fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-12-02' } })
  expect(screen.getByLabelText('Ends')).toHaveValue('2026-12-02')
})

test(
  'a weekly event asks how many times; the dialog sends the rule and who takes part',
  SLOW,
  async () => {
    const { onSave } = renderDialog({ initial: draft({ repeat: 'WEEKLY', count: '8' }) })
    const user = userEvent.setup()
    const times = screen.getByRole('spinbutton', { name: 'Times' })
    await user.clear(times)
    await user.type(times, '4')
    await user.click(screen.getByRole('checkbox', { name: 'Marta Ruiz' }))
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      rrule: 'FREQ=WEEKLY;COUNT=4',
      assigneeIds: [marta.userId],
      start: '2026-11-23T10:00:00+01:00',
    })
  },
)

test('the customer can be sent the event only when they have an email', SLOW, async () => {
  renderDialog({ initial: draft({ customerId: noMail.id }) })
  expect(screen.queryByRole('checkbox', { name: /Send it to/ })).not.toBeInTheDocument()
})

test('a customer with an email can be sent it, and the choice is sent', SLOW, async () => {
  const { onSave } = renderDialog({ initial: draft({ customerId: ana.id }) })
  const user = userEvent.setup()
  await user.click(
    screen.getByRole('checkbox', {
      name: 'Send it to ana@example.com with a calendar invitation',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Create event' }))
  await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
  expect(onSave.mock.calls[0]![0]).toMatchObject({ customerId: ana.id, notifyCustomer: true })
})

test(
  'problems the server finds are shown at their fields, and nothing typed is lost',
  SLOW,
  async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Some fields are invalid', [
        { path: 'end', code: 'validation.endBeforeStart' },
        { path: 'title', code: 'validation.required' },
      ])
    })
    renderDialog({ onSave })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' again')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    expect(await screen.findByText('The end must come after the start')).toBeVisible()
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Starts')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Some fields are invalid')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Measure the kitchen again')
  },
)

test('a problem with no field is shown above the form, in the reader’s words', SLOW, async () => {
  const onSave = vi.fn(async () => {
    throw new ApiError(409, 'conflict', 'Version mismatch')
  })
  renderDialog({ onSave })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create event' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This was changed elsewhere since you opened it',
  )
})

test('field problems the dialog has no field for fall back to the banner', SLOW, async () => {
  const onSave = vi.fn(async () => {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid', [{ code: 'x' }])
  })
  renderDialog({ onSave })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create event' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are invalid')
})
