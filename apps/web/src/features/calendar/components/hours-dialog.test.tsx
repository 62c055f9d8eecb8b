import type { CalendarSettings } from '@designer/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderAt, stubApi } from '@/test/render'
import { HoursDialog } from './hours-dialog'

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
afterEach(() => vi.unstubAllGlobals())

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

test('Saturday mornings opened, an hour window ended too early is refused, then saved', {
  timeout: 20_000,
}, async () => {
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
})
