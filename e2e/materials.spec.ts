import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInWithCompany } from './support/admin-session'
import { box, createDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'
import { meanColour } from './support/pixels'

/** The middle of the editor's 3D view, where the design stands: its mean colour and spread. */
async function middleOfEditor(page: Page) {
  const canvas = page.getByTestId('editor-viewport').locator('canvas')
  const area = (await canvas.boundingBox())!
  const png = await page.screenshot({
    clip: {
      x: area.x + area.width / 2 - 30,
      y: area.y + area.height / 2 - 15,
      width: 60,
      height: 30,
    },
  })
  return meanColour(page, png)
}

async function openEditor(page: Page, designId: string) {
  await page.goto(`/admin/designs/${designId}/edit`)
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  // Enabled once the 3D view has drawn its first frame.
  await expect(page.getByRole('button', { name: 'Reset View' })).toBeEnabled()
}

/** Black and white stripes, as a PNG the browser draws. */
async function stripes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 64)
    const context = canvas.getContext('2d')!
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, 64, 64)
    context.fillStyle = '#000000'
    context.fillRect(0, 0, 64, 32)
    const blob = await canvas.convertToBlob({ type: 'image/png' })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
  })
  return Buffer.from(base64, 'base64')
}

test('a material given a colour, a finish and a texture turns the part made of it that way in the editor', async ({
  page,
}) => {
  // Two visits to the editor, drawing in software WebGL on two busy cores.
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Material Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const supplier = await page.request.post('/v1/suppliers', {
    headers,
    data: { name: 'Nordic Timber', currency: 'EUR' },
  })
  const item = await page.request.post('/v1/supplier-items', {
    headers,
    data: {
      supplierId: (await supplier.json()).id,
      name: 'Blue laminate',
      unit: 'm2',
      materialType: 'sheet',
      unitCost: { amount: 3000, currency: 'EUR' },
    },
  })
  expect(item.status()).toBe(201)
  const itemId = (await item.json()).id as string
  const design = await createDesign(page.request, headers, 'Side table')
  // A top of 1000 × 18 × 500 mm made of the laminate, brown of its own.
  await saveScene(page.request, headers, design.id, [
    { ...box('top', 'Top', [1000, 18, 500]), supplierItemId: itemId },
  ])

  // The laminate has no look yet: the top is its own brown.
  await openEditor(page, design.id)
  await expect
    .poll(async () => {
      const { mean } = await middleOfEditor(page)
      return mean[0] - mean[2]
    })
    .toBeGreaterThan(30)

  // The laminate gets a look: blue, glossy, with a striped picture 100 mm across.
  await page.goto('/admin/suppliers?tab=items')
  const row = page.locator('[data-testid^="item-row-"]', { hasText: 'Blue laminate' })
  await expect(row.locator('[data-slot="material-swatch"]')).toHaveCount(0)
  await row.getByRole('button', { name: 'Actions for Blue laminate' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const dialog = page.getByTestId('item-dialog')
  const appearance = dialog.getByRole('group', { name: 'Appearance' })
  await appearance.getByRole('button', { name: 'Add an appearance' }).click()
  await appearance.getByLabel('Colour').fill('#1d4ed8')
  const finish = appearance.getByRole('slider', { name: 'Finish' })
  await finish.focus()
  await page.keyboard.press('End')
  await expect(finish).toHaveAttribute('aria-valuetext', 'Mirror')
  await appearance.getByRole('textbox', { name: 'Width shown' }).fill('100')
  await appearance
    .getByTestId('appearance-texture-file')
    .setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: await stripes(page) })
  await expect(appearance.getByRole('img', { name: 'Texture of Blue laminate' })).toBeVisible()
  // Its height follows the picture's proportions.
  await expect(appearance.getByRole('textbox', { name: 'Height shown' })).toHaveValue('100')
  // The section, sliders, swatches and picture included, passes axe's WCAG 2.1 AA rules.
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="item-dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  // The list shows the swatch beside the name.
  await expect(row.locator('[data-slot="material-swatch"]')).toBeVisible()

  // The editor draws the top in the laminate's blue, striped by its picture.
  await openEditor(page, design.id)
  await expect
    .poll(
      async () => {
        const { mean, spread } = await middleOfEditor(page)
        return mean[2] - mean[0] > 20 && spread > 15
      },
      { timeout: 30_000 },
    )
    .toBe(true)
})
