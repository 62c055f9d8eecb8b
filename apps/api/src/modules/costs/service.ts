import {
  type CostDesign,
  type CostItem,
  cutList,
  lineAmount,
  rollUpCost,
} from '@designer/configurator/cost'
import {
  type CostOverviewItem,
  type CostSort,
  type costOverviewQuerySchema,
  type DesignCost,
  type DesignType,
  minorUnitDigits,
  type PriceImpact,
  type Scene,
} from '@designer/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { companies, designs, supplierItems, suppliers } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { csvFile } from '../../lib/csv'
import { AppError, notFound } from '../../lib/errors'
import { pageWindow } from '../../lib/lists'
import { thumbnailUrl } from '../designs/service'

/**
 * What designs cost to make, from the supplier items their objects are made of. The roll-up
 * itself is the engine's (packages/configurator/src/cost.ts); this service only loads what it
 * may read — the company's own designs and items, never another company's even when a stored
 * scene names them — and shapes the answers.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The designs a scene places (hidden instances included: the engine decides what is built). */
function componentIdsIn(scene: Scene): string[] {
  const ids = new Set<string>()
  for (const o of scene.objects) if (o.type === 'component') ids.add(o.params.designId)
  return [...ids].filter((id) => UUID.test(id))
}

/** The supplier items a scene names, on its objects and its extra cost lines. */
function itemIdsIn(scene: Scene): string[] {
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
}
type ItemRow = Omit<CostItem, 'unitCost' | 'wastePercent' | 'densityKgM3'> & {
  costAmount: number
  costCurrency: string
  wasteBasisPoints: number
  density: number | null
}

function toCostItem(r: ItemRow): CostItem {
  return {
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

/** What the overview reads of every design on every request: no scene, no description. */
const headColumns = {
  id: designs.id,
  name: designs.name,
  type: designs.type,
  version: designs.version,
  thumbnailKey: designs.thumbnailKey,
  updatedAt: designs.updatedAt,
}
type OverviewRow = {
  id: string
  name: string
  type: string
  version: number
  scene: Scene
  thumbnailKey: string | null
  updatedAt: Date
}

/** What the overview shows of a design's cost; kept instead of the whole bill of materials. */
type CostSummary = Pick<DesignCost, 'material' | 'labour' | 'totals' | 'flags'> & {
  lineCount: number
  missingCount: number
}
const summarise = (cost: DesignCost): CostSummary => ({
  material: cost.material,
  labour: cost.labour,
  totals: cost.totals,
  flags: cost.flags,
  lineCount: cost.lines.length,
  missingCount: cost.missing.length,
})

/**
 * Scenes, parsed, by design id: a scene of a given version and update time never changes (every
 * scene write bumps the version, every update the time), so the overview only reads the
 * scenes that changed since it last saw them. Bounded by the number of objects held; the least
 * recently used go first. Each process keeps its own, checked against the database each time.
 */
function sceneCache(maxObjects: number) {
  const entries = new Map<string, { version: number; updatedAt: number; scene: Scene }>()
  let objects = 0
  return {
    get(id: string, version: number, updatedAt: Date): Scene | undefined {
      const hit = entries.get(id)
      if (!hit || hit.version !== version || hit.updatedAt !== updatedAt.getTime()) return
      entries.delete(id)
      entries.set(id, hit)
      return hit.scene
    },
    set(id: string, version: number, updatedAt: Date, scene: Scene) {
      const old = entries.get(id)
      if (old) {
        objects -= old.scene.objects.length
        entries.delete(id)
      }
      entries.set(id, { version, updatedAt: updatedAt.getTime(), scene })
      objects += scene.objects.length
      for (const [oldest, entry] of entries) {
        if (objects <= maxObjects || entries.size <= 1) break
        entries.delete(oldest)
        objects -= entry.scene.objects.length
      }
    },
  }
}

const anyFlag = (cost: Pick<DesignCost, 'flags'>) => Object.values(cost.flags).some(Boolean)

/** `1234` EUR → `12.34`: major units with a '.' decimal point, exact (no float division). */
export function majorUnits(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency)
  const sign = amount < 0 ? '-' : ''
  const abs = String(Math.abs(amount))
  if (digits === 0) return `${sign}${abs}`
  const padded = abs.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}

/** A row of text and numbers as cells; numbers are written as JavaScript writes them. */
const cellsOf = (row: (string | number)[]) => row.map(String)

export function createCostsService({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => clock.now().toISOString().slice(0, 10)

  /** The company's supplier items among `ids`, or all of them; with their supplier's name. */
  async function loadItems(companyId: string, ids?: string[]): Promise<Map<string, CostItem>> {
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

  async function designCost(companyId: string, id: string, staleDays: number) {
    const tree = await loadTree(companyId, id)
    const cost = rollUpCost(
      tree.root,
      { design: (d) => tree.designs.get(d), item: (i) => tree.items.get(i) },
      { today: today(), staleDays },
    )
    return { name: tree.root.name, cost }
  }

  const scenes = sceneCache(250_000)
  /** Per company, the summaries of the last state seen: reused while nothing they depend on changed. */
  const summaries = new Map<string, { key: string; byId: Map<string, CostSummary> }>()

  /**
   * Every design of the company and every item, for computing many designs with shared lookups:
   * the designs' heads in one query, the scenes not already held in one more, the items in one.
   */
  async function loadCompany(companyId: string) {
    const [heads, items] = await Promise.all([
      db
        .select(headColumns)
        .from(designs)
        .where(eq(designs.companyId, companyId))
        .orderBy(asc(sql`lower(${designs.name})`), asc(designs.id)),
      loadItems(companyId),
    ])
    const fetched = new Map<string, Scene>()
    const missing = heads.filter((h) => !scenes.get(h.id, h.version, h.updatedAt))
    if (missing.length) {
      const some = missing.length <= 500 && missing.length < heads.length / 2
      const read = await db
        .select({
          id: designs.id,
          version: designs.version,
          updatedAt: designs.updatedAt,
          scene: designs.scene,
        })
        .from(designs)
        .where(
          and(
            eq(designs.companyId, companyId),
            some
              ? inArray(
                  designs.id,
                  missing.map((h) => h.id),
                )
              : undefined,
          ),
        )
      for (const r of read) {
        fetched.set(r.id, r.scene)
        scenes.set(r.id, r.version, r.updatedAt, r.scene)
      }
    }
    const rows: OverviewRow[] = []
    for (const h of heads) {
      const scene = fetched.get(h.id) ?? scenes.get(h.id, h.version, h.updatedAt)
      // A design deleted between the two reads is left out.
      if (scene) rows.push({ ...h, scene })
    }
    const byId = new Map(rows.map((r) => [r.id, r]))
    const sources = { design: (id: string) => byId.get(id), item: (id: string) => items.get(id) }
    return { rows, byId, items, sources }
  }

  /**
   * The summaries of a company's designs for this state of its designs and items, today and
   * this tolerance: the same map as last time when none of them changed, else a new one.
   */
  function summariesFor(
    companyId: string,
    loaded: Awaited<ReturnType<typeof loadCompany>>,
    options: { today: string; staleDays: number },
  ) {
    const parts = [options.today, String(options.staleDays), JSON.stringify([...loaded.items])]
    for (const r of loaded.rows) parts.push(`${r.id}:${r.version}:${r.updatedAt.getTime()}`)
    const key = parts.join('|')
    let entry = summaries.get(companyId)
    if (entry?.key !== key) {
      entry = { key, byId: new Map() }
      summaries.delete(companyId)
      if (summaries.size >= 200) summaries.delete(summaries.keys().next().value!)
    }
    summaries.set(companyId, entry)
    const { byId } = entry
    return (r: OverviewRow) => {
      let summary = byId.get(r.id)
      if (!summary) {
        summary = summarise(rollUpCost(r, loaded.sources, options))
        byId.set(r.id, summary)
      }
      return summary
    }
  }

  /** The amount in `currency`, or null when the design has none in it. */
  const amountIn = (money: { amount: number; currency: string }[], currency: string) =>
    money.find((m) => m.currency === currency)?.amount ?? null

  function sortRows(
    rows: OverviewRow[],
    sort: CostSort,
    costOf: (r: OverviewRow) => CostSummary,
    currency: string,
  ): OverviewRow[] {
    const descending = sort.startsWith('-')
    const field = (descending ? sort.slice(1) : sort) as
      | 'name'
      | 'material'
      | 'labour'
      | 'total'
      | 'updated'
    // Rows arrive in name order (lower(name), id), as the other lists sort names.
    if (field === 'name') return descending ? [...rows].reverse() : rows
    if (field === 'updated') {
      const sign = descending ? -1 : 1
      return [...rows].sort(
        (a, b) => sign * (a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : 1)),
      )
    }
    const pick = field === 'total' ? 'totals' : field
    const keyed = rows.map((r) => ({ r, amount: amountIn(costOf(r)[pick], currency) }))
    // Amounts in the company's currency sort by amount; designs without one come after, by name.
    keyed.sort((a, b) => {
      if (a.amount === null || b.amount === null)
        return a.amount === b.amount ? 0 : a.amount === null ? 1 : -1
      return descending ? b.amount - a.amount : a.amount - b.amount
    })
    return keyed.map((k) => k.r)
  }

  return {
    /** The bill of materials and cost of one design of the company. */
    /**
     * Costs variants of one design (a configurator's choices) without a query each: the
     * design's tree, the components a variant may swap in (with theirs) and the items it may
     * name are loaded once; the answer costs any scene of the design.
     */
    configurableTree,

    async coster(
      companyId: string,
      designId: string,
      extra: { designIds: string[]; itemIds: string[] },
      rootScene?: Scene,
    ) {
      const tree = await configurableTree(companyId, designId, extra, rootScene)
      return (scene: Scene, staleDays = 180): DesignCost =>
        rollUpCost(
          { ...tree.root, scene },
          { design: (d) => tree.designs.get(d), item: (i) => tree.items.get(i) },
          { today: today(), staleDays },
        )
    },

    async cost(companyId: string, id: string, staleDays: number): Promise<DesignCost> {
      return (await designCost(companyId, id, staleDays)).cost
    },

    /** The bill of materials as CSV, and a file name for it. */
    async bomCsv(companyId: string, id: string, staleDays: number) {
      const { name, cost } = await designCost(companyId, id, staleDays)
      const rows = cost.lines.map((l) => [
        l.path.map((s) => `${s.name} (${s.designName})`).join(' > '),
        l.objectName,
        l.itemName,
        l.itemCode,
        l.supplierName,
        l.unit,
        l.quantity,
        l.wastePercent,
        l.quantityWithWaste,
        majorUnits(l.unitCost.amount, l.unitCost.currency),
        majorUnits(l.lineCost.amount, l.lineCost.currency),
        l.lineCost.currency,
      ])
      const header = [
        'path',
        'object',
        'item',
        'code',
        'supplier',
        'unit',
        'quantity',
        'waste %',
        'quantity with waste',
        'unit cost',
        'line cost',
        'currency',
      ]
      return { name, csv: csvFile(header, rows.map(cellsOf), ',') }
    },

    /** The sheet and board parts to cut, as CSV. */
    async cutListCsv(companyId: string, id: string, staleDays: number) {
      const { name, cost } = await designCost(companyId, id, staleDays)
      const rows = cutList(cost).map((p) => [
        p.itemName,
        p.itemCode,
        p.supplierName,
        p.size[0],
        p.size[1],
        p.size[2],
        p.quantity,
      ])
      const header = ['item', 'code', 'supplier', 'length', 'width', 'thickness', 'quantity']
      return { name, csv: csvFile(header, rows.map(cellsOf), ',') }
    },

    /** Every design and component of the company with what it costs. */
    async overview(companyId: string, query: z.output<typeof costOverviewQuerySchema>) {
      const [[company], loaded] = await Promise.all([
        db
          .select({ currency: companies.currency })
          .from(companies)
          .where(eq(companies.id, companyId)),
        loadCompany(companyId),
      ])
      const currency = company?.currency ?? ''
      // A design is only rolled up when the answer needs it (the page, or every row for the
      // money sorts and the flagged filter), and only again once something it depends on changed.
      const costOf = summariesFor(companyId, loaded, {
        today: today(),
        staleDays: query.staleDays,
      })
      const q = query.q?.toLowerCase()
      let rows = loaded.rows.filter(
        (r) => (!query.type || r.type === query.type) && (!q || r.name.toLowerCase().includes(q)),
      )
      if (query.flagged) rows = rows.filter((r) => anyFlag(costOf(r)))
      rows = sortRows(rows, query.sort, costOf, currency)
      const { limit, offset } = pageWindow(query)
      const items = rows.slice(offset, offset + limit).map((r): CostOverviewItem => {
        const cost = costOf(r)
        return {
          id: r.id,
          name: r.name,
          type: r.type as DesignType,
          thumbnailUrl: thumbnailUrl(r),
          material: cost.material,
          labour: cost.labour,
          totals: cost.totals,
          lineCount: cost.lineCount,
          missingCount: cost.missingCount,
          flags: cost.flags,
          updatedAt: r.updatedAt.toISOString(),
        }
      })
      return { items, total: rows.length }
    },

    /**
     * What a new unit cost of an item would change: every design using it (directly or through
     * components), compared line by line, each line rounded as the engine rounds it.
     */
    async impact(companyId: string, itemId: string, amount: number): Promise<PriceImpact> {
      const [item] = await db
        .select({ id: supplierItems.id, currency: supplierItems.costCurrency })
        .from(supplierItems)
        .where(and(eq(supplierItems.id, itemId), eq(supplierItems.companyId, companyId)))
      if (!item) throw notFound('Supplier item')
      const loaded = await loadCompany(companyId)

      // Which designs reach the item: those naming it, then whatever places one of them, and so
      // on up (each design is added once, so a cycle in stored data ends the walk).
      const placedBy = new Map<string, string[]>()
      const reaching = new Set<string>()
      for (const row of loaded.rows) {
        if (itemIdsIn(row.scene).includes(itemId)) reaching.add(row.id)
        for (const c of componentIdsIn(row.scene))
          placedBy.set(c, [...(placedBy.get(c) ?? []), row.id])
      }
      for (const id of reaching) {
        for (const parent of placedBy.get(id) ?? []) reaching.add(parent)
      }

      const options = { today: today(), staleDays: 3650 }
      const affected: PriceImpact['designs'] = []
      for (const row of loaded.rows) {
        if (!reaching.has(row.id)) continue
        const lines = rollUpCost(row, loaded.sources, options).lines.filter(
          (l) => l.itemId === itemId,
        )
        if (!lines.length) continue
        let quantity = 0
        let change = 0
        for (const l of lines) {
          quantity += l.quantityWithWaste
          change += lineAmount(amount, l.quantity, l.wastePercent) - l.lineCost.amount
        }
        affected.push({
          id: row.id,
          name: row.name,
          type: row.type as DesignType,
          quantity: Math.round(quantity * 10_000) / 10_000,
          change: { amount: change, currency: item.currency },
        })
      }
      return {
        designs: affected,
        total: {
          amount: affected.reduce((sum, d) => sum + d.change.amount, 0),
          currency: item.currency,
        },
      }
    },
  }
}
export type CostsService = ReturnType<typeof createCostsService>
