import { signInWithCompany } from './support/admin-session'
import { box, createDesign, getDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

test('a component gets a Height parameter; each instance in a design sets its own, and undo puts it back', async ({
  page,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Parametric Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const leg = await createDesign(page.request, headers, 'Shelf leg', 'component')
  await saveScene(page.request, headers, leg.id, [
    { ...box('post', 'Post', [50, 700, 50]), position: [0, 350, 0] },
  ])
  const shelf = await createDesign(page.request, headers, 'Low shelf')
  const instance = (id: string, name: string, x: number) => ({
    id,
    name,
    type: 'component',
    position: [x, 0, 0],
    params: { designId: leg.id },
  })
  await saveScene(page.request, headers, shelf.id, [
    instance('left', 'Left leg', -400),
    instance('right', 'Right leg', 400),
  ])
  const saved = () =>
    expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 10_000,
    })

  // In the component: a parameter named Height, 700 by default, setting the post's height
  // and, by a formula, where its middle stands.
  await page.goto(`/admin/designs/${leg.id}/edit`)
  await page.getByRole('tab', { name: 'Parameters' }).click()
  await page.getByTestId('add-parameter').click()
  await page.getByTestId('parameter-name').fill('Height')
  await page.getByTestId('parameter-name').press('Enter')
  await expect(page.getByTestId('parameter-id')).toHaveText('height')
  await page.getByTestId('parameter-default').fill('700')
  await page.getByTestId('parameter-default').press('Enter')
  await page.getByTestId('add-parameter-binding').click()
  await expect(
    page.getByTestId('parameter-binding-0').getByRole('combobox', { name: 'Property' }),
  ).toHaveText('Height')
  await page.getByTestId('add-parameter-binding').click()
  const second = page.getByTestId('parameter-binding-1')
  await second.getByRole('combobox', { name: 'Property' }).click()
  await page.getByRole('option', { name: 'Position Y' }).click()
  await second.getByLabel('Formula').fill('height / 2')
  // A formula over a name that is no parameter is said at once.
  await second.getByLabel('Formula').fill('heigth / 2')
  await expect(second).toContainText('heigth')
  await second.getByLabel('Formula').fill('height / 2')
  await saved()
  const component = await getDesign(page.request, headers, leg.id)
  expect((component.scene as unknown as { parameters: unknown[] }).parameters).toEqual([
    {
      id: 'height',
      name: 'Height',
      min: 100,
      max: 2000,
      default: 700,
      bindings: [
        { objectId: 'post', target: 'params.height', formula: 'height' },
        { objectId: 'post', target: 'position.y', formula: 'height / 2' },
      ],
    },
  ])

  // In the design: the left leg is made 450 tall; the right one keeps the default.
  await page.goto(`/admin/designs/${shelf.id}/edit`)
  await page.getByTestId('object-Left leg').click()
  const height = page.getByTestId('instance-height')
  await expect(height).toHaveValue('700')
  await expect(page.getByTestId('instance-parameters')).toContainText('From 100 to 2000')
  await height.fill('450')
  await height.press('Enter')
  await expect(page.getByTestId('instance-parameters')).toContainText('Back to the default (700)')
  // Out of bounds is held to them.
  await height.fill('5000')
  await height.press('Enter')
  await expect(height).toHaveValue('2000')
  await page.getByTestId('action-undo').click()
  await expect(height).toHaveValue('450')
  await saved()
  const placed = (await getDesign(page.request, headers, shelf.id)).scene.objects
  expect(placed.map((o) => o.params)).toEqual([
    { designId: leg.id, values: { height: 450 } },
    { designId: leg.id },
  ])

  // Back to the default takes the value away again.
  await page.getByRole('button', { name: 'Back to the default (700)' }).click()
  await expect(height).toHaveValue('700')
  await saved()
  expect((await getDesign(page.request, headers, shelf.id)).scene.objects[0]!.params).toEqual({
    designId: leg.id,
  })
})
