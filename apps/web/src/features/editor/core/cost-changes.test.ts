import {
  DEFAULT_SCENE,
  type ExtraCostLine,
  type Scene,
  type SceneObject,
  sceneSchema,
} from '@designer/contract'
import { testBox } from '@designer/contract/testing'
import { describe, expect, test, vi } from 'vitest'
import {
  addCostLine,
  removeCostLine,
  setLabourHours,
  setMaterial,
  updateCostLine,
  updateObject,
} from './changes'
import { estimateObjectCost } from './cost-estimate'
import { createEditorStore } from './editor-store'
import { applyChange, memoryServer, testEditor } from './testing'

const OAK = '00000000-0000-4000-8000-00000000a001'
const PINE = '00000000-0000-4000-8000-00000000a002'
const HOURS = '00000000-0000-4000-8000-00000000a003'

const box = (id: string, over: Partial<SceneObject> = {}) =>
  testBox(id, { params: { width: 1000, height: 18, depth: 500 }, ...over } as Partial<SceneObject>)
const instance: SceneObject = {
  ...box('leg'),
  type: 'component',
  params: { designId: '00000000-0000-4000-8000-00000000d001' },
} as SceneObject
const scene = (objects: SceneObject[] = [], costLines?: ExtraCostLine[]): Scene => ({
  ...DEFAULT_SCENE,
  objects,
  ...(costLines ? { costLines } : {}),
})

/** An editor over a scene, and its scene now. */
function editorOf(start: Scene) {
  const store = testEditor(start)
  return { store, now: () => store.get().scene }
}

describe('the material of an object', () => {
  test('is set, undone and redone as one history step', () => {
    const start = scene([box('top'), box('side')])
    const { store, now } = editorOf(start)
    store.dispatch(setMaterial(now(), 'top', OAK))
    expect(now().objects[0]!.supplierItemId).toBe(OAK)
    expect(now().objects[1]).toEqual(start.objects[1])
    expect(store.get().history).toEqual([
      { label: 'editor.history.material', labelValues: { name: 'top' }, applied: true },
    ])

    store.undo()
    // Exactly as before: the field is gone again, not left as undefined.
    expect(now()).toEqual(start)
    expect('supplierItemId' in now().objects[0]!).toBe(false)
    expect(JSON.stringify(now())).toBe(JSON.stringify(start))

    store.redo()
    expect(now().objects[0]!.supplierItemId).toBe(OAK)
  })

  test('changing and clearing it undo back to the item before', () => {
    const start = scene([box('top', { supplierItemId: OAK })])
    const { store, now } = editorOf(start)
    store.dispatch(setMaterial(now(), 'top', PINE))
    store.dispatch(setMaterial(now(), 'top', null))
    expect(now().objects[0]!.supplierItemId).toBeNull()
    expect(sceneSchema.safeParse(now()).success).toBe(true)
    store.undo()
    expect(now().objects[0]!.supplierItemId).toBe(PINE)
    store.undo()
    expect(now()).toEqual(start)
    expect(store.get().canUndo).toBe(false)
  })

  test('two changes in a row stay two steps (a material choice never merges)', () => {
    const { store, now } = editorOf(scene([box('top')]))
    store.dispatch(setMaterial(now(), 'top', OAK))
    store.dispatch(setMaterial(now(), 'top', PINE))
    expect(store.get().history).toHaveLength(2)
    store.undo()
    expect(now().objects[0]!.supplierItemId).toBe(OAK)
  })

  test('a component instance has none of its own', () => {
    expect(() => setMaterial(scene([instance]), 'leg', OAK)).toThrow()
  })

  test('hours of work are their own step and keep the material', () => {
    const start = scene([box('assembly', { supplierItemId: HOURS })])
    const { store, now } = editorOf(start)
    store.dispatch(setLabourHours(now(), 'assembly', 2.5))
    expect(now().objects[0]).toMatchObject({ supplierItemId: HOURS, labourHours: 2.5 })
    expect(store.get().history[0]!.label).toBe('editor.history.hours')
    store.undo()
    expect(now()).toEqual(start)
    expect('labourHours' in now().objects[0]!).toBe(false)
  })

  test('goes to the server as operations, its undo too', async () => {
    vi.useFakeTimers()
    const server = memoryServer(scene([box('top')]))
    const store = createEditorStore({
      scene: server.scene,
      version: 1,
      coEdit: server.transport('tab-materials'),
    })
    store.dispatch(setMaterial(store.get().scene, 'top', OAK))
    expect(store.get()).toMatchObject({ canUndo: true, saveState: 'unsaved' })
    await vi.runAllTimersAsync()
    expect(server.scene.objects[0]!.supplierItemId).toBe(OAK)
    expect(store.get()).toMatchObject({ saveState: 'saved', version: 2 })

    store.undo()
    expect(store.get().scene.objects[0]!.supplierItemId).toBeUndefined()
    await vi.runAllTimersAsync()
    expect(server.sent.at(-1)!.ops).toEqual([{ op: 'set', id: 'top', key: 'supplierItemId' }])
    expect(server.scene.objects[0]).not.toHaveProperty('supplierItemId')
    store.redo()
    expect(store.get().scene.objects[0]!.supplierItemId).toBe(OAK)
    store.dispose()
    vi.useRealTimers()
  })
})

describe('extra cost lines', () => {
  const screws: ExtraCostLine = { id: 'c1', supplierItemId: PINE, quantity: 12, note: 'Screws' }

  test('add, change and remove, each undone exactly', () => {
    const start = scene([box('top')])
    const { store, now } = editorOf(start)
    store.dispatch(addCostLine(now(), screws))
    expect(now().costLines).toEqual([screws])
    store.dispatch(updateCostLine(now(), 'c1', { quantity: 16 }))
    expect(now().costLines![0]).toEqual({ ...screws, quantity: 16 })
    store.dispatch(removeCostLine(now(), 'c1'))
    expect(now()).not.toHaveProperty('costLines')
    expect(store.get().history.map((e) => e.label)).toEqual([
      'editor.history.addCost',
      'editor.history.changeCost',
      'editor.history.removeCost',
    ])

    store.undo()
    expect(now().costLines).toEqual([{ ...screws, quantity: 16 }])
    store.undo()
    expect(now().costLines).toEqual([screws])
    store.undo()
    expect(now()).toEqual(start)
    expect(now()).not.toHaveProperty('costLines')
  })

  test('a removed line comes back in its place', () => {
    const other = { ...screws, id: 'c2', note: 'Glue' }
    const last = { ...screws, id: 'c3', note: 'Assembly' }
    const start = scene([], [screws, other, last])
    const { store, now } = editorOf(start)
    store.dispatch(removeCostLine(now(), 'c2'))
    expect(now().costLines!.map((l) => l.id)).toEqual(['c1', 'c3'])
    store.undo()
    expect(now()).toEqual(start)
  })
})

describe('the estimate beside the material', () => {
  const sheet = {
    unit: 'm2' as const,
    densityKgM3: null,
    unitCost: { amount: 2400, currency: 'EUR' },
    wastePercent: 10,
  }

  test('follows the geometry and the scale of the object and its parents', () => {
    const group = box('group', { scale: [2, 1, 1] })
    const top = box('top', { parentId: 'group' })
    const s = scene([group, top])
    // 1000 × 500 mm, twice as wide through the parent: 1 m², + 10 % waste.
    expect(estimateObjectCost(s, top, sheet)).toEqual({
      quantity: 1,
      quantityWithWaste: 1.1,
      cost: { amount: 2640, currency: 'EUR' },
    })
  })

  test('needs the hours for an item counted by the hour', () => {
    const work = { ...sheet, unit: 'hour' as const, wastePercent: 0 }
    const s = scene([box('a')])
    expect(estimateObjectCost(s, s.objects[0]!, work)).toBeNull()
    const withHours = applyChange(s, updateObject(s, 'a', { labourHours: 1.5 }))
    expect(estimateObjectCost(withHours, withHours.objects[0]!, work)?.cost).toEqual({
      amount: 3600,
      currency: 'EUR',
    })
  })
})
