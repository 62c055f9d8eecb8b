import { box, place, scene } from '@designer/configurator/scene-fixtures'
import { worldTransform } from '@designer/configurator/transform'
import type { Scene, SceneObject } from '@designer/contract'
import { sceneSchema } from '@designer/contract'
import { beforeEach, describe, expect, test } from 'vitest'
import { type ActionContext, actions } from './actions'
import { updateObjects } from './changes'
import { type Clip, clipboardStorage, copyClip, pasteClip } from './clipboard'
import {
  alignObjects,
  type Bounds,
  distributeObjects,
  groupObjects,
  snapBox,
  topmost,
  ungroupObjects,
} from './selection'
import { applyChange, testEditor } from './testing'

type Vec3 = [number, number, number]
const at = (id: string, position: Vec3, extra: Partial<SceneObject> = {}) =>
  box(id, [100, 100, 100], { position, ...extra })
const ids = (s: Scene) => s.objects.map((o) => o.id)
const find = (s: Scene, id: string) => s.objects.find((o) => o.id === id)!
const near = (a: readonly number[], b: readonly number[]) => {
  for (const [i, v] of a.entries()) expect(v).toBeCloseTo(b[i]!, 6)
}

/** An editor over `objects`, with its action context. */
function editor(objects: SceneObject[], design = { id: 'd1', companyId: 'c1' }) {
  const store = testEditor(scene(objects))
  const notes: string[] = []
  const ctx: ActionContext = {
    store,
    viewport: null,
    design: { ...design, components: {} },
    groupName: 'Group',
    notify: (key) => notes.push(key),
  }
  return { store, ctx, notes }
}

describe('the selection', () => {
  test('replace, add and toggle; the one picked last is the active one', () => {
    const { store } = editor([at('a', [0, 50, 0]), at('b', [200, 50, 0]), at('c', [400, 50, 0])])
    store.selectMany(['a', 'b'])
    expect(store.get().selectedIds).toEqual(['a', 'b'])
    expect(store.get().selectedId).toBe('b')
    store.selectMany(['c'], 'add')
    expect(store.get().selectedIds).toEqual(['a', 'b', 'c'])
    store.selectMany(['b'], 'toggle')
    expect(store.get().selectedIds).toEqual(['a', 'c'])
    store.selectMany(['zz', 'a', 'a'])
    expect(store.get().selectedIds).toEqual(['a'])
    store.select(null)
    expect(store.get().selectedId).toBeNull()
  })

  test('objects inside a selected one are not acted on twice', () => {
    const s = scene([
      at('g', [0, 0, 0]),
      at('p', [10, 0, 0], { parentId: 'g' }),
      at('q', [0, 0, 0]),
    ])
    expect(topmost(s, ['p', 'g', 'q']).map((o) => o.id)).toEqual(['g', 'q'])
  })

  test('deleted objects leave the selection; undo does not bring the selection back', () => {
    const { store, ctx } = editor([at('a', [0, 50, 0]), at('b', [200, 50, 0])])
    store.selectMany(['a', 'b'])
    actions.delete.perform(ctx)
    expect(ids(store.get().scene)).toEqual([])
    expect(store.get().selectedIds).toEqual([])
    store.undo()
    expect(ids(store.get().scene)).toEqual(['a', 'b'])
  })
})

describe('several objects change as one step', () => {
  test('a held arrow key moves the whole selection, and one undo puts all of it back', () => {
    const start = [at('a', [0, 50, 0]), at('b', [200, 50, 0]), at('c', [400, 50, 0])]
    const { store, ctx } = editor(start)
    store.selectMany(['a', 'c'])
    actions.moveRight.perform(ctx)
    actions.moveRight.perform(ctx)
    actions.moveRight.perform(ctx)
    store.seal()
    const s = store.get().scene
    expect(find(s, 'a').position).toEqual([300, 50, 0])
    expect(find(s, 'c').position).toEqual([700, 50, 0])
    expect(find(s, 'b').position).toEqual([200, 50, 0])
    expect(store.get().history).toHaveLength(1)
    store.undo()
    expect(store.get().scene).toEqual(scene(start))
  })

  test('a gizmo drag (many updates under one key) is one step; its undo restores every object', () => {
    const start = scene([at('a', [0, 50, 0]), at('b', [200, 50, 0])])
    const { store } = editor(start.objects)
    for (const step of [10, 20, 30]) {
      store.dispatch(
        updateObjects(
          store.get().scene,
          [
            { id: 'a', after: { position: [step, 50, 0] } },
            { id: 'b', after: { position: [200 + step, 50, 0], rotation: [0, step / 100, 0] } },
          ],
          { mergeKey: 'gizmo:a,b', label: 'editor.history.translate' },
        ),
      )
    }
    store.seal()
    expect(store.get().history).toHaveLength(1)
    expect(find(store.get().scene, 'b')).toMatchObject({
      position: [230, 50, 0],
      rotation: [0, 0.3, 0],
    })
    store.undo()
    expect(store.get().scene).toEqual(start)
    store.redo()
    expect(find(store.get().scene, 'a').position).toEqual([30, 50, 0])
  })

  test('typing a width for several boxes sets it on all of them, once in the history', () => {
    const { store } = editor([at('a', [0, 0, 0]), at('b', [0, 0, 0])])
    store.dispatch(
      updateObjects(store.get().scene, [
        { id: 'a', after: { params: { width: 640 } } as Partial<SceneObject> },
        { id: 'b', after: { params: { width: 640 } } as Partial<SceneObject> },
      ]),
    )
    expect(store.get().scene.objects.map((o) => (o.params as { width: number }).width)).toEqual([
      640, 640,
    ])
    expect(store.get().history.map((h) => h.labelValues?.name)).toEqual(['a, b'])
    store.undo()
    expect(store.get().scene.objects.map((o) => (o.params as { width: number }).width)).toEqual([
      100, 100,
    ])
  })
})

describe('group and ungroup', () => {
  test('grouping keeps every part where it stands, selects the group, and undoes in one step', () => {
    const start = [at('a', [0, 50, 0]), at('b', [400, 50, 200]), at('c', [900, 50, 0])]
    const { store, ctx } = editor(start)
    store.selectMany(['a', 'b'])
    actions.group.perform(ctx)
    const s = store.get().scene
    expect(sceneSchema.safeParse(s).success).toBe(true)
    const group = s.objects.find((o) => o.type === 'group')!
    expect(group).toMatchObject({ name: 'Group', position: [200, 50, 100], parentId: null })
    expect(store.get().selectedIds).toEqual([group.id])
    expect(find(s, 'a').parentId).toBe(group.id)
    near(worldTransform(s.objects, 'a').position, [0, 50, 0])
    near(worldTransform(s.objects, 'b').position, [400, 50, 200])
    expect(store.get().history).toHaveLength(1)
    store.undo()
    expect(store.get().scene).toEqual(scene(start))
  })

  test('ungrouping a turned and scaled group leaves its parts where they stood', () => {
    const s0 = scene([at('a', [0, 50, 0]), at('b', [400, 50, 200])])
    const made = groupObjects(s0, ['a', 'b'], 'Table')!
    let s = applyChange(s0, made.change)
    // The group is then turned a quarter and made twice as big.
    s = applyChange(
      s,
      updateObjects(s, [
        { id: made.groupId, after: { rotation: [0, Math.PI / 2, 0], scale: [2, 2, 2] } },
      ]),
    )
    const before = ['a', 'b'].map((id) => worldTransform(s.objects, id))
    const undone = ungroupObjects(s, [made.groupId])!
    const after = applyChange(s, undone.change)
    expect(after.objects.some((o) => o.id === made.groupId)).toBe(false)
    expect(undone.partIds).toEqual(['a', 'b'])
    ;['a', 'b'].forEach((id, i) => {
      const t = worldTransform(after.objects, id)
      near(t.position, before[i]!.position)
      near(t.rotation, before[i]!.rotation)
      near(t.scale, before[i]!.scale)
      expect(find(after, id).parentId).toBeNull()
    })
    const { store } = editor(s.objects)
    store.dispatch(undone.change)
    expect(store.get().scene).toEqual(after)
    store.undo()
    expect(store.get().scene).toEqual(s)
  })

  test('parts of different parents are lifted to the top level where they stand', () => {
    const s0 = scene([
      at('p', [1000, 0, 0], { rotation: [0, Math.PI, 0] }),
      at('a', [100, 50, 0], { parentId: 'p' }),
      at('b', [0, 50, 0]),
    ])
    const made = groupObjects(s0, ['a', 'b'], 'Group')!
    const s = applyChange(s0, made.change)
    expect(find(s, made.groupId).parentId).toBeNull()
    near(worldTransform(s.objects, 'a').position, worldTransform(s0.objects, 'a').position)
    near(worldTransform(s.objects, 'b').position, [0, 50, 0])
  })

  test('ungroup does nothing without a group selected', () => {
    const { store, ctx } = editor([at('a', [0, 0, 0])])
    store.select('a')
    expect(actions.ungroup.enabled(ctx)).toBe(false)
  })
})

describe('align and distribute', () => {
  const bounds = (s: Scene): Map<string, Bounds> =>
    new Map(
      s.objects.map((o) => {
        const w = (o.params as { width: number }).width / 2
        return [
          o.id,
          {
            min: [o.position[0] - w, o.position[1] - 50, o.position[2] - 50],
            max: [o.position[0] + w, o.position[1] + 50, o.position[2] + 50],
          },
        ]
      }),
    )

  test('left edges on the leftmost, middles on the middle, as one step', () => {
    const s = scene([
      box('a', [100, 100, 100], { position: [0, 50, 0] }),
      box('b', [300, 100, 100], { position: [500, 50, 300] }),
    ])
    const left = applyChange(s, alignObjects(s, ['a', 'b'], bounds(s), 0, 'min')!)
    expect(find(left, 'b').position).toEqual([100, 50, 300])
    const middle = applyChange(s, alignObjects(s, ['a', 'b'], bounds(s), 2, 'center')!)
    expect(middle.objects.map((o) => o.position[2])).toEqual([150, 150])
    expect(alignObjects(s, ['a'], bounds(s), 0, 'min')).toBeNull()
  })

  test('a part inside a turned parent moves the right way in its parent', () => {
    const s = scene([
      box('p', [100, 100, 100], { position: [0, 0, 0], rotation: [0, Math.PI, 0] }),
      box('a', [100, 100, 100], { position: [100, 50, 0], parentId: 'p' }),
      box('b', [100, 100, 100], { position: [600, 50, 0] }),
    ])
    // Measured in the scene: 'a' stands at x = -100 (its parent is turned round).
    const b = new Map<string, Bounds>([
      ['a', { min: [-150, 0, -50], max: [-50, 100, 50] }],
      ['b', { min: [550, 0, -50], max: [650, 100, 50] }],
    ])
    const after = applyChange(s, alignObjects(s, ['a', 'b'], b, 0, 'max')!)
    near(worldTransform(after.objects, 'a').position, [600, 50, 0])
  })

  test('distribute leaves the ends and makes the gaps equal', () => {
    const s = scene([
      box('a', [100, 100, 100], { position: [0, 50, 0] }),
      box('b', [200, 100, 100], { position: [150, 50, 0] }),
      box('c', [100, 100, 100], { position: [1000, 50, 0] }),
    ])
    const after = applyChange(s, distributeObjects(s, ['c', 'a', 'b'], bounds(s), 0)!)
    // From -50 to 1050: 1100 long, 400 of objects, two gaps of 350.
    expect(after.objects.map((o) => o.position[0])).toEqual([0, 500, 1000])
    expect(distributeObjects(s, ['a', 'b'], bounds(s), 0)).toBeNull()
  })
})

describe('copy and paste between designs', () => {
  const tableId = '00000000-0000-4000-8000-0000000000aa'
  beforeEach(() => localStorage.clear())

  test('what is copied in one design is pasted into another where it stood, with new ids', () => {
    const source = editor([
      at('g', [1000, 0, 0]),
      at('leg', [100, 50, 0], { parentId: 'g' }),
      at('x', [0, 0, 0]),
    ])
    source.store.selectMany(['leg', 'g'])
    actions.copy.perform(source.ctx)
    expect(source.notes).toEqual(['editor.clipboard.copied'])

    const target = editor([at('leg', [0, 0, 0])], { id: 'd2', companyId: 'c1' })
    actions.paste.perform(target.ctx)
    const s = target.store.get().scene
    expect(s.objects).toHaveLength(3)
    const [, g, leg] = s.objects
    expect(g!.id).not.toBe('g')
    expect(leg!.parentId).toBe(g!.id)
    expect(leg!.name).toBe('leg 2')
    expect(g!.position).toEqual([1000, 0, 0])
    expect(target.store.get().selectedIds).toEqual([g!.id])
    expect(sceneSchema.safeParse(s).success).toBe(true)
    expect(target.store.get().history).toHaveLength(1)
    target.store.undo()
    expect(ids(target.store.get().scene)).toEqual(['leg'])
  })

  test('a part copied out of a group lands where it stood in the scene', () => {
    const s = scene([
      at('g', [1000, 0, 0], { rotation: [0, Math.PI / 2, 0] }),
      at('leg', [100, 50, 0], { parentId: 'g' }),
    ])
    const clip = copyClip(s, ['leg'], { companyId: 'c1', designId: 'd1', components: {} })!
    expect(clip.objects).toHaveLength(1)
    expect(clip.objects[0]!.parentId).toBeNull()
    near(clip.objects[0]!.position, [1000, 50, -100])
  })

  test('pasting into the same design puts the copy a grid step beside the original', () => {
    const { store, ctx } = editor([at('a', [0, 50, 0])])
    store.select('a')
    actions.copy.perform(ctx)
    actions.paste.perform(ctx)
    expect(store.get().scene.objects[1]!.position).toEqual([100, 50, 100])
  })

  test("another company's copy, a component holding this design, or nothing copied: refused with a reason", () => {
    const other: Clip = {
      version: 1,
      companyId: 'c2',
      designId: 'dx',
      objects: [at('a', [0, 0, 0])],
      components: {},
    }
    expect(
      pasteClip(scene([]), other, { companyId: 'c1', designId: 'd1', components: {} }),
    ).toEqual({
      refused: 'otherCompany',
    })
    // The copied table places a component that places the design being pasted into.
    const inner = scene([place('i', '00000000-0000-4000-8000-0000000000d1')])
    const cyclic: Clip = {
      version: 1,
      companyId: 'c1',
      designId: 'dx',
      objects: [place('t', tableId)],
      components: { [tableId]: inner },
    }
    expect(
      pasteClip(scene([]), cyclic, {
        companyId: 'c1',
        designId: '00000000-0000-4000-8000-0000000000d1',
        components: {},
      }),
    ).toEqual({ refused: 'cycle' })

    const { ctx, notes } = editor([])
    actions.paste.perform(ctx)
    expect(notes).toEqual(['editor.clipboard.empty'])
    clipboardStorage.write(other)
    actions.paste.perform(ctx)
    expect(notes).toEqual(['editor.clipboard.empty', 'editor.clipboard.otherCompany'])
  })

  test('a copy that is not one (edited by hand, an old format) reads as nothing copied', () => {
    localStorage.setItem('designer.editor-clipboard', '{"version":1,"objects":[{"id":"<script>"}]}')
    expect(clipboardStorage.read()).toBeNull()
  })
})

describe('snapping to other objects', () => {
  const cube = (min: Vec3, size = 100): Bounds => ({
    min,
    max: [min[0] + size, min[1] + size, min[2] + size],
  })

  test('a box dropped near the top of another comes to rest on it, and flush with its side', () => {
    const leg = cube([0, 0, 0])
    // Hovering 12 above and 7 to the right of the leg.
    const { by, targets } = snapBox(cube([7, 112, 0]), [leg], 20)
    expect(by).toEqual([-7, -12, 0])
    expect(targets).toEqual([0])
  })

  test('too far, or not facing each other across the other axes: no snap', () => {
    expect(snapBox(cube([0, 150, 0]), [cube([0, 0, 0])], 20).by).toEqual([0, 0, 0])
    // Level with it but a metre away in depth: its top is not under the box.
    expect(snapBox(cube([0, 105, 1000]), [cube([0, 0, 0])], 20).by).toEqual([0, 0, 0])
  })

  test('dragged along one axis, it snaps along that axis only', () => {
    expect(snapBox(cube([7, 112, 0]), [cube([0, 0, 0])], 20, [0]).by).toEqual([-7, 0, 0])
  })

  test('the nearest of several wins on each axis', () => {
    const { by, targets } = snapBox(cube([205, 0, 0]), [cube([0, 0, 0]), cube([300, 0, 0])], 20)
    // Against the second one's near side (5 away) rather than another 95 away.
    expect(by[0]).toBe(-5)
    expect(targets).toEqual([1])
  })
})
