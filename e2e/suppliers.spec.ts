import { signInWithCompany } from './support/admin-session'
import { box, createDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('a supplier and an item, a material in the editor, the cost in the overview, a new price followed', async ({
  page,
}) => {
  // The longest journeys: many steps, each drawing in software WebGL on two busy cores.
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Cost Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Side table')
  // A top of 1000 × 18 × 500 mm: half a square metre of board.
  await saveScene(page.request, headers, design.id, [box('top', 'Top', [1000, 18, 500])])

  // A supplier, in the company's currency.
  await page.goto('/admin/suppliers')
  await page
    .getByRole('link', { name: 'New supplier' })
    .or(page.getByRole('button', { name: 'New supplier' }))
    .first()
    .click()
  const supplierDialog = page.getByTestId('supplier-dialog')
  await supplierDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nordic Timber')
  await supplierDialog.getByRole('button', { name: 'Create supplier' }).click()
  await expect(page.getByText('“Nordic Timber” created')).toBeVisible()
  await expect(
    page.locator('[data-testid^="supplier-row-"]', { hasText: 'Nordic Timber' }),
  ).toContainText('EUR')

  // What it sells: birch plywood at €40.00 a square metre.
  await page.getByTestId('tab-items').click()
  await page.getByTestId('new-item').click()
  const itemDialog = page.getByTestId('item-dialog')
  await itemDialog.getByRole('combobox', { name: 'Supplier' }).click()
  await page.getByRole('option', { name: 'Nordic Timber' }).click()
  await itemDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Birch plywood 18 mm')
  await itemDialog.getByRole('combobox', { name: 'Counted in' }).click()
  await page.getByRole('option', { name: 'Square metre (m²)' }).click()
  await itemDialog.getByLabel('Unit cost').fill('40.00')
  await itemDialog.getByRole('button', { name: 'Create item' }).click()
  const itemRow = page.locator('[data-testid^="item-row-"]', { hasText: 'Birch plywood 18 mm' })
  await expect(itemRow).toContainText('€40.00 / m²')

  // The editor: the top is made of it, and the design's cost follows at once.
  await page.goto(`/admin/designs/${design.id}/edit`)
  await page.getByTestId('object-Top').click()
  await page.getByTestId('material-picker').click()
  await page.getByTestId('material-search').fill('birch')
  await page.getByTestId('material-option').filter({ hasText: 'Birch plywood 18 mm' }).click()
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')
  await expect(page.getByTestId('cost-badge-total')).toHaveText('€20.00')

  // The overview shows it: 0.5 m² × €40.00.
  await page.goto('/admin/suppliers/costs')
  const costRow = page.getByTestId(`cost-row-${design.id}`)
  await expect(costRow.getByTestId('cost-row-total')).toHaveText('€20.00')

  // A new price: the dialog says what it changes, and the overview follows.
  await page.goto('/admin/suppliers?tab=items')
  await itemRow.getByRole('button', { name: 'Actions for Birch plywood 18 mm' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await itemDialog.getByLabel('Unit cost').fill('50.00')
  await expect(itemDialog.getByTestId('price-impact')).toContainText('+€5.00')
  await itemDialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(itemRow).toContainText('€50.00 / m²')

  await page.goto('/admin/suppliers/costs')
  await expect(costRow.getByTestId('cost-row-total')).toHaveText('€25.00')
  // Its bill of materials, through the drill-down.
  await costRow.getByTestId('cost-row-open').click()
  await expect(page.getByTestId('cost-drilldown').getByTestId('bom-line')).toContainText(
    'Birch plywood 18 mm',
  )
})
