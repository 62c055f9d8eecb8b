import type { CalendarEvent } from '@designer/contract'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { Temporal } from 'temporal-polyfill'
import { dayOf, floating } from './recurrence'

const STATUS = {
  tentative: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const

/**
 * Events as an iCalendar file (RFC 5545), for a member's subscription (PUBLISH) or a customer's
 * invitation (REQUEST). A series keeps its RRULE, written in its own time zone (TZID) so
 * calendar apps repeat 9:00 as 9:00 across summer time, with its removed occurrences (EXDATE);
 * an occurrence edited on its own is the same UID with its RECURRENCE-ID.
 */
export function eventsIcs(
  name: string,
  events: CalendarEvent[],
  publicUrl: string,
  method: 'PUBLISH' | 'REQUEST',
  exdates: Map<string, Date[]> = new Map(),
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Designer', product: 'Calendar', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.PUBLISH,
  })
  const host = new URL(publicUrl).host
  for (const e of events) {
    const series = e.rrule !== null
    // A series is written on its zone's clock (TZID), so its rule repeats that clock's time.
    const at = (iso: string) =>
      e.allDay
        ? iso
        : series
          ? Temporal.Instant.from(iso).toZonedDateTimeISO(e.timeZone)
          : new Date(iso)
    const event = calendar.createEvent({
      id: `${e.recurringEventId ?? e.id}@${host}`,
      summary: e.title,
      start: at(e.start),
      end: at(e.end),
      allDay: e.allDay,
      timezone: series && !e.allDay ? e.timeZone : null,
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
      // The rule as stored, and each removed occurrence as the series' own clock showed it.
      const removed = (exdates.get(e.id) ?? []).map((d) =>
        e.allDay
          ? `EXDATE;VALUE=DATE:${dayOf(d, e.timeZone).replace(/-/g, '')}`
          : `EXDATE;TZID=${e.timeZone}:${localStamp(d, e.timeZone)}`,
      )
      event.repeating([`RRULE:${e.rrule}`, ...removed].join('\r\n'))
    }
  }
  return calendar.toString()
}

/** `20261123T090000`: an instant as a zone's clock shows it. */
function localStamp(instant: Date, timeZone: string) {
  return floating(instant, timeZone)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '')
}
