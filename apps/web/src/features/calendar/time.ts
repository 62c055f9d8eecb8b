import { Temporal } from 'temporal-polyfill'

/** Dates and times of the calendar's forms, in the company's zone (plain TypeScript). */

/** Today in a zone, `2026-11-23`. */
export const today = (timeZone: string) => Temporal.Now.plainDateISO(timeZone).toString()

/** The day and the time (`09:30`) an instant shows in a zone. */
export function partsOf(instant: string, timeZone: string): { date: string; time: string } {
  const z = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone)
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString().slice(0, 5) }
}

/** The instant a day and time are in a zone, as ISO with its offset. */
export function instantOf(date: string, time: string, timeZone: string): string {
  return Temporal.PlainDateTime.from(`${date}T${time}`)
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .toString({ timeZoneName: 'never' })
}

/** A day moved by whole days, months: `2026-11-23` + 1 month. */
export function moveDate(date: string, by: { days?: number; months?: number }): string {
  return Temporal.PlainDate.from(date).add(by).toString()
}

/** The day after a day (all-day ends are the day after the last). */
export const nextDay = (date: string) => moveDate(date, { days: 1 })
export const previousDay = (date: string) => moveDate(date, { days: -1 })

/** Whether the person's own zone differs from the company's (both are then shown). */
export const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
