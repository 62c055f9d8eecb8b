import { applySceneOps, DEFAULT_SCENE, type OpsBatch, type Scene } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CoEditResult, CoEditTransport } from './co-edit'
import { updateObject } from './commands'
import { createEditorStore, type EditorDraft } from './editor-store'

const box = testBox

/**
 * A server in memory that applies batches as the API does (server order, the same function)
 * and tells every editor but the sender over its "socket" — when the test says so.
 */
function server(start: Scene) {
  let scene = start
  let version = 1
  const log: OpsBatch[] = []
  const sockets = new Map<string, OpsBatch[]>()
  let online = true
  const transport = (clientId: string): CoEditTransport => {
    sockets.set(clientId, [])
    return {
      clientId,
      actorId: 'u1',
      async send(_base, ops): Promise<CoEditResult> {
        if (!online) return { ok: false, reason: 'offline' }
        const result = applySceneOps(scene, ops)
        if (!result.applied.length) return { ok: true, version, ops: [] }
        scene = result.scene
        version += 1
        const batch = { version, actorId: 'u1', clientId, ops: result.applied }
        log.push(batch)
        for (const [id, inbox] of sockets) if (id !== clientId) inbox.push(batch)
        return { ok: true, version, ops: result.applied }
      },
      async since(from) {
        return { version, batches: log.filter((b) => b.version > from) }
      },
    }
  }
  return {
    transport,
    get scene() {
      return scene
    },
    set online(value: boolean) {
      online = value
    },
    /** Delivers what waits on a client's socket. */
    deliver(clientId: string, store: { receive(b: OpsBatch): void }) {
      const inbox = sockets.get(clientId)!
      for (const b of inbox.splice(0)) store.receive(b)
    },
  }
}

afterEach(() => vi.useRealTimers())

const editor = (s: ReturnType<typeof server>, clientId: string) =>
  createEditorStore({
    scene: s.scene,
    version: 1,
    save: async () => ({ ok: false, reason: 'error' }),
    coEdit: s.transport(clientId),
    retryMs: 1000,
  })
const setName = (store: ReturnType<typeof editor>, id: string, name: string) =>
  store.dispatch(updateObject(store.get().scene, id, { name }, { label: 'rename' }))

describe('an editor saving by operations', () => {
  test("two editors: each one's change reaches the other, no conflict, one history each", async () => {
    vi.useFakeTimers()
    const s = server({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
    const ana = editor(s, 'ana-tab-01')
    const ben = editor(s, 'ben-tab-01')
    setName(ana, 'a', 'Seat')
    setName(ben, 'b', 'Back')
    await vi.runAllTimersAsync()
    s.deliver('ana-tab-01', ana)
    s.deliver('ben-tab-01', ben)
    expect(ana.get().scene).toEqual(s.scene)
    expect(ben.get().scene).toEqual(s.scene)
    expect(s.scene.objects.map((o) => o.name)).toEqual(['Seat', 'Back'])
    expect(ana.get().saveState).toBe('saved')
    expect(ana.get().version).toBe(3)

    // Ana's undo takes back her change only, and is sent like any other.
    ana.undo()
    await vi.runAllTimersAsync()
    s.deliver('ben-tab-01', ben)
    expect(s.scene.objects.map((o) => o.name)).toEqual(['a', 'Back'])
    expect(ben.get().scene.objects.map((o) => o.name)).toEqual(['a', 'Back'])
    expect(ben.get().canUndo).toBe(true) // his own step, untouched by hers
  })

  test('offline: the work waits, marked, and goes when the connection is back', async () => {
    vi.useFakeTimers()
    const s = server({ ...DEFAULT_SCENE, objects: [box('a')] })
    const ana = editor(s, 'ana-tab-02')
    s.online = false
    setName(ana, 'a', 'Offline name')
    await vi.advanceTimersByTimeAsync(200)
    expect(ana.get().saveState).toBe('offline')
    expect(ana.get().scene.objects[0]!.name).toBe('Offline name')
    s.online = true
    ana.online()
    await vi.runAllTimersAsync()
    expect(ana.get().saveState).toBe('saved')
    expect(s.scene.objects[0]!.name).toBe('Offline name')
  })

  test('work that never reached the server is drafted as operations, restorable on top of later changes', async () => {
    vi.useFakeTimers()
    const s = server({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
    const drafts: EditorDraft[] = []
    const ana = createEditorStore({
      scene: s.scene,
      version: 1,
      coEdit: s.transport('ana-tab-04'),
      draft: {
        write: (d) => drafts.push(d),
        clear: () => drafts.push({ version: -1, scene: s.scene }),
      },
    })
    s.online = false
    setName(ana, 'a', 'Typed offline')
    await vi.advanceTimersByTimeAsync(200)
    const draft = drafts.at(-1)!
    expect(draft.ops).toEqual([{ op: 'set', id: 'a', key: 'name', value: 'Typed offline' }])
    // Meanwhile a colleague renamed the other object; the tab is closed and opened again.
    s.online = true
    const ben = editor(s, 'ben-tab-04')
    setName(ben, 'b', 'Renamed by Ben')
    await ben.flush()
    const restored = applySceneOps(s.scene, draft.ops!).scene
    expect(restored.objects.map((o) => o.name)).toEqual(['Typed offline', 'Renamed by Ben'])
    ana.dispose()
  })

  test('a design deleted meanwhile: told once, nothing more is sent', async () => {
    vi.useFakeTimers()
    const s = server({ ...DEFAULT_SCENE, objects: [box('a')] })
    const transport = s.transport('ana-tab-05')
    const send = vi.fn(async (): Promise<CoEditResult> => ({ ok: false, reason: 'gone' }))
    const onGone = vi.fn()
    const ana = createEditorStore({
      scene: s.scene,
      version: 1,
      coEdit: { ...transport, send },
      onGone,
      retryMs: 100,
    })
    setName(ana, 'a', 'Lost cause')
    await vi.advanceTimersByTimeAsync(5000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(onGone).toHaveBeenCalledTimes(1)
    expect(ana.get().saveState).toBe('error')
    expect(ana.get().scene.objects[0]!.name).toBe('Lost cause') // the work stays on screen
  })

  test("a colleague's change arriving mid-typing keeps this person's selection and work", async () => {
    vi.useFakeTimers()
    const s = server({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
    const ana = editor(s, 'ana-tab-03')
    const ben = editor(s, 'ben-tab-03')
    ana.select('a')
    setName(ana, 'a', 'Mine, not sent yet')
    setName(ben, 'b', 'His')
    await vi.advanceTimersByTimeAsync(0)
    await ben.flush()
    s.deliver('ana-tab-03', ana)
    expect(ana.get().selectedId).toBe('a')
    expect(ana.get().scene.objects.map((o) => o.name)).toEqual(['Mine, not sent yet', 'His'])
    await vi.runAllTimersAsync()
    expect(s.scene.objects.map((o) => o.name)).toEqual(['Mine, not sent yet', 'His'])
  })
})
