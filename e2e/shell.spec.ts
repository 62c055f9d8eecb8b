import type { Page } from '@playwright/test'
import { signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'

// Spec §2, "Admin navigation": test id, English, Español.
const ENTRIES = [
  ['nav-admin.dashboard', 'Dashboard', 'Panel'],
  ['nav-admin.designs', 'Designs', 'Diseños'],
  ['nav-admin.suppliers', 'Suppliers', 'Proveedores'],
  ['nav-components', 'Components', 'Componentes'],
  ['nav-admin.customers', 'Customers', 'Clientes'],
  ['nav-admin.quotes', 'Quotes', 'Presupuestos'],
  ['nav-admin.calendar', 'Calendar', 'Calendario'],
  ['nav-admin.configurators', 'Configurators', 'Configuradores'],
  ['nav-admin.views', 'Views', 'Vistas'],
  ['nav-admin.company.profile', 'Profile', 'Perfil'],
  ['nav-admin.company.billing', 'Billing', 'Facturación'],
  ['nav-admin.company.members', 'Members', 'Miembros'],
  ['nav-admin.profile', 'Profile', 'Perfil'],
  ['nav-logout', 'Logout', 'Cerrar sesión'],
] as const
const GROUPS = [
  ['Company', 'Empresa'],
  ['User', 'Usuario'],
] as const

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 800 }

const sidebarState = (page: Page) => page.locator('[data-slot="sidebar"]')
const trigger = (page: Page) => page.getByTestId('sidebar-trigger')

async function expectEveryEntry(page: Page, language: 1 | 2) {
  for (const entry of ENTRIES) {
    await expect(page.getByTestId(entry[0])).toBeVisible()
    await expect(page.getByTestId(entry[0])).toHaveText(entry[language])
  }
  for (const group of GROUPS) {
    await expect(page.getByText(group[language - 1]!, { exact: true })).toBeVisible()
  }
}

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'sidebar_state')
}

test('at 1280px the sidebar shows every area and marks the page shown', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signInWithCompany(page, { name: 'Ada Lovelace', onTrial: true })
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada')

  await expect(page.getByTestId('sidebar-home')).toHaveAttribute('href', '/')
  await expect(page.getByTestId('sidebar-home')).toContainText('Designer')
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
    'href',
    '/admin/company/billing',
  )
  await expectEveryEntry(page, 1)
  await expect(page.getByTestId('nav-admin.dashboard')).toHaveAttribute('aria-current', 'page')

  // Designs and Components share a route: the `type` query tells which one is shown.
  await page.getByTestId('nav-components').click()
  await expect(page).toHaveURL(/\/admin\/designs\?type=component&view=grid$/)
  await expect(page.getByTestId('nav-components')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('nav-components')).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('nav-admin.designs')).not.toHaveAttribute('aria-current')
  await expect(page.getByTestId('nav-admin.designs')).toHaveAttribute('data-active', 'false')
  await expect(page.getByTestId('nav-admin.dashboard')).not.toHaveAttribute('aria-current')

  await page.getByTestId('nav-admin.designs').click()
  await expect(page).toHaveURL(/\/admin\/designs$/)
  await expect(page.getByTestId('nav-admin.designs')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('nav-components')).not.toHaveAttribute('aria-current')
})

test('the sidebar collapses with the trigger or ctrl+b and stays collapsed after a reload', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInWithCompany(page)
  await page.goto('/admin')
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'expanded')
  await expect(trigger(page)).toHaveAccessibleName('Toggle sidebar')

  await trigger(page).click()
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'collapsed')
  await expect(page.locator('[data-slot="sidebar-container"]')).toHaveCSS('width', '48px')
  const cookie = await sidebarCookie(page)
  expect(cookie).toMatchObject({ value: 'false', path: '/' })
  // Seven days, give or take the time the test took.
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 604_800))).toBeLessThan(120)

  // Collapsed to icons, each entry names itself in a tooltip.
  await page.getByTestId('nav-admin.customers').hover()
  await expect(page.getByRole('tooltip', { name: 'Customers' })).toBeVisible()

  await page.keyboard.press('Control+b')
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'expanded')
  expect((await sidebarCookie(page))?.value).toBe('true')
  await page.keyboard.press('Meta+b')
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'collapsed')
  await page.keyboard.press('Meta+b')
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'expanded')
  await page.keyboard.press('Control+b')
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'collapsed')
  expect((await sidebarCookie(page))?.value).toBe('false')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(sidebarState(page)).toHaveAttribute('data-state', 'collapsed')
})

test('at 375px the sidebar is a sheet opened by the trigger and closed by Escape', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signInWithCompany(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('nav-admin.dashboard')).toBeHidden()

  await trigger(page).click()
  const sheet = page.getByRole('dialog', { name: 'Navigation' })
  await expect(sheet).toBeVisible()
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')
  await expectEveryEntry(page, 1)
  const width = await sheet.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBe(288)

  // Focus stays inside the sheet however far one tabs.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(trigger(page)).toBeFocused()

  // Following an entry closes the sheet.
  await trigger(page).click()
  await sheet.getByTestId('nav-components').click()
  await expect(page).toHaveURL(/\/admin\/designs\?type=component&view=grid$/)
  await expect(sheet).toBeHidden()
  await trigger(page).click()
  await expect(sheet.getByTestId('nav-components')).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  await page.getByTestId('top-bar-avatar').click()
  await expect(page).toHaveURL(/\/admin\/profile$/)
})

test('switching to Español changes every entry of the sidebar', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signInWithCompany(page, { onTrial: true })
  await page.goto('/admin')
  await expectEveryEntry(page, 1)

  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-es').click()
  await expectEveryEntry(page, 2)
  await expect(page.getByRole('link', { name: 'Suscríbete ahora' })).toBeVisible()
  await expect(trigger(page)).toHaveAccessibleName('Mostrar u ocultar la barra lateral')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('the avatar opens the profile; Logout ends the session', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signInWithCompany(page, { name: 'Grace Hopper' })
  await page.goto('/admin')

  const avatar = page.getByRole('link', { name: 'GH, your profile (Grace Hopper)' })
  await expect(avatar.getByRole('img', { name: 'Grace Hopper' })).toHaveText('GH')
  await avatar.click()
  await expect(page).toHaveURL(/\/admin\/profile$/)
  await expect(page.getByTestId('nav-admin.profile')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('nav-admin.company.profile')).not.toHaveAttribute('aria-current')

  await page.getByTestId('nav-logout').click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin$/)
})

test('a keyboard user can skip to the content and reach every entry', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signInWithCompany(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()

  // Back at the top, Tab walks the sidebar in order.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('sidebar-home')).toBeFocused()
  for (const [testId] of ENTRIES) {
    await page.keyboard.press('Tab')
    await expect(page.getByTestId(testId)).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/auth\/login$/)
})
