import { z } from 'zod'
import { colorSchema } from './designs'

/**
 * How a material looks: what the editor, the server's pictures, the public configurator and
 * every 3D file draw a part made of it with (docs/decisions/037-material-appearance.md). A part
 * whose supplier item has no appearance keeps its own colour.
 */

/** The surface as a physically based renderer takes it: base colour, roughness, metalness. */
export const materialFinishSchema = z.object({
  /**
   * The base colour. With a texture it tints the picture (multiplies it, as glTF's base colour
   * factor does): white shows the picture as it is.
   */
  color: colorSchema,
  /** 0 is a mirror, 1 fully matt. */
  roughness: z.number().finite().min(0).max(1),
  /** 0 for wood, stone, fabric; 1 for bare metal. */
  metalness: z.number().finite().min(0).max(1),
})
export type MaterialFinish = z.infer<typeof materialFinishSchema>

/** Defaults for a new appearance: a satin, non-metallic surface, as parts are drawn today. */
export const DEFAULT_FINISH = { roughness: 0.62, metalness: 0.05 } as const

/** The largest side of a stored texture, in pixels: larger uploads are scaled down. */
export const TEXTURE_MAX_PIXELS = 2048
/** The largest texture upload, in bytes: a camera's JPEG of a veneer fits. */
export const TEXTURE_MAX_BYTES = 15 * 1024 * 1024
/** The media types a texture is uploaded (and stored) as. */
export const TEXTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
/** The colour a texture shows through as it is: a new appearance made by an upload takes it. */
export const TEXTURE_NEUTRAL_COLOR = '#ffffff'

const textureMillimetres = z.number().finite().min(1).max(100_000)
/** A picture of the surface (wood grain, fabric) and the real-world size it shows, so it tiles at scale. */
export const materialTextureSchema = z.object({
  /** Public address of the stored image (PNG, JPEG or WebP as uploaded, at most 2048²). */
  url: z.string(),
  widthMm: textureMillimetres,
  heightMm: textureMillimetres,
})
export type MaterialTexture = z.infer<typeof materialTextureSchema>

/** A texture upload's query: the real-world size the picture shows, in millimetres. */
export const textureUploadQuerySchema = z.object({
  widthMm: z.coerce.number().pipe(textureMillimetres),
  heightMm: z.coerce.number().pipe(textureMillimetres),
})
export type TextureUploadQuery = z.infer<typeof textureUploadQuerySchema>

export const materialAppearanceSchema = materialFinishSchema.extend({
  texture: materialTextureSchema.nullable(),
})
export type MaterialAppearance = z.infer<typeof materialAppearanceSchema>

/** Appearances by supplier item id: what a page needs to draw the parts made of them. */
export const materialAppearancesSchema = z.record(z.string(), materialAppearanceSchema)
export type MaterialAppearances = z.infer<typeof materialAppearancesSchema>
