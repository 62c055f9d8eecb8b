import { demoStudio, openAdminAs, signInWithCompany } from './support/admin-session'
import { box, createDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

// Studio texts in the visitor's language (issue 31, decision 038): the demo's table read in
// French and Spanish on a phone, and a studio translating its own configurator in the editor.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a French visitor reads the demo table in French, and in Spanish after switching', async ({
    page,
  }) => {
    const demo = await demoStudio(page.request)
    await page.goto(`/configurator/${demo.configuratorId}?lang=fr`)
    await expect(page.getByRole('heading', { level: 1, name: 'Table à manger' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveTitle('Table à manger · Demo Studio')
    await expect(page.getByTestId('configurator-description')).toHaveText(
      /^Une table à manger en bois massif, fabriquée sur mesure/,
    )
    // The steps, their options and their values: the studio's French, nothing English.
    const steps = page.getByRole('tablist', { name: 'Étapes' })
    await expect(steps).toContainText('Dimensions')
    await expect(steps).toContainText('Finition')
    await expect(steps).toContainText('Compléments')
    await expect(page.getByRole('tabpanel')).toContainText('Longueur')
    await expect(page.getByRole('tabpanel')).toContainText('D’un bout à l’autre, en millimètres')
    await steps.getByRole('tab', { name: /Finition/ }).click()
    const finish = page.getByRole('tabpanel')
    await expect(finish).toContainText('Étape 2 sur 3')
    for (const word of ['Bois', 'Chêne', 'Noyer', 'Frêne', 'Pieds', 'Acier noir']) {
      await expect(finish).toContainText(word)
    }
    for (const word of ['Wood', 'Walnut', 'Oak', 'Black steel']) {
      await expect(finish).not.toContainText(word)
    }

    // The language switch asks for the Spanish texts; the choices made stay.
    await finish.getByText('Noyer').first().click()
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('es')
    await expect(page.getByRole('heading', { level: 1, name: 'Mesa de comedor' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('tabpanel')).toContainText('Madera')
    await expect(page.getByRole('tabpanel')).toContainText('Nogal')
    await expect(page.getByTestId('configurator-description')).toHaveText(
      /^Una mesa de comedor de madera maciza/,
    )
    expect(new URL(page.url()).searchParams.get('wood')).toBe('walnut')

    // The studio's intro opens the quote form, in the page's language.
    await page.getByRole('button', { name: 'Pedir presupuesto' }).click()
    await expect(page.getByTestId('quote-intro')).toHaveText(
      /^Dinos cómo contactarte: te respondemos en dos días laborables/,
    )
  })
})

test('the studio translates its configurator into French in the editor, publishes, and French visitors read it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { companyName: 'Atelier Chêne' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const bench = await createDesign(page.request, headers, 'Bench')
  await saveScene(page.request, headers, bench.id, [box('seat', 'Seat', [1400, 450, 380])])
  // Written in English, as the studio's interface is: a finish with three woods.
  const made = await page.request.post('/v1/configurators', {
    headers,
    data: {
      name: 'Garden bench',
      designId: bench.id,
      definition: {
        language: 'en',
        steps: [
          {
            id: 'finish',
            name: 'Finish',
            options: [
              {
                kind: 'material',
                id: 'wood',
                name: 'Wood',
                objectIds: ['seat'],
                default: 'oak',
                values: [
                  { id: 'oak', name: 'Oak', color: '#c8a165' },
                  { id: 'walnut', name: 'Walnut', color: '#5d4037' },
                  { id: 'ash', name: 'Ash', color: '#d9c9a3' },
                ],
              },
            ],
          },
        ],
        price: { base: { amount: 90000, currency: 'EUR' } },
      },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = (await made.json()) as { id: string }

  await page.goto(`/admin/configurators/${id}/edit`)
  await page.getByTestId('tab-texts').click()
  const panel = page.getByTestId('texts-panel')
  await panel
    .getByRole('textbox', { name: /^Description/ })
    .fill('A garden bench of solid wood, made to order')
  // The name, the description, the step, the option and its three woods: all missing in French.
  await page.getByTestId('translate-fr').click()
  await expect(page.getByTestId('missing-fr')).toHaveText('7 missing')
  const row = (key: string) => panel.locator(`[data-testid="translation"][data-key="${key}"]`)
  await expect(row('options.wood.values.walnut.name')).toContainText('Missing')
  const translate = async (key: string, text: string) => {
    const field = row(key).getByRole('textbox')
    await field.fill(text)
    await expect(field).toHaveValue(text)
  }
  await translate('name', 'Banc de jardin')
  await translate('description', 'Un banc de jardin en bois massif, fait sur commande')
  await translate('steps.finish.name', 'Finition')
  await translate('options.wood.name', 'Bois')
  await translate('options.wood.values.oak.name', 'Chêne')
  await translate('options.wood.values.walnut.name', 'Noyer')
  // Ash is left for later: it is still marked, and counted once.
  await expect(row('options.wood.values.walnut.name')).not.toContainText('Missing')
  await expect(row('options.wood.values.ash.name')).toContainText('Missing')
  await expect(page.getByTestId('missing-fr')).toHaveText('1 missing')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved')

  // Saved with the draft: a reload finds every translation typed.
  await page.reload()
  await page.getByTestId('tab-texts').click()
  await page.getByTestId('translate-fr').click()
  await expect(row('options.wood.values.walnut.name').getByRole('textbox')).toHaveValue('Noyer')

  await page.getByTestId('publish').click()
  await page.getByTestId('publish-dialog').getByTestId('confirm-publish').click()
  await expect(page.getByTestId('configurator-status')).toHaveText('Live · v1')

  // A visitor whose browser speaks French, without ?lang=.
  const french = await browser.newContext({ baseURL, locale: 'fr-FR' })
  const visitor = await french.newPage()
  await visitor.goto(`/configurator/${id}`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Banc de jardin' })).toBeVisible()
  await expect(visitor).toHaveTitle('Banc de jardin · Atelier Chêne')
  await expect(visitor.getByTestId('configurator-description')).toHaveText(
    'Un banc de jardin en bois massif, fait sur commande',
  )
  const options = visitor.getByRole('tabpanel')
  await expect(options).toContainText('Finition')
  await expect(options).toContainText('Bois')
  await expect(options).toContainText('Chêne')
  await expect(options).toContainText('Noyer')
  // Not translated yet: the studio's English.
  await expect(options).toContainText('Ash')
  await french.close()

  // The studio's own page stays in English for an English visitor.
  await page.goto(`/configurator/${id}?lang=en`)
  await expect(page.getByRole('heading', { level: 1, name: 'Garden bench' })).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText('Walnut')
})

test('the demo studio finds its table fully translated in the editor', async ({ page }) => {
  const demo = await demoStudio(page.request)
  await openAdminAs(page, demo)
  await page.goto(`/admin/configurators/${demo.configuratorId}/edit`)
  await page.getByTestId('tab-texts').click()
  await expect(page.getByTestId('missing-es')).toHaveText('Complete')
  await expect(page.getByTestId('missing-fr')).toHaveText('Complete')
  await page.getByTestId('translate-fr').click()
  const walnut = page.locator(
    '[data-testid="translation"][data-key="options.wood.values.walnut.name"]',
  )
  await expect(walnut.getByText('Walnut')).toBeVisible()
  await expect(walnut.getByRole('textbox', { name: '“Walnut” in French' })).toHaveValue('Noyer')
})
