import type { Locator, Page } from '@playwright/test'
import { uniqueEmail } from './support/accounts'
import { demoStudio, DEMO_PRODUCT as PRODUCT } from './support/admin-session'
import { expect, test } from './support/fixtures'
import { differingPixels } from './support/pixels'

// The demo's dining table as the studio's customer chooses it on a phone (issue 31): the
// options as cards that show the material and say what each choice costs, the rules telling
// what they changed, and the whole page worked by the keyboard alone.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function open(page: Page) {
  const demo = await demoStudio(page.request)
  await page.goto(`/configurator/${demo.configuratorId}`)
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible()
  const viewer = page.getByRole('img', { name: `${PRODUCT} in 3D, with your choices` })
  await expect(viewer.locator('canvas')).toBeVisible()
  return { viewer, price: page.getByTestId('price').filter({ visible: true }) }
}

/**
 * The mean colour of the warm (wooden) pixels of a PNG: red clearly above blue. The background,
 * the shadow and the steel are grey; oak is light and golden, walnut dark.
 */
async function woodTone(page: Page, png: Buffer): Promise<{ share: number; rgb: number[] }> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const sum = [0, 0, 0]
    let n = 0
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! - data[i + 2]! <= 30) continue
      for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!
      n++
    }
    return { share: n / (data.length / 4), rgb: sum.map((s) => Math.round(s / Math.max(n, 1))) }
  }, png.toString('base64'))
}

/** The canvas once it has stopped changing (first frames, a camera on its way). */
async function settledCanvas(canvas: Locator) {
  let last = await canvas.screenshot()
  await expect
    .poll(
      async () => {
        const now = await canvas.screenshot()
        const same = now.equals(last)
        last = now
        return same
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return last
}

test('material swatches show each wood, say what it costs, and walnut turns the table walnut in 3D', async ({
  page,
}) => {
  test.slow()
  const { viewer, price } = await open(page)
  const oakPicture = await settledCanvas(viewer.locator('canvas'))
  const oak = await woodTone(page, oakPicture)
  expect(oak.share, 'the table is on screen').toBeGreaterThan(0.03)

  await page.getByRole('tab', { name: 'Finish' }).click()
  const wood = page.getByRole('radiogroup', { name: 'Wood' })
  await expect(wood.getByRole('radio', { name: 'Oak Included' })).toBeChecked()
  // Each other wood says what it does to the price, as money: "+€580", "−€70".
  const walnut = wood.getByRole('radio', { name: /^Walnut [+−]€[\d,.]+$/ })
  await expect(walnut).not.toBeChecked()

  // Three swatches, each a 40 px surface at least, each a different wood.
  const swatches = wood.getByTestId('swatch')
  await expect(swatches).toHaveCount(3)
  const pictures: Buffer[] = []
  for (const swatch of await swatches.all()) {
    await expect(swatch).toBeVisible()
    const box = (await swatch.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(40)
    expect(box.height).toBeGreaterThanOrEqual(40)
    pictures.push(await swatch.screenshot())
  }
  for (let a = 0; a < pictures.length; a++) {
    for (let b = a + 1; b < pictures.length; b++) {
      const size = 40 * 40
      expect(
        await differingPixels(page, pictures[a]!, pictures[b]!),
        `swatches ${a} and ${b} differ`,
      ).toBeGreaterThan(size / 2)
    }
  }

  // The chosen wood is ticked (not told by colour alone), the others are not.
  const ticks = wood.getByTestId('chosen-tick')
  await expect(ticks.nth(0)).toBeVisible()
  await expect(ticks.nth(1)).toBeHidden()
  await expect(ticks.nth(2)).toBeHidden()

  // The leg styles come with their pictures.
  const legs = page.getByRole('radiogroup', { name: 'Leg style' })
  await expect(legs.getByRole('radio', { name: /^Black steel/ })).toBeVisible()

  // Walnut: the price moves by exactly what the swatch said, and the wood turns dark in 3D.
  const before = (await price.textContent())!
  const walnutCard = wood.locator('label').filter({ hasText: 'Walnut' })
  const said = /[+−]€[\d,.]+/.exec((await walnutCard.textContent())!)![0]
  await wood.getByText('Walnut', { exact: true }).click()
  // Chosen, it is in the price shown: "Walnut Included".
  await expect(wood.getByRole('radio', { name: 'Walnut Included' })).toBeChecked()
  await expect(price).not.toHaveText(before)
  const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''))
  const moved = euros((await price.textContent())!) - euros(before)
  expect(moved).toBeCloseTo((said.startsWith('−') ? -1 : 1) * euros(said), 2)
  // Now oak is the cheaper one, and says so.
  await expect(wood.getByRole('radio', { name: /^Oak −€/ })).toBeVisible()

  await expect
    .poll(async () => (await woodTone(page, await viewer.locator('canvas').screenshot())).rgb[0], {
      timeout: 20_000,
      message: 'the table top turns walnut',
    })
    .toBeLessThan(oak.rgb[0]! - 15)
  const walnutTone = await woodTone(page, await settledCanvas(viewer.locator('canvas')))
  // Darker in every channel: walnut (#6e4329), not oak (#c8a165) in another light.
  for (let c = 0; c < 3; c++) expect(walnutTone.rgb[c]!).toBeLessThan(oak.rgb[c]!)
})

test('a rule that takes away a choice says so under the option changed, and Undo brings it back', async ({
  page,
}) => {
  const { price } = await open(page)
  // The leaf, chosen.
  await page.getByRole('tab', { name: 'Extras' }).click()
  const leaf = page.getByRole('switch', { name: 'Extension leaf' })
  await leaf.click()
  await expect(leaf).toBeChecked()
  const withLeaf = (await price.textContent())!

  // 2.2 m: the studio's rule takes the leaf away. The page says so, where the length is.
  await page.getByRole('tab', { name: 'Size' }).click()
  const length = page.getByRole('spinbutton', { name: 'Length' })
  await length.fill('2200')
  await length.press('Enter')
  const notice = page.getByTestId('rule-notice')
  await expect(notice).toHaveText(/Extension leaf is not available with these choices — removed/)
  await expect(page.getByTestId('option-W').locator('..')).toContainText('Extension leaf')
  // Screen readers hear it from a polite live region.
  await expect(page.getByTestId('notice-announcer')).toHaveText(
    'Extension leaf is not available with these choices — removed',
  )
  await expect(page.getByTestId('notice-announcer')).toHaveAttribute('aria-live', 'polite')

  // Undo: the length and the leaf as they were, the notice gone, the focus on the length.
  await notice.getByRole('button', { name: 'Undo' }).click()
  await expect(notice).toHaveCount(0)
  await expect(length).toHaveValue('1800')
  await expect(page.getByRole('slider', { name: 'Length' })).toBeFocused()
  await expect(price).toHaveText(withLeaf)
  await page.getByRole('tab', { name: 'Extras' }).click()
  await expect(leaf).toBeChecked()
})

/** Tab (Shift+Tab backwards) until the element has the focus: how a keyboard reaches it. */
async function tabTo(page: Page, target: Locator, { back = false, most = 40 } = {}) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${target} not reached with the keyboard`)
}

test('the table is configured and a quote asked for with the keyboard alone', async ({ page }) => {
  test.slow()
  const { price } = await open(page)
  const start = (await price.textContent())!

  // Size: the slider, by arrows (100 mm a step).
  const slider = page.getByRole('slider', { name: 'Length' })
  await tabTo(page, slider)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('spinbutton', { name: 'Length' })).toHaveValue('2000')
  await expect(slider).toHaveAttribute('aria-valuetext', '2,000 mm')
  await expect(price).not.toHaveText(start)

  // Finish: the steps' tabs by arrows, the woods and the legs as radio groups, by arrows.
  await tabTo(page, page.getByRole('tab', { name: 'Size' }), { back: true })
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Finish' })).toHaveAttribute('aria-selected', 'true')
  const wood = page.getByRole('radiogroup', { name: 'Wood' })
  await tabTo(page, wood.getByRole('radio', { name: /^Oak/ }))
  await page.keyboard.press('ArrowRight')
  await expect(wood.getByRole('radio', { name: /^Walnut/ })).toBeChecked()
  await expect(wood.getByRole('radio', { name: /^Walnut/ })).toBeFocused()
  const legs = page.getByRole('radiogroup', { name: 'Leg style' })
  await page.keyboard.press('Tab')
  await expect(legs.getByRole('radio', { name: /^Oak/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(legs.getByRole('radio', { name: /^Black steel/ })).toBeChecked()

  // Extras: on by the step's own button, the leaf switched on with Space.
  await tabTo(page, page.getByRole('button', { name: 'Next: Extras' }))
  await page.keyboard.press('Enter')
  const leaf = page.getByRole('switch', { name: 'Extension leaf' })
  await tabTo(page, leaf)
  await page.keyboard.press('Space')
  await expect(leaf).toBeChecked()
  await expect(page).toHaveURL(/wood=walnut/)
  const configured = (await price.textContent())!

  // The quote: the button, the fields typed, consent by Space, sent by Enter.
  await tabTo(page, page.getByRole('button', { name: 'Request a quote' }).filter({ visible: true }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Request a quote' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(configured, { exact: true })).toBeVisible()
  const email = uniqueEmail('keyboard')
  await tabTo(page, dialog.getByRole('textbox', { name: /^Name/ }))
  await page.keyboard.type('Kim Keyboard')
  await tabTo(page, dialog.getByRole('textbox', { name: /^Email/ }))
  await page.keyboard.type(email)
  const consent = dialog.getByRole('checkbox', { name: /I agree that Demo Studio keeps/ })
  await tabTo(page, consent)
  await page.keyboard.press('Space')
  await expect(consent).toBeChecked()
  await tabTo(page, dialog.getByRole('button', { name: 'Send my request' }))
  await page.keyboard.press('Enter')
  const done = page.getByRole('dialog', { name: 'Thank you, your request is on its way' })
  await expect(done).toBeVisible()
  await expect(done.getByTestId('quote-price')).toHaveText(configured)
  await expect(done).toContainText(`We sent a confirmation to ${email}.`)
})
