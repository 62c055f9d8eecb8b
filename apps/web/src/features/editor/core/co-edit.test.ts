import { applySceneOps, DEFAULT_SCENE, type ExtraCostLine } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { addCostLine, updateObject } from './changes'
import type { CoEditResult } from './co-edit'
import { createEditorStore, type EditorDraft } from './editor-store'
import { memoryServer } from './testing'

const box = testBox

afterEach(() => vi.useRealTimers())

const editor = (s: ReturnType<typeof memoryServer>, clientId: string) =>
  createEditorStore({ scene: s.scene, version: 1, coEdit: s.transport(clientId), retryMs: 1000 })
const setName = (store: ReturnType<typeof editor>, id: string, name: string) =>
  store.dispatch(updateObject(store.get().scene, id, { name }, { label: 'rename' }))

describe('an editor saving by operations', () => {
  test("two editors: each one's change reaches the other, no conflict, one history each", async () => {
    vi.useFakeTimers()
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
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
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a')] })
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
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
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
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a')] })
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
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
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

describe('the history and what is sent are the same operations', () => {
  test('a change goes as the operations it was made of; a drag as one per property', async () => {
    vi.useFakeTimers()
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
    const ana = editor(s, 'ana-tab-06')
    setName(ana, 'a', 'Seat')
    await vi.advanceTimersByTimeAsync(79)
    expect(s.sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(s.sent).toEqual([
      {
        clientId: 'ana-tab-06',
        baseVersion: 1,
        ops: [{ op: 'set', id: 'a', key: 'name', value: 'Seat' }],
      },
    ])
    // Thirty frames of a gizmo drag: one step, one batch, one operation; nothing about the
    // rotation or scale it did not change.
    for (let x = 1; x <= 30; x++) {
      const { scene } = ana.get()
      const b = scene.objects[1]!
      ana.dispatch(
        updateObject(
          scene,
          'b',
          { position: [x, 0, 0], rotation: b.rotation, scale: b.scale },
          { mergeKey: 'gizmo:b' },
        ),
      )
    }
    await vi.runAllTimersAsync()
    expect(s.sent.at(-1)).toEqual({
      clientId: 'ana-tab-06',
      baseVersion: 2,
      ops: [{ op: 'set', id: 'b', key: 'position', value: [30, 0, 0] }],
    })
    expect(ana.get().history).toHaveLength(2)
    ana.undo()
    await vi.runAllTimersAsync()
    expect(s.sent.at(-1)!.ops).toEqual([{ op: 'set', id: 'b', key: 'position', value: [0, 0, 0] }])
    expect(s.scene.objects.map((o) => o.position[0])).toEqual([0, 0])
  })

  test("undo takes back this person's change, not a colleague's change made since to another property", async () => {
    vi.useFakeTimers()
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a')] })
    const ana = editor(s, 'ana-tab-07')
    const ben = editor(s, 'ben-tab-07')
    ana.dispatch(updateObject(ana.get().scene, 'a', { position: [500, 0, 0], color: '#ff0000' }))
    await vi.runAllTimersAsync()
    s.deliver('ben-tab-07', ben)
    // Ben renames the object and recolours it after her.
    ben.dispatch(updateObject(ben.get().scene, 'a', { name: 'Ben’s', color: '#00ff00' }))
    await vi.runAllTimersAsync()
    s.deliver('ana-tab-07', ana)
    ana.undo()
    await vi.runAllTimersAsync()
    s.deliver('ben-tab-07', ben)
    // Her move goes; his name stays; the colour both set is hers to take back (as it was).
    for (const scene of [s.scene, ana.get().scene, ben.get().scene]) {
      expect(scene.objects[0]).toMatchObject({
        position: [0, 0, 0],
        name: 'Ben’s',
        color: '#aaaaaa',
      })
    }
    ana.redo()
    await vi.runAllTimersAsync()
    expect(s.scene.objects[0]).toMatchObject({ position: [500, 0, 0], name: 'Ben’s' })
  })

  test('undoing an extra cost line keeps the line a colleague added meanwhile', async () => {
    vi.useFakeTimers()
    const line = (id: string): ExtraCostLine => ({
      id,
      supplierItemId: '00000000-0000-4000-8000-00000000a001',
      quantity: 1,
      note: id,
    })
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a')] })
    const ana = editor(s, 'ana-tab-08')
    const ben = editor(s, 'ben-tab-08')
    ana.dispatch(addCostLine(ana.get().scene, line('screws')))
    await vi.runAllTimersAsync()
    s.deliver('ben-tab-08', ben)
    ben.dispatch(addCostLine(ben.get().scene, line('glue')))
    await vi.runAllTimersAsync()
    s.deliver('ana-tab-08', ana)
    expect(ana.get().scene.costLines?.map((l) => l.id)).toEqual(['screws', 'glue'])
    ana.undo()
    expect(ana.get().scene.costLines?.map((l) => l.id)).toEqual(['glue'])
    ana.redo()
    expect(ana.get().scene.costLines?.map((l) => l.id)).toEqual(['screws', 'glue'])
    await vi.runAllTimersAsync()
    expect(s.scene.costLines?.map((l) => l.id)).toEqual(['screws', 'glue'])
  })

  test('one batch at a time: changes made while one travels go in the next, on the version it made', async () => {
    vi.useFakeTimers()
    const s = memoryServer({ ...DEFAULT_SCENE, objects: [box('a'), box('b')] })
    const transport = s.transport('ana-tab-09')
    let release: () => void = () => {}
    const send = vi.fn(async (...args: Parameters<typeof transport.send>) => {
      await new Promise<void>((r) => (release = r))
      return transport.send(...args)
    })
    const ana = createEditorStore({
      scene: s.scene,
      version: 1,
      coEdit: { ...transport, send },
    })
    setName(ana, 'a', 'First')
    await vi.advanceTimersByTimeAsync(80)
    expect(ana.get().saveState).toBe('saving')
    setName(ana, 'b', 'Second')
    await vi.advanceTimersByTimeAsync(500)
    expect(send).toHaveBeenCalledTimes(1)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(ana.get().saveState).toBe('unsaved')
    await vi.advanceTimersByTimeAsync(80)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(send.mock.calls[1]).toEqual([2, [{ op: 'set', id: 'b', key: 'name', value: 'Second' }]])
    expect(ana.get()).toMatchObject({ saveState: 'saved', version: 3 })
  })
})
