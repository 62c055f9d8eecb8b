import { describe, expect, test } from 'vitest'
import { dayOf, dayStart, isOccurrence, occurrences, seriesEnd, splitRule } from './recurrence'

const madrid = 'Europe/Madrid'
const weekly = (over: Partial<Parameters<typeof occurrences>[0]> = {}) => ({
  // Mondays at 9:00 in Madrid, from 16 March 2026 (winter time, UTC+1), an hour long.
  startsAt: new Date('2026-03-16T08:00:00Z'),
  endsAt: new Date('2026-03-16T09:00:00Z'),
  allDay: false,
  timeZone: madrid,
  rrule: 'FREQ=WEEKLY;COUNT=4',
  exdates: [],
  ...over,
})
const iso = (list: { start: Date }[]) => list.map((o) => o.start.toISOString())

describe('recurrence in the event’s time zone', () => {
  test('9:00 stays 9:00 across the change to summer time', () => {
    const all = occurrences(weekly(), new Date('2026-03-01Z'), new Date('2026-05-01Z'))
    // Summer time starts on 29 March: 9:00 in Madrid is 8:00 UTC before, 7:00 UTC after.
    expect(iso(all)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ])
    expect(all[2]!.end.toISOString()).toBe('2026-03-30T08:00:00.000Z')
  })

  test('a range only lists what overlaps it, without removed occurrences', () => {
    const series = weekly({ exdates: [new Date('2026-03-30T07:00:00Z')] })
    expect(
      iso(occurrences(series, new Date('2026-03-23T08:30:00Z'), new Date('2026-04-07Z'))),
    ).toEqual(['2026-03-23T08:00:00.000Z', '2026-04-06T07:00:00.000Z'])
    expect(isOccurrence(series, new Date('2026-03-30T07:00:00Z'))).toBe(true)
    expect(isOccurrence(series, new Date('2026-03-31T07:00:00Z'))).toBe(false)
  })

  test('a series with an end knows it; one without has none', () => {
    expect(seriesEnd(weekly())!.toISOString()).toBe('2026-04-06T08:00:00.000Z')
    expect(seriesEnd(weekly({ rrule: 'FREQ=WEEKLY' }))).toBeNull()
  })

  test('"this and following" ends the series before the occurrence and counts what is left', () => {
    const split = splitRule(weekly(), new Date('2026-03-30T07:00:00Z'))
    expect(split.before).toBe('FREQ=WEEKLY;UNTIL=20260330T065959Z')
    expect(split.after('FREQ=WEEKLY;COUNT=4')).toBe('FREQ=WEEKLY;COUNT=2')
    expect(split.after('FREQ=WEEKLY;COUNT=10')).toBe('FREQ=WEEKLY;COUNT=10')
    const before = occurrences(
      weekly({ rrule: split.before }),
      new Date('2026-03-01Z'),
      new Date('2026-06-01Z'),
    )
    expect(before).toHaveLength(2)
  })

  test('all-day events keep their days whatever the offset', () => {
    const start = dayStart('2026-03-27', madrid)
    const series = weekly({
      allDay: true,
      startsAt: start,
      endsAt: dayStart('2026-03-28', madrid),
      rrule: 'FREQ=DAILY;COUNT=3',
    })
    const days = occurrences(series, new Date('2026-03-01Z'), new Date('2026-04-30Z'))
    expect(days.map((o) => dayOf(o.start, madrid))).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ])
    // 29 March has 23 hours in Madrid; its end is still the next midnight.
    expect(dayOf(days[2]!.end, madrid)).toBe('2026-03-30')
  })
})
