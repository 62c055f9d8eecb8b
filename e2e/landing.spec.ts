import { expect, test } from './support/fixtures'

test('the landing page presents the product and leads to sign-in and registration', async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Design once. Let every customer configure it.',
  )
  await expect(page.getByRole('heading', { name: 'Everything from sketch to sale' })).toBeVisible()

  // The live preview reacts: choosing walnut changes the finish shown.
  await page.getByRole('button', { name: 'Walnut' }).click()
  await expect(page.getByRole('button', { name: 'Walnut' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Start your free trial' }).click()
  await expect(page).toHaveURL(/\/auth\/register$/)
})

test('hashed assets are cached long and the page itself is not', async ({ page, request }) => {
  const response = await page.goto('/')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  const script = await page.locator('script[type="module"]').first().getAttribute('src')
  expect(script).toMatch(/^\/assets\//)
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('switching to Français changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-fr').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Concevez une fois. Laissez chaque client le configurer.',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Concevez une fois. Laissez chaque client le configurer.',
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
})

test('a browser in Spanish gets Spanish on its first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Diseña una vez. Que cada cliente lo configure.',
  )
  await context.close()
})

test('an unknown path shows a translated not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
