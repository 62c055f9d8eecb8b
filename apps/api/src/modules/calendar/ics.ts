import type { CalendarEvent } from '@designer/contract'
import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { Temporal } from 'temporal-polyfill'
import { dayOf, floating } from './recurrence'
import { vtimezone } from './vtimezone'

const STATUS = {
  tentative: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const

/**
 * Events as an iCalendar file (RFC 5545), for a member's subscription (PUBLISH) or a customer's
 * invitation (REQUEST). A series keeps its RRULE, written in its own time zone (TZID) so
 * calendar apps repeat 9:00 as 9:00 across summer time, with its removed occurrences (EXDATE);
 * an occurrence edited on its own is the same UID with its RECURRENCE-ID. Each zone named in a
 * TZID has its VTIMEZONE in the file, and every line ends in CRLF, the last one too (RFC 5545).
 */
export function eventsIcs(
  name: string,
  events: CalendarEvent[],
  publicUrl: string,
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL',
  exdates: Map<string, Date[]> = new Map(),
): string {
  // A series is written on its zone's clock; other events in UTC, which needs no VTIMEZONE.
  const zoned = (e: CalendarEvent) => e.rrule !== null && !e.allDay
  // The earliest time each zone is needed for: its VTIMEZONE reaches back to there.
  const needed = new Map<string, Temporal.Instant>()
  for (const e of events.filter(zoned)) {
    const start = Temporal.Instant.from(e.start)
    const known = needed.get(e.timeZone)
    if (!known || Temporal.Instant.compare(start, known) < 0) needed.set(e.timeZone, start)
  }
  const calendar = ical({
    name: escapeText(name, false),
    prodId: { company: 'Designer', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod[method],
    // No zone of the calendar's own (its times stay UTC): ical-generator asks for a VTIMEZONE
    // once for each zone the events name.
    timezone: {
      name: null,
      generator: (zone) => vtimezone(zone, needed.get(zone) ?? Temporal.Now.instant()),
    },
  })
  const host = new URL(publicUrl).host
  for (const e of events) {
    const series = e.rrule !== null
    // A series is written on its zone's clock (TZID), so its rule repeats that clock's time.
    const at = (iso: string) =>
      e.allDay
        ? iso
        : zoned(e)
          ? Temporal.Instant.from(iso).toZonedDateTimeISO(e.timeZone)
          : new Date(iso)
    const event = calendar.createEvent({
      id: `${e.recurringEventId ?? e.id}@${host}`,
      summary: e.title,
      start: at(e.start),
      end: at(e.end),
      allDay: e.allDay,
      timezone: zoned(e) ? e.timeZone : null,
      location: e.location || null,
      description: e.notes || null,
      status: STATUS[e.status],
      sequence: e.version - 1,
      lastModified: new Date(e.updatedAt),
      created: new Date(e.createdAt),
      stamp: new Date(e.updatedAt),
      recurrenceId: e.recurringEventId && e.occurrenceStart ? new Date(e.occurrenceStart) : null,
    })
    if (series) {
      // The rule as stored, and each removed occurrence as the series' own clock showed it. The
      // event has no TZID when its zone is UTC (ical-generator writes those times in UTC).
      const tzid = event.timezone()
      const removed = (exdates.get(e.id) ?? []).map((d) =>
        e.allDay
          ? `EXDATE;VALUE=DATE:${dayOf(d, e.timeZone).replace(/-/g, '')}`
          : tzid
            ? `EXDATE;TZID=${tzid}:${localStamp(d, e.timeZone)}`
            : `EXDATE:${localStamp(d, 'UTC')}Z`,
      )
      event.repeating([`RRULE:${e.rrule}`, ...removed].join('\r\n'))
    }
  }
  // ical-generator ends the last line without its CRLF.
  return `${calendar.toString()}\r\n`
}

/** `20261123T090000`: an instant as a zone's clock shows it. */
function localStamp(instant: Date, timeZone: string) {
  return floating(instant, timeZone)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '')
}
