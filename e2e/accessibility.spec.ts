import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { uniqueEmail } from './support/accounts'
import { DEMO_PRODUCT, demoStudio, openAdminAs, signInWithCompany } from './support/admin-session'
import { ADMIN_PAGES, demoPage } from './support/demo-pages'
import { expect, test } from './support/fixtures'
import { settle } from './support/settle'

// Every page, scanned by axe-core as a person finds it (WCAG 2.4.2, 2.5.3 and the rest of 2.1
// AA): the guest pages, every admin page of the route table (apps/web/src/lib/routes.ts) with
// the demo studio's designs, customers, quotes and configurator in them, and the public
// configurator. And every page says in the browser's tab where one is, in the person's language.

/** The rules of WCAG 2.1 levels A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * No violation of a WCAG 2.1 AA rule, whatever its impact, and none that axe rates serious or
 * critical among its other rules (best practices). Nothing is left out: even the 3D views'
 * WebGL canvases pass, inside frames that carry their text alternative.
 */
async function expectNoViolations(page: Page) {
  await settle(page)
  // axe-core keeps some WCAG rules apart as experimental, off unless asked for by tag; 2.5.3
  // (label in name) is one. Best practices run too: the serious ones count below.
  const { violations } = await new AxeBuilder({ page })
    .withTags([...WCAG_21_AA, 'best-practice', 'experimental'])
    .analyze()
  const found = violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => WCAG_21_AA.includes(tag)) ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n    ')}`,
    )
  expect(found, `accessibility violations on ${page.url()}`).toEqual([])
}

const GUEST_PAGES = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/callback',
  '/test',
  '/no-such-page',
]

for (const path of GUEST_PAGES) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectNoViolations(page)
  })
}

test('the admin shell has no accessibility violation, expanded or collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInWithCompany(page, { onTrial: true })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoViolations(page)

  await page.keyboard.press('Control+b')
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed')
  await expectNoViolations(page)
})

test('the admin shell on a phone, with its sidebar sheet open, has no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInWithCompany(page, { onTrial: true })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoViolations(page)

  await page.getByTestId('sidebar-trigger').click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await expectNoViolations(page)
})

for (const path of ADMIN_PAGES) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const demo = await demoStudio(page.request)
    const address = await demoPage(page.request, demo, path)
    await openAdminAs(page, demo)
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
    // A page about a design, a view or a configurator draws it: scanned once it is there.
    if (/\{(design|view|configurator)\}/.test(path)) {
      await expect(page.locator('canvas').first()).toBeVisible()
    }
    await expectNoViolations(page)
  })
}

test('a new company’s empty pages have no accessibility violation', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInWithCompany(page, { companyName: 'Empty Studio' })
  for (const path of [
    '/admin/designs',
    '/admin/designs?type=component&view=grid',
    '/admin/views',
    '/admin/suppliers',
    '/admin/suppliers?tab=items',
    '/admin/suppliers/costs',
    '/admin/customers',
    '/admin/quotes',
    '/admin/configurators',
    '/admin/configurators/create',
    // The company profile, with its logo, the details on quotes and the texts per language.
    '/admin/company',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
    await expectNoViolations(page)
  }
})

test('a quote and the configurator’s activity, opened, have no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const demo = await demoStudio(page.request)
  const asked = await page.request.post(`/v1/public/configurators/${demo.configuratorId}/quotes`, {
    data: {
      selections: {},
      name: 'Lucía Ferrer',
      email: uniqueEmail('quote'),
      consent: true,
    },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const { number } = (await asked.json()) as { number: number }
  await openAdminAs(page, demo)
  await page.goto(`/admin/configurators/${demo.configuratorId}/edit`)
  await page.getByRole('button', { name: 'Quotes & activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Quotes & activity' })
  await expect(activity.getByTestId(`quote-row-${number}`)).toBeVisible()
  await expectNoViolations(page)

  await activity.getByTestId(`quote-row-${number}`).click()
  await expect(page.getByRole('heading', { level: 1, name: /Q-\d+/ })).toBeVisible()
  await expect(page.getByTestId('quote-steps').getByRole('listitem')).toHaveCount(1)
  await expectNoViolations(page)
})

test('the configurator’s texts and translations, opened, have no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const owner = await signInWithCompany(page, { companyName: 'Translated Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await page.request.post('/v1/designs', {
    headers,
    data: { name: 'Stool', type: 'design' },
  })
  expect(design.status(), await design.text()).toBe(201)
  // Half translated: the marks of the missing ones beside the typed ones.
  const made = await page.request.post('/v1/configurators', {
    headers,
    data: {
      name: 'Stool',
      designId: ((await design.json()) as { id: string }).id,
      definition: {
        description: 'A three-legged stool',
        quoteIntro: 'We answer within two days.',
        steps: [{ id: 'size', name: 'Size', options: [] }],
        price: {},
        translations: { fr: { name: 'Tabouret', 'steps.size.name': 'Taille' } },
      },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  await page.goto(`/admin/configurators/${((await made.json()) as { id: string }).id}/edit`)
  await page.getByTestId('tab-texts').click()
  await page.getByTestId('translate-fr').click()
  await expect(page.getByTestId('missing-fr')).toHaveText('2 missing')
  await expect(page.getByRole('textbox', { name: '“Stool” in French' })).toHaveValue('Tabouret')
  await expectNoViolations(page)
  await page.getByRole('switch', { name: 'Only missing translations' }).click()
  await expect(page.getByRole('textbox', { name: '“Stool” in French' })).toHaveCount(0)
  await expectNoViolations(page)
})

for (const [device, viewport] of [
  ['a computer', { width: 1280, height: 800 }],
  ['a phone', { width: 375, height: 812 }],
] as const) {
  test(`the public configurator on ${device} has no accessibility violation`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const demo = await demoStudio(page.request)
    // The server names the page before any script runs; the page keeps that name.
    const served = await page.request.get(`/configurator/${demo.configuratorId}`)
    expect(await served.text()).toContain(`<title>${DEMO_PRODUCT} · Demo Studio</title>`)
    await page.goto(`/configurator/${demo.configuratorId}`)
    await expect(page.getByRole('heading', { level: 1, name: DEMO_PRODUCT })).toBeVisible()
    await expect(page.getByTestId('price').filter({ visible: true })).toHaveText(/€/)
    await expect(page).toHaveTitle(`${DEMO_PRODUCT} · Demo Studio`)
    await expect(page.locator('canvas').first()).toBeVisible()
    await expectNoViolations(page)

    // Its options opened and changed: the swatches and pictured cards with their prices, the
    // part's switch, and the notice a rule's change leaves with its Undo.
    await page.getByRole('tab', { name: 'Finish' }).click()
    await page
      .getByRole('radiogroup', { name: 'Wood' })
      .getByText('Walnut', { exact: true })
      .click()
    await expect(page.getByRole('radio', { name: 'Walnut Included' })).toBeChecked()
    await expectNoViolations(page)
    await page.getByRole('tab', { name: 'Extras' }).click()
    await page.getByRole('switch', { name: 'Extension leaf' }).click()
    await page.getByRole('tab', { name: 'Size' }).click()
    await page.getByRole('spinbutton', { name: 'Length' }).fill('2200')
    await page.getByRole('spinbutton', { name: 'Length' }).press('Enter')
    await expect(page.getByTestId('rule-notice')).toBeVisible()
    await expectNoViolations(page)

    if (viewport.width >= 1024) {
      // "View in your room" on a computer: a dialog with a QR code for a phone.
      await page.getByRole('button', { name: 'View in your room' }).click()
      await expect(page.getByRole('img', { name: /^QR code/ }).locator('path')).toHaveCount(1)
      await expectNoViolations(page)
    }
  })
}

test('a configurator that is not there says so, in the tab too', async ({ page }) => {
  await page.goto('/configurator/00000000-0000-4000-8000-000000000000?lang=es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Este configurador no está disponible',
  )
  await expect(page).toHaveTitle('Este configurador no está disponible')
  await expectNoViolations(page)
})

test('every page has its own title, in the person’s language', async ({ page }) => {
  await page.goto('/auth/login')
  await expect(page).toHaveTitle('Sign in · Designer')

  const owner = await signInWithCompany(page, { companyName: 'Titled Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const created = await page.request.post('/v1/designs', {
    headers,
    data: { name: 'Oak table', type: 'design' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const design = (await created.json()) as { id: string }

  await page.goto('/admin/customers')
  await expect(page).toHaveTitle('Customers · Titled Studio · Designer')
  await page.getByTestId('nav-admin.designs').click()
  await expect(page).toHaveTitle('Designs · Titled Studio · Designer')
  // A page about one thing is named after it.
  await page.goto(`/admin/designs/${design.id}`)
  await expect(page).toHaveTitle('Oak table · Titled Studio · Designer')

  await page.goto('/admin/customers')
  const saved = page.waitForResponse((res) => res.url().endsWith('/v1/auth/locale'))
  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-es').click()
  await saved
  // The open page's title follows the language at once, and the next page's is in it too.
  await expect(page).toHaveTitle('Clientes · Titled Studio · Designer')
  await page.goto('/admin/company/switch')
  await expect(page).toHaveTitle('Seleccionar empresa · Designer')
})
