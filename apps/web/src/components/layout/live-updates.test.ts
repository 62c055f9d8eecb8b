import { expect, test } from 'vitest'
import { costKeys } from '@/lib/queries/design-cost'
import {
  calendarKeys,
  configuratorKeys,
  customerKeys,
  designKeys,
  supplierItemKeys,
} from '@/lib/queries/keys'
import { staleKeysOf } from './live-updates'

test("each area's events make stale its own queries and those that show it elsewhere", () => {
  expect(staleKeysOf({ type: 'designs.updated' })).toEqual([designKeys.all, configuratorKeys.all])
  // A new unit cost changes what designs cost.
  expect(staleKeysOf({ type: 'supplier-items.updated' })).toContainEqual(costKeys.all)
  expect(staleKeysOf({ type: 'supplier-items.updated' })).toContainEqual(supplierItemKeys.all)
  // An appointment shows on the customer's timeline, and the other way round.
  expect(staleKeysOf({ type: 'calendar.created' })).toEqual([calendarKeys.all, customerKeys.all])
  expect(staleKeysOf({ type: 'customers.deleted' })).toContainEqual(calendarKeys.all)
  expect(staleKeysOf({ type: 'unknown.created' })).toEqual([])
})
