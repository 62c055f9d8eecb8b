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
  removeCostLineCommand,
  setLabourHours,
  setMaterial,
  updateCostLine,
  updateObject,
} from './commands'
import { estimateObjectCost } from './cost-estimate'
import { createEditorStore, type SaveResult } from './editor-store'
import { createHistory } from './history'

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

describe('the material of an object', () => {
  test('is set, undone and redone as one history step', () => {
    const h = createHistory()
    const start = scene([box('top'), box('side')])
    let s = h.execute(start, setMaterial(start, 'top', OAK))
    expect(s.objects[0]!.supplierItemId).toBe(OAK)
    expect(s.objects[1]).toEqual(start.objects[1])
    expect(h.entries()).toEqual([
      { label: 'editor.history.material', labelValues: { name: 'top' }, applied: true },
    ])

    s = h.undo(s)!
    // Exactly as before: the field is gone again, not left as undefined.
    expect(s).toEqual(start)
    expect('supplierItemId' in s.objects[0]!).toBe(false)
    expect(JSON.stringify(s)).toBe(JSON.stringify(start))

    s = h.redo(s)!
    expect(s.objects[0]!.supplierItemId).toBe(OAK)
  })

  test('changing and clearing it undo back to the item before', () => {
    const h = createHistory()
    const start = scene([box('top', { supplierItemId: OAK })])
    let s = h.execute(start, setMaterial(start, 'top', PINE))
    s = h.execute(s, setMaterial(s, 'top', null))
    expect(s.objects[0]!.supplierItemId).toBeNull()
    expect(sceneSchema.safeParse(s).success).toBe(true)
    s = h.undo(s)!
    expect(s.objects[0]!.supplierItemId).toBe(PINE)
    s = h.undo(s)!
    expect(s).toEqual(start)
    expect(h.canUndo).toBe(false)
  })

  test('two changes in a row stay two steps (a material choice never merges)', () => {
    const h = createHistory()
    const start = scene([box('top')])
    let s = h.execute(start, setMaterial(start, 'top', OAK))
    s = h.execute(s, setMaterial(s, 'top', PINE))
    expect(h.entries()).toHaveLength(2)
    expect(h.undo(s)!.objects[0]!.supplierItemId).toBe(OAK)
  })

  test('a component instance has none of its own', () => {
    expect(() => setMaterial(scene([instance]), 'leg', OAK)).toThrow()
  })

  test('hours of work are their own step and keep the material', () => {
    const h = createHistory()
    const start = scene([box('assembly', { supplierItemId: HOURS })])
    let s = h.execute(start, setLabourHours(start, 'assembly', 2.5))
    expect(s.objects[0]).toMatchObject({ supplierItemId: HOURS, labourHours: 2.5 })
    expect(h.entries()[0]!.label).toBe('editor.history.hours')
    s = h.undo(s)!
    expect(s).toEqual(start)
    expect('labourHours' in s.objects[0]!).toBe(false)
  })

  test('goes through the store: undo, redo and the next save carry it', async () => {
    vi.useFakeTimers()
    const saved: Scene[] = []
    const save = vi.fn(async (version: number, s: Scene): Promise<SaveResult> => {
      saved.push(s)
      return { ok: true, version: version + 1 }
    })
    const store = createEditorStore({
      scene: scene([box('top')]),
      version: 1,
      save,
      debounceMs: 100,
    })
    store.dispatch(setMaterial(store.get().scene, 'top', OAK))
    expect(store.get()).toMatchObject({ canUndo: true, saveState: 'unsaved' })
    await vi.advanceTimersByTimeAsync(100)
    expect(saved.at(-1)!.objects[0]!.supplierItemId).toBe(OAK)
    expect(store.get()).toMatchObject({ saveState: 'saved', version: 2 })

    store.undo()
    expect(store.get().scene.objects[0]!.supplierItemId).toBeUndefined()
    await vi.advanceTimersByTimeAsync(100)
    expect(saved.at(-1)!.objects[0]).not.toHaveProperty('supplierItemId')
    store.redo()
    expect(store.get().scene.objects[0]!.supplierItemId).toBe(OAK)
    store.dispose()
    vi.useRealTimers()
  })
})

describe('extra cost lines', () => {
  const screws: ExtraCostLine = { id: 'c1', supplierItemId: PINE, quantity: 12, note: 'Screws' }

  test('add, change and remove, each undone exactly', () => {
    const h = createHistory()
    const start = scene([box('top')])
    let s = h.execute(start, addCostLine(start, screws))
    expect(s.costLines).toEqual([screws])
    s = h.execute(s, updateCostLine(s, 'c1', { quantity: 16 }))
    expect(s.costLines![0]).toEqual({ ...screws, quantity: 16 })
    s = h.execute(s, removeCostLineCommand(s, 'c1'))
    expect(s).not.toHaveProperty('costLines')
    expect(h.entries().map((e) => e.label)).toEqual([
      'editor.history.addCost',
      'editor.history.changeCost',
      'editor.history.removeCost',
    ])

    s = h.undo(s)!
    expect(s.costLines).toEqual([{ ...screws, quantity: 16 }])
    s = h.undo(s)!
    expect(s.costLines).toEqual([screws])
    s = h.undo(s)!
    expect(s).toEqual(start)
    expect(s).not.toHaveProperty('costLines')
  })

  test('a removed line comes back in its place', () => {
    const other = { ...screws, id: 'c2', note: 'Glue' }
    const last = { ...screws, id: 'c3', note: 'Assembly' }
    const h = createHistory()
    const start = scene([], [screws, other, last])
    let s = h.execute(start, removeCostLineCommand(start, 'c2'))
    expect(s.costLines!.map((l) => l.id)).toEqual(['c1', 'c3'])
    s = h.undo(s)!
    expect(s).toEqual(start)
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
    const withHours = updateObject(s, 'a', { labourHours: 1.5 }).apply(s)
    expect(estimateObjectCost(withHours, withHours.objects[0]!, work)?.cost).toEqual({
      amount: 3600,
      currency: 'EUR',
    })
  })
})
