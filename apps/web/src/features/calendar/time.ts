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

/** An instant moved by whole days on a zone's clock: 15:15 stays 15:15 across summer time. */
export function moveInstantByDays(instant: string, days: number, timeZone: string): string {
  const moved = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).add({ days })
  return new Date(moved.epochMilliseconds).toISOString()
}

/** The day after a day (all-day ends are the day after the last). */
export const nextDay = (date: string) => moveDate(date, { days: 1 })
export const previousDay = (date: string) => moveDate(date, { days: -1 })

/** Whether the person's own zone differs from the company's (both are then shown). */
export const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** How far Previous and Next move each view. */
const STEP = {
  month: { months: 1 },
  week: { days: 7 },
  day: { days: 1 },
  agenda: { days: 7 },
} as const

/** The day shown after Next (`1`) or Previous (`-1`) in a view: a month, a week or a day away. */
export function stepDate(date: string, view: keyof typeof STEP, direction: 1 | -1): string {
  const step: { days?: number; months?: number } = STEP[view]
  return moveDate(
    date,
    'months' in step
      ? { months: (step.months ?? 0) * direction }
      : { days: (step.days ?? 0) * direction },
  )
}

/**
 * The instants to ask events for, for a view showing `from` to `to`: a day on each side, so
 * events that only touch the edges in the company's zone are found.
 */
export function rangeAround(from: Date, to: Date): { from: string; to: string } {
  return {
    from: new Date(from.getTime() - 86_400_000).toISOString(),
    to: new Date(to.getTime() + 86_400_000).toISOString(),
  }
}
