import { readFile } from 'node:fs/promises'
import { signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'

test('a customer made, found by phone, a note added, a CSV imported with one bad row, exported', async ({
  page,
}) => {
  test.slow()
  // The company is in France: a phone typed without its country code is read as French.
  await signInWithCompany(page, { companyName: 'Client Studio' })

  // A new customer from the list's button.
  await page.goto('/admin/customers')
  await expect(page.getByRole('heading', { name: 'No customers yet' })).toBeVisible()
  await page.getByTestId('new-customer').click()
  await expect(page).toHaveURL(/\/admin\/customers\/create$/)
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Inés Navarro')
  await page.getByRole('textbox', { name: 'Email' }).fill('ines@navarro.es')
  await page.getByRole('button', { name: 'Add phone' }).click()
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('06 12 34 56 78')
  await page.getByLabel('Tags').fill('Architect')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove tag Architect' })).toBeVisible()
  await page.getByRole('button', { name: 'Create customer' }).click()
  await expect(page.getByText('Inés Navarro was added')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Inés Navarro' })).toBeVisible()
  // Stored in E.164, shown as people read it.
  await expect(page.getByRole('textbox', { name: 'Phone number 1' })).toHaveValue(
    '+33 6 12 34 56 78',
  )

  // A note on the timeline, added inline.
  await page.getByRole('textbox', { name: 'New note' }).fill('Wants a walnut dining table for 8')
  await page.getByRole('button', { name: 'Add note' }).click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toContainText('Wants a walnut dining table for 8')
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('')

  // The profile is edited in place.
  await page.getByRole('combobox', { name: 'Stage' }).click()
  await page.getByRole('option', { name: 'Prospect' }).click()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()

  // Found by a few digits of the phone, typed as people do.
  await page.goto('/admin/customers')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('06 12 34')
  const row = page.locator('[data-testid^="customer-row-"]')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Inés Navarro')
  await expect(row).toContainText('Prospect')
  await expect(row).toContainText('Architect')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('')

  // A spreadsheet with one bad row: the preview names it, the rest are imported.
  const csv = [
    'Nombre;Correo;Teléfono;Etiquetas',
    'Hugo Ferrer;hugo@ferrer.es;+34 699 111 222;Trade',
    'Lola Campos;not-an-email;;',
    'Mueblería Sol;hola@muebleriasol.es;+34 911 222 333;Trade',
  ].join('\n')
  await page.getByTestId('import-customers').click()
  const dialog = page.getByTestId('import-dialog')
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(dialog.getByText('3 rows, 4 columns')).toBeVisible()
  // The columns were matched by their Spanish names.
  await expect(dialog.getByTestId('import-map-name')).toContainText('Nombre')
  await expect(dialog.getByTestId('import-map-email')).toContainText('Correo')
  await dialog.getByRole('button', { name: 'Preview' }).click()
  const result = dialog.getByTestId('import-result')
  await expect(result).toContainText('2 to create, 0 to update, 0 to skip, 1 with problems')
  await expect(result.getByTestId('import-error-3')).toContainText(
    'Email: Enter a valid email address',
  )
  await dialog.getByRole('button', { name: 'Import 2 customers' }).click()
  await expect(result).toContainText('2 created')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(row).toHaveCount(3)

  // The tag filter, then the export of what it selects.
  await page.getByRole('combobox', { name: 'Tag', exact: true }).click()
  await page.getByRole('option', { name: 'Trade (2)' }).click()
  await expect(row).toHaveCount(2)
  const download = page.waitForEvent('download')
  await page.getByTestId('export-customers').click()
  const file = await download
  expect(file.suggestedFilename()).toBe('customers.csv')
  const text = await readFile((await file.path())!, 'utf8')
  expect(text.startsWith('\uFEFFname,kind,email')).toBe(true)
  expect(text).toContain('Hugo Ferrer')
  expect(text).toContain('+34 699 11 12 22')
  expect(text).not.toContain('Inés Navarro')
})
