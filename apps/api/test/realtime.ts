import type { RealtimeServerMessage } from '@designer/contract'
import WebSocket from 'ws'
import type { App } from '../src/app'

type Message = RealtimeServerMessage

/** A ticket for the socket, asked with a member's bearer token and company. */
export async function ticketFor(app: App, scoped: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/realtime/ticket', headers: scoped })
  if (res.statusCode !== 201) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`)
  return res.json().ticket
}

/**
 * A realtime client as a browser uses it: a real WebSocket to a listening server. Messages are
 * kept; `next` takes the first one not taken yet that matches, waiting for it when needed.
 */
export function openSocket(baseUrl: string, ticket: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/realtime?ticket=${ticket}`)
  const messages: Message[] = []
  const taken = new Set<number>()
  const waiters = new Set<() => void>()
  ws.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)))
    for (const wake of waiters) wake()
  })
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason), at: Date.now() })),
  )
  const socket = {
    ws,
    messages,
    closed,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    close: () => ws.close(),
    /** The first message not taken yet that matches, within `ms`. */
    next<T extends Message['type']>(
      type: T,
      match: (m: Extract<Message, { type: T }>) => boolean = () => true,
      ms = 3000,
    ): Promise<Extract<Message, { type: T }>> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const i = messages.findIndex(
            (m, i) => !taken.has(i) && m.type === type && match(m as Extract<Message, { type: T }>),
          )
          if (i < 0) return false
          taken.add(i)
          waiters.delete(look)
          clearTimeout(timer)
          resolve(messages[i] as Extract<Message, { type: T }>)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(look)
          reject(new Error(`no ${type} message within ${ms} ms; got ${JSON.stringify(messages)}`))
        }, ms)
        if (!look()) waiters.add(look)
      })
    },
  }
  return socket
}
export type TestSocket = ReturnType<typeof openSocket>

/** Opens a socket and waits for the server's hello. */
export async function connect(baseUrl: string, ticket: string) {
  const socket = openSocket(baseUrl, ticket)
  await socket.next('hello')
  return socket
}

/** What the server answers an upgrade with a bad ticket: the HTTP status, no socket. */
export function refusedUpgrade(baseUrl: string, ticket: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/realtime?ticket=${ticket}`)
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => reject(new Error('the socket opened')))
    ws.on('error', () => {})
  })
}
