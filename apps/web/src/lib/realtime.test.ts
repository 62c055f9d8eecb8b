import { afterEach, expect, test, vi } from 'vitest'
import { ApiError } from './api'
import { createRealtimeConnection } from './realtime'

/** A WebSocket the test drives: it opens, speaks and closes when told. */
class FakeSocket {
  static OPEN = 1
  readyState = 0
  sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  constructor(public url: string) {}
  open() {
    this.readyState = 1
    this.onopen?.()
    this.say({ type: 'hello', connectionId: 'c1', userId: 'u1' })
  }
  say(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(ticket: () => Promise<string | null> = async () => 't') {
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeSocket)
  const sockets: FakeSocket[] = []
  const delays: number[] = []
  const connection = createRealtimeConnection({
    ticket,
    url: (t) => `ws://x/v1/realtime?ticket=${t}`,
    createSocket: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s as unknown as WebSocket
    },
    backoffMs: (attempt) => {
      const ms = 500 * 2 ** attempt
      delays.push(ms)
      return ms
    },
  })
  return { connection, sockets, delays }
}

test('opens with a ticket, is open after hello, and passes messages on', async () => {
  const { connection, sockets } = setup()
  const heard: string[] = []
  connection.subscribe((m) => heard.push(m.type))
  connection.start()
  expect(connection.status).toBe('connecting')
  await vi.advanceTimersByTimeAsync(0)
  expect(sockets[0]!.url).toBe('ws://x/v1/realtime?ticket=t')
  expect(connection.send({ type: 'leave' })).toBe(false) // not open yet
  sockets[0]!.open()
  expect(connection.status).toBe('open')
  expect(connection.send({ type: 'join', designId: 'd' })).toBe(true)
  expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'join', designId: 'd' })
  sockets[0]!.say({ type: 'event', event: { type: 'designs.created', id: 'x', actorId: null } })
  expect(heard).toEqual(['hello', 'event'])
})

test('a lost connection is tried again with growing pauses, a new ticket each time', async () => {
  let tickets = 0
  const { connection, sockets, delays } = setup(async () => `t${++tickets}`)
  connection.start()
  await vi.advanceTimersByTimeAsync(0)
  sockets[0]!.open()
  sockets[0]!.close(1006)
  expect(connection.status).toBe('reconnecting')
  await vi.advanceTimersByTimeAsync(500)
  sockets[1]!.close(1006) // the server is still away
  await vi.advanceTimersByTimeAsync(1000)
  expect(delays).toEqual([500, 1000])
  sockets[2]!.open()
  expect(connection.status).toBe('open')
  expect(sockets.map((s) => s.url.split('=')[1])).toEqual(['t1', 't2', 't3'])
  // After a good connection the pauses start small again.
  sockets[2]!.close(4401)
  await vi.advanceTimersByTimeAsync(500)
  expect(delays.at(-1)).toBe(500)
})

test('stops for good when the company is closed to the person (4403) or the session is over', async () => {
  const { connection, sockets } = setup()
  connection.start()
  await vi.advanceTimersByTimeAsync(0)
  sockets[0]!.open()
  sockets[0]!.close(4403)
  expect(connection.status).toBe('off')
  await vi.advanceTimersByTimeAsync(60_000)
  expect(sockets).toHaveLength(1)

  const signedOut = setup(async () => {
    throw new ApiError(401, 'unauthorized', 'Your session has ended')
  })
  signedOut.connection.start()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(signedOut.connection.status).toBe('off')
  expect(signedOut.sockets).toHaveLength(0)
})

test('a network failure asking for the ticket is tried again; stop() ends everything', async () => {
  let fail = true
  const { connection, sockets } = setup(async () => {
    if (fail) throw new TypeError('Failed to fetch')
    return 't'
  })
  connection.start()
  await vi.advanceTimersByTimeAsync(0)
  expect(connection.status).toBe('reconnecting')
  fail = false
  connection.online() // the browser is back online: at once, not after the pause
  await vi.advanceTimersByTimeAsync(0)
  sockets[0]!.open()
  expect(connection.status).toBe('open')
  connection.stop()
  expect(connection.status).toBe('off')
  expect(sockets[0]!.readyState).toBe(3)
})
