import { signInWithCompany } from './support/admin-session'
import { box, createDesign, getDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('several objects: box select, move together, one undo, group, align, and copy into another design', async ({
  page,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Selection Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const bench = await createDesign(page.request, headers, 'Workbench')
  await saveScene(page.request, headers, bench.id, [
    { ...box('a', 'Left block', [500, 500, 500]), position: [-600, 250, 0] },
    { ...box('b', 'Middle block', [500, 500, 500]), position: [0, 250, 0] },
    { ...box('c', 'Right block', [500, 500, 500]), position: [600, 250, 300] },
  ])
  const showroom = await createDesign(page.request, headers, 'Showroom')
  await saveScene(page.request, headers, showroom.id, [box('s', 'Plinth', [800, 200, 800])])

  await page.goto(`/admin/designs/${bench.id}/edit`)
  const viewport = page.getByTestId('editor-viewport')
  await expect(viewport.locator('canvas')).toBeVisible()
  await expect(page.getByTestId('object-list')).toContainText('Right block')
  const frame = (await viewport.boundingBox())!
  const saved = () =>
    expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 10_000,
    })
  const selected = page.getByTestId('object-list').locator('button[aria-pressed="true"]')

  // A box drawn over the whole view (Shift and drag) selects everything it touches…
  await page.keyboard.down('Shift')
  await page.mouse.move(frame.x + 60, frame.y + 60)
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width - 20, frame.y + frame.height - 20, { steps: 8 })
  await expect(page.getByTestId('marquee')).toBeVisible()
  await page.mouse.up()
  await page.keyboard.up('Shift')
  await expect(selected).toHaveCount(3)
  await expect(page.getByTestId('selection-properties')).toContainText('3 objects selected')

  // …a box over empty sky (with the box button, no key) selects nothing.
  await page.getByTestId('box-select').click()
  await page.mouse.move(frame.x + frame.width - 60, frame.y + 20)
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width - 20, frame.y + 40, { steps: 4 })
  await page.mouse.up()
  await expect(selected).toHaveCount(0)

  // Click one, ctrl-click another in the outliner: two selected, shared values shown.
  await page.getByTestId('object-Left block').click()
  await page.getByTestId('object-Middle block').click({ modifiers: ['Control'] })
  await expect(selected).toHaveCount(2)
  await expect(page.getByTestId('prop-position-x')).toHaveValue('')
  await expect(page.getByTestId('prop-position-x')).toHaveAttribute('placeholder', 'Mixed')
  await expect(page.getByTestId('prop-position-z')).toHaveValue('0')

  // The arrow key moves both together; one undo puts both back.
  await page.keyboard.press('ArrowRight')
  await saved()
  let scene = (await getDesign(page.request, headers, bench.id)).scene
  expect(scene.objects.map((o) => (o as unknown as { position: number[] }).position[0])).toEqual([
    -500, 100, 600,
  ])
  await page.keyboard.press('Control+z')
  await saved()
  scene = (await getDesign(page.request, headers, bench.id)).scene
  expect(scene.objects.map((o) => (o as unknown as { position: number[] }).position[0])).toEqual([
    -600, 0, 600,
  ])

  // A height typed once sets it on both, as one step.
  await page.getByTestId('prop-position-y').fill('400')
  await page.getByTestId('prop-position-y').press('Enter')
  await expect(page.getByTestId('prop-position-y')).toHaveValue('400')
  await page.getByTestId('action-undo').click()
  await expect(page.getByTestId('prop-position-y')).toHaveValue('250')

  // Align the right block's back with the others: Back puts the lowest z side on one line.
  await page.getByTestId('object-Right block').click({ modifiers: ['Control'] })
  await expect(selected).toHaveCount(3)
  await page.getByTestId('align-back').click()
  await expect(page.getByTestId('prop-position-z')).toHaveValue('0')

  // Group them: one Group holding the three, selected; Ctrl+Z takes the group away again.
  await page.keyboard.press('Control+g')
  await expect(page.getByTestId('object-Group')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('object-properties')).toContainText('3 parts')
  await saved()
  scene = (await getDesign(page.request, headers, bench.id)).scene
  expect(scene.objects.filter((o) => o.type === 'group')).toHaveLength(1)

  // Copy the group, open the other design, paste: the group and its parts arrive there.
  await page.keyboard.press('Control+c')
  await expect(page.getByText('1 object copied')).toBeVisible()
  await page.goto(`/admin/designs/${showroom.id}/edit`)
  await expect(page.getByTestId('object-list')).toContainText('Plinth')
  await page.getByTestId('object-Plinth').click()
  await page.keyboard.press('Control+v')
  await expect(page.getByTestId('object-Group')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('object-list')).toContainText('Middle block')
  await saved()
  const pasted = (await getDesign(page.request, headers, showroom.id)).scene.objects
  expect(pasted.map((o) => o.name)).toEqual([
    'Plinth',
    'Group',
    'Left block',
    'Middle block',
    'Right block',
  ])
  // Undo takes the whole paste away in one step.
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('object-list')).not.toContainText('Middle block')
  await expect(page.getByTestId('object-list')).toContainText('Plinth')
})

/** The middle of the pixels of a colour in a screenshot of an element (the gizmo's red X arrow). */
async function centreOf(
  page: import('@playwright/test').Page,
  png: Buffer,
  match: { r: [number, number]; g: [number, number]; b: [number, number] },
) {
  return page.evaluate(
    async ([base64, m]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height)
      let [sx, sy, n] = [0, 0, 0]
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
        if (r < m.r[0] || r > m.r[1] || g < m.g[0] || g > m.g[1] || b < m.b[0] || b > m.b[1])
          continue
        sx += (i / 4) % width
        sy += Math.floor(i / 4 / width)
        n++
      }
      return n ? { x: sx / n, y: sy / n, n } : null
    },
    [png.toString('base64'), match] as const,
  )
}

test('dragged near another object, the selection comes to rest against its face', async ({
  page,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Snapping Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Two crates')
  await saveScene(page.request, headers, design.id, [
    { ...box('a', 'Crate A', [500, 500, 500]), position: [0, 250, 0] },
    { ...box('b', 'Crate B', [500, 500, 500]), position: [900, 250, 0] },
  ])
  await page.goto(`/admin/designs/${design.id}/edit`)
  const viewport = page.getByTestId('editor-viewport')
  await expect(viewport.locator('canvas')).toBeVisible()
  // Without the grid's snapping, only the faces can make a round number.
  await page.getByRole('tab', { name: 'Settings' }).click()
  await page.getByRole('switch', { name: 'Snap to Grid' }).click()
  await page.getByRole('tab', { name: 'Objects' }).click()
  await page.getByTestId('object-Crate B').click()
  const x = page.getByTestId('prop-position-x')
  await expect(x).toHaveValue('900')

  const frame = (await viewport.boundingBox())!
  let arrow: Awaited<ReturnType<typeof centreOf>> = null
  await expect(async () => {
    arrow = await centreOf(page, await viewport.screenshot(), {
      r: [200, 255],
      g: [0, 70],
      b: [0, 70],
    })
    expect(arrow?.n ?? 0).toBeGreaterThan(20)
  }).toPass()
  const start = { x: frame.x + arrow!.x, y: frame.y + arrow!.y }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  // Leftwards, a few pixels at a time, until the crate is about to meet the other one.
  let moved = 0
  for (; moved < 600; moved += 3) {
    await page.mouse.move(start.x - moved, start.y)
    const value = Number(await x.inputValue())
    if (value <= 515) break
  }
  expect(moved).toBeLessThan(600)
  await page.mouse.up()
  // Its left side rests on the other crate's right side: 250 + 250.
  await expect(x).toHaveValue('500')
  await expect(page.getByTestId('prop-position-y')).toHaveValue('250')
})
