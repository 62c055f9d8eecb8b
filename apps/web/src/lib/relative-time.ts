const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * "3 hours ago", "yesterday", "now" in the reader's language. Lists show this; the exact date
 * goes in a title or a details panel beside it.
 */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const seconds = (new Date(iso).getTime() - now) / 1000
  for (const [unit, size] of UNITS) {
    // Rounded half away from zero, the same in the past as in the future.
    const count = Math.sign(seconds) * Math.round(Math.abs(seconds) / size)
    if (Math.abs(seconds) >= size) return format.format(count, unit)
  }
  return format.format(0, 'second')
}
