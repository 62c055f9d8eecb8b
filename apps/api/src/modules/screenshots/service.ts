import { createHash } from 'node:crypto'
import {
  type ImageQuery,
  type MaterialAppearances,
  type PageParams,
  POSTER_SIZE,
  parseSize,
  type Scene,
  type ShotParams,
  type ShotScene,
  THUMBNAIL_SIZE,
  VIEW_PICTURE_SIZE,
} from '@designer/contract'
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../db/client'
import { designs, supplierItems, views } from '../../db/schema/index'
import { appearanceOf } from '../../lib/appearance'
import type { Clock } from '../../lib/clock'
import { AppError, notFound } from '../../lib/errors'
import { type SignedParams, signedQuery, verify } from '../../lib/signing'
import type { Renderer } from './renderer'

/** How long the address the server gives Chromium stays valid: one render's worth. */
const PAGE_LINK_SECONDS = 120
/** The rendered images kept in memory, by total size. */
const CACHE_BYTES = 64 * 1024 * 1024

export type Image = { body: Buffer; etag: string; type: string }

/** PNG stays lossless but smaller; WebP and JPEG at a quality where a 1200×630 poster stays under 300 KB. */
function encode(png: Buffer, format: ImageQuery['format']): Promise<Buffer> {
  const image = sharp(png)
  if (format === 'webp') return image.webp({ quality: 82 }).toBuffer()
  if (format === 'jpeg')
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return image.png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer()
}

export const screenshotPath = (designId: string) => `/screenshot/${designId}`
export const signedImagePath = (designId: string) => `/v1/images/${designId}`

type Signed = { exp?: number; sig?: string }
/** The configuration a picture shows: a configurator's poster, or a quote's picture. */
export type Configured = { configurator: string } | { quote: string }

/** The scene's background colour, read in the database rather than loading the whole scene. */
const sceneBackground = sql<string | null>`${designs.scene} -> 'settings' ->> 'background'`
/** A scene's `#rrggbb` as an image's `bg`; anything else (no design, no colour) as white. */
const toHex = (background: string | null) =>
  /^#[0-9a-f]{6}$/i.test(background ?? '') ? background!.slice(1).toLowerCase() : 'ffffff'

/**
 * Pictures of designs: the signed scene the screenshot page loads, and the images rendered from
 * it, cached by everything that changes them (design and component versions, view, size,
 * background, format), with one render for concurrent requests of the same picture.
 */
export function createScreenshotsService({
  db,
  clock,
  secret,
  renderer,
  configuredScene,
}: {
  db: Database
  clock: Clock
  secret: string
  renderer: Renderer
  /**
   * What a configuration's picture shows, on its own design: a published configurator's poster
   * (its live version's default configuration) or a quote's (its version with its choices). The
   * configurators and quotes modules know; services.ts wires it.
   */
  configuredScene?: (designId: string, of: Configured) => Promise<ShotScene>
}) {
  const cache = new Map<string, Image>()
  let cachedBytes = 0
  const inflight = new Map<string, Promise<Image>>()
  const now = () => Math.floor(clock.now().getTime() / 1000)

  function check(path: string, params: SignedParams & Partial<Signed>) {
    const { exp, sig } = params
    const verdict =
      exp === undefined || sig === undefined
        ? 'invalid'
        : verify(secret, path, { ...params, exp, sig }, now())
    if (verdict === 'invalid') {
      throw new AppError(403, 'invalid_signature', 'This address is not signed, or was altered')
    }
    if (verdict === 'expired')
      throw new AppError(403, 'signature_expired', 'This address has expired')
  }

  /** The design and every component it places, nested ones too, within its company. */
  async function graph(designId: string, companyId: string | null, withScenes: boolean) {
    const [root] = await db
      .select({
        id: designs.id,
        companyId: designs.companyId,
        version: designs.version,
        componentIds: designs.componentIds,
        supplierItemIds: designs.supplierItemIds,
      })
      .from(designs)
      .where(
        companyId
          ? and(eq(designs.id, designId), eq(designs.companyId, companyId))
          : eq(designs.id, designId),
      )
    if (!root) throw notFound('Design')
    const versions = new Map<string, number>([[root.id, root.version]])
    const itemIds = new Set(root.supplierItemIds)
    let next = root.componentIds.filter((id) => !versions.has(id))
    while (next.length) {
      const rows = await db
        .select({
          id: designs.id,
          version: designs.version,
          componentIds: designs.componentIds,
          supplierItemIds: designs.supplierItemIds,
        })
        .from(designs)
        .where(and(eq(designs.companyId, root.companyId), inArray(designs.id, next)))
      for (const r of rows) {
        versions.set(r.id, r.version)
        for (const item of r.supplierItemIds) itemIds.add(item)
      }
      next = [...new Set(rows.flatMap((r) => r.componentIds))].filter((id) => !versions.has(id))
    }
    let scenes: Map<string, Scene> | null = null
    if (withScenes) {
      const rows = await db
        .select({ id: designs.id, scene: designs.scene })
        .from(designs)
        .where(
          and(eq(designs.companyId, root.companyId), inArray(designs.id, [...versions.keys()])),
        )
      scenes = new Map(rows.map((r) => [r.id, r.scene]))
    }
    const materials = await appearances(root.companyId, [...itemIds])
    return { root, versions, scenes, materials }
  }

  /** How the company's items among `ids` look: the parts made of them are drawn so. */
  async function appearances(companyId: string, ids: string[]): Promise<MaterialAppearances> {
    if (!ids.length) return {}
    const rows = await db
      .select({
        id: supplierItems.id,
        appearance: supplierItems.appearance,
        texture: supplierItems.texture,
      })
      .from(supplierItems)
      .where(and(eq(supplierItems.companyId, companyId), inArray(supplierItems.id, ids)))
    const out: MaterialAppearances = {}
    for (const r of rows.sort((a, b) => a.id.localeCompare(b.id))) {
      const look = appearanceOf(r)
      if (look) out[r.id] = look
    }
    return out
  }

  async function view(companyId: string, viewId: string | undefined) {
    if (!viewId) return null
    const [v] = await db
      .select({ camera: views.camera, updatedAt: views.updatedAt })
      .from(views)
      .where(and(eq(views.id, viewId), eq(views.companyId, companyId)))
    if (!v) throw notFound('View')
    return v
  }

  function remember(key: string, image: Image) {
    cache.set(key, image)
    cachedBytes += image.body.length
    // Oldest first: a Map iterates in insertion order, and a hit re-inserts its entry.
    for (const [k, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break
      cache.delete(k)
      cachedBytes -= old.body.length
    }
  }

  async function image(designId: string, companyId: string | null, query: ImageQuery) {
    const { root, versions, materials } = await graph(designId, companyId, false)
    const v = await view(root.companyId, query.view)
    // A new finish or texture of a material the design uses is a new picture.
    const key = JSON.stringify([
      designId,
      [...versions].sort(),
      materials,
      query.view ?? null,
      v?.updatedAt.getTime() ?? null,
      query.size,
      query.bg,
      query.format,
    ])
    const hit = cache.get(key)
    if (hit) {
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    let pending = inflight.get(key)
    if (!pending) {
      pending = (async () => {
        const shot: ShotParams = { size: query.size, bg: query.bg, view: query.view }
        const path = screenshotPath(designId)
        const png = await renderer.render({
          path: `${path}?${signedQuery(secret, path, shot, now(), PAGE_LINK_SECONDS)}`,
          ...parseSize(query.size),
          transparent: query.bg === 'transparent',
        })
        const body = await encode(png, query.format)
        const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`
        const result = { body, etag, type: `image/${query.format}` }
        remember(key, result)
        return result
      })().finally(() => inflight.delete(key))
      inflight.set(key, pending)
    }
    return pending
  }

  /** An image of one of the company's designs, for a signed-in member. */
  const companyImage = (companyId: string, designId: string, query: ImageQuery) =>
    image(designId, companyId, query)

  return {
    /** The scene of a signed screenshot address, for the page Chromium opens. */
    async scene(designId: string, query: PageParams & Signed): Promise<ShotScene> {
      check(screenshotPath(designId), query)
      const configured: Configured | null = query.quote
        ? { quote: query.quote }
        : query.configurator
          ? { configurator: query.configurator }
          : null
      if (configured) {
        if (!configuredScene) throw notFound('Configurator')
        return configuredScene(designId, configured)
      }
      const { root, versions, scenes, materials } = await graph(designId, null, true)
      const v = await view(root.companyId, query.view)
      const components: Record<string, Scene> = {}
      for (const [id, scene] of scenes!) if (id !== designId) components[id] = scene
      return {
        id: designId,
        version: versions.get(designId)!,
        scene: scenes!.get(designId)!,
        components,
        camera: v?.camera ?? null,
        materials,
        poster: false,
      }
    },
    /** An image from a signed address. */
    async signedImage(designId: string, query: ImageQuery & Signed) {
      check(signedImagePath(designId), query)
      return image(designId, null, query)
    },
    /** An image of one of the company's designs, for a signed-in member. */
    companyImage,
    /** A signed address of an image, valid for `seconds`, to hand to someone without a session. */
    async signImage(companyId: string, designId: string, query: ImageQuery, seconds: number) {
      await graph(designId, companyId, false)
      const path = signedImagePath(designId)
      return `${path}?${signedQuery(secret, path, { ...query }, now(), seconds)}`
    },
    /** A thumbnail as the editor makes it: 960×600, three-quarters, on the scene's background. */
    async thumbnail(companyId: string, designId: string, background: string): Promise<Buffer> {
      const image = await companyImage(companyId, designId, {
        size: THUMBNAIL_SIZE,
        bg: toHex(background),
        format: 'png',
      })
      return image.body
    },
    /** A saved view's picture: its design through its camera, on the scene's background; null without a design. */
    async viewPicture(companyId: string, viewId: string): Promise<Buffer | null> {
      const [v] = await db
        .select({ designId: views.designId, background: sceneBackground })
        .from(views)
        .leftJoin(designs, eq(designs.id, views.designId))
        .where(and(eq(views.id, viewId), eq(views.companyId, companyId)))
      if (!v) throw notFound('View')
      if (!v.designId) return null
      const image = await companyImage(companyId, v.designId, {
        size: VIEW_PICTURE_SIZE,
        bg: toHex(v.background),
        format: 'png',
        view: viewId,
      })
      return image.body
    },
    /**
     * Designs without a thumbnail and views of a design without a picture, in every company, the
     * most recently changed first: what the server renders once it listens.
     */
    async missing() {
      const unpictured = await db
        .select({ companyId: designs.companyId, id: designs.id, background: sceneBackground })
        .from(designs)
        .where(isNull(designs.thumbnailKey))
        .orderBy(desc(designs.updatedAt))
      const unseen = await db
        .select({ companyId: views.companyId, id: views.id })
        .from(views)
        .where(and(isNull(views.pictureKey), isNotNull(views.designId)))
        .orderBy(desc(views.updatedAt))
      return {
        designs: unpictured.map((d) => ({ ...d, background: d.background ?? '' })),
        views: unseen,
      }
    },
    /** The company's designs whose own scene names the item, with their background. */
    async designsMadeOf(companyId: string, itemId: string) {
      const rows = await db
        .select({ id: designs.id, background: sceneBackground })
        .from(designs)
        .where(
          and(
            eq(designs.companyId, companyId),
            sql`${designs.supplierItemIds} @> array[${itemId}]::uuid[]`,
          ),
        )
      return rows.map((r) => ({ id: r.id, background: r.background ?? '' }))
    },

    /**
     * A configuration's picture, as the public page shows it (framed and lit as its 3D view, on
     * the scene's background), as a JPEG: a configurator's poster (decision 040) or a quote's
     * picture (decision 044). 1200×630, so a poster also serves as the link preview. Not cached
     * here: both are stored.
     */
    async configuredPicture(designId: string, of: Configured, background: string | null) {
      const path = screenshotPath(designId)
      const params: PageParams = { size: POSTER_SIZE, bg: toHex(background), ...of }
      const png = await renderer.render({
        path: `${path}?${signedQuery(secret, path, params, now(), PAGE_LINK_SECONDS)}`,
        ...parseSize(POSTER_SIZE),
        transparent: false,
      })
      return sharp(png)
        .flatten({ background: `#${params.bg}` })
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer()
    },
    /** A signed address of the screenshot page itself. */
    signPage(designId: string, shot: PageParams, seconds: number) {
      const path = screenshotPath(designId)
      return `${path}?${signedQuery(secret, path, { ...shot }, now(), seconds)}`
    },
    renderer,
  }
}
export type ScreenshotsService = ReturnType<typeof createScreenshotsService>
