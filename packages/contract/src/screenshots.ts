import { z } from 'zod'
import { sceneSchema } from './designs'
import { materialAppearancesSchema } from './materials'
import { cameraSchema } from './views'

/**
 * The sizes the server renders, and no others: a fixed list, so nobody can make it render
 * endless variants of one design (and fill its cache with them).
 */
export type ImageSize = (typeof IMAGE_SIZES)[number]
export const IMAGE_SIZES = ['480x270', '960x600', '1200x630', '1920x1080', '2048x2048'] as const
/** The size of design thumbnails, the editor's and the server's alike. */
export const THUMBNAIL_SIZE: ImageSize = '960x600'
/** The size of a saved view's picture: small, as the views list shows it, in a wide screen's shape. */
export const VIEW_PICTURE_SIZE: ImageSize = '480x270'
export const IMAGE_FORMATS = ['png', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** A background: `transparent` or a six-digit hex colour without its `#` (it travels in URLs). */
const backgroundSchema = z
  .string()
  .regex(/^(transparent|[0-9a-fA-F]{6})$/, { message: 'validation.color' })

/** What a picture of a design shows: the parameters of the screenshot page and the image route. */
export const shotParamsSchema = z.object({
  size: z.enum(IMAGE_SIZES).default('1200x630'),
  bg: backgroundSchema.default('transparent'),
  /** A saved view of the design; absent frames the whole design from three-quarters. */
  view: z.uuid().optional(),
})
export type ShotParams = z.output<typeof shotParamsSchema>

/** A signed address: the expiry (seconds since 1970) and the HMAC over everything else. */
export const signatureParamsSchema = z.object({
  // Optional here so that an unsigned address is refused as such (403), not as malformed input.
  exp: z.coerce.number().int().min(0).max(1e11).optional(),
  sig: z.string().max(100).optional(),
})

export const imageQuerySchema = shotParamsSchema.extend({
  format: z.enum(IMAGE_FORMATS).default('png'),
})
export type ImageQuery = z.output<typeof imageQuerySchema>

export const signedImageQuerySchema = imageQuerySchema.extend(signatureParamsSchema.shape)
/**
 * The screenshot page's own parameters: a picture's, and a configuration drawn as the public
 * page draws it: `configurator` for a published configurator's poster (its live version's
 * default configuration, as its public page first shows it), `quote` for a quote's picture
 * (the version it was asked of, with its choices; decision 044).
 */
export const pageParamsSchema = shotParamsSchema.extend({
  configurator: z.uuid().optional(),
  quote: z.uuid().optional(),
})
export type PageParams = z.output<typeof pageParamsSchema>
export const signedShotQuerySchema = pageParamsSchema.extend(signatureParamsSchema.shape)
/** The size of a configurator's poster: a link preview's (og:image), wide enough for every frame. */
export const POSTER_SIZE: ImageSize = '1200x630'

/** What the screenshot page loads: the design's scene, the scenes it places, and the camera. */
export const shotSceneSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  scene: sceneSchema,
  components: z.record(z.string(), sceneSchema),
  camera: cameraSchema.nullable(),
  /** How the supplier items the scene and its components name look, by item id. */
  materials: materialAppearancesSchema,
  /**
   * A configuration (a configurator's poster, a quote's picture): drawn as the public page draws
   * it, with the shadow on the floor.
   */
  poster: z.boolean().default(false),
})
export type ShotScene = z.infer<typeof shotSceneSchema>

export function parseSize(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number]
  return { width, height }
}
