import type { Browser, Page, WebSocketRoute } from '@playwright/test'
import { PASSWORD, uniqueEmail } from './support/accounts'
import { signInWithCompany } from './support/admin-session'
import { box, createDesign, getDesign, saveScene } from './support/designs'
import { expect, test } from './support/fixtures'

/**
 * A colleague joins the owner's company through an invitation link and opens the app in a
 * browser context of their own (another person on another computer).
 */
async function colleagueOf(
  browser: Browser,
  page: Page,
  owner: { headers: Record<string, string>; companyId: string },
  name: string,
) {
  const email = uniqueEmail('colleague')
  const invite = await page.request.post('/v1/company-invites', {
    headers: { ...owner.headers, 'company-id': owner.companyId },
    data: { email, role: 'designer' },
  })
  expect(invite.status(), await invite.text()).toBe(201)
  const token = new URL((await invite.json()).link).searchParams.get('invite')!
  const registered = await page.request.post(
    `/v1/auth/register?invite=${encodeURIComponent(token)}`,
    { data: { name, email, password: PASSWORD } },
  )
  expect(registered.status(), await registered.text()).toBe(201)
  const session = await registered.json()
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const other = await context.newPage()
  await other.goto('/auth/login')
  await other.evaluate(
    ([refresh, company]) => {
      localStorage.setItem('refresh_token', refresh)
      localStorage.setItem('company', company)
    },
    [session.refresh_token as string, owner.companyId] as const,
  )
  return { page: other, context }
}

test('two people in one design see each other, their selections and their edits live', async ({
  page,
  browser,
}) => {
  test.slow()
  const owner = await signInWithCompany(page, { name: 'Ana Ruiz', companyName: 'Live Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Shared sideboard')
  await saveScene(page.request, headers, design.id, [
    { ...box('body', 'Body', [1600, 700, 450]), position: [0, 350, 0] },
    { ...box('door', 'Door', [780, 680, 20]), position: [-400, 350, 235] },
  ])
  const ben = await colleagueOf(browser, page, owner, 'Ben Okafor')

  await page.goto(`/admin/designs/${design.id}/edit`)
  await ben.page.goto(`/admin/designs/${design.id}/edit`)
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  await expect(ben.page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()

  // Each sees the other's avatar.
  await expect(page.getByTestId('presence-avatar')).toHaveAttribute('data-name', 'Ben Okafor')
  await expect(ben.page.getByTestId('presence-avatar')).toHaveAttribute('data-name', 'Ana Ruiz')

  // Ana selects the door: Ben's outliner marks it in her colour.
  await page.getByTestId('object-Door').click()
  const mark = ben.page.getByTestId('object-Door').getByTestId('peer-selection')
  await expect(mark).toHaveAttribute('data-names', 'Ana Ruiz')
  await expect(ben.page.getByTestId('object-Body').getByTestId('peer-selection')).toHaveCount(0)

  // Ben moves the body up while Ana renames the door: both changes land everywhere.
  await ben.page.getByTestId('object-Body').click()
  const y = ben.page.getByTestId('prop-position-y')
  await y.fill('420')
  await y.press('Enter')
  const name = page.getByTestId('prop-name')
  await name.fill('Left door')
  await name.press('Enter')
  await expect(ben.page.getByTestId('object-Left door')).toBeVisible()
  await page.getByTestId('object-Body').click()
  await expect(page.getByTestId('prop-position-y')).toHaveValue('420')
  // Ben adds a shelf; it appears for Ana without a reload.
  await ben.page.getByTestId('add-object').click()
  await ben.page.getByTestId('add-box').click()
  await expect(page.getByTestId('object-Box')).toBeVisible()

  for (const p of [page, ben.page]) {
    await expect(p.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 10_000,
    })
  }
  await expect(page.getByTestId('conflict-dialog')).toHaveCount(0)
  const saved = await getDesign(page.request, headers, design.id)
  expect(saved.scene.objects.map((o) => o.name)).toEqual(['Body', 'Left door', 'Box'])
  expect(saved.scene.objects[0]!.position[1]).toBe(420)

  // Ben closes his tab: his avatar goes from Ana's bar.
  await ben.context.close()
  await expect(page.getByTestId('presence-avatar')).toHaveCount(0, { timeout: 10_000 })
})

test('a list page shows what a colleague creates, without a reload', async ({ page, browser }) => {
  const owner = await signInWithCompany(page, { name: 'Ana Ruiz', companyName: 'List Studio' })
  const ben = await colleagueOf(browser, page, owner, 'Ben Okafor')
  await ben.page.goto('/admin/designs')
  await expect(ben.page.getByRole('heading', { name: 'Designs', exact: true })).toBeVisible()
  await expect(ben.page.getByTestId('live-status')).toHaveCount(0)

  await page.goto('/admin/designs/create')
  await page.getByLabel('Name').fill('Walnut credenza')
  await page.getByRole('button', { name: 'Create', exact: true }).click()

  // Watched at once, together: the hint lasts five seconds from the change, and Ana's editor
  // (three.js) can take longer than that to open on a busy machine.
  await Promise.all([
    expect(ben.page.getByText('Walnut credenza')).toBeVisible({ timeout: 5_000 }),
    expect(ben.page.getByTestId('live-status')).toHaveText('Changed by Ana Ruiz'),
  ])
  await expect(page.getByRole('heading', { name: 'Walnut credenza' })).toBeVisible()
  await ben.context.close()
})

test('a dropped live connection shows Reconnecting…, keeps what is typed, and comes back', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { name: 'Ana Ruiz', companyName: 'Flaky Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Stool')
  await saveScene(page.request, headers, design.id, [box('seat', 'Seat', [400, 40, 400])])
  // The socket goes through the test: it can cut it, and refuse new ones while the network is "down".
  let live: WebSocketRoute | null = null
  let down = false
  await page.routeWebSocket('**/v1/realtime**', (ws) => {
    if (down) return void ws.close({ code: 4000, reason: 'no network' })
    live = ws
    ws.connectToServer()
  })

  await page.goto(`/admin/designs/${design.id}/edit`)
  await expect(page.getByTestId('editor-viewport').locator('canvas')).toBeVisible()
  const status = page.getByTestId('presence').getByTestId('live-status')
  await expect(status).toHaveCount(0)
  await expect.poll(() => live !== null).toBe(true)

  down = true
  await live!.close({ code: 4000, reason: 'cut' })
  await expect(status).toHaveAttribute('data-status', 'reconnecting')
  await expect(status).toHaveText('Reconnecting…')

  // Work goes on meanwhile, and is kept.
  await page.getByTestId('object-Seat').click()
  await page.getByTestId('prop-name').fill('Round seat')
  await page.getByTestId('prop-name').press('Enter')
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  })
  expect((await getDesign(page.request, headers, design.id)).scene.objects[0]!.name).toBe(
    'Round seat',
  )

  // The network comes back: the next attempt connects and the note goes.
  down = false
  await expect(status).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByTestId('object-Round seat')).toBeVisible()
})

test('a design a colleague deletes while it is open: the work can be kept as a new design', async ({
  page,
  browser,
}) => {
  const owner = await signInWithCompany(page, { name: 'Ana Ruiz', companyName: 'Tidy Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  const design = await createDesign(page.request, headers, 'Old shelf')
  await saveScene(page.request, headers, design.id, [box('board', 'Board', [800, 20, 300])])
  const ben = await colleagueOf(browser, page, owner, 'Ben Okafor')
  await ben.page.goto(`/admin/designs/${design.id}/edit`)
  await expect(ben.page.getByTestId('object-Board')).toBeVisible()
  await expect(ben.page.getByTestId('presence-avatar')).toHaveCount(0)

  const removed = await page.request.delete(`/v1/designs/${design.id}`, { headers })
  expect(removed.status()).toBe(204)
  const dialog = ben.page.getByTestId('design-deleted')
  await expect(dialog).toContainText('This design was deleted')
  await expect(dialog).toContainText('Ana Ruiz deleted it while you had it open')
  await dialog.getByRole('button', { name: 'Keep my work as a new design' }).click()
  await expect(ben.page.getByRole('heading', { name: 'Old shelf (kept)' })).toBeVisible()
  await expect(ben.page.getByTestId('object-Board')).toBeVisible()
  expect(ben.page.url()).not.toContain(design.id)
  await ben.context.close()
})
