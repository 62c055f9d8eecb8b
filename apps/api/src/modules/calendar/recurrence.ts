import rrulePkg, { type Options } from 'rrule'
import { Temporal } from 'temporal-polyfill'

// rrule is CommonJS: its named exports are reached through the default one under Node's ESM.
const { RRule } = rrulePkg

/**
 * Recurring events in their own time zone. An RRULE repeats wall-clock times ("every Monday at
 * 9:00 in Madrid"), so occurrences are generated as wall times and only then turned into
 * instants in the event's zone: 9:00 stays 9:00 across a change to or from summer time. rrule
 * works in UTC; its dates here are wall times written as if they were UTC ("floating").
 */

export type Series = {
  startsAt: Date
  endsAt: Date
  allDay: boolean
  timeZone: string
  rrule: string
  exdates: Date[]
}
export type Occurrence = { start: Date; end: Date }

/** No range lists more occurrences of one series than this. */
const MAX_OCCURRENCES = 1000
const DAY = 86_400_000

/** The wall time of an instant in a zone, as a "floating" Date (its UTC fields are the wall). */
export function floating(instant: Date, timeZone: string): Date {
  const z = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone)
  return new Date(Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute, z.second))
}

/** The instant a wall time (a floating Date) is in a zone; a time skipped by DST moves later. */
export function fromFloating(wall: Date, timeZone: string): Date {
  const plain = new Temporal.PlainDateTime(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  )
  return new Date(
    plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds,
  )
}

/** Midnight of a day (`2026-11-23`) in a zone. */
export const dayStart = (day: string, timeZone: string) =>
  new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds)

/** The day an instant falls on in a zone, `2026-11-23`. */
export const dayOf = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString()

/** The rule with its UNTIL (an instant, in UTC) made a wall time like everything else here. */
function floatingRule(series: Series) {
  const options: Partial<Options> = RRule.parseString(series.rrule)
  if (options.until) options.until = floating(options.until, series.timeZone)
  return new RRule({ ...options, dtstart: floating(series.startsAt, series.timeZone) })
}

/** How long each occurrence lasts: the same time for timed events, the same days for all-day. */
function endOf(series: Series, start: Date): Date {
  if (!series.allDay)
    return new Date(start.getTime() + series.endsAt.getTime() - series.startsAt.getTime())
  const days = Math.round(
    (floating(series.endsAt, series.timeZone).getTime() -
      floating(series.startsAt, series.timeZone).getTime()) /
      DAY,
  )
  return fromFloating(
    new Date(floating(start, series.timeZone).getTime() + days * DAY),
    series.timeZone,
  )
}

/** The occurrences that overlap [from, to), without those removed (`exdates`). */
export function occurrences(series: Series, from: Date, to: Date): Occurrence[] {
  const rule = floatingRule(series)
  const length = series.endsAt.getTime() - series.startsAt.getTime()
  // A day on each side covers any zone's offset; the exact overlap is checked on instants.
  const after = new Date(
    floating(new Date(from.getTime() - length), series.timeZone).getTime() - DAY,
  )
  const before = new Date(floating(to, series.timeZone).getTime() + DAY)
  const removed = new Set(series.exdates.map((d) => d.getTime()))
  const found: Occurrence[] = []
  rule.between(after, before, true, (wall) => {
    const start = fromFloating(wall, series.timeZone)
    const end = endOf(series, start)
    if (start < to && end > from && !removed.has(start.getTime())) found.push({ start, end })
    return found.length < MAX_OCCURRENCES
  })
  return found
}

/** When the series' last occurrence ends, or null when it never ends. */
export function seriesEnd(series: Series): Date | null {
  const options = RRule.parseString(series.rrule)
  if (!options.count && !options.until) return null
  const all = floatingRule(series).all((_, i) => i < 10_000)
  const last = all.at(-1)
  return last ? endOf(series, fromFloating(last, series.timeZone)) : series.endsAt
}

/** Whether an instant is the start of one of the series' occurrences (removed ones included). */
export function isOccurrence(series: Series, start: Date): boolean {
  return occurrences({ ...series, exdates: [] }, start, new Date(start.getTime() + 1)).some(
    (o) => o.start.getTime() === start.getTime(),
  )
}

/**
 * "This and following" splits a series at one occurrence: the series so far ends just before it
 * (UNTIL), and what follows keeps the rule, with the occurrences left when it counted them.
 */
export function splitRule(
  series: Series,
  at: Date,
): { before: string; after: (rule: string) => string } {
  const options = RRule.parseString(series.rrule)
  const { count, until: _until, ...rest } = options
  const before = RRule.optionsToString({ ...rest, until: new Date(at.getTime() - 1000) }).replace(
    /^RRULE:/,
    '',
  )
  const done = count ? occurrences({ ...series, exdates: [] }, series.startsAt, at).length : 0
  return {
    before,
    after: (rule) => {
      const next = RRule.parseString(rule)
      // The same count as the series had means "the rest of them", not that many again.
      if (count && next.count === count) next.count = Math.max(count - done, 1)
      return RRule.optionsToString(next).replace(/^RRULE:/, '')
    },
  }
}
