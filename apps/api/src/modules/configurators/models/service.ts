import { createHash } from 'node:crypto'
import { resolveRules } from '@designer/configurator/engine'
import { partsOf } from '@designer/configurator/parts'
import {
  selectionsFromQuery,
  selectionsToQuery,
  shapingSelections,
} from '@designer/configurator/share'
import type { ModelFormat, Selections } from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { supplierItemTextures } from '../../../db/schema/index'
import type { Clock } from '../../../lib/clock'
import type { PublicConfiguratorsService } from '../public'
import { createFileCache } from './cache'
import { triangles } from './geometry'
import { writeGlb } from './gltf'
import { fileTexture, looksOf, type TextureImage } from './looks'
import { planModel } from './plan'
import { writeUsdz } from './usdz'

/** A built file and what its answer needs. */
export type ModelFile = {
  bytes: Uint8Array
  etag: string
  /** The configurator's name, for the file's name. */
  name: string
  format: ModelFormat
  /** What it holds, for tests and the benchmark. */
  stats: { parts: number; triangles: number; textures: number }
}

/**
 * Bounds of the files kept in memory: a repeated request (the page's download, then Quick Look
 * or Scene Viewer fetching the same address) is answered from here. A demo table's GLB is tens
 * of kB; a textured one up to a few MB (a 2048² picture).
 */
export const MODEL_CACHE = { maxEntries: 200, maxBytes: 48 * 1024 * 1024, ttlMs: 5 * 60_000 }

/**
 * 3D files of configurations of published configurators, built on the server from the live
 * version (docs/decisions/039-3d-files-on-the-server.md): the configured scene as parts
 * (`partsOf`), their looks from the materials' appearances, textures read from the company's
 * own stored files, written as GLB and USDZ; kept by configuration.
 */
export function createModelsService({
  db,
  clock,
  pages,
}: {
  db: Database
  clock: Clock
  pages: Pick<PublicConfiguratorsService, 'live' | 'configuredLive'>
}) {
  const cache = createFileCache<ModelFile>({ ...MODEL_CACHE, now: () => clock.now().getTime() })
  const inflight = new Map<string, Promise<ModelFile>>()

  /** The stored textures of these items, only the company's own, as files can hold them. */
  async function textures(companyId: string, itemIds: string[]) {
    const found = new Map<string, TextureImage>()
    if (!itemIds.length) return found
    const rows = await db
      .select({
        itemId: supplierItemTextures.itemId,
        contentType: supplierItemTextures.contentType,
        data: supplierItemTextures.data,
      })
      .from(supplierItemTextures)
      .where(
        and(
          eq(supplierItemTextures.companyId, companyId),
          inArray(supplierItemTextures.itemId, itemIds),
        ),
      )
    for (const row of rows) found.set(row.itemId, await fileTexture(row.data, row.contentType))
    return found
  }

  async function build(
    c: Awaited<ReturnType<PublicConfiguratorsService['live']>>,
    selections: Selections,
    format: ModelFormat,
  ): Promise<ModelFile> {
    const { evaluation, components, materials } = await pages.configuredLive(c, selections)
    const parts = partsOf(evaluation.scene, components)
    const textured = [
      ...new Set(
        parts.flatMap((p) =>
          p.supplierItemId && materials[p.supplierItemId]?.texture ? [p.supplierItemId] : [],
        ),
      ),
    ]
    const images = await textures(c.companyId, textured)
    const plan = planModel(
      parts,
      looksOf(parts, materials, c.definition, (id) => images.has(id)),
    )
    const bytes =
      format === 'glb' ? await writeGlb(c.name, plan, images) : writeUsdz(c.name, plan, images)
    return {
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      name: c.name,
      format,
      stats: {
        parts: plan.length,
        triangles: plan.reduce((n, p) => n + triangles(p.mesh), 0),
        textures: new Set(plan.flatMap((p) => (p.look.texture ? [p.look.texture.itemId] : [])))
          .size,
      },
    }
  }

  return {
    /**
     * The file of a configuration of a published configurator: its choices as the share link
     * carries them. Unknown, unpublished and archived ones answer 404 `configurator_unavailable`.
     */
    async model(id: string, query: Record<string, string>, format: ModelFormat) {
      const c = await pages.live(id)
      const asked = selectionsFromQuery(c.definition, new URLSearchParams(query))
      const { selections } = resolveRules(c.definition, asked)
      const key = JSON.stringify([
        c.id,
        c.version,
        format,
        selectionsToQuery(c.definition, shapingSelections(c.definition, selections)).toString(),
      ])
      const hit = cache.get(key)
      if (hit) return hit
      let pending = inflight.get(key)
      if (!pending) {
        pending = build(c, selections, format)
          .then((file) => {
            cache.set(key, file)
            return file
          })
          .finally(() => inflight.delete(key))
        inflight.set(key, pending)
      }
      return pending
    },
    /** How much the cache holds. */
    cached: () => cache.size(),
  }
}
export type ModelsService = ReturnType<typeof createModelsService>
