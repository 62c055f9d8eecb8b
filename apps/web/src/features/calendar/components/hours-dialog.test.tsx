import type { CalendarSettings } from '@designer/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { renderAt, stubApi } from '@/test/render'
import { HoursDialog } from './hours-dialog'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
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
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLocale('en')
})

const day = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
]
const settings: CalendarSettings = {
  timeZone: 'Europe/Madrid',
  weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
  overrides: [],
  appointmentMinutes: 60,
  bufferMinutes: 15,
}

test(
  'Saturday mornings opened, an hour window ended too early is refused, then saved',
  SLOW,
  async () => {
    const saved: unknown[] = []
    stubApi((call) => {
      if (call.method === 'PUT' && call.path === '/calendar/settings') {
        saved.push(call.body)
        return call.body
      }
      return {}
    })
    renderAt(<HoursDialog open onOpenChange={() => {}} settings={settings} />, {
      path: '/admin/calendar',
      url: '/admin/calendar',
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }))
    const to = screen.getByLabelText('Saturday, window 1: to')
    await user.clear(to)
    await user.type(to, '08:00')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The end must come after the start')
    expect(saved).toEqual([])

    await user.clear(to)
    await user.type(to, '13:30')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      timeZone: 'Europe/Madrid',
      weekly: { sat: [{ start: '09:00', end: '13:30' }], sun: [] },
    })
  },
)

function renderSaving(initial: CalendarSettings = settings) {
  const saved: CalendarSettings[] = []
  stubApi((call) => {
    if (call.method === 'PUT') saved.push(call.body as CalendarSettings)
    return call.body ?? {}
  })
  const onOpenChange = vi.fn()
  renderAt(<HoursDialog open onOpenChange={onOpenChange} settings={initial} />, {
    path: '/admin/calendar',
    url: '/admin/calendar',
  })
  return { saved, onOpenChange }
}

test('a day closed is saved with no hours; hours added follow on from the last', SLOW, async () => {
  const { saved, onOpenChange } = renderSaving()
  const user = userEvent.setup()
  await user.click(screen.getByRole('checkbox', { name: 'Monday' }))
  expect(within(screen.getByTestId('hours-mon')).getByText('Closed')).toBeInTheDocument()
  await user.click(
    within(screen.getByTestId('hours-tue')).getByRole('button', { name: 'Add hours' }),
  )
  expect(screen.getByLabelText('Tuesday, window 3: from')).toHaveValue('18:00')
  // The first of Wednesday's two windows: each remove button names its own.
  await user.click(screen.getByRole('button', { name: 'Remove Wednesday, window 1' }))
  expect(screen.getByRole('button', { name: 'Remove Wednesday, window 1' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Remove Wednesday, window 2' })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Save hours' }))
  await waitFor(() => expect(saved).toHaveLength(1))
  expect(saved[0]!.weekly).toMatchObject({
    mon: [],
    tue: [...day, { start: '18:00', end: '23:45' }],
    wed: [{ start: '14:00', end: '18:00' }],
  })
  expect(onOpenChange).toHaveBeenCalledWith(false)
})

test('a day that differs is a holiday until it is given hours', SLOW, async () => {
  const { saved } = renderSaving()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Add a day' }))
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-25' } })
  await user.click(screen.getByRole('button', { name: 'Save hours' }))
  await waitFor(() => expect(saved).toHaveLength(1))
  expect(saved[0]!.overrides).toEqual([{ date: '2026-12-25', windows: [] }])
})

test('a day added just after midnight in Madrid is Madrid’s today, not UTC’s', SLOW, async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-26T23:30:00Z'))
  try {
    const { saved } = renderSaving()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add a day' }))
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-27')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.overrides).toEqual([{ date: '2026-11-27', windows: [] }])
  } finally {
    vi.useRealTimers()
  }
})

test('a day removed from those that differ is not saved', SLOW, async () => {
  const { saved } = renderSaving({
    ...settings,
    overrides: [
      { date: '2026-12-24', windows: [{ start: '09:00', end: '14:00' }] },
      { date: '2026-12-31', windows: [] },
    ],
  })
  const user = userEvent.setup()
  await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
  await user.click(screen.getByRole('button', { name: 'Save hours' }))
  await waitFor(() => expect(saved).toHaveLength(1))
  expect(saved[0]!.overrides).toEqual([{ date: '2026-12-31', windows: [] }])
})

test('appointments too short for the rules are refused before anything is sent', SLOW, async () => {
  const { saved } = renderSaving()
  const user = userEvent.setup()
  await user.clear(screen.getByRole('spinbutton', { name: 'Appointments last (minutes)' }))
  await user.click(screen.getByRole('button', { name: 'Save hours' }))
  expect(await screen.findByRole('alert')).toBeInTheDocument()
  expect(saved).toEqual([])
})

test('in Spanish the week is named in Spanish, from Monday', SLOW, async () => {
  await changeLocale('es')
  renderSaving()
  expect(screen.getByRole('checkbox', { name: 'lunes' })).toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'domingo' })).not.toBeChecked()
  expect(screen.getByLabelText('martes, tramo 2: hasta')).toHaveValue('18:00')
})
