import { signInWithCompany } from './support/admin-session'
import { box, createDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('a configurator built on a design, published, its draft changed while the live version stays', async ({
  page,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Option Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  // A table: a top 1800 × 30 × 900 at 735 mm and legs 50 mm in from its corners.
  const table = await createDesign(page.request, headers, 'Trestle table')
  const leg = (id: string, name: string, x: number, z: number) => ({
    ...box(id, name, [50, 720, 50]),
    position: [x, 360, z],
  })
  await saveScene(page.request, headers, table.id, [
    { ...box('top', 'Top', [1800, 30, 900]), position: [0, 735, 0] },
    leg('leg1', 'Leg 1', -850, -400),
    leg('leg2', 'Leg 2', 850, -400),
  ])

  // Made from the list: a name and the design, chosen among the company's designs.
  await page.goto('/admin/configurators')
  await expect(page.getByRole('heading', { name: 'No configurators yet' })).toBeVisible()
  await page.getByTestId('new-configurator').click()
  await page.getByRole('radiogroup', { name: 'Design' }).getByText('Trestle table').click()
  await expect(page.getByRole('radio', { name: 'Trestle table' })).toBeChecked()
  await page.getByRole('textbox', { name: 'Name' }).fill('Made-to-measure table')
  await page.getByRole('button', { name: 'Create and edit' }).click()
  await expect(page).toHaveURL(/\/admin\/configurators\/[\w-]+\/edit$/)

  // A width that stretches the top and moves the legs.
  await page.getByTestId('add-step').click()
  await page.getByRole('textbox', { name: 'Step name' }).fill('Size')
  await page.getByTestId('step-step1').getByTestId('add-option').click()
  await page.getByRole('menuitem', { name: /^Dimension/ }).click()
  const form = page.getByTestId('option-form')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Width')
  await form.getByRole('textbox', { name: 'Id', exact: true }).fill('W')
  await form.getByRole('spinbutton', { name: 'Minimum (mm)' }).fill('1200')
  await form.getByRole('spinbutton', { name: 'Maximum (mm)' }).fill('2400')
  await form.getByRole('spinbutton', { name: 'Step (mm)' }).fill('100')
  await form.getByRole('spinbutton', { name: 'Default (mm)' }).fill('1800')
  const bind = async (index: number, object: string, property: string, formula: string) => {
    await form.getByRole('button', { name: 'Add a line' }).click()
    const line = form.getByTestId(`binding-${index}`)
    await line.getByRole('combobox', { name: 'Object' }).click()
    await page.getByRole('option', { name: object, exact: true }).click()
    await line.getByRole('combobox', { name: 'Property' }).click()
    await page.getByRole('option', { name: property, exact: true }).click()
    await line.getByRole('textbox', { name: 'Formula' }).fill(formula)
  }
  await bind(0, 'Top', 'Width', 'W')
  await bind(1, 'Leg 1', 'Position X', '-(W / 2 - 50)')
  await bind(2, 'Leg 2', 'Position X', 'W / 2 - inset')
  // A typo is said at once, under the formula.
  await expect(form.getByTestId('binding-2')).toContainText('No option is called inset')
  await form.getByTestId('binding-2').getByRole('textbox', { name: 'Formula' }).fill('W / 2 - 50')
  await expect(form.getByTestId('binding-2')).not.toContainText('No option')

  // A wood for the top, picked by clicking it in the 3D preview, with a dearer walnut.
  await page.getByTestId('add-step').click()
  await page.getByRole('textbox', { name: 'Step name' }).fill('Finish')
  await page.getByTestId('step-step2').getByTestId('add-option').click()
  await page.getByRole('menuitem', { name: /^Material/ }).click()
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wood')
  await form.getByRole('textbox', { name: 'Id', exact: true }).fill('wood')
  const first = form.getByTestId('value-value1')
  await first.getByRole('textbox', { name: 'Value name' }).fill('Oak')
  await first.getByRole('textbox', { name: 'Value id' }).fill('oak')
  await form.getByRole('button', { name: 'Add value' }).click()
  const second = form.getByTestId('value-value2')
  await second.getByRole('textbox', { name: 'Value name' }).fill('Walnut')
  await second.getByRole('textbox', { name: 'Surcharge for Walnut' }).fill('250')
  await second.getByRole('textbox', { name: 'Value id' }).fill('walnut')
  await form.getByTestId('pick-objects').click()
  const preview = page.getByRole('img', { name: /The configured Made-to-measure table in 3D/ })
  await expect(preview.locator('canvas')).toBeVisible()
  await page.waitForTimeout(1000)
  const frame = (await preview.boundingBox())!
  // The table is framed in the middle, seen from above: its top is a little above the centre.
  await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height * 0.38)
  await expect(form.getByRole('list', { name: 'Chosen objects' })).toContainText('Top')
  await page.getByRole('button', { name: 'Done', exact: true }).click()

  // A rule: no walnut over 2 m.
  await page.getByTestId('tab-rules').click()
  await page.getByTestId('add-rule').click()
  const rule = page.getByTestId('rule-0')
  await rule.getByRole('textbox', { name: 'Rule name' }).fill('Walnut up to 2 m')
  await rule.getByRole('combobox', { name: 'Option' }).first().click()
  await page.getByRole('option', { name: 'Width', exact: true }).click()
  await rule.getByRole('combobox', { name: 'Comparison' }).click()
  await page.getByRole('option', { name: 'is more than', exact: true }).click()
  await rule.getByRole('spinbutton', { name: 'Value' }).fill('2000')
  const action = rule.getByTestId('action-0')
  await action.getByRole('combobox', { name: 'Action' }).click()
  await page.getByRole('option', { name: 'Hide', exact: true }).click()
  await action.getByRole('combobox', { name: 'Option' }).click()
  await page.getByRole('option', { name: 'Wood', exact: true }).click()
  await action.getByRole('combobox', { name: 'Which' }).click()
  await page.getByRole('option', { name: 'Walnut', exact: true }).click()

  // A list price.
  await page.getByTestId('tab-price').click()
  await page.getByRole('textbox', { name: 'Base price' }).fill('800')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')
  await expect(page.getByTestId('problems')).toHaveCount(0)

  // Tried as a customer: the price follows, and over 2 m walnut is not offered.
  const trial = page.getByTestId('test-panel')
  await expect(trial.getByTestId('test-total')).toHaveText('€800.00')
  await trial.getByRole('button', { name: '2. Finish' }).click()
  await trial.getByText('Walnut').click()
  await expect(trial.getByTestId('test-total')).toHaveText('€1,050.00')
  await trial.getByRole('button', { name: '1. Size' }).click()
  await trial.getByRole('spinbutton', { name: 'Width' }).fill('2100')
  await trial.getByRole('spinbutton', { name: 'Width' }).press('Enter')
  await trial.getByRole('button', { name: '2. Finish' }).click()
  await expect(trial.getByText('Walnut')).toHaveCount(0)
  await expect(trial.getByTestId('test-total')).toHaveText('€800.00')

  // Published: version 1 goes live.
  await page.getByTestId('publish').click()
  const dialog = page.getByTestId('publish-dialog')
  await expect(dialog).toContainText('2 steps, 2 options and 1 rule go live.')
  await dialog.getByTestId('confirm-publish').click()
  await expect(page.getByText('Version 1 is live')).toBeVisible()
  await expect(page.getByTestId('configurator-status')).toHaveText('Live · v1')

  // The draft changes; the live version does not.
  await page.getByRole('textbox', { name: 'Base price' }).fill('950')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')
  await expect(page.getByTestId('draft-changed')).toBeVisible()
  await page.getByTestId('publish').click()
  await expect(dialog).toContainText('Publish version 2?')
  await expect(dialog.getByTestId('publish-changes')).toContainText('Price setup — base price')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  const id = page.url().split('/').at(-2)!
  const price = async (source: 'draft' | 'published') => {
    const res = await page.request.post(`/v1/configurators/${id}/evaluate`, {
      headers,
      data: { selections: { W: 1800, wood: 'walnut' }, source },
    })
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as {
      version: number | null
      price: { total: { amount: number; currency: string } }
      scene: { objects: { id: string; params: { width?: number }; position: number[] }[] }
    }
  }
  const live = await price('published')
  expect(live.version).toBe(1)
  expect(live.price.total).toEqual({ amount: 105_000, currency: 'EUR' })
  expect((await price('draft')).price.total).toEqual({ amount: 120_000, currency: 'EUR' })
  // The live scene follows the width: the top is 1800 wide, the second leg 850 from the middle.
  const wide = await page.request.post(`/v1/configurators/${id}/evaluate`, {
    headers,
    data: { selections: { W: 2400 }, source: 'published' },
  })
  const objects = ((await wide.json()) as Awaited<ReturnType<typeof price>>).scene.objects
  expect(objects.find((o) => o.id === 'top')!.params.width).toBe(2400)
  expect(objects.find((o) => o.id === 'leg2')!.position[0]).toBe(1150)

  // The list says it is live, with what it quotes.
  await page.getByRole('link', { name: 'Back to configurators' }).click()
  const row = page.getByRole('row', { name: /Made-to-measure table/ })
  await expect(row).toContainText('Live · v1')
  await expect(row).toContainText('€800.00 – €1,050.00')
})
