import { DEFAULT_SCENE, REALTIME_CLOSE, type Scene } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner } from '../../../test/companies'
import { connect, refusedUpgrade, type TestSocket, ticketFor } from '../../../test/realtime'
import type { App } from '../../app'

const clock = testClock(new Date())
let app: App
let baseUrl: string

beforeAll(async () => {
  app = await build({ clock })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

const box = testBox

async function design(scoped: Record<string, string>, scene: Scene = DEFAULT_SCENE) {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: scoped,
    payload: { name: 'Live chair', type: 'design' },
  })
  const id = created.json().id as string
  if (scene !== DEFAULT_SCENE) {
    await app.inject({
      method: 'PUT',
      url: `/v1/designs/${id}/scene`,
      headers: scoped,
      payload: { version: 1, scene },
    })
  }
  return id
}

describe('tickets', () => {
  test('need a member of the company; open one socket once, soon', async () => {
    const owner = await companyOwner(app)
    const stranger = await companyOwner(app)
    const anonymous = await app.inject({ method: 'POST', url: '/v1/realtime/ticket' })
    expect(anonymous.statusCode).toBe(401)
    const otherCompany = await app.inject({
      method: 'POST',
      url: '/v1/realtime/ticket',
      headers: { ...stranger.scoped, 'company-id': owner.company.id },
    })
    expect(otherCompany.statusCode).toBe(403)

    const ticket = await ticketFor(app, owner.scoped)
    const socket = await connect(baseUrl, ticket)
    expect(await refusedUpgrade(baseUrl, ticket)).toBe(401) // used
    expect(await refusedUpgrade(baseUrl, 'made-up')).toBe(401)
    const late = await ticketFor(app, owner.scoped)
    clock.advance(31_000)
    expect(await refusedUpgrade(baseUrl, late)).toBe(401) // expired
    clock.advance(-31_000)
    socket.close()
  })
})

test('tickets are limited per person: 120 in ten minutes', async () => {
  const owner = await companyOwner(app)
  // The test config multiplies limits by 1000; this app counts them as production does.
  const limited = await build({ config: { rateLimitMultiplier: 1 } })
  const person = await companyOwner(limited)
  const ask = () =>
    limited.inject({ method: 'POST', url: '/v1/realtime/ticket', headers: person.scoped })
  for (let i = 0; i < 120; i++) expect((await ask()).statusCode).toBe(201)
  const refused = await ask()
  expect(refused.statusCode).toBe(429)
  expect(refused.headers['retry-after']).toBeDefined()
  // Another person is not affected.
  expect(
    (await app.inject({ method: 'POST', url: '/v1/realtime/ticket', headers: owner.scoped }))
      .statusCode,
  ).toBe(201)
})

describe('company events', () => {
  test("a colleague's write reaches the socket with who made it; other companies hear nothing", async () => {
    const owner = await companyOwner(app)
    const designer = await addMember(app, owner, 'designer')
    const stranger = await companyOwner(app)
    const mine = await connect(baseUrl, await ticketFor(app, owner.scoped))
    const theirs = await connect(baseUrl, await ticketFor(app, stranger.scoped))

    const id = await design(designer.scoped)
    const heard = await mine.next('event', (m) => m.event.id === id)
    expect(heard.event).toEqual({
      type: 'designs.created',
      id,
      version: 1,
      actorId: designer.user.id,
    })
    const customer = await app.inject({
      method: 'POST',
      url: '/v1/customers',
      headers: designer.scoped,
      payload: { name: 'Ana Ruiz', email: 'ana@example.com' },
    })
    expect(customer.statusCode).toBe(201)
    await mine.next('event', (m) => m.event.type === 'customers.created')
    await new Promise((r) => setTimeout(r, 200))
    expect(theirs.messages.filter((m) => m.type === 'event')).toEqual([])
    mine.close()
    theirs.close()
  })
})

describe('a design: operations and presence', () => {
  test('a socket joins only its own company’s designs', async () => {
    const owner = await companyOwner(app)
    const stranger = await companyOwner(app)
    const id = await design(owner.scoped)
    const spy = await connect(baseUrl, await ticketFor(app, stranger.scoped))
    spy.send({ type: 'join', designId: id })
    expect((await spy.next('error')).code).toBe('not_found')
    spy.send({ type: 'hello there' })
    expect((await spy.next('error')).code).toBe('bad_message')
    // Nor can it read or write the design's operations over HTTP.
    const read = await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}/ops?since=0`,
      headers: stranger.scoped,
    })
    expect(read.statusCode).toBe(404)
    const write = await app.inject({
      method: 'POST',
      url: `/v1/designs/${id}/ops`,
      headers: stranger.scoped,
      payload: {
        clientId: 'spy-client-1',
        baseVersion: 1,
        ops: [{ op: 'create', object: box('x'), index: 0 }],
      },
    })
    expect(write.statusCode).toBe(404)
    const named = await app.inject({
      method: 'POST',
      url: `/v1/designs/${id}/ops`,
      headers: { ...stranger.scoped, 'company-id': owner.company.id },
      payload: { clientId: 'spy-client-1', baseVersion: 1, ops: [{ op: 'delete', id: 'x' }] },
    })
    expect(named.statusCode).toBe(403)
    spy.close()
  })

  test('operations and presence reach the others in the design, stamped by the server', async () => {
    const owner = await companyOwner(app)
    const designer = await addMember(app, owner, 'designer')
    const id = await design(owner.scoped, { ...DEFAULT_SCENE, objects: [box('a')] })
    const ana = await connect(baseUrl, await ticketFor(app, owner.scoped))
    const ben = await connect(baseUrl, await ticketFor(app, designer.scoped))
    const elsewhere = await connect(baseUrl, await ticketFor(app, designer.scoped))
    ana.send({ type: 'join', designId: id })
    ben.send({ type: 'join', designId: id })
    await ana.next('joined')
    await ben.next('joined')

    const sent = await app.inject({
      method: 'POST',
      url: `/v1/designs/${id}/ops`,
      headers: designer.scoped,
      payload: {
        clientId: 'ben-tab-0001',
        baseVersion: 2,
        ops: [{ op: 'set', id: 'a', key: 'name', value: 'Seat' }],
      },
    })
    expect(sent.json()).toEqual({
      version: 3,
      ops: [{ op: 'set', id: 'a', key: 'name', value: 'Seat' }],
    })
    const batch = await ana.next('ops')
    expect(batch).toMatchObject({
      designId: id,
      batch: { version: 3, actorId: designer.user.id, clientId: 'ben-tab-0001' },
    })

    ana.send({
      type: 'presence',
      selection: ['a'],
      camera: { position: [1, 2, 3], target: [0, 0, 0] },
      user: { id: designer.user.id, name: 'Someone else' },
    })
    const seen = await ben.next('presence')
    expect(seen.user).toEqual({ id: owner.user.id, name: owner.name })
    expect(seen.selection).toEqual(['a'])
    expect(seen.camera).toEqual({ position: [1, 2, 3], target: [0, 0, 0] })
    const anaConnection = seen.connectionId
    ana.close()
    expect((await ben.next('presence.left')).connectionId).toBe(anaConnection)
    await new Promise((r) => setTimeout(r, 200))
    expect(elsewhere.messages.filter((m) => m.type !== 'event' && m.type !== 'hello')).toEqual([])
    ben.close()
    elsewhere.close()
  })
})

/** From now: the socket closes with `code`, in under a second. */
async function closesWithinASecond(socket: TestSocket, code: number) {
  const at = Date.now()
  const closed = await socket.closed
  expect(closed.code).toBe(code)
  expect(closed.at - at).toBeLessThan(1000)
}

describe('access ends, the socket closes within a second', () => {
  test('a member removed from the company: 4403', async () => {
    const owner = await companyOwner(app)
    const designer = await addMember(app, owner, 'designer')
    const socket = await connect(baseUrl, await ticketFor(app, designer.scoped))
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/members/${designer.user.id}`,
      headers: owner.scoped,
    })
    expect(removed.statusCode).toBe(204)
    await closesWithinASecond(socket, REALTIME_CLOSE.noAccess)
  })

  test('a company whose trial ended keeps its socket (its billing pages stay live)', async () => {
    const owner = await companyOwner(app)
    const ended = await app.inject({
      method: 'POST',
      url: '/v1/billing/local',
      headers: owner.scoped,
      payload: { action: 'end-trial' },
    })
    expect(ended.statusCode).toBe(200)
    const socket = await connect(baseUrl, await ticketFor(app, owner.scoped))
    await new Promise((r) => setTimeout(r, 1200))
    expect(socket.ws.readyState).toBe(socket.ws.OPEN)
    // Its data stays closed, operations included.
    const designs = await app.inject({ method: 'GET', url: '/v1/designs', headers: owner.scoped })
    expect(designs.json().code).toBe('company_trial_expired')
    socket.close()
  })

  test('signed out: 4401', async () => {
    const owner = await companyOwner(app)
    const socket = await connect(baseUrl, await ticketFor(app, owner.scoped))
    const out = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: owner.headers,
      payload: {},
    })
    expect(out.statusCode).toBeLessThan(300)
    await closesWithinASecond(socket, REALTIME_CLOSE.sessionEnded)
  })

  test('the sign-in expired: 4401', async () => {
    const owner = await companyOwner(app)
    const socket = await connect(baseUrl, await ticketFor(app, owner.scoped))
    const others = await connect(baseUrl, await ticketFor(app, (await companyOwner(app)).scoped))
    await new Promise((r) => setTimeout(r, 600))
    clock.advance(400 * 24 * 3600 * 1000)
    try {
      await closesWithinASecond(socket, REALTIME_CLOSE.sessionEnded)
      await others.closed
    } finally {
      clock.advance(-400 * 24 * 3600 * 1000)
    }
  })
})
