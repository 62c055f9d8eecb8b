import type { CalendarSettings, Slot, TimeWindow, Weekday } from '@designer/contract'
import { Temporal } from 'temporal-polyfill'
import type { Tx } from '../../db/client'
import { calendarEvents } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/csv'
import { AppError } from '../../lib/errors'
import type { EventRows, Publish } from './event-rows'
import type { CalendarEvents } from './events'
import type { Notify } from './invitation-mail'
import { dayStart } from './recurrence'

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

const DAY_MS = 86_400_000
const slotTaken = () =>
  new AppError(409, 'slot_taken', 'This time was just booked by someone else: please pick another')

/** Visitors' bookings: the slots on offer, one of them checked again, taken, announced. */
export function createBooking({
  clock,
  settingsOf,
  range,
  rows,
  notify,
  publish,
}: {
  clock: Clock
  settingsOf: (companyId: string) => Promise<CalendarSettings>
  range: CalendarEvents['range']
  rows: EventRows
  notify: Notify
  publish: Publish
}) {
  const { one } = rows

  /** The slots visitors may book, from `fromDay` (today on the company's clock by default). */
  async function availability(companyId: string, fromDay: string | undefined, days: number) {
    const settings = await settingsOf(companyId)
    const now = clock.now()
    const today = todayIn(settings.timeZone, now)
    const first = fromDay && fromDay > today ? fromDay : today
    // A day either side: a zone's day is not a UTC day, and buffers reach over midnight.
    const from = new Date(dayStart(first, settings.timeZone).getTime() - DAY_MS)
    const to = new Date(from.getTime() + (days + 2) * DAY_MS)
    const planned = await range(companyId, { from: from.toISOString(), to: to.toISOString() })
    const busy = planned
      .filter((e) => e.status !== 'cancelled')
      .map((e) =>
        e.allDay
          ? {
              start: dayStart(e.start, settings.timeZone).getTime(),
              end: dayStart(e.end, settings.timeZone).getTime(),
            }
          : { start: Date.parse(e.start), end: Date.parse(e.end) },
      )
    return {
      timeZone: settings.timeZone,
      minutes: settings.appointmentMinutes,
      slots: bookingSlots(settings, first, days, busy, now),
    }
  }

  /** The slot starting at `start` if visitors may still book it; else 409 `slot_taken`. */
  async function offered(companyId: string, start: string) {
    const day = start.slice(0, 10)
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
    const offer = await availability(companyId, dayBefore, 3)
    const slot = offer.slots.find((s) => Date.parse(s.start) === Date.parse(start))
    if (!slot) throw slotTaken()
    return { ...slot, timeZone: offer.timeZone }
  }

  /**
   * Books an offered slot (see `offered`) as a tentative appointment, inside the caller's
   * transaction. Two visitors racing for it meet at the unique index on `booked_slot`: the
   * second one is told it is taken (409 `slot_taken`) and their transaction rolls back.
   */
  async function book(
    tx: Tx,
    companyId: string,
    slot: { start: string; end: string; timeZone: string },
    booking: { title: string; notes: string; customerId: string; configuratorId: string },
  ) {
    const now = clock.now()
    try {
      const [made] = await tx
        .insert(calendarEvents)
        .values({
          companyId,
          title: booking.title,
          type: 'appointment',
          status: 'tentative',
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          timeZone: slot.timeZone,
          notes: booking.notes,
          customerId: booking.customerId,
          configuratorId: booking.configuratorId,
          bookedSlot: new Date(slot.start),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: calendarEvents.id })
      return { id: made!.id, start: slot.start, end: slot.end }
    } catch (err) {
      if (isUniqueViolation(err, 'calendar_events_booked_slot_idx')) throw slotTaken()
      throw err
    }
  }

  return {
    availability,
    offered,
    book,
    /** After a booking's transaction: the event is announced and the customer invited. */
    async booked(companyId: string, id: string, notifyCustomer: boolean) {
      publish(companyId, 'created', id, null, 1)
      if (notifyCustomer) await notify(companyId, await one(companyId, id))
    },
  }
}
