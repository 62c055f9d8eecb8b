import type { Object3D } from 'three'

export type ModelFormat = 'glb' | 'usdz'

/** Scenes are drawn in millimetres; glTF and USD count in metres. */
const METRES_PER_MILLIMETRE = 0.001

/**
 * The configured design as a file: GLB (binary glTF, for any 3D viewer) or USDZ (Apple's AR
 * Quick Look). The exporters are loaded only now, on the visitor's click, and three.js itself
 * is already there with the 3D view. The drawn objects are copied under a group that scales
 * them to metres, so a 1800 mm table is 1.8 m long in AR.
 */
export async function exportModel(root: Object3D, format: ModelFormat): Promise<Blob> {
  const { Group } = await import('three')
  const model = new Group()
  model.name = 'Configuration'
  model.scale.setScalar(METRES_PER_MILLIMETRE)
  model.add(root.clone(true))
  model.updateMatrixWorld(true)
  if (format === 'glb') {
    const { GLTFExporter } = await import('three/examples/jsm/exporters/GLTFExporter.js')
    const data = await new GLTFExporter().parseAsync(model, { binary: true })
    return new Blob([data as ArrayBuffer], { type: 'model/gltf-binary' })
  }
  const { USDZExporter } = await import('three/examples/jsm/exporters/USDZExporter.js')
  const data = await new USDZExporter().parseAsync(model, { quickLookCompatible: true })
  return new Blob([data], { type: 'model/vnd.usdz+zip' })
}

/** Whether this browser opens a `rel="ar"` link in AR Quick Look (Safari on iPhone and iPad). */
export function supportsQuickLook(): boolean {
  try {
    return document.createElement('a').relList.supports('ar')
  } catch {
    // Browsers without supported tokens for links throw instead of answering false.
    return false
  }
}

/**
 * Hands a file to the browser: a download, or AR Quick Look for a USDZ where it exists. Takes
 * a Blob, or an address such as a canvas's `toDataURL()`.
 */
export function saveFile(file: Blob | string, filename: string, { quickLook = false } = {}) {
  const url = typeof file === 'string' ? file : URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  if (quickLook) {
    // Quick Look opens a rel="ar" link only when an image is its first child.
    link.rel = 'ar'
    link.append(document.createElement('img'))
  } else {
    link.download = filename
  }
  document.body.append(link)
  link.click()
  link.remove()
  if (typeof file !== 'string') setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** A file name from the configurator's name: `Dining table` → `dining-table`. */
export function fileNameOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return slug || 'configuration'
}
