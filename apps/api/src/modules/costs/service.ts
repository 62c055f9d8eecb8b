import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'

/** What designs cost to make, from the supplier items their objects are made of. */
export function createCostsService(_deps: { db: Database; clock: Clock }) {
  return {}
}
