import type { Redis } from 'ioredis'
import { describe, expect, test, vi } from 'vitest'
import { type BusMessage, type DomainEvent, inProcessEvents, redisEvents } from './events'

const event: DomainEvent = { type: 'designs.updated', id: 'd1', version: 2, actorId: 'u1' }

test('a company hears its own events only, until it stops listening', () => {
  const events = inProcessEvents()
  const a: BusMessage[] = []
  const b: BusMessage[] = []
  const stopA = events.subscribe('company-a', (e) => a.push(e))
  events.subscribe('company-b', (e) => b.push(e))
  events.publish('company-a', event)
  expect(a).toEqual([event])
  expect(b).toEqual([])
  stopA()
  events.publish('company-a', event)
  expect(a).toHaveLength(1)
})

test('a failing listener reaches neither the writer nor the other listeners', () => {
  const errors: unknown[] = []
  const events = inProcessEvents((err) => errors.push(err))
  const heard: BusMessage[] = []
  events.subscribe('c', () => {
    throw new Error('boom')
  })
  events.subscribe('c', (e) => heard.push(e))
  expect(() => events.publish('c', event)).not.toThrow()
  expect(heard).toEqual([event])
  expect(errors).toHaveLength(1)
})

// Through the machine's Redis (TEST_REDIS_URL), as several API processes use it. Without one
// these tests are reported as skipped.
const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('through Redis (TEST_REDIS_URL)', () => {
  test('an event published by one process reaches the listeners of another, per company', async () => {
    const { Redis } = await import('ioredis')
    const prefix = `designer:test:${Math.random().toString(36).slice(2)}:`
    const connections = Array.from({ length: 4 }, () => new Redis(redisUrl!))
    const [pubA, subA, pubB, subB] = connections as [Redis, Redis, Redis, Redis]
    const a = redisEvents(pubA, subA, { prefix })
    const b = redisEvents(pubB, subB, { prefix })
    const heard: BusMessage[] = []
    const elsewhere: BusMessage[] = []
    const stop = b.subscribe('company-1', (e) => heard.push(e))
    b.subscribe('company-2', (e) => elsewhere.push(e))
    await b.subscribed!('company-1')
    await b.subscribed!('company-2')
    a.publish('company-1', event)
    await vi.waitFor(() => expect(heard).toEqual([event]))
    stop()
    a.publish('company-1', event)
    await new Promise((r) => setTimeout(r, 100))
    expect(heard).toHaveLength(1)
    expect(elsewhere).toEqual([])
    await a.close!()
    await b.close!()
    await Promise.all([pubA.quit(), pubB.quit()])
  })
})
