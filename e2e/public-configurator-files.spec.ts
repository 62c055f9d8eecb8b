import { readFileSync } from 'node:fs'
import { validateBytes } from 'gltf-validator'
import jsQR from 'jsqr'
import { demoStudio } from './support/admin-session'
import { expect, test } from './support/fixtures'

// A visitor takes the configured table away (issue 31): its 3D model as a file built by the
// server for the choices on the page, and on a computer a QR code that opens the same
// configuration on a phone, where "View in your room" places it in the room.

test.use({ viewport: { width: 1280, height: 800 } })

/** A GLB's header and JSON chunk (glTF 2.0, "Binary glTF Layout"). */
function glbJson(bytes: Buffer) {
  const json = bytes.readUInt32LE(12)
  return {
    magic: bytes.subarray(0, 4).toString('latin1'),
    version: bytes.readUInt32LE(4),
    length: bytes.readUInt32LE(8),
    chunk: bytes.readUInt32LE(16),
    gltf: JSON.parse(bytes.subarray(20, 20 + json).toString('utf8')) as {
      nodes: { name: string }[]
      extensionsRequired?: string[]
    },
  }
}

/**
 * What a QR code drawn as our SVG path says: its unit squares rasterised (8 px a module) and read
 * by jsQR, a decoder of its own.
 */
function decodeQr(path: string, extent: number) {
  const scale = 8
  const side = extent * scale
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4
        rgba[at] = rgba[at + 1] = rgba[at + 2] = 0
      }
  }
  return jsQR(rgba, side, side)?.data ?? null
}

test('a visitor downloads the configured table as a GLB, and a computer offers a QR code for the room', async ({
  page,
}) => {
  const { configuratorId } = await demoStudio(page.request)
  await page.goto(`/configurator/${configuratorId}?W=2000&wood=walnut&leaf=1`)
  const tools = page.getByRole('toolbar', { name: 'Share and download' })
  await expect(tools).toBeVisible()

  // The GLB comes from the server, for the choices on the page.
  await tools.getByRole('button', { name: 'Download' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: '3D model (GLB)' }).click()
  const download = await downloading
  // Named after the configurator, as the server's answer names it.
  expect(download.suggestedFilename()).toBe('Dining table.glb')
  expect(download.url()).toContain(`/v1/public/configurators/${configuratorId}/model.glb?`)
  const bytes = readFileSync((await download.path())!)
  const glb = glbJson(bytes)
  expect([glb.magic, glb.version, glb.length, glb.chunk]).toEqual([
    'glTF',
    2,
    bytes.length,
    0x4e4f534a,
  ])
  // The table's parts, each once: the top, the leaf that was chosen, the four leg components.
  expect(glb.gltf.nodes.map((n) => n.name)).toEqual([
    'Top',
    'Extension leaf',
    'Leg front left / Leg',
    'Leg front right / Leg',
    'Leg back left / Leg',
    'Leg back right / Leg',
  ])
  expect(glb.gltf.extensionsRequired ?? []).toEqual([])
  const report = await validateBytes(new Uint8Array(bytes))
  expect(report.issues.numErrors + report.issues.numWarnings, JSON.stringify(report.issues)).toBe(0)

  // The USDZ beside it, at its own address for the same choices.
  await tools.getByRole('button', { name: 'Download' }).click()
  const usdz = page.getByRole('menuitem', { name: '3D model for AR (USDZ)' })
  await expect(usdz).toHaveAttribute('href', /\/model\.usdz\?W=2000&wood=walnut&leaf=1$/)
  await page.keyboard.press('Escape')

  // On a computer, "View in your room" shows a QR code of this very configuration's link.
  await tools.getByRole('button', { name: 'View in your room' }).click()
  const dialog = page.getByRole('dialog', { name: 'See it in your room' })
  await expect(dialog).toBeVisible()
  const code = dialog.getByRole('img', { name: 'QR code that opens this configuration on a phone' })
  await expect(code).toBeVisible()
  await expect(code.locator('path')).toHaveCount(1)
  const box = (await code.getAttribute('viewBox'))!.split(' ').map(Number)
  const said = decodeQr((await code.locator('path').getAttribute('d'))!, box[2]!)
  expect(said).toBe(page.url())
  expect(said).toMatch(/\?W=2000&wood=walnut&leaf=1$/)
  // Closed, it hands the keyboard back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(tools.getByRole('button', { name: 'View in your room' })).toBeFocused()
})
