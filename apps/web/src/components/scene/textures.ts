import { invalidate } from '@react-three/fiber'
import {
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
