import { Temporal } from 'temporal-polyfill'

/** How far past today (or past `from`) a zone's yearly rule is checked against its data. */
const HORIZON = { hours: 10 * 366 * 24 }

/**
 * A zone's changes of offset as a VTIMEZONE (RFC 5545 §3.6.5), read from the runtime's own zone
 * data (Intl, through Temporal): a file that says TZID=Europe/Madrid must also say what Madrid's
 * clock does, as Outlook and Apple Calendar expect.
 *
 * It starts at the zone's last change before `from` (the earliest time the file needs) and lists
 * the changes one by one until they settle into a yearly rule, which is then written once per
 * side (a DAYLIGHT and a STANDARD, each with its RRULE) after checking it against every change
 * the zone data holds up to ten years from now: the zone's rule as the runtime knows it today,
 * not the one it had when a series began. A zone that stopped changing ends with its last change;
 * one that never changed (Etc/UTC, Etc/GMT-3) is a single STANDARD.
 */
export function vtimezone(
  zone: string,
  from: Temporal.Instant,
  now: Temporal.Instant = Temporal.Now.instant(),
): string {
  const until = (Temporal.Instant.compare(from, now) > 0 ? from : now).add(HORIZON)
  const { changes, ongoing } = changesOf(zone, from, until)
  if (!changes.length) {
    const offset = seconds(from.toZonedDateTimeISO(zone).offsetNanoseconds)
    const never = { from: offset, to: offset, wall: Temporal.PlainDateTime.from('1970-01-01') }
    return block(zone, observance('STANDARD', never))
  }
  const rule = ongoing ? yearlyRule(changes) : null
  // Changes outside a rule are one observance each: a DTSTART alone is the onset every reader
  // agrees on (ical.js, for one, leaves DTSTART out of the onsets once there are RDATEs).
  const parts = changes
    .slice(0, rule ? rule.start : changes.length)
    .flatMap((change, i) => observance(kindOf(change, changes[i + 1]), change))
  for (const side of rule?.sides ?? []) {
    const kind = side.first.to > side.first.from ? 'DAYLIGHT' : 'STANDARD'
    const rrule = `RRULE:FREQ=YEARLY;BYMONTH=${side.first.wall.month};${side.byDay}`
    parts.push(...observance(kind, side.first, rrule))
  }
  return block(zone, parts)
}

type Kind = 'STANDARD' | 'DAYLIGHT'
/** A change of offset (seconds east of UTC), with the moment it happens on the clock before it. */
type Change = { from: number; to: number; wall: Temporal.PlainDateTime }

const seconds = (nanoseconds: number) => Math.round(nanoseconds / 1e9)

/** The change in force at `from` and every one after it up to `until`; `ongoing` if more follow. */
function changesOf(zone: string, from: Temporal.Instant, until: Temporal.Instant) {
  const start = from.add({ nanoseconds: 1 }).toZonedDateTimeISO(zone)
  const inForce = start.getTimeZoneTransition('previous')
  const changes = inForce ? [changeAt(inForce)] : []
  let at = inForce ?? start
  for (;;) {
    const next = at.getTimeZoneTransition('next')
    if (!next) return { changes, ongoing: false }
    if (Temporal.Instant.compare(next.toInstant(), until) > 0) return { changes, ongoing: true }
    changes.push(changeAt(next))
    at = next
  }
}

function changeAt(at: Temporal.ZonedDateTime): Change {
  const from = seconds(at.subtract({ nanoseconds: 1 }).offsetNanoseconds)
  return {
    from,
    to: seconds(at.offsetNanoseconds),
    // RFC 5545: an observance's DTSTART is the local time of the change before it happens.
    wall: at.toInstant().add({ seconds: from }).toZonedDateTimeISO('UTC').toPlainDateTime(),
  }
}

/** Summer time is a step forward that the next change takes back; anything else is standard. */
const kindOf = (change: Change, next: Change | undefined): Kind =>
  change.to > change.from && next?.to === change.from ? 'DAYLIGHT' : 'STANDARD'

/**
 * The yearly rule the zone's latest changes follow: two changes that undo each other, each in the
 * same month, on the same weekday and clock time every year. `start` is the first change it covers
 * (walking back from the last one while they fit); null when the zone has no such rule.
 */
function yearlyRule(changes: Change[]) {
  const n = changes.length
  if (n < 4) return null
  const last = [changes[n - 1]!, changes[n - 2]!] as const
  if (last[0].from !== last[1].to || last[0].to !== last[1].from) return null
  const dates: Temporal.PlainDate[][] = [[], []]
  let start = n
  for (let i = n - 1; i >= 0; i--) {
    const side = (n - 1 - i) % 2
    const change = changes[i]!
    const later = dates[side]![0]
    const seen = [change.wall.toPlainDate(), ...dates[side]!]
    // Every year, without a gap: a zone that paused its summer time is not under the rule then.
    if (!alike(change, last[side]!) || (later && later.year !== change.wall.year + 1)) break
    if (!fits(seen)) break
    dates[side] = seen
    start = i
  }
  // A rule needs a few years of evidence; the horizon given to changesOf makes it ten or more.
  if (dates.some((d) => d.length < 3)) return null
  const byDays = dates.map(byDay)
  if (byDays.includes(null)) return null
  // The changes alternate, so each side's first one under the rule is `start` or the next.
  return {
    start,
    sides: [start, start + 1].map((i) => ({
      first: changes[i]!,
      byDay: byDays[(n - 1 - i) % 2]!,
    })),
  }
}

const alike = (a: Change, b: Change) =>
  a.from === b.from &&
  a.to === b.to &&
  a.wall.month === b.wall.month &&
  a.wall.dayOfWeek === b.wall.dayOfWeek &&
  Temporal.PlainTime.compare(a.wall.toPlainTime(), b.wall.toPlainTime()) === 0

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const

/** The days a weekday of a month fell on, as a rule: the month's last, or the first from day x. */
function weekdaySpan(dates: Temporal.PlainDate[]) {
  const days = dates.map((d) => d.day)
  return {
    last: dates.every((d) => d.day + 7 > d.daysInMonth),
    // "The first Sunday on or after day x" fits every date when x is in [lowest, highest].
    lowest: Math.max(...days) - 6,
    highest: Math.min(...days),
  }
}

const fits = (dates: Temporal.PlainDate[]) => {
  const w = weekdaySpan(dates)
  return w.last || w.lowest <= w.highest
}

/** BYDAY (and BYMONTHDAY when needed) for the dates; null when they do not pin one rule down. */
function byDay(dates: Temporal.PlainDate[]): string | null {
  const weekday = WEEKDAYS[dates[0]!.dayOfWeek - 1]!
  const w = weekdaySpan(dates)
  if (w.last) return `BYDAY=-1${weekday}`
  const nth = [1, 2, 3, 4].find((n) => w.lowest <= 7 * n - 6 && 7 * n - 6 <= w.highest)
  if (nth) return `BYDAY=${nth}${weekday}`
  if (w.lowest !== w.highest) return null
  const days = Array.from({ length: 7 }, (_, i) => w.lowest + i)
  return `BYDAY=${weekday};BYMONTHDAY=${days.join(',')}`
}

function observance(kind: Kind, change: Change, rrule?: string) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${stamp(change.wall)}`,
    `TZOFFSETFROM:${utcOffset(change.from)}`,
    `TZOFFSETTO:${utcOffset(change.to)}`,
    ...(rrule ? [rrule] : []),
    `END:${kind}`,
  ]
}

const block = (zone: string, parts: string[]) =>
  ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...parts, 'END:VTIMEZONE'].join('\r\n')

/** `20260329T020000`. */
const stamp = (wall: Temporal.PlainDateTime) =>
  wall.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '')

/** `+0100`, `-0430`, `-001444` (old local mean times had seconds); never `-0000` (RFC 5545). */
function utcOffset(total: number) {
  const abs = Math.abs(total)
  const pad = (n: number) => String(n).padStart(2, '0')
  const hhmm = pad(Math.floor(abs / 3600)) + pad(Math.floor(abs / 60) % 60)
  return `${total < 0 ? '-' : '+'}${hhmm}${abs % 60 ? pad(abs % 60) : ''}`
}
