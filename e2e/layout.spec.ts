import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { demoColleague, demoStudio, openAdminAs } from './support/admin-session'
import { ADMIN_PAGES, demoPage } from './support/demo-pages'
import { expect, test } from './support/fixtures'
import { measureLayout } from './support/layout'
import { settle } from './support/settle'

// Issue 30: every admin page and the public configurator, on a phone and on a wide screen, in
// each language, fit the window and cut no text off (what that means, and what it leaves out:
// support/layout.ts). The demo studio's rows fill the pages, as a studio's would; each language
// is a colleague of the studio speaking it, so the demo account keeps its own language for the
// journeys that sign in with it meanwhile.

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const

/**
 * Problems known and not fixed yet (none today): each would be let through by its own words
 * only, and written into the test's annotations, so it is neither forgotten nor able to hide
 * another problem.
 */
const REPORTED: RegExp[] = []

/** The page has drawn what it shows: its heading, no placeholders, its 3D view, its fonts. */
async function ready(page: Page, path: string, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
  if (/\{(design|view|configurator)\}|^\/configurator\//.test(path)) {
    await expect(page.locator('canvas').first()).toBeVisible()
  }
  await page.evaluate(() => document.fonts.ready)
  await settle(page)
}

async function problemsAt(page: Page, path: string, address: string, locale: string) {
  const problems: string[] = []
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.goto(address)
    await ready(page, path, locale)
    const report = await measureLayout(page)
    const at = `${path} at ${size.width} px`
    if (report.scrollWidth > report.width) {
      problems.push(
        `${at} is ${report.scrollWidth} px wide: ${report.stickingOut.join('; ') || 'nothing named'}`,
      )
    }
    for (const cut of report.cutOff) problems.push(`${at}: ${cut}`)
  }
  return problems
}

test('the layout test visits every admin page of the route table', () => {
  const table = readFileSync(new URL('../apps/web/src/lib/routes.ts', import.meta.url), 'utf8')
  const shape = (path: string) => path.replace(/\?.*$/, '').replace(/(:\w+|\{\w+\})/g, '*')
  const routes = [...table.matchAll(/path: '(\/admin[^']*)'/g)].map((m) => shape(m[1]!))
  // The route table has a couple of dozen admin pages: reading none would prove nothing.
  expect(routes.length).toBeGreaterThan(20)
  const visited = new Set(ADMIN_PAGES.map(shape))
  expect(routes.filter((route) => !visited.has(route))).toEqual([])
})

for (const locale of ['en', 'es', 'fr'] as const) {
  test(`every page fits a phone and a wide screen and cuts no text off, in ${locale}`, async ({
    page,
  }) => {
    // Some 60 pages, a few of them drawing 3D in software: one signed-in browser does them all.
    test.setTimeout(8 * 60_000)
    const demo = await demoStudio(page.request)
    const colleague = await demoColleague(page.request, demo, locale)
    await openAdminAs(page, colleague)
    await page.evaluate((language) => localStorage.setItem('locale', language), locale)

    const problems: string[] = []
    for (const path of ADMIN_PAGES) {
      const address = await demoPage(page.request, demo, path)
      problems.push(...(await problemsAt(page, path, address, locale)))
    }
    const configurator = `/configurator/${demo.configuratorId}`
    problems.push(
      ...(await problemsAt(page, configurator, `${configurator}?lang=${locale}`, locale)),
    )
    for (const problem of problems.filter((p) => REPORTED.some((known) => known.test(p)))) {
      test.info().annotations.push({ type: 'reported layout problem', description: problem })
    }
    const unreported = problems.filter((p) => !REPORTED.some((known) => known.test(p)))
    expect(unreported, `layout problems in ${locale}`).toEqual([])
  })
}
