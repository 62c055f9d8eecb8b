import type { CostDesign, CostItem } from '@designer/configurator/cost'
import {
  componentIdsOf,
  type MaterialAppearance,
  type MaterialFinish,
  type Scene,
} from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { designs, supplierItems, suppliers } from '../../db/schema/index'
import { appearanceOf, type StoredTexture } from '../../lib/appearance'
import { AppError, notFound } from '../../lib/errors'

/**
 * What a roll-up may read: the company's own designs and items, never another company's even
 * when a stored scene names them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The designs a scene places that can be rows (hidden instances included: the engine decides
 * what is built).
 */
export const componentIdsIn = (scene: Scene): string[] =>
  componentIdsOf(scene).filter((id) => UUID.test(id))

/** The supplier items a scene names, on its objects and its extra cost lines. */
export function itemIdsIn(scene: Scene): string[] {
  const ids = new Set<string>()
  for (const o of scene.objects) if (o.supplierItemId) ids.add(o.supplierItemId)
  for (const l of scene.costLines ?? []) ids.add(l.supplierItemId)
  return [...ids].filter((id) => UUID.test(id))
}

const itemColumns = {
  id: supplierItems.id,
  name: supplierItems.name,
  code: supplierItems.code,
  supplierId: supplierItems.supplierId,
  supplierName: suppliers.name,
  supplierStatus: suppliers.status,
  materialType: supplierItems.materialType,
  unit: supplierItems.unit,
  costAmount: supplierItems.costAmount,
  costCurrency: supplierItems.costCurrency,
  costSince: supplierItems.costSince,
  wasteBasisPoints: supplierItems.wasteBasisPoints,
  density: supplierItems.density,
  appearance: supplierItems.appearance,
  texture: supplierItems.texture,
}
type ItemRow = Omit<CostItem, 'unitCost' | 'wastePercent' | 'densityKgM3'> & {
  costAmount: number
  costCurrency: string
  wasteBasisPoints: number
  density: number | null
  appearance: MaterialFinish | null
  texture: StoredTexture | null
}

/** An item as a tree holds it: what the cost engine reads, and how parts made of it look. */
export type TreeItem = CostItem & { appearance: MaterialAppearance | null }

function toCostItem(r: ItemRow): TreeItem {
  return {
    appearance: appearanceOf(r),
    id: r.id,
    name: r.name,
    code: r.code,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    supplierStatus: r.supplierStatus,
    materialType: r.materialType,
    unit: r.unit,
    unitCost: { amount: r.costAmount, currency: r.costCurrency },
    costSince: r.costSince,
    wastePercent: r.wasteBasisPoints / 100,
    densityKgM3: r.density === null ? null : Number(r.density),
  }
}

/** Loads a design's tree, and the items it names, for the engine to roll up. */
export function createCostTrees(db: Database) {
  /** The company's supplier items among `ids`, or all of them; with their supplier's name. */
  async function loadItems(companyId: string, ids?: string[]): Promise<Map<string, TreeItem>> {
    if (ids && !ids.length) return new Map()
    const rows = await db
      .select(itemColumns)
      .from(supplierItems)
      .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
      .where(
        and(
          eq(supplierItems.companyId, companyId),
          ids ? inArray(supplierItems.id, ids) : undefined,
        ),
      )
    return new Map(rows.map((r) => [r.id, toCostItem(r)]))
  }

  /**
   * A design and every component it reaches, level by level, each level one query filtered by
   * the company: a component of another company is simply never found.
   */
  async function loadTree(companyId: string, id: string, rootScene?: Scene) {
    const found = new Map<string, CostDesign>()
    const columns = { id: designs.id, name: designs.name, scene: designs.scene }
    const [stored] = await db
      .select(columns)
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
    if (!stored) throw notFound('Design')
    // A published configurator costs the design's scene as it was published.
    const root = rootScene ? { ...stored, scene: rootScene } : stored
    found.set(root.id, root)
    let frontier = componentIdsIn(root.scene).filter((c) => !found.has(c))
    const asked = new Set(frontier)
    while (frontier.length) {
      const level = await db
        .select(columns)
        .from(designs)
        .where(and(eq(designs.companyId, companyId), inArray(designs.id, frontier)))
      for (const d of level) found.set(d.id, d)
      frontier = [...new Set(level.flatMap((d) => componentIdsIn(d.scene)))].filter(
        (c) => !asked.has(c),
      )
      for (const c of frontier) asked.add(c)
    }
    const itemIds = [...new Set([...found.values()].flatMap((d) => itemIdsIn(d.scene)))]
    return { root, designs: found, items: await loadItems(companyId, itemIds) }
  }

  /**
   * A design's tree (from `rootScene` when given) with the components and items a
   * configurator may swap in besides: what costing any of its configurations can reach.
   */
  async function configurableTree(
    companyId: string,
    designId: string,
    extra: { designIds: string[]; itemIds: string[] },
    rootScene?: Scene,
  ) {
    const tree = await loadTree(companyId, designId, rootScene)
    for (const id of extra.designIds) {
      if (tree.designs.has(id)) continue
      const sub = await loadTree(companyId, id).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return null
        throw err
      })
      if (!sub) continue
      for (const [key, d] of sub.designs) tree.designs.set(key, d)
      for (const [key, i] of sub.items) tree.items.set(key, i)
    }
    const missing = extra.itemIds.filter((i) => !tree.items.has(i))
    for (const [key, i] of await loadItems(companyId, missing)) tree.items.set(key, i)
    return tree
  }

  return { loadItems, loadTree, configurableTree }
}
export type CostTrees = ReturnType<typeof createCostTrees>
