/** Time as the services see it; tests inject one they can move instead of sleeping. */
export type Clock = { now(): Date }
export const systemClock: Clock = { now: () => new Date() }

/**
 * A clock that stands where it is put: the demo sets it to the day each row it makes belongs to
 * (a price of last year, a customer of last spring), and tests move one instead of sleeping.
 */
export function manualClock(start: Date) {
  let now = start.getTime()
  const clock = {
    now: () => new Date(now),
    set(date: Date) {
      now = date.getTime()
    },
    advance(ms: number) {
      now += ms
    },
  }
  return clock satisfies Clock
}
export type ManualClock = ReturnType<typeof manualClock>
