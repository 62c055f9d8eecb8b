import type { Scene } from '@designer/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { designs } from '../../db/schema/index'
import type { CostTrees } from './cost-trees'

/** What the overview reads of every design on every request: no scene, no description. */
const headColumns = {
  id: designs.id,
  name: designs.name,
  type: designs.type,
  version: designs.version,
  thumbnailKey: designs.thumbnailKey,
  updatedAt: designs.updatedAt,
}
export type OverviewRow = {
  id: string
  name: string
  type: string
  version: number
  scene: Scene
  thumbnailKey: string | null
  updatedAt: Date
}

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

/** Loads every design of a company at once, the scenes that did not change from a cache. */
export function createCompanyDesigns({
  db,
  loadItems,
}: {
  db: Database
  loadItems: CostTrees['loadItems']
}) {
  const scenes = sceneCache(250_000)

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

  return loadCompany
}
export type LoadCompany = ReturnType<typeof createCompanyDesigns>
/** What the jobs costing a company's designs at once are built with. */
export type CompanyCosting = { db: Database; today: () => string; loadCompany: LoadCompany }
export type LoadedCompany = Awaited<ReturnType<LoadCompany>>
