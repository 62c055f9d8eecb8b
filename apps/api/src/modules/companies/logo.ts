import { COMPANY_LOGO_PATH, LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from '@designer/contract'
import { uploadedImage } from '../../lib/uploaded-image'

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
  const { data, contentType } = await uploadedImage(bytes, {
    what: 'A logo',
    maxBytes: LOGO_MAX_BYTES,
    maxInputPixels: MAX_INPUT_PIXELS,
    maxSide: LOGO_MAX_PIXELS,
    formats: { png: 'image/png', jpeg: 'image/png' },
    encode: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  })
  return { data, contentType }
}
