import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'
import { latestMail } from './support/mail'

type Headers = Record<string, string>

/** The middle of a day's column at a time of the week view: where a person clicks or drops. */
async function slot(page: Page, date: string, time: string) {
  const column = page.locator(`[data-testid="calendar"] [data-date="${date}"]`).last()
  const row = page.locator(`[data-testid="calendar"] [data-time="${time}"]`).last()
  const c = (await column.boundingBox())!
  const r = (await row.boundingBox())!
  return { x: c.x + c.width / 2, y: r.y + r.height / 2 }
}

async function events(page: Page, headers: Headers, from: string, to: string) {
  const res = await page.request.get(
    `/v1/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { headers },
  )
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as {
    id: string
    title: string
    start: string
    recurringEventId: string | null
  }[]
}

test('an event made by clicking a slot, dragged to another day, found there after a reload', async ({
  page,
}) => {
  test.slow()
  // The company is in France: its calendar is in Paris (UTC+1 in December).
  const owner = await signInWithCompany(page, { companyName: 'Agenda Studio' })
  const headers = { ...owner.headers, 'company-id': owner.companyId }
  await page.goto('/admin/calendar?view=week&date=2026-12-09')
  await expect(page.getByTestId('calendar-title')).toContainText('2026')

  // A click on Tuesday 10:00: the dialog opens on it, an hour long (the company's default).
  const at = await slot(page, '2026-12-08', '10:00:00')
  await page.mouse.click(at.x, at.y)
  const dialog = page.getByTestId('event-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Starts')).toHaveValue('2026-12-08')
  await expect(dialog.getByLabel('At', { exact: true }).first()).toHaveValue('10:00')
  await expect(dialog.getByLabel('At', { exact: true }).last()).toHaveValue('11:00')
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Measure the Garcías’ kitchen')
  await dialog.getByTestId('save-event').click()
  await expect(page.getByText('Measure the Garcías’ kitchen was planned')).toBeVisible()
  const card = page.getByRole('button', { name: /Measure the Garcías’ kitchen/ })
  await expect(card).toBeVisible()
  let found = await events(page, headers, '2026-12-06T00:00:00Z', '2026-12-13T00:00:00Z')
  expect(found.map((e) => [e.title, e.start])).toEqual([
    ['Measure the Garcías’ kitchen', '2026-12-08T09:00:00.000Z'],
  ])

  // Dragged to Thursday at the same time.
  const box = (await card.boundingBox())!
  const to = await slot(page, '2026-12-10', '10:00:00')
  await page.mouse.move(box.x + box.width / 2, box.y + 6)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + 10, { steps: 4 })
  await page.mouse.move(to.x, to.y - box.height / 2 + 6, { steps: 12 })
  await page.mouse.up()
  await expect
    .poll(
      async () =>
        (await events(page, headers, '2026-12-06T00:00:00Z', '2026-12-13T00:00:00Z'))[0]?.start,
    )
    .toBe('2026-12-10T09:00:00.000Z')
  await page.reload()
  await expect(page.getByRole('button', { name: /Measure the Garcías’ kitchen/ })).toBeVisible()
  const again = (await page
    .getByRole('button', { name: /Measure the Garcías’ kitchen/ })
    .boundingBox())!
  const thursday = (await page
    .locator('[data-testid="calendar"] [data-date="2026-12-10"]')
    .last()
    .boundingBox())!
  expect(again.x).toBeGreaterThanOrEqual(thursday.x - 1)
  expect(again.x).toBeLessThan(thursday.x + thursday.width)

  // A weekly review; one occurrence is moved on its own, the others stay.
  const weekly = await page.request.post('/v1/calendar/events', {
    headers,
    data: {
      title: 'Workshop review',
      type: 'production',
      start: '2026-12-07T15:00:00+01:00',
      end: '2026-12-07T16:00:00+01:00',
      rrule: 'FREQ=WEEKLY;COUNT=4',
    },
  })
  expect(weekly.status()).toBe(201)
  await page.reload()
  await page.getByRole('button', { name: /Workshop review/ }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Starts').fill('2026-12-09')
  await dialog.getByLabel('Ends').fill('2026-12-09')
  await dialog.getByTestId('save-event').click()
  const scope = page.getByTestId('scope-dialog')
  await scope.getByRole('button', { name: 'This event' }).click()
  await expect(page.getByText('Workshop review was saved')).toBeVisible()
  found = await events(page, headers, '2026-12-06T00:00:00Z', '2027-01-10T00:00:00Z')
  expect(found.filter((e) => e.title === 'Workshop review').map((e) => e.start)).toEqual([
    '2026-12-09T14:00:00.000Z',
    '2026-12-14T14:00:00.000Z',
    '2026-12-21T14:00:00.000Z',
    '2026-12-28T14:00:00.000Z',
  ])

  // Subscribed: the feed address, fetched, parses as iCalendar with both events.
  await page.getByTestId('open-feed').click()
  const feed = page.getByTestId('feed-dialog')
  await feed.getByTestId('make-feed').click()
  const url = await feed.getByRole('textbox', { name: 'Your address' }).inputValue()
  expect(url).toMatch(/\/v1\/calendar\/feed\/[\w-]+\.ics$/)
  const ics = await page.request.get(url)
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/)
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()))
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((v) => String(v.getFirstPropertyValue('summary')))
    .sort()
  expect(summaries).toEqual(['Measure the Garcías’ kitchen', 'Workshop review', 'Workshop review'])
})

test.describe('seen from another time zone', () => {
  // The studio is in Paris; this person reads the admin from New York.
  test.use({ timezoneId: 'America/New_York' })

  test('a meeting shows on the studio’s clock, named, everywhere; dragged sideways it keeps 15:15 and the customer is told', async ({
    page,
  }) => {
    test.slow()
    const owner = await signInWithCompany(page, { companyName: 'Heure Studio' })
    const headers = { ...owner.headers, 'company-id': owner.companyId }
    const customer = await page.request.post('/v1/customers', {
      headers,
      data: { name: 'Claire Dubois', email: `claire.${Date.now()}@example.fr`, language: 'fr' },
    })
    expect(customer.status(), await customer.text()).toBe(201)
    const claire = (await customer.json()) as { id: string; email: string }
    // The next Tuesday, at 15:15 in Paris: within the dashboard's coming week.
    const now = new Date()
    const tuesday = new Date(now.getTime() + ((2 - now.getUTCDay() + 7) % 7 || 7) * 86_400_000)
    const day = tuesday.toISOString().slice(0, 10)
    const wednesday = new Date(tuesday.getTime() + 86_400_000).toISOString().slice(0, 10)
    const made = await page.request.post('/v1/calendar/events', {
      headers,
      data: {
        title: 'Prise de mesures',
        type: 'appointment',
        customerId: claire.id,
        timeZone: 'Europe/Paris',
        start: `${day}T15:15:00+01:00`,
        end: `${day}T16:15:00+01:00`,
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const event = (await made.json()) as { id: string; start: string }

    // The dashboard's coming week: 3:15 PM, and whose clock that is.
    await page.goto('/admin')
    const upcoming = page.getByTestId('dashboard-upcoming')
    await expect(upcoming.getByText('Prise de mesures')).toBeVisible()
    await expect(upcoming.locator('time')).toHaveText(/3:15\s?PM Paris time/)
    await expect(upcoming.locator('time')).toHaveAttribute('title', /9:15\s?AM your time/)
    // The customer's timeline says the same.
    await page.goto(`/admin/customers/${claire.id}`)
    await expect(page.getByText(/3:15\s?PM Paris time/).first()).toBeVisible()

    // In the week, dragged to Wednesday with a hand that drifts down a little.
    await page.goto(`/admin/calendar?view=week&date=${day}`)
    const card = page.getByRole('button', { name: /Prise de mesures/ })
    await expect(card).toBeVisible()
    // The day opens at 8:00: the afternoon is further down the calendar's own scroll.
    await card.scrollIntoViewIfNeeded()
    const box = (await card.boundingBox())!
    const column = (await page
      .locator(`[data-testid="calendar"] [data-date="${wednesday}"]`)
      .last()
      .boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 6)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + 10, { steps: 4 })
    await page.mouse.move(column.x + column.width / 2, box.y + 6 + 14, { steps: 12 })
    await page.mouse.up()
    const ask = page.getByTestId('notify-dialog')
    await expect(ask).toContainText('Tell Claire Dubois?')
    await ask.getByRole('button', { name: 'Save and tell them' }).click()
    await expect
      .poll(async () => {
        const res = await page.request.get(`/v1/calendar/events/${event.id}`, { headers })
        return ((await res.json()) as { start: string }).start
      })
      .toBe(new Date(`${wednesday}T15:15:00+01:00`).toISOString())
    // She is told in French, on Paris's clock (the invitation's SEQUENCE: calendar.test.ts).
    const mail = await latestMail(claire.email)
    expect(mail).toContain('a modifié « Prise de mesures »')
    expect(mail).toContain('15:15 (heure de Paris)')
  })
})
