import type { Part } from '@designer/configurator/parts'
import {
  type ConfiguratorDefinition,
  DEFAULT_FINISH,
  type MaterialAppearances,
  TEXTURE_MAX_PIXELS,
} from '@designer/contract'
import sharp from 'sharp'

/** How a part looks in a file: a physically based material, shared by every part that looks alike. */
export type Look = {
  /** Equal for parts that look the same: they share one material. */
  key: string
  /** What the material is called in the files: the option value's name where one offers it. */
  name: string
  /** `#rrggbb`, sRGB as typed. */
  color: string
  roughness: number
  metalness: number
  /** The supplier item whose texture covers the part, and the real size the picture shows. */
  texture: { itemId: string; widthMm: number; heightMm: number } | null
}

/**
 * A part's look, as every view draws it: its supplier item's appearance when the item has one,
 * else its own colour with the default finish. A textured look is its picture tinted by its
 * colour, as glTF's base colour factor multiplies its texture and as the page's 3D view draws
 * it (decision 037: a grey grain picture serves every wood); without the picture at hand
 * (`textured` says which are), the colour alone.
 */
export function lookOf(
  part: Part,
  materials: MaterialAppearances,
  textured: (itemId: string) => boolean,
): Omit<Look, 'name'> {
  const appearance = part.supplierItemId ? materials[part.supplierItemId] : undefined
  if (!appearance) {
    const { roughness, metalness } = DEFAULT_FINISH
    return { key: `colour:${part.color}`, color: part.color, roughness, metalness, texture: null }
  }
  const { color, roughness, metalness } = appearance
  const texture = appearance.texture && textured(part.supplierItemId!) ? appearance.texture : null
  return {
    key: `item:${part.supplierItemId}`,
    color,
    roughness,
    metalness,
    texture: texture
      ? { itemId: part.supplierItemId!, widthMm: texture.widthMm, heightMm: texture.heightMm }
      : null,
  }
}

/**
 * The looks of the parts, one per key, named by what a visitor chose them as (a material
 * option's value: "Walnut"), else by their colour. Answers each part's look in order.
 */
export function looksOf(
  parts: Part[],
  materials: MaterialAppearances,
  definition: ConfiguratorDefinition,
  textured: (itemId: string) => boolean,
): Look[] {
  const names = new Map<string, string>()
  for (const step of definition.steps)
    for (const option of step.options) {
      if (option.kind !== 'material') continue
      for (const value of option.values) {
        const key = value.supplierItemId ? `item:${value.supplierItemId}` : `colour:${value.color}`
        if (!names.has(key)) names.set(key, value.name)
      }
    }
  const looks = new Map<string, Look>()
  return parts.map((part) => {
    const look = lookOf(part, materials, textured)
    let named = looks.get(look.key)
    if (!named) {
      named = { ...look, name: names.get(look.key) ?? look.color }
      looks.set(look.key, named)
    }
    return named
  })
}

/** A texture as both files can hold it: PNG or JPEG (core glTF and USDZ both take these two). */
export type TextureImage = {
  bytes: Uint8Array
  mimeType: 'image/png' | 'image/jpeg'
  extension: 'png' | 'jpg'
  width: number
  height: number
}

/**
 * A stored texture made fit for the files: a WebP upload (which glTF takes only through an
 * extension, and USDZ not at all) becomes a PNG when it has transparency, else a JPEG; a picture
 * larger than the stored limit (which uploads never are) is scaled down to it.
 */
export async function fileTexture(data: Uint8Array, contentType: string): Promise<TextureImage> {
  const image = sharp(data)
  const meta = await image.metadata()
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  const tooLarge = Math.max(width, height) > TEXTURE_MAX_PIXELS
  const kept = contentType === 'image/png' || contentType === 'image/jpeg'
  if (kept && !tooLarge) {
    const png = contentType === 'image/png'
    return {
      bytes: data,
      mimeType: png ? 'image/png' : 'image/jpeg',
      extension: png ? 'png' : 'jpg',
      width,
      height,
    }
  }
  const resized = tooLarge
    ? image.resize(TEXTURE_MAX_PIXELS, TEXTURE_MAX_PIXELS, { fit: 'inside' })
    : image
  const png = meta.hasAlpha === true
  const { data: bytes, info } = await (png
    ? resized.png()
    : resized.jpeg({ quality: 88, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true })
  return {
    bytes: new Uint8Array(bytes),
    mimeType: png ? 'image/png' : 'image/jpeg',
    extension: png ? 'png' : 'jpg',
    width: info.width,
    height: info.height,
  }
}

/** A `#rrggbb` colour in linear light, as glTF's base colour and USD's diffuse colour take it. */
export function linearColor(hex: string): [number, number, number] {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return [channel(0), channel(1), channel(2)]
}
