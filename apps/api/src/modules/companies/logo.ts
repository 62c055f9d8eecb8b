import { COMPANY_LOGO_PATH, LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from '@designer/contract'
import sharp from 'sharp'
import { AppError } from '../../lib/errors'

/**
 * Pictures above this many pixels are refused before they are decoded: 6,000 × 4,000 is more
 * than any logo needs, and a small file that claims billions of pixels must not take the
 * server's memory.
 */
const MAX_INPUT_PIXELS = 24_000_000

/** The public address of an uploaded logo: the random key is the permission. */
export const companyLogoUrl = (companyId: string, key: string) =>
  `${COMPANY_LOGO_PATH}${companyId}/${key}.png`

/**
 * Checks that the bytes are a PNG or JPEG (by their content, whatever the request declared)
 * and makes the stored copy: turned upright by its EXIF orientation, without metadata, at most
 * LOGO_MAX_PIXELS a side, as a PNG. One format, because the PDF embeds it as it is, and a PNG
 * keeps a logo's transparency and sharp edges; a photo-like JPEG logo grows a little, at
 * 512 px that stays well under a megabyte.
 */
export async function prepareLogo(bytes: Buffer): Promise<{ data: Buffer; contentType: string }> {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError(
      413,
      'payload_too_large',
      `A logo may be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`,
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
  if (format !== 'png' && format !== 'jpeg') {
    throw new AppError(415, 'unsupported_media_type', 'A logo must be a PNG or JPEG image')
  }
  if (pixels > MAX_INPUT_PIXELS) {
    throw new AppError(
      413,
      'image_too_large',
      `A logo may have at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
    )
  }
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: LOGO_MAX_PIXELS,
        height: LOGO_MAX_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer()
    return { data, contentType: 'image/png' }
  } catch {
    // The header read, but the picture itself is cut short or damaged.
    throw new AppError(400, 'invalid_image', 'The file is not a readable picture')
  }
}
