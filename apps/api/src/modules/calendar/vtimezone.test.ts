import ICAL from 'ical.js'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, test } from 'vitest'
import { vtimezone } from './vtimezone'

const now = Temporal.Instant.from('2026-11-26T00:00:00Z')
const block = (zone: string, from: string) => vtimezone(zone, Temporal.Instant.from(from), now)
/** Each observance on one line: `DAYLIGHT 20070311T020000 -0500>-0400 FREQ=YEARLY;…`. */
const observances = (text: string) =>
  [...text.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\n([\s\S]*?)END:\1/g)].map(([, kind, body]) => {
    const get = (name: string) => new RegExp(`^${name}:(.*)\\r$`, 'm').exec(body!)?.[1]
    const offsets = `${get('TZOFFSETFROM')}>${get('TZOFFSETTO')}`
    return [kind, get('DTSTART'), offsets, get('RRULE')].filter(Boolean).join(' ')
  })

describe('VTIMEZONE from the runtime’s zone data', () => {
  test('Madrid: the EU rule, from the change in force when the file starts', () => {
    expect(observances(block('Europe/Madrid', '2026-03-21T09:00:00Z'))).toEqual([
      'STANDARD 20251026T030000 +0200>+0100 FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'DAYLIGHT 20260329T020000 +0100>+0200 FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    ])
  })

  test('New York since 2005: the old changes one by one, then the rule of 2007', () => {
    expect(observances(block('America/New_York', '2005-06-01T00:00:00Z'))).toEqual([
      'DAYLIGHT 20050403T020000 -0500>-0400',
      'STANDARD 20051030T020000 -0400>-0500',
      'DAYLIGHT 20060402T020000 -0500>-0400',
      'STANDARD 20061029T020000 -0400>-0500',
      'DAYLIGHT 20070311T020000 -0500>-0400 FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'STANDARD 20071104T020000 -0400>-0500 FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    ])
  })

  test('zones without summer time: one STANDARD', () => {
    expect(observances(block('Asia/Tokyo', '2026-03-27T01:00:00Z'))).toEqual([
      'STANDARD 19510909T010000 +1000>+0900',
    ])
    expect(observances(block('Etc/UTC', '2026-03-27T01:00:00Z'))).toEqual([
      'STANDARD 19700101T000000 +0000>+0000',
    ])
    expect(observances(block('Etc/GMT+5', '2026-03-27T01:00:00Z'))).toEqual([
      'STANDARD 19700101T000000 -0500>-0500',
    ])
  })

  test('a zone that gave up summer time ends with its last change, without a rule', () => {
    const saoPaulo = observances(block('America/Sao_Paulo', '2018-06-01T00:00:00Z'))
    expect(saoPaulo.at(-1)).toBe('STANDARD 20190217T000000 -0200>-0300')
    expect(saoPaulo.join()).not.toContain('FREQ')
  })

  test('"the first Sunday on or after the 2nd" (Chile) is a rule with BYMONTHDAY', () => {
    expect(observances(block('America/Santiago', '2026-01-01T00:00:00Z'))).toEqual([
      'DAYLIGHT 20250907T000000 -0400>-0300 FREQ=YEARLY;BYMONTH=9;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8',
      'STANDARD 20260405T000000 -0300>-0400 FREQ=YEARLY;BYMONTH=4;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8',
    ])
  })

  // ical.js knows no zone names: it converts with the block alone. Wall times every week for ten
  // years, and every quarter of an hour for three hours either side of each change, must be the
  // instants the runtime gives (times a change skips or repeats aside: readers differ on those).
  test.each([
    ['Europe/Madrid', '2026-03-21T09:00:00Z'],
    ['Europe/Madrid', '1999-01-01T00:00:00Z'],
    ['America/New_York', '2005-06-01T00:00:00Z'],
    ['America/Santiago', '2026-01-01T00:00:00Z'],
    ['America/Sao_Paulo', '2015-01-01T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-01-01T00:00:00Z'],
    ['Pacific/Chatham', '2026-01-01T00:00:00Z'],
    ['Africa/Casablanca', '2026-01-01T00:00:00Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
    ['Asia/Tokyo', '2026-01-01T00:00:00Z'],
  ])('%s from %s reads back as the runtime’s clock', (zone, from) => {
    const vcalendar = `BEGIN:VCALENDAR\r\n${block(zone, from)}\r\nEND:VCALENDAR\r\n`
    const tz = new ICAL.Timezone(
      new ICAL.Component(ICAL.parse(vcalendar)).getFirstSubcomponent('vtimezone')!,
    )
    const start = Temporal.Instant.from(from).toZonedDateTimeISO(zone)
    const end = start.add({ years: 10 })
    const walls: Temporal.PlainDateTime[] = []
    for (let day = start.toPlainDate(); Temporal.PlainDate.compare(day, end.toPlainDate()) < 0; ) {
      walls.push(day.toPlainDateTime('10:00'), day.toPlainDateTime('23:30'))
      day = day.add({ days: 7 })
    }
    for (
      let at = start.getTimeZoneTransition('next');
      at && Temporal.ZonedDateTime.compare(at, end) < 0;
    ) {
      for (let minutes = -180; minutes <= 180; minutes += 15) {
        walls.push(at.add({ minutes }).toPlainDateTime())
      }
      at = at.getTimeZoneTransition('next')
    }
    const wrong = walls.flatMap((wall) => {
      let expected: number
      try {
        expected = wall.toZonedDateTime(zone, { disambiguation: 'reject' }).epochMilliseconds
      } catch {
        return []
      }
      const { year, month, day, hour, minute } = wall
      const read =
        new ICAL.Time({ year, month, day, hour, minute, second: 0 }, tz).toUnixTime() * 1000
      return read === expected ? [] : [`${wall} read as ${new Date(read).toISOString()}`]
    })
    expect(walls.length).toBeGreaterThan(1000)
    expect(wrong).toEqual([])
  })
})
