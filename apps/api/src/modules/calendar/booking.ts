import type { CalendarSettings, Slot, TimeWindow, Weekday } from '@designer/contract'
import { Temporal } from 'temporal-polyfill'

/**
 * The times a visitor may book from the public configurator: the company's working hours
 * (a day's override, else its weekday's windows) cut into appointments of the set length with
 * the buffer between them, on the company's clock, leaving out what is past (or too soon to
 * prepare) and whatever overlaps an event already planned, buffer included.
 */

/** How soon a booking may start: a studio needs a little notice. */
export const BOOKING_NOTICE_MS = 2 * 3600_000

const WEEKDAY_OF: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

export function windowsOn(settings: CalendarSettings, day: Temporal.PlainDate): TimeWindow[] {
  const override = settings.overrides.find((o) => o.date === day.toString())
  if (override) return override.windows
  return settings.weekly[WEEKDAY_OF[day.dayOfWeek - 1]!]
}

export type Busy = { start: number; end: number }

export function bookingSlots(
  settings: CalendarSettings,
  fromDay: string,
  days: number,
  busy: readonly Busy[],
  now: Date,
): Slot[] {
  const zone = settings.timeZone
  const length = settings.appointmentMinutes
  const buffer = settings.bufferMinutes * 60_000
  const earliest = now.getTime() + BOOKING_NOTICE_MS
  const slots: Slot[] = []
  let day = Temporal.PlainDate.from(fromDay)
  for (let i = 0; i < days; i++, day = day.add({ days: 1 })) {
    for (const w of windowsOn(settings, day)) {
      const open = day.toPlainDateTime(Temporal.PlainTime.from(w.start))
      const close = day.toPlainDateTime(Temporal.PlainTime.from(w.end))
      for (
        let at = open;
        Temporal.PlainDateTime.compare(at.add({ minutes: length }), close) <= 0;
        at = at.add({ minutes: length + settings.bufferMinutes })
      ) {
        const start = at.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds
        const end = start + length * 60_000
        if (start < earliest) continue
        if (busy.some((b) => b.start < end + buffer && b.end > start - buffer)) continue
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
      }
    }
  }
  return slots
}

/** Today on the company's clock, `YYYY-MM-DD`. */
export const todayIn = (zone: string, now: Date) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString()
