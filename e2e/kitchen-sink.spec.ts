import { expect, test } from './support/fixtures'

const SECTIONS = [
  'ks-buttons',
  'ks-badges',
  'ks-avatars',
  'ks-inputs',
  'ks-form-fields',
  'ks-select',
  'ks-tabs',
  'ks-switches',
  'ks-checkboxes',
  'ks-cards',
  'ks-dialog',
  'ks-sheet',
  'ks-dropdown-menu',
  'ks-tooltips',
  'ks-table',
  'ks-skeletons',
  'ks-spinner',
  'ks-separators',
  'ks-toasts',
]

test('/test shows every primitive', async ({ page }) => {
  await page.goto('/test')
  for (const id of SECTIONS) await expect(page.getByTestId(id)).toBeVisible()
  await expect(page.getByTestId('ks-select-trigger')).toHaveText('Select an option')
})

test('the dialog traps focus and gives it back; the sheet opens; a toast appears', async ({
  page,
}) => {
  await page.goto('/test')
  const trigger = page.getByTestId('ks-dialog-trigger')
  await trigger.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.getByTestId('ks-sheet-trigger-right').click()
  await expect(page.getByTestId('ks-sheet-content')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByTestId('ks-toast-success').click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
})

test('the select opens with the keyboard and takes a choice', async ({ page }) => {
  await page.goto('/test')
  const select = page.getByTestId('ks-select-trigger')
  await select.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(select).not.toHaveText('Select an option')
})
