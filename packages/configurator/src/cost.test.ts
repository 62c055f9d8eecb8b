import type { SceneObject } from '@designer/contract'
import { expect, test } from 'vitest'
import { type CostDesign, type CostItem, cutList, lineAmount, rollUpCost } from './cost'
import { box, place, scene } from './scene-fixtures'

const item = (id: string, fields: Partial<CostItem>): CostItem => ({
  id,
  name: id,
  code: '',
  supplierId: '00000000-0000-4000-8000-000000000001',
  supplierName: 'Timber & Co',
  supplierStatus: 'active',
  materialType: 'other',
  unit: 'piece',
  unitCost: { amount: 0, currency: 'EUR' },
  costSince: '2026-11-01',
  wastePercent: 0,
  densityKgM3: null,
  ...fields,
})
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const ITEMS = {
  oak: item(uuid(11), {
    unit: 'm2',
    materialType: 'sheet',
    unitCost: { amount: 4550, currency: 'EUR' },
    wastePercent: 10,
  }),
  steel: item(uuid(12), {
    unit: 'm',
    materialType: 'linear',
    unitCost: { amount: 1299, currency: 'EUR' },
  }),
  screw: item(uuid(13), {
    unit: 'piece',
    materialType: 'hardware',
    unitCost: { amount: 12, currency: 'EUR' },
  }),
  oil: item(uuid(14), {
    unit: 'kg',
    materialType: 'finish',
    densityKgM3: 900,
    unitCost: { amount: 800, currency: 'EUR' },
    wastePercent: 5,
  }),
  labour: item(uuid(15), {
    unit: 'hour',
    materialType: 'labour',
    unitCost: { amount: 3500, currency: 'EUR' },
  }),
}

const design = (
  id: string,
  name: string,
  objects: SceneObject[],
  costLines: CostDesign['scene']['costLines'] = [],
): CostDesign => ({
  id,
  name,
  scene: scene(objects, costLines),
})

// Three levels: a table places legs, and each leg places a foot.
const FOOT = design(uuid(3), 'Foot', [
  box('foot', [40, 30, 40], { supplierItemId: ITEMS.steel.id }),
])
const LEG = design(
  uuid(2),
  'Leg',
  [box('post', [50, 700, 50], { supplierItemId: ITEMS.steel.id }), place('foot-1', FOOT.id)],
  [{ id: 'screws', supplierItemId: ITEMS.screw.id, quantity: 4, note: 'Screws' }],
)
const TABLE = design(uuid(1), 'Table', [
  box('top', [1600, 30, 900], { supplierItemId: ITEMS.oak.id }),
  place('leg-1', LEG.id),
  place('leg-2', LEG.id),
  place('leg-3', LEG.id),
  place('leg-short', LEG.id, { scale: [1, 0.5, 1] }),
  box('oil-coat', [1000, 10, 100], { supplierItemId: ITEMS.oil.id }),
  box('assembly', [10, 10, 10], { supplierItemId: ITEMS.labour.id, labourHours: 2.5 }),
  box('spare', [500, 18, 500], { supplierItemId: ITEMS.oak.id, visible: false }),
  box('glass', [600, 6, 400]),
])
const sources = (...designs: CostDesign[]) => ({
  design: (id: string) => designs.find((d) => d.id === id),
  item: (id: string) => Object.values(ITEMS).find((i) => i.id === id),
})
const options = { today: '2026-11-23', staleDays: 180 }

test('a three-level design costs what a hand calculation says, to the cent', () => {
  const cost = rollUpCost(TABLE, sources(TABLE, LEG, FOOT), options)
  const byObject = (id: string) =>
    cost.lines.filter((l) => l.objectId === id).map((l) => l.lineCost.amount)

  // Top: 1.6 m × 0.9 m = 1.44 m², +10 % waste, at €45.50: 4550 × 1.44 × 1.1 = 7207.2 → 7207.
  expect(byObject('top')).toEqual([7207])
  // Posts: 0.7 m at €12.99 = 909.3 → 909, three times; the short leg's is 0.35 m: 454.65 → 455.
  expect(byObject('post')).toEqual([909, 909, 909, 455])
  // Feet: 0.04 m at €12.99 = 51.96 → 52, under every leg (the short one's foot is as wide).
  expect(byObject('foot')).toEqual([52, 52, 52, 52])
  // Four screws per leg at €0.12.
  expect(byObject('screws')).toEqual([48, 48, 48, 48])
  // Oil: 1 l = 0.9 kg at €8, +5 %: 800 × 0.9 × 1.05 = 756.
  expect(byObject('oil-coat')).toEqual([756])
  // 2.5 hours at €35.
  expect(byObject('assembly')).toEqual([8750])

  expect(cost.totals).toEqual([{ amount: 20_295, currency: 'EUR' }])
  expect(cost.labour).toEqual([{ amount: 8750, currency: 'EUR' }])
  expect(cost.material).toEqual([{ amount: 11_545, currency: 'EUR' }])
  // The hidden spare is not built; the glass has no material.
  expect(cost.missing).toEqual([
    { objectId: 'glass', objectName: 'glass', path: [], reason: 'no_material' },
  ])
  expect(cost.flags).toEqual({
    missingMaterial: true,
    stalePrice: false,
    mixedCurrencies: false,
    inactiveSupplier: false,
  })
  // A foot says which instances it came through, outermost first.
  const shortFoot = cost.lines.filter((l) => l.objectId === 'foot')[3]!
  expect(shortFoot.path.map((s) => s.objectId)).toEqual(['leg-short', 'foot-1'])
  expect(shortFoot.path.map((s) => s.designName)).toEqual(['Leg', 'Foot'])
})

test('quantities follow the unit: sheet area, length, volume, weight', () => {
  const cost = rollUpCost(TABLE, sources(TABLE, LEG, FOOT), options)
  const top = cost.lines.find((l) => l.objectId === 'top')!
  expect([top.quantity, top.quantityWithWaste, top.size]).toEqual([1.44, 1.584, [1600, 900, 30]])
  const shortPost = cost.lines.filter((l) => l.objectId === 'post')[3]!
  expect([shortPost.quantity, shortPost.size]).toEqual([0.35, [350, 50, 50]])
  expect(cost.lines.find((l) => l.objectId === 'oil-coat')!.quantity).toBe(0.9)
})

test('halves round up, once per line, in integers', () => {
  expect(lineAmount(1299, 0.35, 0)).toBe(455)
  expect(lineAmount(1, 0.5, 0)).toBe(1)
  expect(lineAmount(1, 0.4999, 0)).toBe(0)
  // Floating point would make 0.1 + 0.2 wrong; integers do not: 10 × 0.3 m = 3.
  expect(lineAmount(10, 0.1 + 0.2, 0)).toBe(3)
  // Amounts far beyond 2^53 / 10^8 stay exact.
  expect(lineAmount(9_000_000_000_000, 1, 0)).toBe(9_000_000_000_000)
})

test('a component that places itself, through another, is reported once and the walk ends', () => {
  const a = design(uuid(21), 'A', [
    place('b', uuid(22)),
    box('a-part', [100, 100, 100], { supplierItemId: ITEMS.screw.id }),
  ])
  const b = design(uuid(22), 'B', [place('a', uuid(21))])
  const cost = rollUpCost(a, sources(a, b), options)
  expect(cost.missing).toEqual([
    {
      objectId: 'a',
      objectName: 'a',
      path: [{ objectId: 'b', name: 'b', designId: uuid(22), designName: 'B' }],
      reason: 'cycle',
    },
  ])
  expect(cost.totals).toEqual([{ amount: 12, currency: 'EUR' }])
})

test('currencies are never added together; old prices and archived suppliers are flagged', () => {
  const usd = item(uuid(31), {
    unit: 'piece',
    unitCost: { amount: 500, currency: 'USD' },
    costSince: '2025-01-01',
    supplierStatus: 'archived',
  })
  const d = design(uuid(30), 'Mixed', [
    box('eur', [10, 10, 10], { supplierItemId: ITEMS.screw.id }),
    box('usd', [10, 10, 10], { supplierItemId: usd.id }),
    place('gone', uuid(99)),
    box('no-hours', [10, 10, 10], { supplierItemId: ITEMS.labour.id }),
  ])
  const cost = rollUpCost(
    d,
    {
      design: () => undefined,
      item: (id) =>
        id === usd.id
          ? usd
          : ITEMS.screw.id === id
            ? ITEMS.screw
            : ITEMS.labour.id === id
              ? ITEMS.labour
              : undefined,
    },
    options,
  )
  expect(cost.totals).toEqual([
    { amount: 12, currency: 'EUR' },
    { amount: 500, currency: 'USD' },
  ])
  expect(cost.flags).toEqual({
    missingMaterial: true,
    stalePrice: true,
    mixedCurrencies: true,
    inactiveSupplier: true,
  })
  expect(cost.missing.map((m) => m.reason)).toEqual(['component_missing', 'no_hours'])
})

test('the cut list counts identical sheet and board parts together', () => {
  const cost = rollUpCost(TABLE, sources(TABLE, LEG, FOOT), options)
  expect(cutList(cost)).toEqual([
    {
      itemName: ITEMS.oak.id,
      itemCode: '',
      supplierName: 'Timber & Co',
      size: [1600, 900, 30],
      quantity: 1,
    },
    {
      itemName: ITEMS.steel.id,
      itemCode: '',
      supplierName: 'Timber & Co',
      size: [700, 50, 50],
      quantity: 3,
    },
    {
      itemName: ITEMS.steel.id,
      itemCode: '',
      supplierName: 'Timber & Co',
      size: [40, 40, 30],
      quantity: 3,
    },
    {
      itemName: ITEMS.steel.id,
      itemCode: '',
      supplierName: 'Timber & Co',
      size: [350, 50, 50],
      quantity: 1,
    },
    {
      itemName: ITEMS.steel.id,
      itemCode: '',
      supplierName: 'Timber & Co',
      size: [40, 40, 15],
      quantity: 1,
    },
  ])
})

test('a group costs nothing itself; its parts count at its scale, and hiding it hides them', () => {
  const group = {
    ...box('legs', [1, 1, 1]),
    type: 'group',
    params: {},
    scale: [1, 2, 1],
  } as SceneObject
  const grouped = design(uuid(4), 'Stool', [
    group,
    box('post', [50, 700, 50], { supplierItemId: ITEMS.steel.id, parentId: 'legs' }),
  ])
  const cost = rollUpCost(grouped, sources(grouped), options)
  expect(cost.missing).toEqual([])
  // 0.7 m made twice as tall by the group: 1.4 m at €12.99 = 1818.6 → 1819.
  expect(cost.lines.map((l) => [l.objectId, l.lineCost.amount])).toEqual([['post', 1819]])
  const hidden = design(uuid(5), 'Stool', [
    { ...group, visible: false },
    ...grouped.scene.objects.slice(1),
  ])
  expect(rollUpCost(hidden, sources(hidden), options).lines).toEqual([])
})

test('each instance costs its parts as its own parameter values size them', () => {
  const leg: CostDesign = {
    ...design(uuid(6), 'Leg', [box('post', [50, 700, 50], { supplierItemId: ITEMS.steel.id })]),
  }
  leg.scene.parameters = [
    {
      id: 'height',
      name: 'Height',
      min: 100,
      max: 1200,
      default: 700,
      bindings: [{ objectId: 'post', target: 'params.height', formula: 'height' }],
    },
  ]
  const stool = design(uuid(7), 'Stool', [
    place('short', leg.id, {
      params: { designId: leg.id, values: { height: 450 } },
    } as Partial<SceneObject>),
    place('usual', leg.id),
  ])
  const cost = rollUpCost(stool, sources(stool, leg), options)
  // 0.45 m and 0.7 m of steel at €12.99: 584.55 → 585 and 909.3 → 909.
  expect(cost.lines.map((l) => l.lineCost.amount)).toEqual([585, 909])
})
