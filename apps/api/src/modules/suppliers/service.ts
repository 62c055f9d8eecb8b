import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { EventsPublisher } from '../../lib/events'

/** Suppliers and their items, with each item's price history. */
export function createSuppliersService(_deps: {
  db: Database
  clock: Clock
  events: EventsPublisher
}) {
  return {}
}
