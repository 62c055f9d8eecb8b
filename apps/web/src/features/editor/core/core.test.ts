import { DEFAULT_SCENE, type Scene, type SceneObject } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { describe, expect, test, vi } from 'vitest'
import { actionForKey, actions, addObjectOfType } from './actions'
import { addObject, group, removeObjectsCommand, updateObject, updateSettings } from './commands'
import { createEditorStore, type SaveResult } from './editor-store'
import { createHistory } from './history'
import { copiesOf, makeObject } from './scene-ops'

const box = testBox
const scene = (objects: SceneObject[] = []): Scene => ({ ...DEFAULT_SCENE, objects })
const ids = (s: Scene) => s.objects.map((o) => o.id)

describe('commands undo exactly what they did', () => {
  test('add, then undo and redo', () => {
    const h = createHistory()
    let s = h.execute(scene([box('a')]), addObject(box('b'), 0))
    expect(ids(s)).toEqual(['b', 'a'])
    s = h.undo(s)!
    expect(ids(s)).toEqual(['a'])
    s = h.redo(s)!
    expect(ids(s)).toEqual(['b', 'a'])
  })

  test('remove takes the children and puts everything back in place', () => {
    const h = createHistory()
    const start = scene([
      box('a'),
      box('b'),
      box('c', { parentId: 'b' }),
      box('d', { parentId: 'c' }),
      box('e'),
    ])
    let s = h.execute(start, removeObjectsCommand(start, ['b']))
    expect(ids(s)).toEqual(['a', 'e'])
    s = h.undo(s)!
    expect(s).toEqual(start)
  })

  test('an update restores only the fields it changed', () => {
    const h = createHistory()
    const start = scene([box('a')])
    let s = h.execute(
      start,
      updateObject(start, 'a', { params: { width: 250 } } as Partial<SceneObject>),
    )
    s = h.execute(s, updateObject(s, 'a', { name: 'Top', color: '#ff0000' }))
    expect(s.objects[0]).toMatchObject({
      name: 'Top',
      color: '#ff0000',
      params: { width: 250, height: 100, depth: 100 },
    })
    s = h.undo(s)!
    expect(s.objects[0]).toMatchObject({ name: 'a', color: '#aaaaaa', params: { width: 250 } })
    s = h.undo(s)!
    expect(s).toEqual(start)
  })

  test('settings changes undo and redo', () => {
    const h = createHistory()
    const start = scene()
    let s = h.execute(start, updateSettings(start, { background: '#000000', units: 'cm' }))
    expect(s.settings).toMatchObject({ background: '#000000', units: 'cm' })
    s = h.undo(s)!
    expect(s.settings).toEqual(DEFAULT_SCENE.settings)
  })

  test('a drag is one step: merged moves undo to where the drag started', () => {
    const h = createHistory()
    const start = scene([box('a')])
    let s = start
    for (const x of [10, 20, 30, 40])
      s = h.execute(s, updateObject(s, 'a', { position: [x, 0, 0] }, { mergeKey: 'drag:a' }))
    h.seal()
    s = h.execute(s, updateObject(s, 'a', { position: [99, 0, 0] }, { mergeKey: 'drag:a' }))
    expect(h.entries()).toHaveLength(2)
    s = h.undo(s)!
    expect(s.objects[0]!.position).toEqual([40, 0, 0])
    s = h.undo(s)!
    expect(s.objects[0]!.position).toEqual([0, 0, 0])
    s = h.redo(s)!
    expect(s.objects[0]!.position).toEqual([40, 0, 0])
  })

  test('different merge keys or objects do not merge', () => {
    const h = createHistory()
    let s = scene([box('a'), box('b')])
    s = h.execute(s, updateObject(s, 'a', { position: [1, 0, 0] }, { mergeKey: 'drag:a' }))
    s = h.execute(s, updateObject(s, 'b', { position: [1, 0, 0] }, { mergeKey: 'drag:b' }))
    s = h.execute(s, updateSettings(s, { gridSize: 50 }))
    expect(h.entries()).toHaveLength(3)
  })

  test('a grouped change is one step across objects', () => {
    const h = createHistory()
    const start = scene([box('a'), box('b')])
    const cmd = group(
      [
        updateObject(start, 'a', { color: '#111111' }),
        updateObject(start, 'b', { color: '#222222' }),
        addObject(box('c'), 2),
      ],
      'editor.history.group',
    )
    let s = h.execute(start, cmd)
    expect(s.objects.map((o) => o.color)).toEqual(['#111111', '#222222', '#aaaaaa'])
    s = h.undo(s)!
    expect(s).toEqual(start)
    expect(JSON.parse(JSON.stringify(cmd)).commands).toHaveLength(3)
  })

  test('jumping to any step undoes or redoes everything in between; a new change drops the redo steps', () => {
    const h = createHistory()
    let s = scene()
    for (const id of ['a', 'b', 'c', 'd']) s = h.execute(s, addObject(box(id), s.objects.length))
    s = h.jumpTo(s, 0)
    expect(ids(s)).toEqual(['a'])
    expect(h.entries().map((e) => e.applied)).toEqual([true, false, false, false])
    s = h.jumpTo(s, 2)
    expect(ids(s)).toEqual(['a', 'b', 'c'])
    s = h.jumpTo(s, -1)
    expect(ids(s)).toEqual([])
    s = h.jumpTo(s, 3)
    expect(ids(s)).toEqual(['a', 'b', 'c', 'd'])
    s = h.jumpTo(s, 1)
    s = h.execute(s, addObject(box('x'), 2))
    expect(h.canRedo).toBe(false)
    expect(ids(s)).toEqual(['a', 'b', 'x'])
  })
})

describe('scene operations', () => {
  test('new objects stand on the floor with unique names', () => {
    let s = scene()
    const a = makeObject(s, 'box', { name: 'Box' })
    s = { ...s, objects: [a] }
    const b = makeObject(s, 'box', { name: 'Box' })
    expect(a.position[1]).toBe(250)
    expect(b.name).toBe('Box 2')
    expect(
      makeObject(s, 'component', {
        name: 'Leg',
        componentId: '00000000-0000-4000-8000-000000000001',
      }).params,
    ).toEqual({
      designId: '00000000-0000-4000-8000-000000000001',
    })
  })

  test('new objects land where the view looks, or beside the selection, not all at the origin', () => {
    const table = box('t', {
      position: [1000, 50, -500],
      scale: [2, 1, 1],
      params: { width: 400, height: 100, depth: 400 },
    })
    const knob = box('k', { parentId: 't', position: [0, 60, 0] })
    const s = scene([table, knob])
    // Nothing selected: on the floor under the point the view turns around, to the centimetre.
    const looked = makeObject(s, 'box', { name: 'Box' }, { target: [1234, 800, 567] })
    expect(looked.position).toEqual([1230, 250, 570])
    // Beside the selection: its right edge (400 mm wide, scaled twice), a gap, then the new one.
    const beside = makeObject(s, 'box', { name: 'Box' }, { selectedId: 't', target: [0, 0, 0] })
    expect(beside.position).toEqual([1000 + 400 + 100 + 250, 250, -500])
    // A part of a group selected: beside the whole group.
    expect(makeObject(s, 'sphere', { name: 'Ball' }, { selectedId: 'k' }).position).toEqual([
      1000 + 400 + 100 + 250,
      250,
      -500,
    ])
    // A component's width is its scene's: legs 50 mm wide, 450 mm either side of its middle.
    const legs = scene([
      box('l1', { position: [-450, 0, 0], params: { width: 50, height: 700, depth: 50 } }),
      box('l2', { position: [450, 0, 0], params: { width: 50, height: 700, depth: 50 } }),
    ])
    const designId = '00000000-0000-4000-8000-000000000002'
    const frame = makeObject(
      s,
      'component',
      { name: 'Frame', componentId: designId },
      { selectedId: 't', components: { [designId]: legs } },
    )
    // 1000 + 400 + 100 + 475 = 1975, to the centimetre.
    expect(frame.position).toEqual([1980, 0, -500])
    // Without a view or a selection (the first object, a test): the origin, as before.
    expect(makeObject(scene(), 'box', { name: 'Box' }).position).toEqual([0, 250, 0])
  })

  test('adding from the editor places the new object beside the one selected, and selects it', () => {
    const store = createEditorStore({
      scene: scene(),
      version: 1,
      save: async () => ({ ok: true, version: 2 }),
    })
    const first = addObjectOfType(store, 'box', 'Box', undefined, { target: [300, 0, -200] })
    expect(first.position).toEqual([300, 250, -200])
    expect(store.get().selectedId).toBe(first.id)
    const second = addObjectOfType(store, 'box', 'Box', undefined, { target: [300, 0, -200] })
    expect(second.position).toEqual([300 + 250 + 100 + 250, 250, -200])
    expect(store.get().selectedId).toBe(second.id)
  })

  test('copies get new ids, keep their grouping and move aside', () => {
    const s = scene([box('p', { name: 'Panel' }), box('k', { name: 'Knob', parentId: 'p' })])
    const copies = copiesOf(s, ['p'])
    expect(copies).toHaveLength(2)
    expect(copies[0]!.object.id).not.toBe('p')
    expect(copies[1]!.object.parentId).toBe(copies[0]!.object.id)
    expect(copies[0]!.object.name).toBe('Panel 2')
    expect(copies[0]!.object.position).toEqual([100, 0, 100])
    expect(copies[1]!.object.position).toEqual([0, 0, 0])
  })
})

describe('the editor store', () => {
  const ok = (version: number): SaveResult => ({ ok: true, version })

  test('saves a moment after changes stop, with the version they are based on', async () => {
    vi.useFakeTimers()
    const save = vi.fn(async (version: number) => ok(version + 1))
    const store = createEditorStore({ scene: scene(), version: 3, save, debounceMs: 500 })
    addObjectOfType(store, 'box', 'Box')
    vi.advanceTimersByTime(300)
    addObjectOfType(store, 'sphere', 'Sphere')
    expect(store.get().saveState).toBe('unsaved')
    vi.advanceTimersByTime(499)
    expect(save).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0]).toBe(3)
    expect(store.get()).toMatchObject({ saveState: 'saved', version: 4 })
    vi.useRealTimers()
  })

  test('a conflict stops saving, keeps the work and lets the person choose', async () => {
    vi.useFakeTimers()
    const draft = { write: vi.fn(), clear: vi.fn() }
    let answer: SaveResult = { ok: false, reason: 'conflict', currentVersion: 7 }
    const save = vi.fn(async () => answer)
    const store = createEditorStore({ scene: scene(), version: 5, save, draft, debounceMs: 100 })
    addObjectOfType(store, 'box', 'Box')
    await vi.advanceTimersByTimeAsync(100)
    expect(store.get()).toMatchObject({ saveState: 'conflict', conflictVersion: 7 })
    addObjectOfType(store, 'cone', 'Cone')
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).toHaveBeenCalledTimes(1)
    expect(store.get().scene.objects).toHaveLength(2)
    expect(draft.write).toHaveBeenLastCalledWith({ version: 5, scene: store.get().scene })

    answer = { ok: true, version: 8 }
    store.resolveConflict({ keep: 'mine', latestVersion: 7 })
    await vi.advanceTimersByTimeAsync(0)
    expect(save).toHaveBeenLastCalledWith(7, store.get().scene)
    expect(store.get()).toMatchObject({ saveState: 'saved', version: 8 })
    expect(draft.clear).toHaveBeenCalled()
    vi.useRealTimers()
  })

  test('taking the other version replaces the scene', () => {
    const store = createEditorStore({
      scene: scene([box('mine')]),
      version: 1,
      save: async () => ok(2),
    })
    store.resolveConflict({ keep: 'theirs', scene: scene([box('theirs')]), version: 4 })
    expect(store.get()).toMatchObject({ version: 4, saveState: 'saved' })
    expect(ids(store.get().scene)).toEqual(['theirs'])
  })

  test('offline: the work stays unsaved and is retried when the connection returns', async () => {
    vi.useFakeTimers()
    let online = false
    const save = vi.fn(
      async (v: number): Promise<SaveResult> =>
        online ? ok(v + 1) : { ok: false, reason: 'offline' },
    )
    const store = createEditorStore({
      scene: scene(),
      version: 1,
      save,
      debounceMs: 10,
      retryMs: 60_000,
    })
    addObjectOfType(store, 'box', 'Box')
    await vi.advanceTimersByTimeAsync(10)
    expect(store.get().saveState).toBe('offline')
    online = true
    store.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get()).toMatchObject({ saveState: 'saved', version: 2 })
    vi.useRealTimers()
  })

  test('changes made while a save is under way are saved after it', async () => {
    vi.useFakeTimers()
    let release: (r: SaveResult) => void = () => {}
    const save = vi.fn(() => new Promise<SaveResult>((r) => (release = r)))
    const store = createEditorStore({ scene: scene(), version: 1, save, debounceMs: 10 })
    addObjectOfType(store, 'box', 'Box')
    await vi.advanceTimersByTimeAsync(10)
    addObjectOfType(store, 'box', 'Box')
    release(ok(2))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get().saveState).toBe('unsaved')
    await vi.advanceTimersByTimeAsync(10)
    expect(save).toHaveBeenLastCalledWith(2, store.get().scene)
    vi.useRealTimers()
  })
})

describe('actions drive keys, buttons and undo alike', () => {
  const ctx = () => {
    const store = createEditorStore({
      scene: scene(),
      version: 1,
      save: async () => ({ ok: true, version: 2 }),
    })
    return { store, viewport: { resetView: vi.fn(), screenshot: vi.fn() } }
  }

  test('every action that changes the scene can be undone and redone', () => {
    const c = ctx()
    const a = addObjectOfType(c.store, 'box', 'Box')
    actions.duplicate.perform(c)
    expect(c.store.get().scene.objects).toHaveLength(2)
    c.store.select(a.id)
    actions.delete.perform(c)
    expect(c.store.get().scene.objects).toHaveLength(1)
    actions.undo.perform(c)
    expect(c.store.get().scene.objects).toHaveLength(2)
    actions.undo.perform(c)
    actions.undo.perform(c)
    expect(c.store.get().scene.objects).toHaveLength(0)
    actions.redo.perform(c)
    actions.redo.perform(c)
    actions.redo.perform(c)
    expect(c.store.get().scene.objects).toHaveLength(1)
    expect(actions.redo.enabled(c)).toBe(false)
  })

  test('shortcuts find their actions', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      actionForKey({
        key: k,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        ...mods,
      })
    expect(key('z', { ctrlKey: true })?.id).toBe('undo')
    expect(key('Z', { ctrlKey: true, shiftKey: true })?.id).toBe('redo')
    expect(key('y', { ctrlKey: true })?.id).toBe('redo')
    expect(key('Delete')?.id).toBe('delete')
    expect(key('e')?.id).toBe('rotate')
    expect(key('f')?.id).toBe('resetView')
    expect(key('q')).toBeUndefined()
  })

  test('arrow keys move the selection by the grid; a held key is one step, a new press another', () => {
    const c = ctx()
    const box = addObjectOfType(c.store, 'box', 'Box')
    const before = c.store.get().history.length
    for (let i = 0; i < 5; i++) actions.moveRight.perform(c)
    expect(c.store.get().scene.objects[0]!.position[0]).toBe(500)
    expect(c.store.get().history.length).toBe(before + 1)
    c.store.seal()
    actions.moveUp.perform(c)
    expect(c.store.get().scene.objects[0]!.position[1]).toBe(box.position[1] + 100)
    expect(c.store.get().history.length).toBe(before + 2)
    actions.undo.perform(c)
    actions.undo.perform(c)
    expect(c.store.get().scene.objects[0]!.position).toEqual(box.position)
  })

  test('turning and scaling by key; in first person the arrows walk instead', () => {
    const c = ctx()
    addObjectOfType(c.store, 'box', 'Box')
    actions.turnLeft.perform(c)
    expect(c.store.get().scene.objects[0]!.rotation[1]).toBeCloseTo(Math.PI / 12)
    c.store.seal()
    actions.grow.perform(c)
    expect(c.store.get().scene.objects[0]!.scale[0]).toBeCloseTo(1.1)
    c.store.setCameraMode('first-person')
    expect(actions.moveLeft.enabled?.(c)).toBe(false)
    expect(
      actionForKey({
        key: 'ArrowLeft',
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
      })?.id,
    ).toBe('moveLeft')
  })

  test('toolbar actions reach the viewport', () => {
    const c = ctx()
    actions.resetView.perform(c)
    actions.screenshot.perform(c)
    expect(c.viewport.resetView).toHaveBeenCalled()
    expect(c.viewport.screenshot).toHaveBeenCalled()
  })
})
