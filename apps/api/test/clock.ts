import { manualClock } from '../src/lib/clock'

/** A clock tests move by hand: expiry is tested by advancing it, never by sleeping. */
export function testClock(start = new Date('2026-11-21T09:00:00Z')) {
  return manualClock(start)
}
