import { signInWithCompany } from './support/admin-session'
import { box, createDesign, getDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('the editor: add objects, change Width, undo and redo, switches, views, screenshot, and all of it saved', async ({
  page,
}) => {
  // The longest journeys: many steps, each drawing in software WebGL on two busy cores.
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Editor Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const leg = await createDesign(page.request, headers, 'Walnut leg', 'component')
  const design = await createDesign(page.request, headers, 'Side table')

  await page.goto(`/admin/designs/${design.id}/edit`)
  await expect(page.getByRole('heading', { name: 'Side table' })).toBeVisible()
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Objects' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible()

  // Add a box and a component through the Add Object dialog.
  await page.getByTestId('add-object').click()
  await expect(page.getByRole('dialog', { name: 'Add Object' })).toContainText(
    'Choose an object type.',
  )
  await page.getByTestId('add-box').click()
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-component-Walnut leg').click()
  await expect(page.getByTestId('object-list')).toContainText('Box')
  await expect(page.getByTestId('object-list')).toContainText('Walnut leg')
  await expect(page.getByTestId('prop-design-id')).toHaveText(leg.id)
  await expect(page.getByTestId('prop-component-name')).toHaveText('An instance of “Walnut leg”')

  // Change the box's Width, then undo and redo it.
  await page.getByTestId('object-Box').click()
  const width = page.getByTestId('prop-width')
  await expect(width).toHaveValue('500')
  await width.fill('820')
  await width.press('Enter')
  await expect(width).toHaveValue('820')
  await page.getByTestId('action-undo').click()
  await expect(width).toHaveValue('500')
  await page.keyboard.press('Control+Shift+Z')
  await expect(width).toHaveValue('820')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })

  // Keyboard moves: three presses of the right arrow, one grid step each.
  await page.getByTestId('object-Box').click()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByLabel('Position X')).toHaveValue('300')

  // Every Display and Camera switch.
  await page.getByRole('tab', { name: 'Settings' }).click()
  for (const name of [
    'Show Grid',
    'Show Axes',
    'Snap to Grid',
    'Snap to Objects',
    'Wireframe Mode',
  ]) {
    const toggle = page.getByRole('switch', { name })
    const before = await toggle.getAttribute('aria-checked')
    await toggle.click()
    await expect(toggle).not.toHaveAttribute('aria-checked', before!)
  }
  await page.getByRole('switch', { name: 'First Person' }).click()
  await expect(page.getByRole('switch', { name: 'First Person' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('switch', { name: 'Orbit Mode' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.getByRole('switch', { name: 'Orbit Mode' }).click()
  await expect(page.getByRole('switch', { name: 'Orbit Mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
  await expect(page.getByTestId('history-list')).toContainText('Change Box')

  // Save the current view, then apply it.
  await page.getByRole('button', { name: 'Save Current View' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Current View' })
  await expect(dialog.getByLabel('View Name')).toHaveAttribute(
    'placeholder',
    'e.g. Front three-quarter',
  )
  await expect(dialog.getByLabel('Description')).toHaveAttribute(
    'placeholder',
    /What this view shows/,
  )
  await dialog.getByLabel('View Name').fill('Catalogue angle')
  await dialog.getByLabel('Description').fill('Three-quarter view for the catalogue')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('views-list')).toContainText('Catalogue angle')
  await page.getByRole('button', { name: 'Apply View: Catalogue angle' }).click()
  await expect(page.getByText('View Catalogue angle applied')).toBeVisible()
  await page.getByRole('combobox', { name: 'Choose a saved view' }).click()
  await page.getByRole('option', { name: 'Catalogue angle' }).click()
  await page.getByRole('button', { name: 'Apply selected view' }).click()
  await page.getByRole('button', { name: 'Reset View' }).click()

  // A screenshot downloads a PNG and becomes the thumbnail.
  await page.getByRole('button', { name: 'Screenshot' }).click()
  const download = page.waitForEvent('download')
  await page
    .getByRole('dialog', { name: 'Screenshot' })
    .getByRole('button', { name: 'Download' })
    .click()
  expect((await download).suggestedFilename()).toBe('Side table.png')
  await expect(page.getByText('Screenshot downloaded and set as the thumbnail')).toBeVisible()

  // Reload: everything is there.
  await page.reload()
  await page.getByTestId('object-Box').click()
  await expect(page.getByTestId('prop-width')).toHaveValue('820')
  await expect(page.getByTestId('object-list')).toContainText('Walnut leg')
  const saved = await getDesign(page.request, headers, design.id)
  expect(saved.scene.objects.map((o) => o.type)).toEqual(['box', 'component'])
  expect(saved.thumbnailUrl).toMatch(/^\/v1\/thumbnails\//)
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(page.getByTestId('views-list')).toContainText('Catalogue angle')

  // The thumbnail shows in the designs grid.
  await page.goto('/admin/designs?view=grid')
  await expect(page.locator(`img[src="${saved.thumbnailUrl}"]`)).toBeVisible()
})

test('the same design edited in two tabs: both changes land in both, with no conflict', async ({
  page,
  context,
}) => {
  // Two editors drawing WebGL in software on two cores.
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Conflict Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Shared cabinet')

  await page.goto(`/admin/designs/${design.id}/edit`)
  const second = await context.newPage()
  await second.goto(`/admin/designs/${design.id}/edit`)
  await expect(second.getByRole('heading', { name: 'Shared cabinet' })).toBeVisible()

  // A person works in the tab they are looking at: each tab comes to the front in turn.
  await page.bringToFront()
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-box').click()
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })
  // The other tab shows it without a reload…
  await expect(second.getByTestId('object-Box')).toBeVisible()

  await second.bringToFront()
  await second.getByTestId('add-object').click()
  await second.getByTestId('add-sphere').click()
  await expect(second.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })
  // …and its own change goes on top of it, to the first tab too, with nothing to resolve.
  await expect(page.getByTestId('object-Sphere')).toBeVisible()
  await expect(second.getByTestId('conflict-dialog')).toHaveCount(0)
  const saved = await getDesign(page.request, headers, design.id)
  expect(saved.scene.objects.map((o) => o.type)).toEqual(['box', 'sphere'])
  expect(saved.version).toBe(3)
})

test('work done while the server cannot be reached is kept and offered again after a reload', async ({
  page,
  expectedProblems,
}) => {
  expectedProblems.push(/ERR_INTERNET_DISCONNECTED/)
  const owner = await signInWithCompany(page, { companyName: 'Offline Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Garden bench')

  await page.goto(`/admin/designs/${design.id}/edit`)
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  // The connection drops: every change sent fails at the network level.
  await page.route('**/v1/designs/*/ops', (route) => route.abort('internetdisconnected'))
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-cone').click()
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', /offline|error/, {
    timeout: 10_000,
  })

  page.on('dialog', (dialog) => dialog.accept())
  await page.unroute('**/v1/designs/*/ops')
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Unsaved changes found' })).toBeVisible()
  await page.getByRole('button', { name: 'Restore my changes' }).click()
  await expect(page.getByTestId('object-list')).toContainText('Cone')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })
  expect(
    (await getDesign(page.request, headers, design.id)).scene.objects.map((o) => o.type),
  ).toEqual(['cone'])
})

test('a design without a picture gets one from the editor, and it shows in the grid', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { companyName: 'Pictures Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Plinth')
  await saveScene(page.request, headers, design.id, [box('p', 'Plinth', [800, 400, 400])])

  await page.goto(`/admin/designs/${design.id}/edit`)
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  await expect
    .poll(async () => (await getDesign(page.request, headers, design.id)).thumbnailUrl, {
      timeout: 15_000,
    })
    .toMatch(/^\/v1\/thumbnails\//)
  // The server may render its own picture a few seconds after the scene save above and replace
  // the editor's, so the card is checked for a thumbnail, not for one particular address.
  await page.goto('/admin/designs?view=grid')
  await expect(page.getByTestId(`design-card-${design.id}`).locator('img')).toHaveAttribute(
    'src',
    /^\/v1\/thumbnails\//,
  )
})
