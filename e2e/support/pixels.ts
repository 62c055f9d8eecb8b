import type { Page } from '@playwright/test'

export type PixelSummary = {
  width: number
  height: number
  /** Share of the picture that shows the design: its warm wood colour, shaded or lit. */
  coverage: number
  /** Rows (from the top) of the first and last pixel of the design (-1 when none). */
  firstRow: number
  lastRow: number
  /** The top-left pixel's alpha, 0–255. */
  cornerAlpha: number
}

/**
 * Decodes a PNG in the page (no image library needed in the tests) and tells where the design
 * is in it. The journeys' designs are brown wood (#8a5a3c): a pixel whose red clearly exceeds
 * its blue is the design, shaded or lit, while the background, the grid and shadows are grey.
 */
export async function summarisePng(page: Page, png: Buffer): Promise<PixelSummary> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    let differing = 0
    let firstRow = -1
    let lastRow = -1
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 8) continue
      if (data[i]! - data[i + 2]! > 40) {
        differing++
        const row = Math.floor(i / 4 / width)
        if (firstRow < 0) firstRow = row
        lastRow = row
      }
    }
    return {
      width,
      height,
      coverage: differing / (width * height),
      firstRow,
      lastRow,
      cornerAlpha: data[3]!,
    }
  }, png.toString('base64'))
}

/** How many pixels of two same-sized PNGs differ at all. */
export async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')!
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data
      }
      const [x, y] = [await decode(first), await decode(second)]
      let n = 0
      for (let i = 0; i < x.length; i += 4) {
        if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) n++
      }
      return n
    },
    [a.toString('base64'), b.toString('base64')] as const,
  )
}

/** The mean colour of a PNG (0–255 a channel) and how far its pixels stray from it on average. */
export async function meanColour(
  page: Page,
  png: Buffer,
): Promise<{ mean: [number, number, number]; spread: number }> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const n = data.length / 4
    const mean: [number, number, number] = [0, 0, 0]
    for (let i = 0; i < data.length; i += 4) {
      for (let c = 0; c < 3; c++) mean[c as 0] += data[i + c]! / n
    }
    let spread = 0
    for (let i = 0; i < data.length; i += 4) {
      for (let c = 0; c < 3; c++) spread += Math.abs(data[i + c]! - mean[c as 0]) / n
    }
    return { mean, spread }
  }, png.toString('base64'))
}
