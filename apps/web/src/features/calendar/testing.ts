import type { CalendarEvent, CalendarSettings } from '@designer/contract'

/** Events and settings for the calendar's tests. */

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

/** A confirmed one-hour appointment on Monday 23 November 2026 at 10:00 in Madrid. */
export function anEvent(patch: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: uuid(1),
    recurringEventId: null,
    occurrenceStart: null,
    title: 'Measure the kitchen',
    type: 'appointment',
    status: 'confirmed',
    allDay: false,
    start: '2026-11-23T09:00:00Z',
    end: '2026-11-23T10:00:00Z',
    timeZone: 'Europe/Madrid',
    location: '',
    notes: '',
    color: null,
    customer: null,
    design: null,
    configurator: null,
    assignees: [],
    rrule: null,
    version: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...patch,
  }
}

/** One occurrence, as listed, of a weekly series of eight starting on 23 November. */
export const anOccurrence = (patch: Partial<CalendarEvent> = {}) =>
  anEvent({
    rrule: 'FREQ=WEEKLY;COUNT=8',
    start: '2026-11-30T09:00:00Z',
    end: '2026-11-30T10:00:00Z',
    occurrenceStart: '2026-11-30T09:00:00Z',
    ...patch,
  })

const day = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
]

export const aWeek: CalendarSettings = {
  timeZone: 'Europe/Madrid',
  weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
  overrides: [],
  appointmentMinutes: 45,
  bufferMinutes: 15,
}
