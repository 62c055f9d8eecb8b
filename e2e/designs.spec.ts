import { signInWithCompany } from './support/admin-session'
import { box, createDesign, getDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

async function createThroughTheForm(
  page: import('@playwright/test').Page,
  name: string,
  type: 'Design' | 'Component',
) {
  await page.goto('/admin/designs/create')
  await page.getByLabel('Name').fill(name)
  await page.getByRole('group', { name: 'Type' }).getByText(type, { exact: true }).click()
  await expect(page.getByRole('radio', { name: new RegExp(`^${type}`) })).toBeChecked()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  // The form says the 3D editor is next, and it is.
  await expect(page).toHaveURL(/\/admin\/designs\/[\w-]+\/edit$/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  return page.url().split('/').at(-2)!
}

test('a component, a design that uses it, found through Components and search, then duplicated', async ({
  page,
}) => {
  // The longest journeys: many steps, each drawing in software WebGL on two busy cores.
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Components Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }

  const legId = await createThroughTheForm(page, 'Ash leg', 'Component')
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-cylinder').click()
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })

  const tableId = await createThroughTheForm(page, 'Ash side table', 'Design')
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-box').click()
  await page.getByTestId('add-object').click()
  await page.getByTestId('add-component-Ash leg').click()
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })
  expect(
    (await getDesign(page.request, headers, tableId)).scene.objects.map((o) => o.type),
  ).toEqual(['box', 'component'])

  // The design page shows the component it uses, in 3D.
  await page.getByRole('link', { name: 'Back to Ash side table' }).click()
  await expect(page.getByTestId('design-preview')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ash leg' }).first()).toBeVisible()

  // The sidebar's Components entry lists components only, in a grid.
  await page.getByTestId('nav-components').click()
  await expect(page).toHaveURL(/\/admin\/designs\?type=component&view=grid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible()
  await expect(page.getByTestId(`design-card-${legId}`)).toBeVisible()
  await expect(page.getByTestId(`design-card-${tableId}`)).toHaveCount(0)
  // The component's page says where it is used.
  await page
    .getByTestId(`design-card-${legId}`)
    .getByRole('link', { name: 'Ash leg' })
    .first()
    .click()
  await expect(page.getByText('Where it is used')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ash side table' })).toBeVisible()

  // Search finds both, and keeps the query in the address.
  await page.goto('/admin/designs')
  await page.getByLabel('Search designs').fill('ash')
  await expect(page).toHaveURL(/q=ash/)
  await expect(page.getByTestId(`design-row-${legId}`)).toBeVisible()
  await expect(page.getByTestId(`design-row-${tableId}`)).toBeVisible()
  await page.getByLabel('Search designs').fill('side')
  await expect(page.getByTestId(`design-row-${legId}`)).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Search designs')).toHaveValue('side')
  await expect(page.getByTestId(`design-row-${tableId}`)).toBeVisible()

  // Duplicate the table.
  await page.getByRole('button', { name: 'Actions for Ash side table' }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  await expect(page.getByText('“Ash side table (copy)” created')).toBeVisible()
  await page.goto('/admin/designs?q=copy')
  await expect(page.getByRole('link', { name: 'Ash side table (copy)' }).first()).toBeVisible()
})

test('deleting a component in use lists where it is used and detaches on request', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { companyName: 'Detach Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const leg = await (
    await page.request.post('/v1/designs', {
      headers,
      data: { name: 'Pine leg', type: 'component' },
    })
  ).json()
  const bench = await (
    await page.request.post('/v1/designs', {
      headers,
      data: { name: 'Pine bench', type: 'design' },
    })
  ).json()
  await saveScene(page.request, headers, leg.id, [box('post', 'Post', [60, 400, 60])])
  await saveScene(page.request, headers, bench.id, [
    { id: 'l1', name: 'Leg', type: 'component', position: [0, 0, 0], params: { designId: leg.id } },
  ])

  await page.goto('/admin/designs?type=component')
  await page.getByRole('button', { name: 'Actions for Pine leg' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByTestId('delete-design-dialog')
  await expect(dialog).toContainText('Pine bench')
  await expect(dialog).toContainText('keeps a copy of its parts')
  await dialog.getByRole('button', { name: 'Detach and delete' }).click()
  await expect(page.getByText('“Pine leg” detached and deleted')).toBeVisible()
  // The bench keeps its leg as a part of its own.
  const kept = (await getDesign(page.request, headers, bench.id)).scene.objects
  expect(kept.map((o) => [o.name, o.type])).toEqual([['Leg', 'box']])
})

test('without a server renderer, a design without a picture keeps its placeholder card', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { companyName: 'Placeholder Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Plain bench')
  await saveScene(page.request, headers, design.id, [box('seat', 'Seat', [1200, 40, 400])])

  await page.goto('/admin/designs?view=grid')
  const card = page.getByTestId(`design-card-${design.id}`)
  const picture = card.locator('[data-slot="design-thumbnail"]')
  await expect(picture).toHaveAttribute('data-status', 'none')
  await expect(picture).toContainText('1 object')
  await expect(card.getByText('Rendering picture…')).toHaveCount(0)
})
