import type { Scene } from '@designer/contract'
import { ApiError, request } from '@/lib/api'
import type { SaveResult } from '../core/editor-store'

/** PUT /designs/{id}/scene, answered in the editor store's terms. */
export async function saveScene(
  designId: string,
  version: number,
  scene: Scene,
): Promise<SaveResult> {
  try {
    const saved = await request<{ version: number }>('PUT', `/designs/${designId}/scene`, {
      version,
      scene,
    })
    // null: the company's trial ended and the helper is taking the person to that page.
    return saved ? { ok: true, version: saved.version } : { ok: false, reason: 'error' }
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      const details = err.details as { currentVersion?: number } | undefined
      return { ok: false, reason: 'conflict', currentVersion: details?.currentVersion ?? version }
    }
    // fetch itself failing (no network) is a TypeError; anything else is the server's answer.
    if (err instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine))
      return { ok: false, reason: 'offline' }
    return { ok: false, reason: 'error' }
  }
}

/** Sets the design's thumbnail from a PNG data URL, scaled down to at most 960 px wide. */
export async function uploadThumbnail(designId: string, dataUrl: string) {
  const image = new Image()
  image.src = dataUrl
  await image.decode()
  const scale = Math.min(1, 960 / image.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(image.width * scale)
  canvas.height = Math.round(image.height * scale)
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'),
  )
  return request<{ thumbnailUrl: string }>('PUT', `/designs/${designId}/thumbnail`, blob)
}
