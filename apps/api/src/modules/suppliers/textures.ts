import {
  DEFAULT_FINISH,
  type MaterialAppearances,
  TEXTURE_MAX_BYTES,
  TEXTURE_MAX_PIXELS,
  TEXTURE_NEUTRAL_COLOR,
  type TEXTURE_TYPES,
  type TextureUploadQuery,
} from '@designer/contract'
import { and, eq, isNotNull } from 'drizzle-orm'
import { supplierItems, supplierItemTextures } from '../../db/schema/index'
import { appearanceOf } from '../../lib/appearance'
import { notFound } from '../../lib/errors'
import { randomToken } from '../../lib/tokens'
import { uploadedImage } from '../../lib/uploaded-image'
import { itemPublisher, type SuppliersDeps } from './item-rows'

export type TextureType = (typeof TEXTURE_TYPES)[number]

/**
 * Pictures above this many pixels are refused before they are decoded: 8,000 × 6,000 is more
 * than any camera's photo of a veneer, and a small file that claims billions of pixels (a
 * "decompression bomb") must not take the server's memory.
 */
const MAX_INPUT_PIXELS = 48_000_000

const FORMATS: Record<string, TextureType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/**
 * Checks that the bytes are a picture of an accepted kind, and makes the stored copy: turned
 * upright by its EXIF orientation, without metadata, at most TEXTURE_MAX_PIXELS a side, in the
 * format it came in (a photo stays a JPEG, a drawn pattern a lossless PNG).
 */
export function prepareTexture(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: TextureType; width: number; height: number }> {
  return uploadedImage(bytes, {
    what: 'A texture',
    maxBytes: TEXTURE_MAX_BYTES,
    maxInputPixels: MAX_INPUT_PIXELS,
    maxSide: TEXTURE_MAX_PIXELS,
    formats: FORMATS,
    encode: (image, type) =>
      type === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.png({ compressionLevel: 8 }),
  })
}

/**
 * Supplier items' textures: uploaded, removed, and served by the random key in their address
 * (docs/decisions/037-material-appearance.md), and the company's appearances for its 3D views.
 */
export function createItemTextures({ db, clock, events, onAppearanceChanged }: SuppliersDeps) {
  const publishItem = itemPublisher(events)

  async function itemOf(companyId: string, id: string) {
    const [row] = await db
      .select({ id: supplierItems.id, appearance: supplierItems.appearance })
      .from(supplierItems)
      .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
    if (!row) throw notFound('Supplier item')
    return row
  }

  return {
    /**
     * Stores a texture for the item, replacing any it had (its old address then answers 404).
     * An item without an appearance gets the default finish in white, so the picture shows as
     * it is.
     */
    async saveTexture(
      companyId: string,
      userId: string,
      id: string,
      bytes: Buffer,
      size: TextureUploadQuery,
    ) {
      await itemOf(companyId, id)
      const { data, contentType } = await prepareTexture(bytes)
      const key = randomToken().slice(0, 22)
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ appearance: supplierItems.appearance })
          .from(supplierItems)
          .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
          .for('update')
        if (!current) throw notFound('Supplier item')
        await tx
          .insert(supplierItemTextures)
          .values({ itemId: id, companyId, key, contentType, data })
          .onConflictDoUpdate({
            target: supplierItemTextures.itemId,
            set: { key, contentType, data, updatedAt: clock.now() },
          })
        await tx
          .update(supplierItems)
          .set({
            texture: { key, widthMm: size.widthMm, heightMm: size.heightMm },
            appearance: current.appearance ?? { color: TEXTURE_NEUTRAL_COLOR, ...DEFAULT_FINISH },
            updatedAt: clock.now(),
          })
          .where(eq(supplierItems.id, id))
      })
      publishItem(companyId, 'updated', id, userId)
      onAppearanceChanged?.(companyId, id)
    },

    /** Takes the item's texture away; its colour, roughness and metalness stay. */
    async removeTexture(companyId: string, userId: string, id: string) {
      await itemOf(companyId, id)
      await db.transaction(async (tx) => {
        await tx
          .delete(supplierItemTextures)
          .where(
            and(eq(supplierItemTextures.itemId, id), eq(supplierItemTextures.companyId, companyId)),
          )
        await tx
          .update(supplierItems)
          .set({ texture: null, updatedAt: clock.now() })
          .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
      })
      publishItem(companyId, 'updated', id, userId)
      onAppearanceChanged?.(companyId, id)
    },

    /** A texture file by its public address; null for a wrong or retired key. */
    async textureFile(
      itemId: string,
      key: string,
    ): Promise<{ data: Buffer; contentType: string } | null> {
      const [row] = await db
        .select({ data: supplierItemTextures.data, contentType: supplierItemTextures.contentType })
        .from(supplierItemTextures)
        .where(and(eq(supplierItemTextures.itemId, itemId), eq(supplierItemTextures.key, key)))
      return row ?? null
    },

    /** How every item of the company that has an appearance looks, archived suppliers' too. */
    async appearances(companyId: string): Promise<MaterialAppearances> {
      const rows = await db
        .select({
          id: supplierItems.id,
          appearance: supplierItems.appearance,
          texture: supplierItems.texture,
        })
        .from(supplierItems)
        .where(and(eq(supplierItems.companyId, companyId), isNotNull(supplierItems.appearance)))
      const out: MaterialAppearances = {}
      for (const r of rows) {
        const a = appearanceOf(r)
        if (a) out[r.id] = a
      }
      return out
    },
  }
}
