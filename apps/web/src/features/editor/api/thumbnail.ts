import { request } from '@/lib/api'

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
