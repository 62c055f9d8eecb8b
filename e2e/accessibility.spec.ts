import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'

/** Waits for entrance transitions to end, so colours are measured as a person sees them. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/** No violation an axe scan rates serious or critical. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n    ')}`,
    )
  expect(serious, `serious accessibility violations on ${page.url()}`).toEqual([])
}

for (const path of ['/', '/auth/login', '/auth/register', '/auth/reset-password']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page)
  })
}

test('the admin shell has no serious accessibility violation, expanded or collapsed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInWithCompany(page, { onTrial: true })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page)
  await expectNoSeriousViolations(page)

  await page.keyboard.press('Control+b')
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed')
  await settle(page)
  await expectNoSeriousViolations(page)
})

test('the profile page in the admin shell has no serious accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInWithCompany(page)
  await page.goto('/admin/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page)
  await expectNoSeriousViolations(page)
})

test('the admin shell on a phone, with its sidebar sheet open, has no serious violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInWithCompany(page, { onTrial: true })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page)
  await expectNoSeriousViolations(page)

  await page.getByTestId('sidebar-trigger').click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await settle(page)
  await expectNoSeriousViolations(page)
})

const AREA_PAGES = [
  '/admin/designs',
  '/admin/designs?type=component&view=grid',
  '/admin/designs/create',
  '/admin/designs/{design}',
  '/admin/designs/{design}/edit',
  '/admin/views',
  '/admin/views/create',
  '/admin/company',
  '/admin/company/billing',
  '/admin/company/members',
  '/admin/company/invite',
  '/admin/company/switch',
  '/admin/company/create',
  '/admin/invites',
  '/test',
]

for (const path of AREA_PAGES) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const owner = await signInWithCompany(page, { companyName: 'Accessible Studio' })
    const headers = { ...owner.headers, 'company-id': owner.companyId }
    const design = await (
      await page.request.post('/v1/designs', { headers, data: { name: 'Stool', type: 'design' } })
    ).json()
    await page.goto(path.replace('{design}', design.id))
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await settle(page)
    await expectNoSeriousViolations(page)
  })
}
