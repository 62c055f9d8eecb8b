import type { MaterialAppearance, MaterialFinish } from '@designer/contract'

/** A stored texture: the key its file is kept under, and the real-world size it shows. */
export type StoredTexture = { key: string; widthMm: number; heightMm: number }

/**
 * The public address of an item's texture. The key changes with every upload, so the address
 * can be cached for good, like a thumbnail's.
 */
export const textureUrl = (itemId: string, key: string) => `/v1/textures/${itemId}/${key}`

/** A supplier item's appearance as the contract gives it, from its two columns. */
export function appearanceOf(row: {
  id: string
  appearance: MaterialFinish | null
  texture: StoredTexture | null
}): MaterialAppearance | null {
  if (!row.appearance) return null
  const { texture } = row
  return {
    ...row.appearance,
    texture: texture
      ? {
          url: textureUrl(row.id, texture.key),
          widthMm: texture.widthMm,
          heightMm: texture.heightMm,
        }
      : null,
  }
}
