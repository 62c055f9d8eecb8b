import type { CalendarSettings } from '@designer/contract'
import { afterEach, expect, test } from 'vitest'
import {
  businessHoursOf,
  FIRST_WINDOW,
  nextWindow,
  weekdayName,
  zoneOptions,
} from './working-hours'

const settings = (weekly: Partial<CalendarSettings['weekly']>): CalendarSettings => ({
  timeZone: 'Europe/Madrid',
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...weekly },
  overrides: [],
  appointmentMinutes: 60,
  bufferMinutes: 0,
})

test('no settings yet shade nothing', () => {
  expect(businessHoursOf(undefined)).toBe(false)
})

test('each window of each day is shaded on FullCalendar’s day number, Sunday being 0', () => {
  expect(
    businessHoursOf(
      settings({
        mon: [
          { start: '09:00', end: '13:00' },
          { start: '15:00', end: '19:00' },
        ],
        sat: [{ start: '10:00', end: '14:00' }],
        sun: [{ start: '11:00', end: '12:00' }],
      }),
    ),
  ).toEqual([
    { daysOfWeek: [1], startTime: '09:00', endTime: '13:00' },
    { daysOfWeek: [1], startTime: '15:00', endTime: '19:00' },
    { daysOfWeek: [6], startTime: '10:00', endTime: '14:00' },
    { daysOfWeek: [0], startTime: '11:00', endTime: '12:00' },
  ])
})

test('a week closed every day shades no hours at all', () => {
  expect(businessHoursOf(settings({}))).toEqual([])
})

test('a day opened starts with a morning; more hours follow on from the last window', () => {
  expect(nextWindow([])).toEqual(FIRST_WINDOW)
  expect(nextWindow([{ start: '09:00', end: '13:00' }])).toEqual({ start: '13:00', end: '18:00' })
  // A window ending in the evening is followed by one to the end of the day.
  expect(nextWindow([{ start: '09:00', end: '18:00' }])).toEqual({ start: '18:00', end: '23:45' })
  expect(
    nextWindow([
      { start: '08:00', end: '10:00' },
      { start: '16:00', end: '20:30' },
    ]),
  ).toEqual({ start: '20:30', end: '23:45' })
})

const zone = process.env.TZ
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

test('weekdays are named from Monday in the reader’s language', () => {
  const names = (language: string) => [0, 1, 2, 3, 4, 5, 6].map((i) => weekdayName(i, language))
  expect(names('en')).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ])
  expect(names('es')[0]).toBe('lunes')
  expect(names('es')[6]).toBe('domingo')
  expect(names('fr')[2]).toBe('mercredi')
  expect(names('fr')[5]).toBe('samedi')
})

test('a computer west of Greenwich names Monday Monday too', () => {
  // Midnight UTC on a Monday is still Sunday evening in New York.
  process.env.TZ = 'America/New_York'
  expect(weekdayName(0, 'en')).toBe('Monday')
  process.env.TZ = 'Pacific/Kiritimati'
  expect(weekdayName(6, 'en')).toBe('Sunday')
})

test('a zone the runtime does not list is still offered, first', () => {
  const zones = ['Europe/Lisbon', 'Europe/Madrid']
  expect(zoneOptions('Europe/Madrid', zones)).toBe(zones)
  expect(zoneOptions('Europe/Kyiv', zones)).toEqual([
    'Europe/Kyiv',
    'Europe/Lisbon',
    'Europe/Madrid',
  ])
})
