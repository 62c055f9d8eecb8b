import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  type RealtimeTicket,
} from '@designer/contract'
import { useSyncExternalStore } from 'react'
import { ApiError, request } from './api'

/**
 * `connecting`: the first attempt; `open`; `reconnecting`: the connection was lost (or never
 * came) and is being tried again with growing pauses; `off`: signed out, no company, or the
 * company closed to this person.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'open' | 'reconnecting'

type Listener = (message: RealtimeServerMessage) => void

type Deps = {
  /** A single-use ticket for the socket (POST /realtime/ticket, with the token and company). */
  ticket: () => Promise<string | null>
  /** The socket's address for a ticket. */
  url: (ticket: string) => string
  createSocket?: (url: string) => WebSocket
  /** Pauses between attempts: 0.5 s doubling to 15 s, with some jitter so tabs spread out. */
  backoffMs?: (attempt: number) => number
}

const defaultBackoff = (attempt: number) =>
  Math.min(15_000, 500 * 2 ** attempt) * (0.8 + Math.random() * 0.4)

/**
 * The one realtime connection of a tab: it opens while someone is signed in to a company,
 * tries again after every loss (a dropped network, a restarted server, an expired ticket), and
 * stops for good only when told to or when the company is closed to the person (4403). Its
 * messages go to whoever listens (the live queries, the editor); every new connection starts
 * with `hello`, the cue to join again and catch up.
 */
export function createRealtimeConnection(deps: Deps) {
  const listeners = new Set<Listener>()
  const statusListeners = new Set<() => void>()
  let status: RealtimeStatus = 'off'
  let socket: WebSocket | null = null
  let wanted = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  function setStatus(next: RealtimeStatus) {
    if (status === next) return
    status = next
    for (const l of statusListeners) l()
  }

  function retry() {
    if (!wanted) return
    setStatus('reconnecting')
    clearTimeout(timer)
    timer = setTimeout(open, (deps.backoffMs ?? defaultBackoff)(attempt++))
  }

  async function open() {
    if (!wanted) return
    const mine = ++generation
    let ticket: string | null
    try {
      ticket = await deps.ticket()
    } catch (err) {
      if (mine !== generation) return
      // Signed out or no longer a member: nothing to connect to until the session changes.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return stop()
      return retry()
    }
    if (mine !== generation || !wanted) return
    if (!ticket) return stop()
    const ws = (deps.createSocket ?? ((url) => new WebSocket(url)))(deps.url(ticket))
    socket = ws
    ws.onopen = () => {
      attempt = 0
    }
    ws.onmessage = (event) => {
      let message: RealtimeServerMessage
      try {
        message = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (message.type === 'hello') setStatus('open')
      for (const l of listeners) l(message)
    }
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = null
      if (event.code === REALTIME_CLOSE.noAccess) return stop()
      // 4401: the sign-in ended here; the ticket request refreshes the token or finds it over.
      retry()
    }
  }

  function stop() {
    wanted = false
    generation++
    clearTimeout(timer)
    const ws = socket
    socket = null
    ws?.close(1000)
    setStatus('off')
  }

  return {
    get status() {
      return status
    },
    /** Connects (again): a new session or company starts a new connection. */
    start() {
      stop()
      wanted = true
      attempt = 0
      setStatus('connecting')
      void open()
    },
    stop,
    /** The network is back: try now rather than at the end of the pause. */
    online() {
      if (wanted && !socket) {
        clearTimeout(timer)
        void open()
      }
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    onStatus(listener: () => void) {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    /** Sends when connected; answers whether it went. */
    send(message: RealtimeClientMessage): boolean {
      if (!socket || socket.readyState !== WebSocket.OPEN || status !== 'open') return false
      socket.send(JSON.stringify(message))
      return true
    },
  }
}
export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>

/** This tab's connection, to the same origin as the API. */
export const realtime = createRealtimeConnection({
  ticket: async () => (await request<RealtimeTicket>('POST', '/realtime/ticket'))?.ticket ?? null,
  url: (ticket) => {
    const { protocol, host } = window.location
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}?ticket=${encodeURIComponent(ticket)}`
  },
})

/** The connection's status for React. */
export function useRealtimeStatus(connection: RealtimeConnection = realtime): RealtimeStatus {
  return useSyncExternalStore(
    connection.onStatus,
    () => connection.status,
    () => connection.status,
  )
}
