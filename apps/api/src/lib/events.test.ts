import { expect, test } from 'vitest'
import { type BusMessage, type DomainEvent, inProcessEvents } from './events'

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
