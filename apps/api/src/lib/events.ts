/**
 * What services tell the rest of the system after a write: `{ type: 'designs.updated', id,
 * version, actorId }` on the company's channel. Services publish after their transaction has
 * committed, so a listener never hears of a change it cannot read yet. The realtime socket
 * subscribes per company; in one process the publisher hands events over directly, and with
 * several processes a Redis-backed publisher with the same interface fans them out.
 */
export type EventAction = 'created' | 'updated' | 'deleted'

export type DomainEvent = {
  type: `${string}.${EventAction}`
  id: string
  /** The row's version after the write, where the area keeps one. */
  version?: number
  /** Who made the change; null for the system (webhooks, expiry). */
  actorId: string | null
}

export type EventListener = (event: DomainEvent) => void

export type EventsPublisher = {
  publish(companyId: string, event: DomainEvent): void
  /** Listens to one company's events; returns the function that stops listening. */
  subscribe(companyId: string, listener: EventListener): () => void
}

/** Events delivered inside this process: the embedded default, and what tests use. */
export function inProcessEvents(onListenerError?: (err: unknown) => void): EventsPublisher {
  const channels = new Map<string, Set<EventListener>>()
  return {
    publish(companyId, event) {
      for (const listener of channels.get(companyId) ?? []) {
        // One listener's failure must neither reach the writer nor starve the others.
        try {
          listener(event)
        } catch (err) {
          onListenerError?.(err)
        }
      }
    },
    subscribe(companyId, listener) {
      let listeners = channels.get(companyId)
      if (!listeners) {
        listeners = new Set()
        channels.set(companyId, listeners)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) channels.delete(companyId)
      }
    },
  }
}
