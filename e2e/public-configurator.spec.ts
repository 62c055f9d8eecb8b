import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { CHROMIUM_ARGS } from './playwright.config'
import { uniqueEmail } from './support/accounts'
import { demoStudio, openAdminAs, DEMO_PRODUCT as PRODUCT } from './support/admin-session'
import { expect, isDesignedRefusal, test } from './support/fixtures'
import { latestMail } from './support/mail'

// The public configurator (issue 16), as a stranger meets it: the demo studio's published
// dining table on a phone, framed by another site, gone, and the quotes it brings in.

/**
 * The fixture watches the test's own page; pages of other contexts are watched here the same
 * way: an uncaught error or a console error (not an API's 4xx) of our origin is a problem.
 */
function watch(page: Page, origin: string, expected: RegExp[] = []) {
  const problems: string[] = []
  const ours = (url: string) => !url || url.startsWith(origin)
  page.on('pageerror', (err) => {
    if (ours(page.url())) problems.push(`page error: ${err.message}`)
  })
  page.on('console', (msg) => {
    const where = msg.location().url
    const expected4xx = isDesignedRefusal(msg.text(), where)
    const problem = `console error: ${msg.text()} (${where})`
    if (msg.type() === 'error' && !expected4xx && ours(where) && ours(page.url())) {
      if (!expected.some((pattern) => pattern.test(problem))) problems.push(problem)
    }
  })
  return problems
}

async function desktopContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
}

/** The latest mail to this address once it is the one looked for. */
async function mailWith(to: string, needle: string, timeoutMs = 15_000) {
  let last = ''
  await expect
    .poll(
      async () => {
        last = await latestMail(to, 1_000).catch(() => '')
        return last.includes(needle)
      },
      { timeout: timeoutMs, message: `a mail to ${to} saying ${needle}` },
    )
    .toBe(true)
  return last
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A row of a list of quotes, named by what it shows: number, status, total, who or what. */
const quoteRow = (number: string | undefined, about: string) =>
  new RegExp(`^Open quote ${number} .*${escapeRegExp(about)}`)

// The embedding journey's shop is a page of its own origin (http://shop.test, answered by the
// test) framing the app on 127.0.0.1: Chromium's Local Network Access checks would stop a public
// page from reaching this machine at all, which no real shop and studio meet. The frame's own
// rules (frame-ancestors, the embed script's headers) are what is tested. A browser's launch
// options hold for a whole file.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  })

  test('a visitor configures the table, shares the link, asks for a quote with a meeting; the studio finds it all', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const demo = await demoStudio(page.request)
    const id = demo.configuratorId

    // Opened anonymously: the product, in 3D, at its list price.
    await page.goto(`/configurator/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible()
    await expect(page).toHaveTitle(`${PRODUCT} · Demo Studio`)
    const viewer = page.getByRole('img', { name: `${PRODUCT} in 3D, with your choices` })
    await expect(viewer.locator('canvas')).toBeVisible()
    const price = page.getByTestId('price').filter({ visible: true })
    await expect(price).toHaveText(/€/)
    const listPrice = (await price.textContent())!
    // The 3D view as it is drawn now; every choice below must change what it shows.
    const canvas = viewer.locator('canvas')
    const drawn = async () => canvas.screenshot()
    const redrawnFrom = async (before: Buffer) =>
      expect.poll(async () => !(await drawn()).equals(before), { timeout: 15_000 }).toBe(true)
    // The picture once the view has stopped changing (the first frames, a camera on its way).
    const settled = async () => {
      let last = await drawn()
      await expect
        .poll(
          async () => {
            const now = await drawn()
            const same = now.equals(last)
            last = now
            return same
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      return last
    }
    let picture = await settled()

    // Longer: the price follows, the table grows in 3D, and the address carries the length.
    const length = page.getByRole('spinbutton', { name: 'Length' })
    await length.fill('2200')
    await length.press('Enter')
    await expect(page).toHaveURL(/[?&]W=2200(&|$)/)
    await expect(price).not.toHaveText(listPrice)
    const longPrice = (await price.textContent())!
    await redrawnFrom(picture)
    picture = await settled()

    // Walnut instead of oak: the price follows, the wood changes in 3D, the address says so.
    await page.getByRole('tab', { name: 'Finish' }).click()
    const wood = page.getByRole('radiogroup', { name: 'Wood' })
    await expect(wood.getByRole('radio', { name: 'Oak' })).toBeChecked()
    await wood.getByText('Walnut', { exact: true }).click()
    await expect(wood.getByRole('radio', { name: 'Walnut' })).toBeChecked()
    await expect(price).not.toHaveText(longPrice)
    await expect(price).toHaveText(/€/)
    const walnutPrice = (await price.textContent())!
    await expect(page).toHaveURL(/[?&]wood=walnut(&|$)/)
    await redrawnFrom(picture)

    // Copy link puts that address on the clipboard.
    await page
      .getByRole('toolbar', { name: 'Share and download' })
      .getByRole('button', { name: 'Copy link' })
      .click()
    await expect(page.getByText('Link copied').first()).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(page.url())

    // The link, opened elsewhere, restores the configuration and its price.
    const shared = await page.context().newPage()
    const sharedProblems = watch(shared, new URL(baseURL!).origin)
    await shared.goto(link)
    await expect(shared.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible()
    await expect(shared.getByTestId('price').filter({ visible: true })).toHaveText(walnutPrice)
    await expect(shared.getByRole('spinbutton', { name: 'Length' })).toHaveValue('2200')
    await shared.getByRole('tab', { name: 'Finish' }).click()
    await expect(
      shared.getByRole('radiogroup', { name: 'Wood' }).getByRole('radio', { name: 'Walnut' }),
    ).toBeChecked()
    await shared.close()
    expect(sharedProblems).toEqual([])

    // The quote request: details, the first free time offered, consent.
    const visitor = {
      name: `Marta Soler ${Date.now().toString(36)}`,
      email: uniqueEmail('visitor'),
      phone: '+34 600 123 456',
      message: 'Could it be delivered to Alicante in March?',
    }
    await page.getByRole('button', { name: 'Request a quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a quote' })
    await expect(dialog).toBeVisible()
    // What is asked for is the configuration on the page, at its price.
    await expect(dialog.getByText(walnutPrice, { exact: true })).toBeVisible()
    await expect(dialog.getByRole('definition').filter({ hasText: 'Walnut' })).toBeVisible()
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(visitor.name)
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(visitor.email)
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill(visitor.phone)
    await dialog.getByRole('textbox', { name: /^Message/ }).fill(visitor.message)
    // The robots' field is there for robots only: not offered to people or their readers.
    await expect(dialog.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)

    // The demo studio works weekdays 9–13 and 14–18 (its default calendar): times are offered.
    const times = dialog.getByRole('radiogroup', { name: 'Time' })
    await expect(times.getByRole('radio').first()).toBeAttached()
    const firstTime = times.getByRole('radio').first()
    const slot = (await firstTime.getAttribute('value'))!
    expect(new Date(slot).getTime()).toBeGreaterThan(Date.now())
    // The radio is the chip's hidden input: the chip (its label) is what a finger taps.
    await times.locator('label').first().click()
    await expect(firstTime).toBeChecked()

    // Consent is asked for before anything is sent.
    await dialog.getByRole('button', { name: 'Send my request' }).click()
    await expect(dialog.getByText('Please agree so that we can answer your request')).toBeVisible()
    await dialog
      .getByRole('checkbox', { name: /I agree that Demo Studio keeps these details/ })
      .check()
    await dialog.getByRole('button', { name: 'Send my request' }).click()

    const done = page.getByRole('dialog', { name: 'Thank you, your request is on its way' })
    await expect(done).toBeVisible()
    await expect(done).toContainText(`We sent a confirmation to ${visitor.email}.`)
    const numberText = (await done.getByTestId('quote-number').textContent())!
    const number = /Q-\d{4,}/.exec(numberText)?.[0]
    expect(number, numberText).toBeTruthy()
    // The server priced the choices itself, to the cent of the page's price.
    await expect(done.getByTestId('quote-price')).toHaveText(walnutPrice)
    await expect(done.getByTestId('quote-appointment')).toBeVisible()

    // The visitor's confirmation, with the meeting's invitation.
    const mail = await mailWith(visitor.email, `Demo Studio received your request ${number}`)
    expect(mail).toContain(`Hello ${visitor.name},`)
    expect(mail).toContain('wood=walnut')
    expect(mail).toContain('BEGIN:VCALENDAR')

    // The studio, at its desk: the new customer, the quote, the meeting in the calendar.
    const desk = await desktopContext(browser, baseURL)
    const admin = await desk.newPage()
    const adminProblems = watch(admin, new URL(baseURL!).origin)
    await openAdminAs(admin, demo)
    await admin.goto('/admin/customers')
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill(visitor.email)
    const row = admin.getByRole('row').filter({ hasText: visitor.email })
    await expect(row).toHaveCount(1)
    await row.getByRole('link', { name: visitor.name }).click()
    await expect(admin.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible()

    // Their timeline tells of the request and the appointment.
    const timeline = admin.getByTestId('timeline')
    await expect(timeline).toContainText(`Quote ${number} requested`)
    await expect(timeline).toContainText(`Appointment: ${visitor.name} — ${PRODUCT} (${number})`)

    await admin
      .getByTestId('customer-quotes')
      .getByRole('link', { name: quoteRow(number, PRODUCT) })
      .click()
    await expect(admin.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible()
    await expect(admin.getByTestId('quote-configuration')).toContainText('Walnut')
    await expect(admin.getByTestId('quote-message')).toHaveText(visitor.message)
    await expect(admin.getByText('Appointment', { exact: true })).toBeVisible()
    await admin.getByRole('link', { name: 'Open the calendar on that day' }).click()

    await expect(admin).toHaveURL(/\/admin\/calendar\?.*view=day/)
    await expect(
      admin.getByRole('button', {
        name: new RegExp(escapeRegExp(`${visitor.name} — ${PRODUCT} (${number})`)),
      }),
    ).toBeVisible()
    // Booked at the time the visitor picked.
    const from = new Date(new Date(slot).getTime() - 86_400_000).toISOString()
    const to = new Date(new Date(slot).getTime() + 86_400_000).toISOString()
    const events = await admin.request.get(
      `/v1/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { headers: demo.headers },
    )
    expect(events.status(), await events.text()).toBe(200)
    const booked = ((await events.json()) as { title: string; start: string }[]).filter((e) =>
      e.title.includes(number!),
    )
    expect(booked.map((e) => new Date(e.start).toISOString())).toEqual([
      new Date(slot).toISOString(),
    ])
    await desk.close()
    expect(adminProblems).toEqual([])
  })
})

test('another site embeds the configurator, talks to it, and only allowed sites may frame it', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const demo = await demoStudio(page.request)
  const id = demo.configuratorId
  const allowed = await page.request.put(`/v1/configurators/${id}/embed`, {
    headers: demo.headers,
    data: { allowedOrigins: ['http://shop.test'] },
  })
  expect(allowed.status(), await allowed.text()).toBe(200)

  // The page names the allowed site in its frame-ancestors, and no other.
  const own = await page.request.get(`/configurator/${id}`)
  const policy = own.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/(^|;)\s*frame-ancestors 'self' http:\/\/shop\.test\s*(;|$)/)
  expect(policy).not.toContain('other.test')
  expect(own.headers()['x-frame-options']).toBeUndefined()
  // Another configurator (here, none) keeps the default: only this site.
  const unknown = await page.request.get(`/configurator/${randomUUID()}`)
  expect(unknown.headers()['content-security-policy']).toMatch(
    /(^|;)\s*frame-ancestors 'self'\s*(;|$)/,
  )

  const shopPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Oak & Co — tables</title></head>
  <body>
    <h1>Our dining tables</h1>
    <script>
      window.heard = []
      for (const type of ['ready', 'change', 'quote-requested']) {
        document.addEventListener('configurator:' + type, (event) => {
          window.heard.push({ type, detail: event.detail, from: event.target.tagName })
        })
      }
    </script>
    <script src="${baseURL}/embed.js" data-configurator="${id}" data-title="Configure your table" data-height="760"></script>
  </body>
</html>`
  const shop = (route: import('@playwright/test').Route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage })
  await page.route('http://shop.test/**', shop)
  await page.route('http://other.test/**', shop)

  type Heard = { type: string; detail: Record<string, unknown>; from: string }
  const heard = () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)
  type State = {
    selections: Record<string, unknown>
    price: { amount: number; currency: string }
  }
  const state = () =>
    page.evaluate(
      (configuratorId) =>
        (
          window as unknown as {
            DesignerConfigurator: { get: (id: string) => { getState: () => Promise<State> } }
          }
        ).DesignerConfigurator.get(configuratorId).getState(),
      id,
    )

  await page.goto('http://shop.test/product')
  const frame = page.getByTitle('Configure your table').contentFrame()
  await expect(frame.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible()
  await expect
    .poll(async () => (await heard()).filter((e) => e.type === 'ready'))
    .toEqual([{ type: 'ready', detail: { configuratorId: id, version: 1 }, from: 'IFRAME' }])

  const before = await state()
  expect(before.selections).toMatchObject({ wood: 'oak', legStyle: 'oak', W: 1800 })
  expect(before.price.currency).toBe('EUR')
  expect(before.price.amount).toBeGreaterThan(0)
  const framePrice = frame.getByTestId('price').filter({ visible: true })
  await expect(framePrice).toHaveText(/€/)
  const shownBefore = (await framePrice.textContent())!

  // The site chooses walnut and steel legs; unknown options are ignored.
  await page.evaluate(
    (configuratorId) =>
      (
        window as unknown as {
          DesignerConfigurator: {
            get: (id: string) => { setSelections: (s: Record<string, unknown>) => void }
          }
        }
      ).DesignerConfigurator.get(configuratorId).setSelections({
        wood: 'walnut',
        legStyle: 'steel',
        colour: 'pink',
      }),
    id,
  )
  await expect
    .poll(async () => (await heard()).filter((e) => e.type === 'change').at(-1)?.detail)
    .toMatchObject({ selections: { wood: 'walnut', legStyle: 'steel' } })
  const change = (await heard()).filter((e) => e.type === 'change').at(-1)!.detail as State
  expect(change.selections).not.toHaveProperty('colour')
  expect(change.price.currency).toBe('EUR')
  expect(change.price.amount).not.toBe(before.price.amount)
  await expect(framePrice).not.toHaveText(shownBefore)
  await frame.getByRole('tab', { name: 'Finish' }).click()
  await expect(
    frame.getByRole('radiogroup', { name: 'Wood' }).getByRole('radio', { name: 'Walnut' }),
  ).toBeChecked()
  await expect(
    frame
      .getByRole('radiogroup', { name: 'Leg style' })
      .getByRole('radio', { name: 'Black steel' }),
  ).toBeChecked()
  expect(await state()).toEqual({ selections: change.selections, price: change.price })

  // A quote asked for inside the frame is announced to the site, and known to come from it.
  const email = uniqueEmail('shop')
  await frame.getByRole('button', { name: 'Request a quote' }).click()
  const dialog = frame.getByRole('dialog', { name: 'Request a quote' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Lena Vidal')
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email)
  await dialog.getByRole('checkbox', { name: /I agree that Demo Studio/ }).check()
  await dialog.getByRole('button', { name: 'Send my request' }).click()
  await expect(
    frame.getByRole('dialog', { name: 'Thank you, your request is on its way' }),
  ).toBeVisible()
  await expect
    .poll(async () => (await heard()).filter((e) => e.type === 'quote-requested').length)
    .toBe(1)
  const { quoteId } = (await heard()).find((e) => e.type === 'quote-requested')!.detail as {
    quoteId: string
  }
  const asked = await page.request.get(`/v1/quotes/${quoteId}`, { headers: demo.headers })
  expect(asked.status(), await asked.text()).toBe(200)
  expect(await asked.json()).toMatchObject({
    embedded: true,
    price: change.price,
    customer: { email },
  })

  // A site that was not allowed gets the frame refused by the browser.
  const refused = page.waitForEvent('requestfailed', (r) => r.url().endsWith(`/configurator/${id}`))
  const said = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()))
  await page.goto('http://other.test/product')
  await expect(page.getByRole('heading', { name: 'Our dining tables' })).toBeVisible()
  expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE')
  expect((await said).text()).toContain(`"frame-ancestors 'self' http://shop.test"`)
  await expect(
    page.getByTitle('Configure your table').contentFrame().getByRole('heading', { name: PRODUCT }),
  ).toHaveCount(0)
  expect(await heard()).toEqual([])
})

test('a configurator that is not there says so, in the visitor’s language', async ({
  page,
  browser,
  baseURL,
}) => {
  const unknown = randomUUID()
  await page.goto(`/configurator/${unknown}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This configurator is not available' }),
  ).toBeVisible()
  await expect(page.getByText('Ask whoever sent it to you for a new link.')).toBeVisible()
  // The language switch.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este configurador no está disponible' }),
  ).toBeVisible()

  await page.goto('/configurator/not-a-uuid')
  // The choice is remembered.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este configurador no está disponible' }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
  await expect(
    page.getByRole('heading', { level: 1, name: 'This configurator is not available' }),
  ).toBeVisible()

  // A browser in Spanish gets Spanish at once.
  const spanish = await browser.newContext({ baseURL, locale: 'es-ES' })
  const visitor = await spanish.newPage()
  const problems = watch(visitor, new URL(baseURL!).origin)
  await visitor.goto('/configurator/not-a-uuid')
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Este configurador no está disponible' }),
  ).toBeVisible()
  await spanish.close()
  expect(problems).toEqual([])

  // The API says the same, and no more: unknown and malformed ids alike.
  for (const id of [unknown, 'not-a-uuid']) {
    const res = await page.request.get(`/v1/public/configurators/${id}`)
    expect(res.status()).toBe(404)
    expect(((await res.json()) as { code: string }).code).toBe('configurator_unavailable')
  }
})

test('a quote request is edited, sent from the configurator’s quotes, and its PDF reaches the visitor', async ({
  page,
}) => {
  test.slow()
  const demo = await demoStudio(page.request)
  const id = demo.configuratorId
  const visitor = { name: `Inés Navarro ${Date.now().toString(36)}`, email: uniqueEmail('quote') }
  const requested = await page.request.post(`/v1/public/configurators/${id}/quotes`, {
    data: { selections: { W: 2000 }, ...visitor, consent: true },
  })
  expect(requested.status(), await requested.text()).toBe(201)
  const made = (await requested.json()) as { id: string; number: number }
  const number = `Q-${String(made.number).padStart(4, '0')}`
  await mailWith(visitor.email, `Demo Studio received your request ${number}`)

  await openAdminAs(page, demo)
  await page.goto(`/admin/configurators/${id}/edit`)
  await page.getByRole('button', { name: 'Quotes & activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Quotes & activity' })
  await expect(activity).toBeVisible()
  await activity.getByRole('link', { name: quoteRow(number, visitor.name) }).click()

  // The quote's own page: the request as it came, a new one.
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible()
  const quote = page.getByRole('main')
  await expect(quote.getByTestId('quote-status').first()).toHaveText('Requested')
  await expect(quote.getByTestId('quote-configuration')).toContainText('2000 mm')
  const total = quote.getByTestId('quote-total')
  const totalBefore = (await total.textContent())!

  // The line says what is made; a discount comes off the total.
  await quote
    .getByRole('textbox', { name: 'Line 1: description' })
    .fill('Dining table, 2000 × 900 mm, oiled oak')
  await quote.getByRole('textbox', { name: 'Discount' }).fill('150')
  await expect(quote.getByTestId('quote-discount')).toHaveText(/150\.00/)
  await expect(total).not.toHaveText(totalBefore)
  const totalAfter = (await total.textContent())!
  await quote.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`${number} saved`)).toBeVisible()

  const saved = await page.request.get(`/v1/quotes/${made.id}`, { headers: demo.headers })
  const savedQuote = (await saved.json()) as {
    status: string
    discount: { amount: number; currency: string }
    lines: { label: string }[]
  }
  expect(savedQuote).toMatchObject({
    status: 'draft',
    discount: { amount: 15_000, currency: 'EUR' },
  })
  expect(savedQuote.lines[0]!.label).toBe('Dining table, 2000 × 900 mm, oiled oak')

  // Sent: the visitor gets a mail with the PDF's address; the quote is sent and locked.
  await quote.getByRole('button', { name: 'Send to customer' }).click()
  const confirm = page.getByTestId('send-quote-dialog')
  await expect(confirm).toContainText(visitor.email)
  await confirm.getByRole('button', { name: 'Send the quote' }).click()
  await expect(page.getByText(`${number} was sent to ${visitor.email}`)).toBeVisible()
  await expect(quote.getByTestId('quote-status').first()).toHaveText('Sent')
  await expect(quote.getByText('A sent quote keeps its lines and discount.')).toBeVisible()
  await expect(quote.getByRole('textbox', { name: 'Discount' })).toHaveCount(0)
  await expect(total).toHaveText(totalAfter)

  const mail = await mailWith(visitor.email, `Your quote ${number} from Demo Studio`)
  const link = /https?:\/\/[^\s"<>]+\/v1\/public\/quotes\/[\w-]+\/pdf\?[^\s"<>]+/
    .exec(mail)?.[0]
    ?.replaceAll('&amp;', '&')
  expect(link, mail).toBeTruthy()
  const pdf = await page.request.get(link!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/)
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Back in the configurator's activity, the quote is sent.
  await page.goBack()
  await page.getByRole('button', { name: 'Quotes & activity' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Quotes & activity' })
      .getByRole('link', { name: quoteRow(number, visitor.name) }),
  ).toContainText('Sent')
})
