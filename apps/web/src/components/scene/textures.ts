import { invalidate } from '@react-three/fiber'
import {
  DataTexture,
  EquirectangularReflectionMapping,
  LinearFilter,
  type MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
} from 'three'

/**
 * Texture pictures, loaded once per address. A material is drawn in its colour until its picture
 * arrives, then with it (a picture that fails to load leaves the colour): nothing is ever drawn
 * with an empty texture, which would be black.
 */
const loader = new TextureLoader()
const images = new Map<string, Promise<Texture | null>>()
const pending = new Set<Promise<unknown>>()

function load(url: string): Promise<Texture | null> {
  let image = images.get(url)
  if (!image) {
    image = new Promise<Texture | null>((resolve) => {
      loader.load(url, resolve, undefined, () => resolve(null))
    })
    images.set(url, image)
    const tracked = image.finally(() => pending.delete(tracked))
    pending.add(tracked)
  }
  return image
}

/**
 * Gives `material` the picture at `url` once it has loaded, repeated once per `widthMm` ×
 * `heightMm` of the surface: the geometry's coordinates are in millimetres (see geometry.ts), so a
 * face of 1,800 mm under a picture of 600 mm shows it three times.
 */
export function applyTexture(
  material: MeshStandardMaterial,
  texture: { url: string; widthMm: number; heightMm: number },
) {
  void load(texture.url).then((loaded) => {
    if (!loaded) return
    // One texture per material: the repeat belongs to the texture, the picture is shared.
    const map = loaded.clone()
    map.colorSpace = SRGBColorSpace
    map.wrapS = RepeatWrapping
    map.wrapT = RepeatWrapping
    map.anisotropy = 4
    map.repeat.set(1 / texture.widthMm, 1 / texture.heightMm)
    map.needsUpdate = true
    material.map = map
    material.needsUpdate = true
    invalidate()
  })
}

/** Resolves when every picture asked for so far has loaded or failed (the screenshot page waits). */
export async function texturesSettled(): Promise<void> {
  while (pending.size) await Promise.all(pending)
}

let environment: DataTexture | null = null

/**
 * What a metal reflects: a plain studio (a light ceiling, a soft window, a darker floor), made
 * here, small, as a picture all around. Without it a metal lit only by lamps reflects nothing
 * and looks black; the renderer blurs it by the surface's roughness. Only metals get it, so the
 * other parts look as they always did.
 */
export function studioEnvironment(): DataTexture {
  if (environment) return environment
  const width = 64
  const height = 32
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    // Row 0 is the bottom of the picture: the floor.
    const up = (y + 0.5) / height
    const sky = up >= 0.5 ? 0.78 + 0.22 * (up - 0.5) * 2 : 0.3 + 0.48 * up * 2
    for (let x = 0; x < width; x++) {
      const around = (x + 0.5) / width
      const window = Math.exp(-(((around - 0.2) / 0.07) ** 2) - ((up - 0.72) / 0.1) ** 2)
      const level = Math.min(1, sky + 0.35 * window)
      const i = (y * width + x) * 4
      data[i] = data[i + 1] = data[i + 2] = Math.round(255 * level)
      data[i + 3] = 255
    }
  }
  environment = new DataTexture(data, width, height)
  environment.mapping = EquirectangularReflectionMapping
  environment.colorSpace = SRGBColorSpace
  environment.magFilter = LinearFilter
  environment.minFilter = LinearFilter
  environment.needsUpdate = true
  return environment
}
