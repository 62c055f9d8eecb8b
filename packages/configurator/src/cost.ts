import type {
  CostFlags,
  CostLine,
  CostMissing,
  CostPathStep,
  DesignCost,
  MaterialType,
  Money,
  Scene,
  SceneObject,
  SupplierStatus,
  SupplyUnit,
} from '@designer/contract'
import { applyParameters } from './bindings'

/**
 * What a design costs to make: its bill of materials, rolled up through every component it
 * places (and their components), priced from the supplier items its objects are made of.
 * Plain TypeScript: the API answers with it and the browser can run the same code.
 *
 * The rules (docs/decisions/019-suppliers-and-costs.md):
 * - An object's quantity follows from its geometry and its item's unit: piece 1; m the longest
 *   extent; m2 the two largest extents multiplied (a sheet part); m3 the volume; kg the volume
 *   times the item's density; hour the hours entered on the object. Scale multiplies the
 *   extents, per axis, through parents and component instances.
 * - Quantities are rounded to 4 decimals of their unit (0.1 mm, 1 cm², 0.1 l, 0.1 g).
 * - A line costs unit cost × quantity × (1 + waste), computed in integers and rounded once, to
 *   the nearest minor unit, halves up. Totals are exact sums of lines, one per currency.
 * - Hidden objects and hidden component instances are not built, so they cost nothing.
 */

export type CostItem = {
  id: string
  name: string
  code: string
  supplierId: string
  supplierName: string
  supplierStatus: SupplierStatus
  materialType: MaterialType
  unit: SupplyUnit
  unitCost: Money
  /** When the current cost took effect, `YYYY-MM-DD`. */
  costSince: string
  wastePercent: number
  densityKgM3: number | null
}

export type CostDesign = { id: string; name: string; scene: Scene }

export type CostSources = {
  /** A design the roll-up may enter: the root's components, and theirs. */
  design: (id: string) => CostDesign | undefined
  item: (id: string) => CostItem | undefined
}

export type CostOptions = {
  /** Today, `YYYY-MM-DD`, and how old a cost may be before it is flagged. */
  today: string
  staleDays: number
}

/** Components inside components deeper than this are treated as a cycle. */
const MAX_DEPTH = 32
const QUANTITY_DECIMALS = 10_000

type Vec3 = [number, number, number]

/** The object's extent along each of its own axes (millimetres), before scale. */
function extentOf(object: SceneObject): Vec3 | null {
  const p = object.params as Record<string, number>
  switch (object.type) {
    case 'box':
      return [p.width!, p.height!, p.depth!]
    case 'cylinder':
    case 'cone':
      return [2 * p.radius!, p.height!, 2 * p.radius!]
    case 'sphere':
      return [2 * p.radius!, 2 * p.radius!, 2 * p.radius!]
    case 'torus': {
      // three.js lays a torus in its XY plane.
      const outer = 2 * (p.radius! + p.tube!)
      return [outer, outer, 2 * p.tube!]
    }
    case 'plane':
      return [p.width!, 0, p.depth!]
    default:
      return null
  }
}

/** The object's volume in mm³, scaled per axis. */
function volumeOf(object: SceneObject, scale: Vec3): number {
  const p = object.params as Record<string, number>
  const s = scale[0] * scale[1] * scale[2]
  switch (object.type) {
    case 'box':
      return p.width! * p.height! * p.depth! * s
    case 'cylinder':
      return Math.PI * p.radius! ** 2 * p.height! * s
    case 'cone':
      return (Math.PI * p.radius! ** 2 * p.height! * s) / 3
    case 'sphere':
      return (4 / 3) * Math.PI * p.radius! ** 3 * s
    case 'torus':
      return 2 * Math.PI ** 2 * p.radius! * p.tube! ** 2 * s
    default:
      return 0
  }
}

const roundQuantity = (q: number) => Math.round(q * QUANTITY_DECIMALS) / QUANTITY_DECIMALS

/**
 * How much of an item an object takes, in the item's unit, before waste. `null` when the unit
 * needs something the object does not say (hours of work).
 */
export function objectQuantity(
  object: SceneObject,
  item: Pick<CostItem, 'unit' | 'densityKgM3'>,
  scale: Vec3,
): number | null {
  const extent = extentOf(object)
  if (!extent) return null
  const sized = extent.map((e, i) => e * scale[i]!).sort((a, b) => b - a) as Vec3
  switch (item.unit) {
    case 'piece':
      return 1
    case 'm':
      return roundQuantity(sized[0] / 1000)
    case 'm2':
      return roundQuantity((sized[0] * sized[1]) / 1_000_000)
    case 'm3':
      return roundQuantity(volumeOf(object, scale) / 1e9)
    case 'kg':
      return roundQuantity((volumeOf(object, scale) / 1e9) * (item.densityKgM3 ?? 0))
    case 'hour':
      return object.labourHours ? roundQuantity(object.labourHours) : null
  }
}

/**
 * unit cost × quantity × (1 + waste) in minor units, rounded once, halves up. The quantity has
 * 4 decimals and the waste 2 (basis points), so the product is an exact integer fraction.
 */
export function lineAmount(unitCost: number, quantity: number, wastePercent: number): number {
  const q = BigInt(Math.round(quantity * QUANTITY_DECIMALS))
  const w = BigInt(10_000 + Math.round(wastePercent * 100))
  const numerator = BigInt(unitCost) * q * w
  const denominator = BigInt(QUANTITY_DECIMALS) * 10_000n
  return Number((2n * numerator + denominator) / (2n * denominator))
}

export const withWaste = (quantity: number, wastePercent: number) =>
  roundQuantity(quantity * (1 + wastePercent / 100))

export const isLabour = (line: Pick<CostLine, 'unit' | 'materialType'>) =>
  line.unit === 'hour' || line.materialType === 'labour'

/** Amounts grouped by currency, in the order the currencies first appear. */
export function sumByCurrency(amounts: readonly Money[]): Money[] {
  const sums = new Map<string, number>()
  for (const m of amounts) sums.set(m.currency, (sums.get(m.currency) ?? 0) + m.amount)
  return [...sums].map(([currency, amount]) => ({ amount, currency }))
}

function daysBetween(from: string, to: string) {
  return Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000)
}

const multiply = (a: Vec3, b: readonly number[]): Vec3 => [a[0] * b[0]!, a[1] * b[1]!, a[2] * b[2]!]

/** The bill of materials and cost of one design. */
export function rollUpCost(
  root: CostDesign,
  sources: CostSources,
  options: CostOptions,
): DesignCost {
  const lines: CostLine[] = []
  const missing: CostMissing[] = []
  const itemsUsed = new Map<string, CostItem>()

  function walk(design: CostDesign, path: CostPathStep[], outerScale: Vec3, stack: string[]) {
    const byId = new Map(design.scene.objects.map((o) => [o.id, o]))
    // An object's own scale times its parents' within this scene.
    const scaleOf = (object: SceneObject): Vec3 => {
      let scale = multiply(outerScale, object.scale)
      let parent = object.parentId ? byId.get(object.parentId) : undefined
      for (let guard = 0; parent && guard < 64; guard++) {
        scale = multiply(scale, parent.scale)
        parent = parent.parentId ? byId.get(parent.parentId) : undefined
      }
      return scale
    }
    const shown = (object: SceneObject) => {
      let current: SceneObject | undefined = object
      for (let guard = 0; current && guard < 64; guard++) {
        if (!current.visible) return false
        current = current.parentId ? byId.get(current.parentId) : undefined
      }
      return true
    }
    const report = (object: { id: string; name: string }, reason: CostMissing['reason']) =>
      missing.push({ objectId: object.id, objectName: object.name, path, reason })

    for (const object of design.scene.objects) {
      // A group is made of nothing: its parts are counted, at its scale.
      if (!shown(object) || object.type === 'group') continue
      if (object.type === 'component') {
        const inner = sources.design(object.params.designId)
        if (!inner) {
          report(object, 'component_missing')
          continue
        }
        if (stack.includes(inner.id) || stack.length >= MAX_DEPTH) {
          report(object, 'cycle')
          continue
        }
        const step = {
          objectId: object.id,
          name: object.name,
          designId: inner.id,
          designName: inner.name,
        }
        // The component as this instance sets its parameters.
        const placed = { ...inner, scene: applyParameters(inner.scene, object.params.values).scene }
        walk(placed, [...path, step], scaleOf(object), [...stack, inner.id])
        continue
      }
      if (!object.supplierItemId) {
        report(object, 'no_material')
        continue
      }
      const item = sources.item(object.supplierItemId)
      if (!item) {
        report(object, 'unknown_item')
        continue
      }
      const scale = scaleOf(object)
      const quantity = objectQuantity(object, item, scale)
      if (quantity === null) {
        report(object, 'no_hours')
        continue
      }
      const extent = extentOf(object)!
      const size = extent.map((e, i) => roundQuantity(e * scale[i]!)).sort((a, b) => b - a)
      lines.push(line(item, object, path, 'geometry', quantity, size as Vec3))
    }
    for (const extra of design.scene.costLines ?? []) {
      const item = sources.item(extra.supplierItemId)
      const named = { id: extra.id, name: extra.note || extra.id }
      if (!item) {
        report(named, 'unknown_item')
        continue
      }
      lines.push(line(item, named, path, 'extra', roundQuantity(extra.quantity), null))
    }
  }

  function line(
    item: CostItem,
    object: { id: string; name: string },
    path: CostPathStep[],
    source: CostLine['source'],
    quantity: number,
    size: Vec3 | null,
  ): CostLine {
    itemsUsed.set(item.id, item)
    return {
      objectId: object.id,
      objectName: object.name,
      path,
      source,
      itemId: item.id,
      itemName: item.name,
      itemCode: item.code,
      supplierId: item.supplierId,
      supplierName: item.supplierName,
      materialType: item.materialType,
      unit: item.unit,
      quantity,
      wastePercent: item.wastePercent,
      quantityWithWaste: withWaste(quantity, item.wastePercent),
      unitCost: item.unitCost,
      lineCost: {
        amount: lineAmount(item.unitCost.amount, quantity, item.wastePercent),
        currency: item.unitCost.currency,
      },
      size,
    }
  }

  walk(root, [], [1, 1, 1], [root.id])

  const totals = sumByCurrency(lines.map((l) => l.lineCost))
  const items = [...itemsUsed.values()]
  const flags: CostFlags = {
    missingMaterial: missing.length > 0,
    stalePrice: items.some((i) => daysBetween(i.costSince, options.today) > options.staleDays),
    mixedCurrencies: totals.length > 1,
    inactiveSupplier: items.some((i) => i.supplierStatus !== 'active'),
  }
  return {
    designId: root.id,
    lines,
    totals,
    material: sumByCurrency(lines.filter((l) => !isLabour(l)).map((l) => l.lineCost)),
    labour: sumByCurrency(lines.filter(isLabour).map((l) => l.lineCost)),
    missing,
    flags,
  }
}

/** The sheet and board parts of a bill of materials, identical parts counted together. */
export function cutList(cost: Pick<DesignCost, 'lines'>) {
  const parts = new Map<
    string,
    { itemName: string; itemCode: string; supplierName: string; size: Vec3; quantity: number }
  >()
  for (const l of cost.lines) {
    if (!l.size || !['sheet', 'solid_wood', 'linear'].includes(l.materialType)) continue
    const key = `${l.itemId}|${l.size.join('x')}`
    const part = parts.get(key)
    if (part) part.quantity += 1
    else
      parts.set(key, {
        itemName: l.itemName,
        itemCode: l.itemCode,
        supplierName: l.supplierName,
        size: l.size as Vec3,
        quantity: 1,
      })
  }
  return [...parts.values()]
}
