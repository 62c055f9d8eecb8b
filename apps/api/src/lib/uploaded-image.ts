import sharp from 'sharp'
import { AppError } from './errors'

/**
 * An uploaded picture (a texture, a logo) checked by its content, whatever the request declared,
 * and made into the copy that is kept: turned upright by its EXIF orientation, without metadata,
 * at most `maxSide` pixels a side, encoded by `encode` in the type it is stored as.
 *
 * Refused: more than `maxBytes` (413 payload_too_large), not a picture sharp reads (400
 * invalid_image), not one of `formats` (415 unsupported_media_type), more than `maxInputPixels`
 * (413 image_too_large: a small file that claims billions of pixels, a "decompression bomb", is
 * refused before it is decoded), or damaged past its header (400 invalid_image).
 */
export async function uploadedImage<Type extends string>(
  bytes: Buffer,
  rules: {
    /** "A logo", "A texture": how the messages name it. */
    what: string
    maxBytes: number
    maxInputPixels: number
    maxSide: number
    /** The formats taken (sharp's names: png, jpeg, webp), each with the type it is kept as. */
    formats: Record<string, Type>
    encode: (image: sharp.Sharp, type: Type) => sharp.Sharp
  },
): Promise<{ data: Buffer; contentType: Type; width: number; height: number }> {
  const { what, maxBytes, maxInputPixels } = rules
  if (bytes.length > maxBytes) {
    throw new AppError(
      413,
      'payload_too_large',
      `${what} may be at most ${maxBytes / 1024 / 1024} MB`,
    )
  }
  let format: string | undefined
  let pixels = 0
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch {
    throw new AppError(400, 'invalid_image', 'The file is not a readable picture')
  }
  const contentType = format ? rules.formats[format] : undefined
  if (!contentType) {
    const names = Object.keys(rules.formats).map((f) => (f === 'webp' ? 'WebP' : f.toUpperCase()))
    const list = `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)}`
    throw new AppError(415, 'unsupported_media_type', `${what} must be a ${list} image`)
  }
  if (pixels > maxInputPixels) {
    throw new AppError(
      413,
      'image_too_large',
      `${what} may have at most ${maxInputPixels / 1_000_000} million pixels`,
    )
  }
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: rules.maxSide,
        height: rules.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
    const { data, info } = await rules
      .encode(image, contentType)
      .toBuffer({ resolveWithObject: true })
    return { data, contentType, width: info.width, height: info.height }
  } catch {
    // The header read, but the picture itself is cut short or damaged.
    throw new AppError(400, 'invalid_image', 'The file is not a readable picture')
  }
}
