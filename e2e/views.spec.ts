import { signInWithCompany } from './support/admin-session'
import { box, createDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('saved views: create one framed on a design in 3D, edit it, find it in the editor, delete it', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { companyName: 'Views Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Reading chair')
  await saveScene(page.request, headers, design.id, [box('seat', 'Seat', [600, 80, 600])])

  await page.goto('/admin/views')
  await expect(page.getByText('No saved views yet')).toBeVisible()
  await page.getByTestId('new-view').first().click()
  await expect(page).toHaveURL(/\/admin\/views\/create$/)
  await page.getByLabel('Name').fill('Reading corner')
  await page.getByLabel('Description').fill('Seen from the window')
  await page.getByRole('combobox', { name: 'Design' }).click()
  await page.getByRole('option', { name: 'Reading chair' }).click()
  await expect(page.getByTestId('camera-preview')).toBeVisible()
  await page.getByRole('button', { name: 'Create view' }).click()
  await expect(page.getByText('“Reading corner” created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/views$/)

  const row = page.locator('[data-testid^="view-row-"]', { hasText: 'Reading corner' })
  await expect(row).toContainText('Reading chair')
  // This server renders no pictures (RENDERER=off): the view keeps a still placeholder, not a
  // "rendering" state that would never end.
  await expect(row.locator('[data-slot="design-thumbnail"]')).toHaveAttribute('data-status', 'none')
  await expect(row.getByText('Rendering picture…')).toHaveCount(0)
  await row.getByRole('button', { name: 'Actions for Reading corner' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Reading corner')
  await page.getByLabel('Name').fill('Reading corner, low')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('“Reading corner, low” saved')).toBeVisible()

  // The editor's Views section lists it and applies it.
  await page.goto(`/admin/designs/${design.id}/edit`)
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(page.getByTestId('views-list')).toContainText('Reading corner, low')
  await page.getByRole('button', { name: 'Apply View: Reading corner, low' }).click()
  await expect(page.getByText('View Reading corner, low applied')).toBeVisible()

  await page.goto('/admin/views')
  await page.getByRole('button', { name: 'Actions for Reading corner, low' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByTestId('delete-view-dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('“Reading corner, low” deleted')).toBeVisible()
  await expect(page.getByText('No saved views yet')).toBeVisible()
})
