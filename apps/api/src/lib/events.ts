import type { RealtimeEvent, RealtimeServerMessage } from '@designer/contract'

/**
 * What services tell the rest of the system after a write: `{ type: 'designs.updated', id,
 * version, actorId }` on the company's channel. Services publish after their transaction has
 * committed, so a listener never hears of a change it cannot read yet. The realtime socket
 * subscribes per company; in one process the publisher hands events over directly, and with
 * several processes a Redis-backed publisher with the same interface fans them out.
 */

/** The socket's event (contract), as services publish it: `<area>.<action>`. */
export type DomainEvent = RealtimeEvent

/** A co-edited design's batch of operations, as applied and logged. */
export type OpsMessage = Extract<RealtimeServerMessage, { type: 'ops' }>
/** Where someone is in a design, and that they left: passed on to the sockets as they are. */
export type PresenceMessage = Extract<RealtimeServerMessage, { type: 'presence' }>
export type LeftMessage = Extract<RealtimeServerMessage, { type: 'presence.left' }>

/** Everything a company's channel carries. */
export type BusMessage = DomainEvent | OpsMessage | PresenceMessage | LeftMessage

export type EventListener = (event: BusMessage) => void

export type EventsPublisher = {
  publish(companyId: string, event: BusMessage): void
  /** Listens to one company's events; returns the function that stops listening. */
  subscribe(companyId: string, listener: EventListener): () => void
  /** Resolves once events of the company published from now on reach this process's listeners. */
  subscribed?(companyId: string): Promise<void>
  close?(): Promise<void>
}

/** Listeners per company, each told in turn; one listener's failure never reaches another. */
function channels(onListenerError?: (err: unknown) => void) {
  const byCompany = new Map<string, Set<EventListener>>()
  return {
    deliver(companyId: string, event: BusMessage) {
      for (const listener of byCompany.get(companyId) ?? []) {
        // One listener's failure must neither reach the writer nor starve the others.
        try {
          listener(event)
        } catch (err) {
          onListenerError?.(err)
        }
      }
    },
    /** Adds a listener; `first` is told when the company had none, `last` when it has none again. */
    add(companyId: string, listener: EventListener, first?: () => void, last?: () => void) {
      let listeners = byCompany.get(companyId)
      if (!listeners) {
        listeners = new Set()
        byCompany.set(companyId, listeners)
        first?.()
      }
      listeners.add(listener)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        byCompany.delete(companyId)
        last?.()
      }
    },
  }
}

/** Events delivered inside this process: the embedded default, and what tests use. */
export function inProcessEvents(onListenerError?: (err: unknown) => void): EventsPublisher {
  const local = channels(onListenerError)
  return {
    publish: (companyId, event) => local.deliver(companyId, event),
    subscribe: (companyId, listener) => local.add(companyId, listener),
  }
}

type RedisPublisher = { publish(channel: string, message: string): Promise<unknown> }
type RedisSubscriber = {
  subscribe(channel: string): Promise<unknown>
  unsubscribe(channel: string): Promise<unknown>
  on(event: 'message', listener: (channel: string, message: string) => void): unknown
  quit(): Promise<unknown>
}

/**
 * Events through Redis pub/sub, for several API processes: every process publishes on the
 * company's channel and subscribes to the channels of the companies it has sockets for. Its own
 * events come back to it through Redis too, so every process hears a channel in one order.
 * `subscriber` must be a connection of its own (a subscribed Redis connection does nothing else).
 */
export function redisEvents(
  publisher: RedisPublisher,
  subscriber: RedisSubscriber,
  options: { prefix?: string; onError?: (err: unknown) => void } = {},
): EventsPublisher {
  const prefix = options.prefix ?? 'designer:events:'
  const local = channels(options.onError)
  const pending = new Map<string, Promise<unknown>>()
  subscriber.on('message', (channel, message) => {
    if (!channel.startsWith(prefix)) return
    try {
      local.deliver(channel.slice(prefix.length), JSON.parse(message) as BusMessage)
    } catch (err) {
      options.onError?.(err)
    }
  })
  // After close (shutting down) sockets still closing may leave or speak: nothing goes out.
  let closed = false
  const failed = (err: unknown) => {
    if (!closed) options.onError?.(err)
  }
  return {
    publish(companyId, event) {
      if (closed) return
      publisher.publish(prefix + companyId, JSON.stringify(event)).catch(failed)
    },
    subscribe(companyId, listener) {
      return local.add(
        companyId,
        listener,
        () => pending.set(companyId, subscriber.subscribe(prefix + companyId).catch(failed)),
        () => {
          pending.delete(companyId)
          if (!closed) subscriber.unsubscribe(prefix + companyId).catch(failed)
        },
      )
    },
    async subscribed(companyId) {
      await pending.get(companyId)
    },
    async close() {
      closed = true
      await subscriber.quit().catch(() => {})
    },
  }
}

/** A write's event (`designs.updated`…), as against the co-editing and presence messages. */
export const isDomainEvent = (message: BusMessage): message is DomainEvent =>
  /\.(created|updated|deleted)$/.test(message.type)
