import { describe, expect, test } from 'vitest'
import { DEFAULT_SCENE, type Scene, type SceneObject } from './designs'
import {
  applySceneOps,
  compactSceneOps,
  diffScenes,
  type OpsBatch,
  type SceneOp,
} from './scene-ops'
import { createSceneReplica } from './scene-sync'
import { testBox } from './testing'

const box = testBox
const group = (id: string, extra: Partial<SceneObject> = {}) =>
  ({ ...box(id), type: 'group', params: {}, ...extra }) as SceneObject
const scene = (...objects: SceneObject[]): Scene => ({ ...DEFAULT_SCENE, objects })
const patch = (s: Scene, id: string, change: Partial<SceneObject>): Scene => ({
  ...s,
  objects: s.objects.map((o) => (o.id === id ? ({ ...o, ...change } as SceneObject) : o)),
})
const ids = (s: Scene) => s.objects.map((o) => o.id)

describe('diff and apply', () => {
  test('the operations of a diff turn the first scene into the second', () => {
    const a = scene(box('a'), group('g'), box('b', { parentId: 'g' }), box('c'))
    let b = patch(a, 'a', { position: [10, 0, 0], name: 'Top' })
    b = { ...b, objects: [...b.objects.filter((o) => o.id !== 'c'), box('d', { parentId: 'g' })] }
    b = patch(b, 'b', { params: { width: 300, height: 100, depth: 100 } } as Partial<SceneObject>)
    b = { ...b, settings: { ...b.settings, units: 'cm' }, costLines: [] }
    const ops = diffScenes(a, b)
    expect(ops).toContainEqual({ op: 'set', id: 'b', key: 'params.width', value: 300 })
    expect(ops).toContainEqual({ op: 'scene', key: 'settings.units', value: 'cm' })
    expect(ops).toContainEqual({ op: 'delete', id: 'c' })
    expect(applySceneOps(a, ops).scene).toEqual(b)
    expect(diffScenes(b, b)).toEqual([])
  })

  test('new objects keep their places, new parents before their children', () => {
    const a = scene(box('a'), box('b'))
    // Grouping: a group made after its parts, the parts moved under it.
    const b = scene(box('a', { parentId: 'g' }), box('x', { parentId: 'g' }), box('b'), group('g'))
    expect(applySceneOps(a, diffScenes(a, b)).scene).toEqual(b)
    // Ungrouping: parts leave the group, the group goes.
    expect(applySceneOps(b, diffScenes(b, a)).scene).toEqual(a)
  })

  test('operations on what is gone are skipped; a delete takes what hangs from it', () => {
    const s = scene(group('g'), box('a', { parentId: 'g' }), box('b'))
    const ops: SceneOp[] = [
      { op: 'delete', id: 'g' },
      { op: 'set', id: 'a', key: 'name', value: 'late' },
      { op: 'set', id: 'zz', key: 'name', value: 'nobody' },
      { op: 'create', object: box('b'), index: 0 },
      { op: 'create', object: box('c', { parentId: 'g' }), index: 3 },
    ]
    const { scene: out, applied } = applySceneOps(s, ops)
    expect(ids(out)).toEqual(['b'])
    expect(applied.map((o) => o.op)).toEqual(['delete', 'create'])
  })

  test('a move under one of its own descendants is skipped', () => {
    const s = scene(group('g'), group('h', { parentId: 'g' }))
    const { scene: out, applied } = applySceneOps(s, [
      { op: 'set', id: 'g', key: 'parentId', value: 'h' },
    ])
    expect(out).toEqual(s)
    expect(applied).toEqual([])
  })
})

describe('compacting', () => {
  test('of two sets of one property the later counts; what the operations do stays the same', () => {
    const s = scene(group('g'), box('a'), box('b'))
    const ops: SceneOp[] = [
      { op: 'set', id: 'a', key: 'position', value: [1, 0, 0] },
      { op: 'set', id: 'a', key: 'name', value: 'Top' },
      { op: 'scene', key: 'settings.units', value: 'cm' },
      { op: 'set', id: 'a', key: 'position', value: [2, 0, 0] },
      { op: 'scene', key: 'settings.units', value: 'm' },
      { op: 'set', id: 'b', key: 'parentId', value: 'g' },
      { op: 'set', id: 'b', key: 'parentId', value: null },
      { op: 'delete', id: 'a' },
      { op: 'create', object: box('a'), index: 1 },
      { op: 'set', id: 'a', key: 'position', value: [3, 0, 0] },
    ]
    const compacted = compactSceneOps(ops)
    // The first move and the first unit are overwritten; moves to another parent, and what
    // comes before a delete or a create, are kept.
    expect(compacted).toEqual([1, 3, 4, 5, 6, 7, 8, 9].map((i) => ops[i]))
    expect(applySceneOps(s, compacted).scene).toEqual(applySceneOps(s, ops).scene)
  })
})

/**
 * A server in memory that applies batches in arrival order with the same function as the API,
 * and two clients whose messages are delivered in scripted orders.
 */
function world(start: Scene) {
  let server = { scene: start, version: 1 }
  const log: OpsBatch[] = []
  const client = (name: string) => {
    const replica = createSceneReplica(server, name)
    const inbox: OpsBatch[] = []
    let sent: OpsBatch | null = null
    return {
      replica,
      inbox,
      edit(change: (s: Scene) => Scene) {
        replica.edit(change(replica.scene))
      },
      /** Sends what is pending; the server applies it now (its answer waits in `sent`). */
      send() {
        const ops = replica.take()
        const { scene, applied } = applySceneOps(server.scene, ops)
        server = { scene, version: server.version + 1 }
        const batch = { version: server.version, actorId: null, clientId: name, ops: applied }
        log.push(batch)
        sent = batch
        for (const other of clients) if (other !== this) other.inbox.push(batch)
      },
      /** The HTTP answer to the last send arrives. */
      acknowledged() {
        if (sent) replica.receive(sent)
        sent = null
      },
      /** The socket delivers everything waiting, in the order given (default: as sent). */
      deliver(order?: number[]) {
        const batches = order ? order.map((i) => inbox[i]!) : [...inbox]
        inbox.length = 0
        for (const b of batches) replica.receive(b)
      },
    }
  }
  const clients: ReturnType<typeof client>[] = []
  return {
    get server() {
      return server
    },
    log,
    join(name: string) {
      const c = client(name)
      clients.push(c)
      return c
    },
  }
}

describe('concurrent editing (scripted interleavings)', () => {
  const start = scene(box('a'), box('b'))

  test('different properties of one object both apply, whatever the order', () => {
    const w = world(start)
    const ana = w.join('ana')
    const ben = w.join('ben')
    ana.edit((s) => patch(s, 'a', { position: [5, 0, 0] }))
    ben.edit((s) => patch(s, 'a', { color: '#ff0000' }))
    ben.send() // ben's reaches the server first
    ana.send()
    ana.deliver() // ana hears ben's batch before her own answer
    ana.acknowledged()
    ben.acknowledged()
    ben.deliver()
    const a = w.server.scene.objects[0]!
    expect(a.position).toEqual([5, 0, 0])
    expect(a.color).toBe('#ff0000')
    expect(ana.replica.scene).toEqual(w.server.scene)
    expect(ben.replica.scene).toEqual(w.server.scene)
    expect(ana.replica.version).toBe(3)
  })

  test('the same property ends with the one the server applied last', () => {
    const w = world(start)
    const ana = w.join('ana')
    const ben = w.join('ben')
    ana.edit((s) => patch(s, 'b', { name: 'Ana’s' }))
    ben.edit((s) => patch(s, 'b', { name: 'Ben’s' }))
    ana.send()
    ben.send()
    // Until it hears the server, each sees its own name.
    ben.deliver()
    expect(ben.replica.scene.objects[1]!.name).toBe('Ben’s')
    ana.deliver()
    expect(ana.replica.scene.objects[1]!.name).toBe('Ana’s') // her own still pending
    ana.acknowledged()
    ben.acknowledged()
    expect(w.server.scene.objects[1]!.name).toBe('Ben’s')
    expect(ana.replica.scene).toEqual(w.server.scene)
    expect(ben.replica.scene).toEqual(w.server.scene)
  })

  test('batches heard out of order wait for the ones before them', () => {
    const w = world(start)
    const ana = w.join('ana')
    const ben = w.join('ben')
    ben.edit((s) => patch(s, 'a', { name: 'one' }))
    ben.send()
    ben.acknowledged()
    ben.edit((s) => patch(s, 'a', { name: 'two' }))
    ben.send()
    ben.acknowledged()
    ana.deliver([1])
    expect(ana.replica.missing).toBe(true)
    expect(ana.replica.scene.objects[0]!.name).toBe('a')
    ana.replica.receive(w.log[0]!)
    expect(ana.replica.missing).toBe(false)
    expect(ana.replica.scene).toEqual(w.server.scene)
  })

  test('a delete wins over a change beneath it; typing on goes on top of what arrives', () => {
    const w = world(scene(group('g'), box('a', { parentId: 'g' }), box('b')))
    const ana = w.join('ana')
    const ben = w.join('ben')
    ana.edit((s) => patch(s, 'a', { name: 'renamed' }))
    ben.edit((s) => ({ ...s, objects: s.objects.filter((o) => o.id === 'b') }))
    ben.send()
    ana.edit((s) => patch(s, 'b', { visible: false })) // ana keeps working meanwhile
    ana.deliver()
    expect(ids(ana.replica.scene)).toEqual(['b'])
    expect(ana.replica.scene.objects[0]!.visible).toBe(false)
    ana.send()
    ana.acknowledged()
    ben.acknowledged()
    ben.deliver()
    expect(ana.replica.scene).toEqual(w.server.scene)
    expect(ben.replica.scene).toEqual(w.server.scene)
    expect(ana.replica.pending()).toEqual([])
  })

  test('a change undone while it is on its way stays undone when its answer comes', async () => {
    const w = world(start)
    const ana = w.join('ana')
    ana.edit((s) => patch(s, 'a', { name: 'wide' }))
    ana.send()
    ana.edit((s) => patch(s, 'a', { name: 'a' })) // undo, before the server has answered
    expect(ana.replica.pending()).toEqual([{ op: 'set', id: 'a', key: 'name', value: 'a' }])
    ana.acknowledged()
    expect(ana.replica.scene.objects[0]!.name).toBe('a')
    ana.send()
    ana.acknowledged()
    expect(w.server.scene.objects[0]!.name).toBe('a')
    expect(ana.replica.scene).toEqual(w.server.scene)
  })

  test('a client that knows its operations sends those, a drag of frames as one per property', () => {
    const w = world(start)
    const ana = w.join('ana')
    const ben = w.join('ben')
    let s = ana.replica.scene
    for (const x of [1, 2, 3]) {
      const op: SceneOp = { op: 'set', id: 'a', key: 'position', value: [x, 0, 0] }
      s = applySceneOps(s, [op]).scene
      ana.replica.edit(s, [op])
    }
    expect(ana.replica.pending()).toEqual([
      { op: 'set', id: 'a', key: 'position', value: [3, 0, 0] },
    ])
    ana.send()
    ben.edit((scene) => patch(scene, 'a', { name: 'Ben’s' }))
    ben.send()
    ana.deliver() // ben's batch is heard before ana's own answer
    ana.acknowledged()
    expect(ana.replica.scene).toEqual(w.server.scene)
    expect(ana.replica.scene.objects[0]).toMatchObject({ position: [3, 0, 0], name: 'Ben’s' })
    // Her own batch back: nothing moves on screen, the same scene stays.
    const shown = ana.replica.scene
    ana.edit((scene) => patch(scene, 'b', { name: 'next' }))
    ana.send()
    const onScreen = ana.replica.scene
    ana.acknowledged()
    expect(ana.replica.scene).toBe(onScreen)
    expect(shown).not.toBe(onScreen)
  })

  test('a batch the server needs no more is dropped, not sent again', () => {
    const ana = createSceneReplica({ scene: start, version: 1 }, 'ana')
    ana.edit(patch(start, 'a', { name: 'mine' }))
    ana.take()
    // A reconnect past the log's reach: the whole scene already holds her batch.
    ana.reset({ scene: patch(start, 'a', { name: 'mine' }), version: 5 })
    ana.drop()
    expect(ana.sending).toBe(false)
    expect(ana.pending()).toEqual([])
    expect(ana.scene.objects[0]!.name).toBe('mine')
  })

  test('a whole scene from the log (a reconnect past its reach) keeps pending work on top', () => {
    const ana = createSceneReplica({ scene: start, version: 1 })
    ana.edit(patch(start, 'a', { name: 'mine' }))
    ana.reset({ scene: patch(start, 'b', { name: 'theirs' }), version: 9 })
    expect(ana.version).toBe(9)
    expect(ana.scene.objects.map((o) => o.name)).toEqual(['mine', 'theirs'])
    expect(ana.pending()).toEqual([{ op: 'set', id: 'a', key: 'name', value: 'mine' }])
  })
})
