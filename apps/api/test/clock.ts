import type { Clock } from '../src/lib/clock'

/** A clock tests move by hand: expiry is tested by advancing it, never by sleeping. */
export function testClock(start = new Date('2026-11-21T09:00:00Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
    set(date: Date) {
      now = date.getTime()
    },
  } satisfies Clock & Record<string, unknown>
}
