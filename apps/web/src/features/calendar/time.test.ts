import { afterEach, expect, test, vi } from 'vitest'
import {
  instantOf,
  moveDate,
  nextDay,
  partsOf,
  previousDay,
  rangeAround,
  stepDate,
  today,
} from './time'

afterEach(() => vi.useRealTimers())

test('an instant shows as the day and time of the zone, which may be another day than UTC', () => {
  expect(partsOf('2026-11-23T09:00:00Z', 'Europe/Madrid')).toEqual({
    date: '2026-11-23',
    time: '10:00',
  })
  expect(partsOf('2026-11-23T23:30:00Z', 'Europe/Madrid')).toEqual({
    date: '2026-11-24',
    time: '00:30',
  })
  expect(partsOf('2026-11-23T03:15:00Z', 'America/Los_Angeles')).toEqual({
    date: '2026-11-22',
    time: '19:15',
  })
  // An offset other than the zone's is read as the instant it is.
  expect(partsOf('2026-11-23T10:00:00+05:30', 'UTC')).toEqual({ date: '2026-11-23', time: '04:30' })
})

test('a day and time become the instant with the zone’s offset of that day, summer or winter', () => {
  expect(instantOf('2026-07-01', '09:30', 'Europe/Madrid')).toBe('2026-07-01T09:30:00+02:00')
  expect(instantOf('2026-12-01', '09:30', 'Europe/Madrid')).toBe('2026-12-01T09:30:00+01:00')
  expect(instantOf('2026-12-01', '09:30', 'America/New_York')).toBe('2026-12-01T09:30:00-05:00')
  expect(instantOf('2026-12-01', '09:30', 'UTC')).toBe('2026-12-01T09:30:00+00:00')
})

test('a time the clocks skip in spring moves on by the hour skipped', () => {
  // Madrid goes from 02:00 to 03:00 on 29 March 2026: 02:30 does not exist.
  expect(instantOf('2026-03-29', '02:30', 'Europe/Madrid')).toBe('2026-03-29T03:30:00+02:00')
  expect(instantOf('2026-03-08', '02:15', 'America/New_York')).toBe('2026-03-08T03:15:00-04:00')
})

test('a time the clocks show twice in autumn is the first of the two', () => {
  // Madrid goes back from 03:00 to 02:00 on 25 October 2026: 02:30 happens twice.
  expect(instantOf('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T02:30:00+02:00')
  expect(partsOf('2026-10-25T00:30:00Z', 'Europe/Madrid').time).toBe('02:30')
  expect(partsOf('2026-10-25T01:30:00Z', 'Europe/Madrid').time).toBe('02:30')
})

test('a time read from an instant and written back is the same instant', () => {
  for (const instant of ['2026-03-29T01:00:00Z', '2026-10-25T00:59:00Z', '2026-06-15T21:45:00Z']) {
    const { date, time } = partsOf(instant, 'Europe/Madrid')
    expect(Date.parse(instantOf(date, time, 'Europe/Madrid'))).toBe(Date.parse(instant))
  }
})

test('days move by calendar days and months, shortening a month end that does not exist', () => {
  expect(moveDate('2026-11-23', { days: 7 })).toBe('2026-11-30')
  expect(moveDate('2026-12-28', { days: 7 })).toBe('2027-01-04')
  expect(moveDate('2026-01-31', { months: 1 })).toBe('2026-02-28')
  expect(moveDate('2028-01-31', { months: 1 })).toBe('2028-02-29')
  expect(moveDate('2026-03-31', { months: -1 })).toBe('2026-02-28')
  expect(nextDay('2026-12-31')).toBe('2027-01-01')
  expect(previousDay('2026-03-01')).toBe('2026-02-28')
  expect(previousDay('2028-03-01')).toBe('2028-02-29')
  // The day a clock changes is a day like any other.
  expect(nextDay('2026-03-29')).toBe('2026-03-30')
})

test('Previous and Next move a month, a week or a day, as the view shows', () => {
  expect(stepDate('2026-11-23', 'month', 1)).toBe('2026-12-23')
  expect(stepDate('2026-01-31', 'month', 1)).toBe('2026-02-28')
  expect(stepDate('2026-03-31', 'month', -1)).toBe('2026-02-28')
  expect(stepDate('2026-11-23', 'week', 1)).toBe('2026-11-30')
  expect(stepDate('2026-11-23', 'week', -1)).toBe('2026-11-16')
  expect(stepDate('2026-11-23', 'agenda', -1)).toBe('2026-11-16')
  expect(stepDate('2026-11-23', 'day', -1)).toBe('2026-11-22')
  expect(stepDate('2027-01-01', 'day', -1)).toBe('2026-12-31')
})

test('events are asked for a day beyond each edge of what the view shows', () => {
  expect(rangeAround(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'))).toEqual({
    from: '2026-11-22T00:00:00.000Z',
    to: '2026-12-01T00:00:00.000Z',
  })
})

test('today is the zone’s day, not the computer’s', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T23:30:00Z'))
  expect(today('Europe/Madrid')).toBe('2026-11-24')
  expect(today('UTC')).toBe('2026-11-23')
  expect(today('America/Los_Angeles')).toBe('2026-11-23')
  vi.setSystemTime(new Date('2026-11-23T05:00:00Z'))
  expect(today('America/Los_Angeles')).toBe('2026-11-22')
  expect(today('Asia/Tokyo')).toBe('2026-11-23')
})
