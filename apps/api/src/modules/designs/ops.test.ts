import { createHash } from 'node:crypto'
import {
  applySceneOps,
  createSceneReplica,
  DEFAULT_SCENE,
  type OpsSince,
  type Scene,
  type SceneObject,
} from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner } from '../../../test/companies'
import { connect, ticketFor } from '../../../test/realtime'
import type { App } from '../../app'
import { designOps } from '../../db/schema/index'
import { OPS_LOG_KEPT } from './ops'

let app: App
let baseUrl: string
let studio: Awaited<ReturnType<typeof companyOwner>>

beforeAll(async () => {
  app = await build()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  studio = await companyOwner(app, 'Ops Studio')
})

const box = testBox

async function design(type: 'design' | 'component' = 'design', objects: SceneObject[] = []) {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: studio.scoped,
    payload: { name: `Ops ${type}`, type },
  })
  const id = created.json().id as string
  if (objects.length) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/designs/${id}/scene`,
      headers: studio.scoped,
      payload: { version: 1, scene: { ...DEFAULT_SCENE, objects } },
    })
    expect(saved.statusCode).toBe(200)
  }
  return id
}

const send = (id: string, baseVersion: number, ops: unknown[], clientId = 'test-client-1') =>
  app.inject({
    method: 'POST',
    url: `/v1/designs/${id}/ops`,
    headers: studio.scoped,
    payload: { clientId, baseVersion, ops },
  })
const since = async (id: string, version: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}/ops?since=${version}`,
      headers: studio.scoped,
    })
  ).json() as OpsSince
const stored = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/v1/designs/${id}`, headers: studio.scoped })).json()
/** A scene's hash over its JSON with keys in order (PostgreSQL's jsonb keeps its own order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value
const hash = (scene: Scene) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(scene)))
    .digest('hex')

describe('operations', () => {
  test('batches made on the same version both apply, in the order they arrive', async () => {
    const id = await design('design', [box('a'), box('b')])
    const first = await send(id, 2, [{ op: 'set', id: 'a', key: 'position', value: [5, 0, 0] }])
    const second = await send(id, 2, [
      { op: 'set', id: 'a', key: 'color', value: '#ff0000' },
      { op: 'set', id: 'b', key: 'name', value: 'Back' },
    ])
    const third = await send(id, 2, [{ op: 'set', id: 'b', key: 'name', value: 'Seat' }])
    expect([first, second, third].map((r) => r.json().version)).toEqual([3, 4, 5])
    const { scene, version } = await stored(id)
    expect(version).toBe(5)
    expect(scene.objects[0]).toMatchObject({ position: [5, 0, 0], color: '#ff0000' })
    expect(scene.objects[1].name).toBe('Seat')
  })

  test('values are checked with the scene’s schema; nothing is kept from a refused batch', async () => {
    const id = await design('design', [box('a')])
    const bad = await send(id, 2, [
      { op: 'set', id: 'a', key: 'name', value: 'Fine' },
      { op: 'set', id: 'a', key: 'color', value: 'red' },
    ])
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'scene.objects.0.color', code: 'validation.color' }],
    })
    const unknownKey = await send(id, 2, [{ op: 'set', id: 'a', key: 'type', value: 'sphere' }])
    expect(unknownKey.statusCode).toBe(400)
    expect((await stored(id)).scene.objects[0].name).toBe('a')
    expect((await stored(id)).version).toBe(2)
  })

  test('an operation on something deleted meanwhile is skipped, not refused', async () => {
    const id = await design('design', [box('a'), box('b')])
    await send(id, 2, [{ op: 'delete', id: 'a' }])
    const late = await send(id, 2, [{ op: 'set', id: 'a', key: 'name', value: 'gone' }])
    expect(late.json()).toEqual({ version: 3, ops: [] })
    expect((await stored(id)).version).toBe(3)
  })

  test('the component rules hold: no component inside itself, no other company’s', async () => {
    const leg = await design('component', [box('l')])
    const table = await design('component')
    const instance = (designId: string, objectId: string) =>
      box(objectId, { type: 'component', params: { designId } } as Partial<SceneObject>)
    expect(
      (await send(table, 1, [{ op: 'create', object: instance(leg, 'i1'), index: 0 }])).statusCode,
    ).toBe(200)
    const cycle = await send(leg, 2, [{ op: 'create', object: instance(table, 'i2'), index: 1 }])
    expect(cycle.statusCode).toBe(400)
    expect(cycle.json().code).toBe('component_cycle')
    const foreign = await companyOwner(app)
    const theirs = await app.inject({
      method: 'POST',
      url: '/v1/designs',
      headers: foreign.scoped,
      payload: { name: 'Their leg', type: 'component' },
    })
    const stolen = await send(table, 2, [
      { op: 'create', object: instance(theirs.json().id, 'i3'), index: 0 },
    ])
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().details[0].code).toBe('validation.unknownComponent')
  })
})

describe('a batch checks what it touched', () => {
  test('a move that would put a deep child above itself is refused; the tree stays whole', async () => {
    // a > b > c > d > e: e under a would close a loop through the whole chain.
    const chain = ['a', 'b', 'c', 'd', 'e'].map((o, i, all) =>
      box(o, { parentId: i ? all[i - 1]! : null }),
    )
    const id = await design('design', chain)
    const loop = await send(id, 2, [{ op: 'set', id: 'a', key: 'parentId', value: 'e' }])
    expect(loop.json()).toEqual({ version: 2, ops: [] })
    // The deep child itself can move, and its own values are still checked.
    const moved = await send(id, 2, [{ op: 'set', id: 'e', key: 'parentId', value: 'a' }])
    expect(moved.json().version).toBe(3)
    const bad = await send(id, 3, [{ op: 'set', id: 'e', key: 'scale', value: [1, 1] }])
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details[0].path).toBe('scene.objects.4.scale')
    const { scene } = await stored(id)
    expect(scene.objects.map((o: SceneObject) => [o.id, o.parentId])).toEqual([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'a'],
    ])
  })

  test('a whole save between batches is what the next batch applies to (the kept scene is not reused)', async () => {
    const id = await design('design', [box('a'), box('b')])
    expect(
      (await send(id, 2, [{ op: 'set', id: 'a', key: 'name', value: 'One' }])).json().version,
    ).toBe(3)
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/designs/${id}/scene`,
      headers: studio.scoped,
      payload: {
        version: 3,
        scene: { ...DEFAULT_SCENE, objects: [box('a', { name: 'Saved' }), box('c')] },
      },
    })
    expect(saved.statusCode).toBe(200)
    await send(id, 4, [{ op: 'set', id: 'c', key: 'name', value: 'Two' }])
    const { scene, version } = await stored(id)
    expect(version).toBe(5)
    expect(scene.objects.map((o: SceneObject) => o.name)).toEqual(['Saved', 'Two'])
  })

  test('patched or written whole, the stored scene is the one every client computes', async () => {
    const id = await design('design', [box('a'), box('b'), box('c'), box('d')])
    let local: Scene = { ...DEFAULT_SCENE, objects: [box('a'), box('b'), box('c'), box('d')] }
    let version = 2
    const batches = [
      // One object: patched in place.
      [{ op: 'set', id: 'b', key: 'position', value: [1, 2, 3] }],
      // The scene's own keys: patched, one set and one removed.
      [
        { op: 'scene', key: 'settings.background', value: '#101010' },
        { op: 'scene', key: 'costLines', value: [] },
      ],
      [{ op: 'scene', key: 'costLines' }],
      // Many objects: written whole.
      ['a', 'b', 'c', 'd'].map((o, i) => ({ op: 'set', id: o, key: 'name', value: `N${i}` })),
      // A delete: written whole.
      [{ op: 'delete', id: 'c' }],
      [{ op: 'set', id: 'd', key: 'params.width', value: 250 }],
    ]
    for (const ops of batches) {
      const res = await send(id, version, ops)
      expect(res.statusCode).toBe(200)
      local = applySceneOps(local, res.json().ops).scene
      version = res.json().version
    }
    const { scene, version: kept } = await stored(id)
    expect(kept).toBe(version)
    expect(hash(scene)).toBe(hash(local))
    expect(scene.settings.background).toBe('#101010')
    expect(scene.costLines).toBeUndefined()
    expect(scene.objects.map((o: SceneObject) => o.name)).toEqual(['N0', 'N1', 'N3'])
  })
})

describe('the log', () => {
  test('answers every batch after a version, whole saves included', async () => {
    const id = await design('design', [box('a')]) // version 2: a whole save
    await send(id, 2, [{ op: 'set', id: 'a', key: 'visible', value: false }], 'tab-aaaa-1')
    const log = await since(id, 1)
    expect(log.version).toBe(3)
    expect(log.batches.map((b) => [b.version, b.clientId, b.ops[0]!.op])).toEqual([
      [2, null, 'replace'],
      [3, 'tab-aaaa-1', 'set'],
    ])
    expect(log.batches[0]!.actorId).toBe(studio.user.id)
    expect(await since(id, 3)).toEqual({ version: 3, batches: [] })
    // Replaying the log from the start gives the stored scene.
    const replica = createSceneReplica({ scene: DEFAULT_SCENE, version: 1 })
    for (const b of log.batches) replica.receive(b)
    expect(replica.scene).toEqual((await stored(id)).scene)
  })

  test('beyond what it keeps, it answers the whole scene', async () => {
    const id = await design('design', [box('a')])
    for (let i = 0; i < 50; i++) {
      await send(id, 2 + i, [{ op: 'set', id: 'a', key: 'position', value: [i, 0, 0] }])
    }
    // The oldest entries are dropped as the log grows; here by hand, as if it had grown.
    await app.db.delete(designOps).where(eq(designOps.designId, id))
    const far = await since(id, 10)
    expect(far.batches).toEqual([])
    expect(far.version).toBe(52)
    expect(far.scene!.objects[0]!.position).toEqual([49, 0, 0])
    expect(OPS_LOG_KEPT).toBeGreaterThanOrEqual(100)
  })
})

test('no lost operations: a socket dropped for 10 s while 50 batches land catches up', async () => {
  const id = await design('design', [box('a'), box('b')])
  const start = await stored(id)
  const writer = createSceneReplica({ scene: start.scene, version: start.version }, 'writer-tab-1')
  const reader = createSceneReplica({ scene: start.scene, version: start.version })
  const join = async () => {
    const socket = await connect(baseUrl, await ticketFor(app, studio.scoped))
    socket.ws.on('message', (raw) => {
      const m = JSON.parse(String(raw))
      if (m.type === 'ops') reader.receive(m.batch)
    })
    socket.send({ type: 'join', designId: id })
    await socket.next('joined')
    return socket
  }
  let socket = await join()
  socket.ws.terminate() // the network goes, no goodbye

  const started = Date.now()
  for (let i = 0; i < 50; i++) {
    const objects = writer.scene.objects.map((o) =>
      o.id === (i % 2 ? 'a' : 'b')
        ? { ...o, position: [i + 1, i * 2, 0] as [number, number, number] }
        : o,
    )
    const next = i === 25 ? [...objects, box(`n${i}`)] : objects
    writer.edit({ ...writer.scene, objects: next })
    const res = await send(id, writer.version, writer.take(), 'writer-tab-1')
    writer.receive({ ...res.json(), actorId: studio.user.id, clientId: 'writer-tab-1' })
  }
  await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - started))))

  socket = await join()
  const missed = await since(id, reader.version)
  expect(missed.batches).toHaveLength(50)
  for (const b of missed.batches) reader.receive(b)
  expect(reader.version).toBe(writer.version)
  expect(hash(reader.scene)).toBe(hash(writer.scene))
  expect(hash(reader.scene)).toBe(hash((await stored(id)).scene))
  socket.close()
}, 30_000)
