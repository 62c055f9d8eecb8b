import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { readPdf } from '../apps/api/test/pdf'
import { uniqueEmail } from './support/accounts'
import {
  type Demo,
  demoStudio,
  openAdminAs,
  DEMO_PRODUCT as PRODUCT,
} from './support/admin-session'
import { expect, test } from './support/fixtures'
import { latestMail } from './support/mail'

// The quotes inbox (issue 32, docs/decisions/043-quotes-inbox.md): a request made on the public
// page reaches the studio live, on the dashboard and in the inbox, and is edited, sent and printed
// from its own page; the meeting it booked is named in the studio's zone where the reader's differs.

const quoteName = (n: number) => `Q-${String(n).padStart(4, '0')}`

/** A request through the public API, as the page sends it; answers its id and number. */
async function ask(
  request: APIRequestContext,
  demo: Demo,
  visitor: { name: string; email: string },
  extra: object = {},
) {
  const res = await request.post(`/v1/public/configurators/${demo.configuratorId}/quotes`, {
    data: { selections: { W: 2000 }, ...visitor, consent: true, ...extra },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { id: string; number: number }
}

/** A visitor on the public page, on a phone of their own, asking for the table as it is. */
async function askOnThePublicPage(visitorPage: Page, demo: Demo, name: string) {
  await visitorPage.goto(`/configurator/${demo.configuratorId}`)
  await expect(visitorPage.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible()
  await visitorPage.getByRole('button', { name: 'Request a quote' }).click()
  const dialog = visitorPage.getByRole('dialog', { name: 'Request a quote' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name)
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('inbox'))
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('Would oak work outdoors?')
  await dialog
    .getByRole('checkbox', { name: /I agree that Demo Studio keeps these details/ })
    .check()
  await dialog.getByRole('button', { name: 'Send my request' }).click()
  const done = visitorPage.getByRole('dialog', { name: 'Thank you, your request is on its way' })
  const numberText = (await done.getByTestId('quote-number').textContent())!
  return /Q-\d{4,}/.exec(numberText)![0]
}

test('a request made on the public page arrives live on the dashboard and in the inbox; the studio edits, sends and prints it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 800 })
  const demo = await demoStudio(page.request)
  await openAdminAs(page, demo)
  await page.goto('/admin')
  const card = page.getByTestId('dashboard-quote-requests')
  await expect(card.getByRole('heading', { name: /New quote requests/ })).toBeVisible()
  await expect(page.getByTestId('live-status')).toHaveCount(0)

  // A visitor asks on the public page, in a browser of their own; the studio's dashboard, open
  // all along, shows the request without a reload, and the sidebar counts it.
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
  })
  const visitorPage = await visitorContext.newPage()
  const name = `Olga Brandt ${Date.now().toString(36)}`
  const number = await askOnThePublicPage(visitorPage, demo, name)
  await visitorContext.close()
  const entry = card.getByRole('link', { name: new RegExp(name) })
  await expect(entry).toBeVisible()
  await expect(entry).toContainText(number)
  const badge = page.getByTestId('nav-admin.quotes-count')
  await expect(badge).toHaveText(/^\d+$/)
  await expect(page.getByTestId('nav-admin.quotes')).toHaveAccessibleName(
    /^Quotes, \d+ new requests?$/,
  )

  // The inbox: new requests first among the requested ones, with their count; a request
  // arriving while it is open shows there too, without a reload.
  await page.getByTestId('nav-admin.quotes').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /^Requested/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/quotes\?status=requested$/)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Requested')
  const second = await ask(page.request, demo, {
    name: `Piet Jansen ${Date.now().toString(36)}`,
    email: uniqueEmail('inbox'),
  })
  await expect(page.getByTestId(`quote-row-${second.number}`)).toBeVisible()
  // Found by its number as people write it.
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(number)
  await expect(page).toHaveURL(new RegExp(`q=${number}`))
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(row).toBeVisible()

  // Its page: what was asked for, and its history.
  await row.getByRole('link', { name: new RegExp(`Open quote ?${number}`) }).click()
  await expect(page).toHaveURL(/\/admin\/quotes\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible()
  await expect(page.getByTestId('quote-configuration')).toBeVisible()
  await expect(page.getByTestId('quote-message')).toHaveText('Would oak work outdoors?')
  // No renderer on the journeys' server: the picture's place is kept and says so.
  await expect(page.getByTestId('quote-image-placeholder')).toBeVisible()
  const steps = page.getByTestId('quote-steps')
  await expect(steps.getByRole('listitem')).toHaveCount(1)
  await expect(steps).toContainText('Requested by the customer')

  // A line edited and saved: the request becomes a draft, the edit a step with its total.
  await page
    .getByRole('textbox', { name: 'Line 1: description' })
    .fill('Dining table, 2000 mm, oiled oak')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`${number} saved`)).toBeVisible()
  await expect(page.getByTestId('quote-status').first()).toHaveText('Draft')
  const total = (await page.getByTestId('quote-total').textContent())!
  await expect(steps.getByRole('listitem')).toHaveCount(2)
  await expect(steps.getByTestId('quote-step-edited')).toContainText(total)

  // Sent to the customer.
  await page.getByRole('button', { name: 'Send to customer' }).click()
  const confirm = page.getByTestId('send-quote-dialog')
  await confirm.getByRole('button', { name: 'Send the quote' }).click()
  await expect(page.getByTestId('quote-status').first()).toHaveText('Sent')
  await expect(steps.getByTestId('quote-step-sent')).toContainText(total)

  // The PDF the studio downloads is a PDF.
  const answer = page.waitForResponse((res) => /\/v1\/quotes\/[\w-]+\/pdf$/.test(res.url()))
  const download = page.waitForEvent('download')
  await page.getByTestId('quote-pdf').click()
  const pdf = await answer
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/)
  const file = await download
  expect(file.suggestedFilename()).toBe(`${number}.pdf`)
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')

  // Back in the inbox, it is no longer among the new requests.
  await page.getByRole('link', { name: 'Back to quotes' }).click()
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Sent/ }).click()
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(number)
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Sent')
})

for (const { zone, named } of [
  { zone: 'America/New_York', named: true },
  { zone: 'Europe/Madrid', named: false },
]) {
  test.describe(`a reader in ${zone}`, () => {
    test.use({ timezoneId: zone, viewport: { width: 1280, height: 800 } })

    test(`sees the quote’s meeting on the studio’s clock, ${named ? 'its zone named' : 'nothing named'}`, async ({
      page,
    }) => {
      const demo = await demoStudio(page.request)
      // A time the studio offers, far enough down the list that other journeys leave it free.
      const offer = await page.request.get(
        `/v1/public/configurators/${demo.configuratorId}/slots?days=14`,
      )
      const { slots } = (await offer.json()) as { slots: { start: string }[] }
      expect(slots.length).toBeGreaterThan(10)
      let made: { id: string } | null = null
      for (const slot of slots.slice(5 + Math.floor(Math.random() * (slots.length - 6)))) {
        const res = await page.request.post(
          `/v1/public/configurators/${demo.configuratorId}/quotes`,
          {
            data: {
              selections: {},
              name: `Zoe Zone ${Date.now().toString(36)}`,
              email: uniqueEmail('zone'),
              consent: true,
              slot: slot.start,
            },
          },
        )
        if (res.status() === 409) continue
        expect(res.status(), await res.text()).toBe(201)
        made = (await res.json()) as { id: string }
        break
      }
      expect(made).not.toBeNull()
      await openAdminAs(page, demo)
      await page.goto(`/admin/quotes/${made!.id}`)
      const when = page
        .getByText('Appointment', { exact: true })
        .locator('xpath=..')
        .locator('time')
      await expect(when).toHaveText(/\d{1,2}:\d{2}/)
      if (named) {
        // "Dec 3, 2026, 3:15 PM Madrid time", the reader's own time a hover away.
        await expect(when).toContainText('Madrid time')
        await expect(when).toHaveAttribute('title', /your time/)
      } else {
        await expect(when).not.toContainText('Madrid time')
      }
    })
  })
}

test('a sent quote opened by its customer is a step of its own, once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const demo = await demoStudio(page.request)
  const visitor = { name: `Vera Viewed ${Date.now().toString(36)}`, email: uniqueEmail('viewed') }
  const made = await ask(page.request, demo, visitor)
  const sent = await page.request.post(`/v1/quotes/${made.id}/send`, { headers: demo.headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const { pdfUrl } = (await sent.json()) as { pdfUrl: string }
  await openAdminAs(page, demo)
  await page.goto(`/admin/quotes/${made.id}`)
  const steps = page.getByTestId('quote-steps')
  await expect(steps.getByTestId('quote-step-sent')).toBeVisible()
  await expect(steps.getByTestId('quote-step-viewed')).toHaveCount(0)
  // The customer opens the mail's link, twice; the page shows it without a reload, once.
  for (let i = 0; i < 2; i++) {
    const pdf = await page.request.get(pdfUrl)
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/)
  }
  await expect(steps.getByTestId('quote-step-viewed')).toHaveCount(1)
  await expect(steps.getByTestId('quote-step-viewed')).toContainText('Opened by the customer')
  // The customer's timeline tells each step, linking back to the quote.
  const quote = (await (
    await page.request.get(`/v1/quotes/${made.id}`, { headers: demo.headers })
  ).json()) as { customer: { id: string } }
  await page.goto(`/admin/customers/${quote.customer.id}`)
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toContainText(`Quote ${quoteName(made.number)} opened by the customer`)
  await expect(timeline).toContainText(`Quote ${quoteName(made.number)} requested`)
  await timeline.getByRole('link', { name: 'Open the quote' }).first().click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Quote ${quoteName(made.number)}` }),
  ).toBeVisible()
})

test('a French customer’s quote reads in French: the mail and the PDF it links to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const demo = await demoStudio(page.request)
  // What the page names the choices in French, as the studio translated them.
  const shown = (await (
    await page.request.get(`/v1/public/configurators/${demo.configuratorId}?lang=fr`)
  ).json()) as {
    name: string
    definition: {
      steps: { options: { id: string; name: string; values?: { id: string; name: string }[] }[] }[]
    }
  }
  const options = shown.definition.steps.flatMap((s) => s.options)
  const wood = options.find((o) => o.id === 'wood')!
  const walnut = wood.values!.find((v) => v.id === 'walnut')!.name
  const email = uniqueEmail('devis')
  const name = `Zoé Ærø Дмитрий ${Date.now().toString(36)}`
  const made = await ask(
    page.request,
    demo,
    { name, email },
    { language: 'fr', selections: { W: 2000, wood: 'walnut', quantity: 3 } },
  )

  // The studio sends it from its page.
  await openAdminAs(page, demo)
  await page.goto(`/admin/quotes/${made.id}`)
  await page.getByRole('button', { name: 'Send to customer' }).click()
  await page
    .getByTestId('send-quote-dialog')
    .getByRole('button', { name: 'Send the quote' })
    .click()
  await expect(page.getByTestId('quote-status').first()).toHaveText('Sent')
  const quote = (await (
    await page.request.get(`/v1/quotes/${made.id}`, { headers: demo.headers })
  ).json()) as { total: { amount: number }; validUntil: string | null }

  // The mail: in French, the total named "Total", dates written out, no ISO date.
  const mail = await latestMail(email)
  expect(mail).toContain(`Votre devis ${quoteName(made.number)}`)
  expect(mail).toMatch(/Total/)
  expect(mail).not.toMatch(/Prix affiché|Price shown/)
  expect(mail).not.toMatch(/\b20\d\d-\d\d-\d\d\b/)
  if (quote.validUntil) expect(mail).toMatch(/Valable jusqu’au \d{1,2} [a-zéû]+ 20\d\d/)

  // The PDF the mail links to: French words, the customer's name exactly, the amount as the
  // French write it, equal to the API's.
  const link = /https?:\/\/\S+\/v1\/public\/quotes\/[\w-]+\/pdf\?[^\s"<>]+/.exec(mail)
  expect(link, 'the mail links to the PDF').not.toBeNull()
  const pdf = await page.request.get(link![0].replace(/&amp;/g, '&'))
  expect(pdf.status()).toBe(200)
  const read = await readPdf(await pdf.body())
  expect(read.language).toBe('fr-FR')
  expect(read.text).toContain(`Devis ${quoteName(made.number)}`)
  expect(read.glyphs).toContain(name)
  expect(read.text).toContain(shown.name)
  expect(read.text).toContain(walnut)
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
    quote.total.amount / 100,
  )
  expect(euros).toMatch(/\u202f/)
  expect(read.glyphs).toContain(euros)
  expect(read.pages.flatMap((p) => p.missing)).toEqual([])
})
