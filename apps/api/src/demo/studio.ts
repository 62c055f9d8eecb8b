import type { ManualClock } from '../lib/clock'
import type { Services } from '../services'

/**
 * What each part of the demo builds with: the services, on a clock the demo sets to the day a
 * row belongs to; the demo company and its owner; and the moment the demo is made.
 */
export type DemoStudio = {
  services: Services
  clock: ManualClock
  now: Date
  companyId: string
  userId: string
}

const DAY_MS = 86_400_000

/** `days` before `now` (a fraction is part of a day). */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
