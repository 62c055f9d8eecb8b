import { demoStudio, signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'

// Issue 30: what a new studio trips over, second round — one journey per defect.

test('the components have an address of their own, and creating one says so', async ({ page }) => {
  await signInWithCompany(page, { companyName: 'Component Studio' })
  await page.goto('/admin/components')
  await expect(page).toHaveURL(/\/admin\/designs\?type=component&view=grid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible()

  await page.goto('/admin/components/create')
  await expect(page).toHaveURL(/\/admin\/designs\/create\?type=component$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create component' })).toBeVisible()
  await expect(page).toHaveTitle(/^Create component/)
  // Choosing a design instead changes what the page says it makes.
  // The radio is the card's hidden input: the card (its label) is what a person clicks.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Design/ }) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create design' })).toBeVisible()
  await expect(page).toHaveTitle(/^Create design/)
})

test('the landing page promises nothing that is already there as "on its way"', async ({
  page,
}) => {
  for (const [language, words] of [
    ['en', /on its way/],
    ['es', /en camino/],
    ['fr', /arrive bientôt/],
  ] as const) {
    await page.addInitScript((l) => localStorage.setItem('locale', l), language)
    await page.goto('/')
    await expect(page.locator('main')).not.toContainText(words)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('meeting times follow the language of the page: 24-hour in Spanish and French', async ({
  page,
}) => {
  const demo = await demoStudio(page.request)
  for (const [language, ask, time, clock] of [
    ['es', 'Pedir presupuesto', 'Hora', /^\d{2}:\d{2}/],
    ['fr', 'Demander un devis', 'Heure', /^\d{2}:\d{2}/],
  ] as const) {
    await page.goto(`/configurator/${demo.configuratorId}?lang=${language}`)
    await page.getByRole('button', { name: ask }).click()
    const times = page.getByRole('dialog').getByRole('radiogroup', { name: time })
    await expect(times.getByRole('radio').first()).toBeAttached()
    const shown = (await times.locator('label').first().textContent()) ?? ''
    expect(shown, language).toMatch(clock)
    expect(shown, language).not.toMatch(/[AP]M/)
  }
})
