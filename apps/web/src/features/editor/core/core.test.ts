import { DEFAULT_SCENE, type Scene, type SceneObject } from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { describe, expect, test, vi } from 'vitest'
import { actionForKey, actions, addObjectOfType } from './actions'
import { addObject, removeObjects, updateObject, updateObjects, updateSettings } from './changes'
import { copiesOf, makeObject } from './scene-ops'
import { groupObjects } from './selection'
import { testEditor } from './testing'

const box = testBox
const scene = (objects: SceneObject[] = []): Scene => ({ ...DEFAULT_SCENE, objects })
const ids = (s: Scene) => s.objects.map((o) => o.id)

/** An editor over `objects`, and its scene now. */
function editorOf(objects: SceneObject[] = []) {
  const store = testEditor(scene(objects))
  return { store, now: () => store.get().scene }
}

describe('changes undo exactly what they did', () => {
  test('add, then undo and redo', () => {
    const { store, now } = editorOf([box('a')])
    store.dispatch(addObject(box('b'), 0))
    expect(ids(now())).toEqual(['b', 'a'])
    store.undo()
    expect(ids(now())).toEqual(['a'])
    store.redo()
    expect(ids(now())).toEqual(['b', 'a'])
  })

  test('remove takes the children and puts everything back in place', () => {
    const start = scene([
      box('a'),
      box('b'),
      box('c', { parentId: 'b' }),
      box('d', { parentId: 'c' }),
      box('e'),
    ])
    const { store, now } = editorOf(start.objects)
    store.dispatch(removeObjects(now(), ['b']))
    expect(ids(now())).toEqual(['a', 'e'])
    store.undo()
    expect(now()).toEqual(start)
  })

  test('an update restores only the fields it changed', () => {
    const { store, now } = editorOf([box('a')])
    const start = now()
    store.dispatch(updateObject(now(), 'a', { params: { width: 250 } } as Partial<SceneObject>))
    store.dispatch(updateObject(now(), 'a', { name: 'Top', color: '#ff0000' }))
    expect(now().objects[0]).toMatchObject({
      name: 'Top',
      color: '#ff0000',
      params: { width: 250, height: 100, depth: 100 },
    })
    store.undo()
    expect(now().objects[0]).toMatchObject({ name: 'a', color: '#aaaaaa', params: { width: 250 } })
    store.undo()
    expect(now()).toEqual(start)
  })

  test('a change that changes nothing is no step and sends nothing', () => {
    const { store, now } = editorOf([box('a')])
    store.dispatch(updateObject(now(), 'a', { name: 'a', color: '#aaaaaa' }))
    expect(store.get()).toMatchObject({ canUndo: false, saveState: 'saved' })
  })

  test('settings changes undo and redo', () => {
    const { store, now } = editorOf()
    store.dispatch(updateSettings(now(), { background: '#000000', units: 'cm' }))
    expect(now().settings).toMatchObject({ background: '#000000', units: 'cm' })
    store.undo()
    expect(now().settings).toEqual(DEFAULT_SCENE.settings)
  })

  test('a drag is one step: merged moves undo to where the drag started', () => {
    const { store, now } = editorOf([box('a')])
    const move = (x: number) =>
      store.dispatch(updateObject(now(), 'a', { position: [x, 0, 0] }, { mergeKey: 'drag:a' }))
    for (const x of [10, 20, 30, 40]) move(x)
    store.seal()
    move(99)
    expect(store.get().history).toHaveLength(2)
    store.undo()
    expect(now().objects[0]!.position).toEqual([40, 0, 0])
    store.undo()
    expect(now().objects[0]!.position).toEqual([0, 0, 0])
    store.redo()
    expect(now().objects[0]!.position).toEqual([40, 0, 0])
  })

  test('different merge keys do not merge', () => {
    const { store, now } = editorOf([box('a'), box('b')])
    store.dispatch(updateObject(now(), 'a', { position: [1, 0, 0] }, { mergeKey: 'drag:a' }))
    store.dispatch(updateObject(now(), 'b', { position: [1, 0, 0] }, { mergeKey: 'drag:b' }))
    store.dispatch(updateSettings(now(), { gridSize: 50 }))
    expect(store.get().history).toHaveLength(3)
  })

  test('a change of several objects is one step, and so is grouping them', () => {
    const { store, now } = editorOf([box('a'), box('b')])
    const start = now()
    store.dispatch(
      updateObjects(now(), [
        { id: 'a', after: { color: '#111111' } },
        { id: 'b', after: { color: '#222222' } },
      ]),
    )
    expect(now().objects.map((o) => o.color)).toEqual(['#111111', '#222222'])
    const made = groupObjects(now(), ['a', 'b'], 'Group')!
    store.dispatch(made.change)
    expect(now().objects.filter((o) => o.parentId === made.groupId)).toHaveLength(2)
    expect(store.get().history.map((s) => s.label)).toEqual([
      'editor.history.change',
      'editor.history.groupObjects',
    ])
    store.undo()
    store.undo()
    expect(now()).toEqual(start)
  })

  test('jumping to any step undoes or redoes everything in between; a new change drops the redo steps', () => {
    const { store, now } = editorOf()
    for (const id of ['a', 'b', 'c', 'd']) store.dispatch(addObject(box(id), now().objects.length))
    store.jumpTo(0)
    expect(ids(now())).toEqual(['a'])
    expect(store.get().history.map((e) => e.applied)).toEqual([true, false, false, false])
    store.jumpTo(2)
    expect(ids(now())).toEqual(['a', 'b', 'c'])
    store.jumpTo(-1)
    expect(ids(now())).toEqual([])
    store.jumpTo(3)
    expect(ids(now())).toEqual(['a', 'b', 'c', 'd'])
    store.jumpTo(1)
    store.dispatch(addObject(box('x'), 2))
    expect(store.get().canRedo).toBe(false)
    expect(ids(now())).toEqual(['a', 'b', 'x'])
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
    const store = testEditor(scene())
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

describe('actions drive keys, buttons and undo alike', () => {
  const ctx = () => {
    const store = testEditor(scene())
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

  test('the view buttons wait for the 3D view: before its first frame they are disabled', () => {
    const before = { ...ctx(), viewport: null }
    expect(actions.resetView.enabled?.(before)).toBe(false)
    expect(actions.screenshot.enabled?.(before)).toBe(false)
    expect(actions.screenshot.enabled?.(ctx())).toBe(true)
  })
})
