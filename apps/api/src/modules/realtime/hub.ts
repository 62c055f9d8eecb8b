import { randomUUID } from 'node:crypto'
import {
  REALTIME_CLOSE,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  realtimeClientMessageSchema,
} from '@designer/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { BusMessage, EventsPublisher } from '../../lib/events'
import { isDomainEvent } from '../../lib/events'
import { ownerKey, type RealtimeService, type SocketOwner } from './service'

type Connection = {
  id: string
  socket: WebSocket
  owner: SocketOwner
  user: { id: string; name: string }
  /** The design this socket joined: its operations and people come here. */
  designId: string | null
  /** Answered the last ping. */
  alive: boolean
  lastPresenceAt: number
}

type Options = {
  events: EventsPublisher
  service: RealtimeService
  log: FastifyBaseLogger
  /** How often every socket's sign-in and membership are checked again (one query for all). */
  checkEveryMs?: number
  /** How often sockets are pinged; one that missed a ping is dropped at the next. */
  heartbeatMs?: number
}

/** Presence faster than this from one socket is dropped: the web sends at most ten a second. */
const PRESENCE_MIN_GAP_MS = 50

/**
 * The sockets of this process. Each company with sockets here has one subscription on the events
 * channel; what arrives is sent to the company's sockets: every write's event to all of them, a
 * design's operations and presence to the sockets in that design. Sockets whose sign-in ended
 * or whose person lost the company are closed within a check (half a second by default).
 */
export function createRealtimeHub({
  events,
  service,
  log,
  checkEveryMs = 500,
  heartbeatMs = 15_000,
}: Options) {
  const byCompany = new Map<string, { sockets: Set<Connection>; stop: () => void }>()
  const all = new Map<string, Connection>()

  function send(c: Connection, data: string) {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(data)
  }
  const say = (c: Connection, message: RealtimeServerMessage) => send(c, JSON.stringify(message))

  function route(companyId: string, message: BusMessage) {
    const sockets = byCompany.get(companyId)?.sockets
    if (!sockets) return
    if (isDomainEvent(message)) {
      const { type, id, version, actorId } = message
      const data = JSON.stringify({ type: 'event', event: { type, id, version, actorId } })
      for (const c of sockets) send(c, data)
      return
    }
    // The rest is a design's: its operations and its people, to the sockets in that design, as
    // they are.
    const data = JSON.stringify(message)
    const from = 'connectionId' in message ? message.connectionId : null
    for (const c of sockets) if (c.designId === message.designId && c.id !== from) send(c, data)
  }

  function leaveDesign(c: Connection) {
    if (!c.designId) return
    const designId = c.designId
    c.designId = null
    events.publish(c.owner.companyId, { type: 'presence.left', designId, connectionId: c.id })
  }

  async function handle(c: Connection, message: RealtimeClientMessage) {
    switch (message.type) {
      case 'join': {
        if (!(await service.designOf(c.owner.companyId, message.designId))) {
          say(c, { type: 'error', code: 'not_found', message: 'Design not found' })
          return
        }
        if (c.designId !== message.designId) leaveDesign(c)
        c.designId = message.designId
        say(c, { type: 'joined', designId: message.designId })
        return
      }
      case 'leave':
        leaveDesign(c)
        return
      case 'presence': {
        const now = Date.now()
        if (!c.designId || now - c.lastPresenceAt < PRESENCE_MIN_GAP_MS) return
        c.lastPresenceAt = now
        events.publish(c.owner.companyId, {
          type: 'presence',
          designId: c.designId,
          connectionId: c.id,
          user: c.user,
          selection: message.selection,
          camera: message.camera,
        })
      }
    }
  }

  function remove(c: Connection) {
    if (!all.delete(c.id)) return
    leaveDesign(c)
    const company = byCompany.get(c.owner.companyId)
    if (!company) return
    company.sockets.delete(c)
    if (company.sockets.size === 0) {
      company.stop()
      byCompany.delete(c.owner.companyId)
    }
  }

  let checking = false
  const check = setInterval(async () => {
    if (checking || all.size === 0) return
    checking = true
    try {
      const owners = new Map([...all.values()].map((c) => [ownerKey(c.owner), c.owner]))
      const verdicts = await service.verdicts([...owners.values()])
      for (const c of all.values()) {
        const verdict = verdicts.get(ownerKey(c.owner))
        if (verdict === 'session')
          c.socket.close(REALTIME_CLOSE.sessionEnded, 'Your session has ended')
        else if (verdict === 'company')
          c.socket.close(REALTIME_CLOSE.noAccess, 'This company is no longer open to you')
      }
    } catch (err) {
      log.warn({ err }, 'realtime access check failed')
    } finally {
      checking = false
    }
  }, checkEveryMs)
  check.unref()

  const heartbeat = setInterval(() => {
    for (const c of all.values()) {
      if (!c.alive) {
        c.socket.terminate()
        continue
      }
      c.alive = false
      c.socket.ping()
    }
  }, heartbeatMs)
  heartbeat.unref()

  return {
    /** Takes an opened socket: it hears its company from now on. */
    async add(socket: WebSocket, owner: SocketOwner & { userName: string }) {
      const c: Connection = {
        id: randomUUID(),
        socket,
        owner: { userId: owner.userId, sessionId: owner.sessionId, companyId: owner.companyId },
        user: { id: owner.userId, name: owner.userName },
        designId: null,
        alive: true,
        lastPresenceAt: 0,
      }
      all.set(c.id, c)
      // Handlers first: a message sent while the subscription is being made is not lost.
      const ready = (async () => {
        let company = byCompany.get(owner.companyId)
        if (!company) {
          const stop = events.subscribe(owner.companyId, (m) => route(owner.companyId, m))
          company = { sockets: new Set(), stop }
          byCompany.set(owner.companyId, company)
        }
        company.sockets.add(c)
        await events.subscribed?.(owner.companyId)
      })()
      socket.on('pong', () => {
        c.alive = true
      })
      socket.on('close', () => remove(c))
      socket.on('error', () => remove(c))
      socket.on('message', async (raw) => {
        await ready
        c.alive = true
        let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse>
        try {
          parsed = realtimeClientMessageSchema.safeParse(JSON.parse(String(raw)))
        } catch {
          parsed = realtimeClientMessageSchema.safeParse(null)
        }
        if (!parsed.success) {
          say(c, { type: 'error', code: 'bad_message', message: 'This message is not understood' })
          return
        }
        await handle(c, parsed.data).catch((err) => log.warn({ err }, 'realtime message failed'))
      })
      await ready
      if (all.has(c.id)) say(c, { type: 'hello', connectionId: c.id, userId: owner.userId })
    },
    /** How many sockets this process holds. */
    get size() {
      return all.size
    },
    close() {
      clearInterval(check)
      clearInterval(heartbeat)
      for (const c of all.values()) c.socket.close(1001, 'The server is restarting')
    },
  }
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>
