import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { lineAmount, type Money, type Quote, sumMoney } from '@designer/contract'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { startMailbox } from '../../../test/mailbox.mjs'
import { readPdf } from '../../../test/pdf'
import type { App } from '../../app'
import { formatMoney } from './mails'

// A Monday morning in Madrid (the test companies are in Spain): the week's hours are open.
const clock = testClock(new Date('2026-11-23T08:00:00Z'))

let app: App
let mailbox: Awaited<ReturnType<typeof startMailbox>>
let owner: Awaited<ReturnType<typeof companyOwner>>
type Owner = typeof owner
let webDir: string

beforeAll(async () => {
  // The built web app's two pages, enough for the server to serve /configurator/{id}.
  webDir = mkdtempSync(path.join(tmpdir(), 'designer-quotes-web-'))
  mkdirSync(path.join(webDir, 'assets'))
  const page = (name: string) =>
    `<!doctype html><html><head><title>Designer</title></head><body><div id="root"></div><!-- ${name} --></body></html>`
  writeFileSync(path.join(webDir, 'index.html'), page('admin'))
  writeFileSync(path.join(webDir, 'configurator.html'), page('configurator'))
  mailbox = await startMailbox()
  app = await build({
    clock,
    config: {
      webDistDir: webDir,
      mail: mailThrough(mailbox),
    },
  })
  owner = await companyOwner(app, 'Quote Studio')
})
afterAll(async () => {
  await mailbox.close()
  rmSync(webDir, { recursive: true, force: true })
})

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

/** A stranger's request: no account, no headers, from an address of our choosing. */
const visitor = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  remoteAddress = '127.0.0.1',
) => app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) })

const published = (over: object = {}, who: Owner = owner) =>
  configuratorFixtures(app).published(who, over)

let visitors = 0
/** A quote request with every required field; `over` changes or adds fields. */
const request = (over: object = {}) => ({
  selections: {},
  name: 'Lucía Pérez',
  email: `lucia${++visitors}@example.es`,
  consent: true,
  ...over,
})
const ask = (id: string, body: object, remoteAddress?: string) =>
  visitor('POST', `/v1/public/configurators/${id}/quotes`, body, remoteAddress)

const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

/** Where a JSON value says something under one of these keys, at any depth (null says nothing). */
function said(value: unknown, keys: ReadonlySet<string>, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => said(v, keys, `${at}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => [
    ...(keys.has(k) && v !== null ? [`${at}.${k}`] : []),
    ...said(v, keys, `${at}.${k}`),
  ])
}

const codes = (res: { json(): { details?: { path: string; code?: string }[] } }) =>
  (res.json().details ?? []).map((d) => `${d.path}:${d.code}`).sort()

async function quote(id: string): Promise<Quote> {
  const res = await call('GET', `/v1/quotes/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const edit = (q: Quote, over: object = {}) => ({
  status: q.status,
  lines: q.lines,
  discount: q.discount,
  validUntil: q.validUntil,
  notes: q.notes,
  version: q.version,
  ...over,
})

describe('the public configurator', () => {
  test('holds the live version and nothing of the company’s books, at any depth', async () => {
    const supplier = (
      await call('POST', '/v1/suppliers', {
        name: 'Secret Timber SL',
        currency: 'EUR',
        email: 'sales@secret-timber.es',
      })
    ).json()
    const walnut = (
      await call('POST', '/v1/supplier-items', {
        supplierId: supplier.id,
        name: 'Walnut board',
        unit: 'm2',
        materialType: 'solid_wood',
        unitCost: { amount: 12_345, currency: 'EUR' },
      })
    ).json()
    const { table } = configuratorFixtures(app)
    const t = await table(owner)
    const input = t.definition as {
      steps: { options: { values?: { supplierItemId?: string }[] }[] }[]
    }
    for (const v of input.steps[1]!.options[0]!.values!) v.supplierItemId = walnut.id
    const made = await call('POST', '/v1/configurators', {
      name: 'Cost-plus table',
      designId: t.design.id,
      definition: { ...t.definition, price: { mode: 'costPlus', markupPercent: 100 } },
    })
    expect(made.statusCode, made.body).toBe(201)
    const id = made.json().id
    expect((await call('POST', `/v1/configurators/${id}/publish`)).statusCode).toBe(200)

    const res = await visitor('GET', `/v1/public/configurators/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json()
    expect(page).toMatchObject({
      id,
      name: 'Cost-plus table',
      version: 1,
      company: { name: 'Quote Studio', currency: 'EUR' },
    })
    // The unit price a visitor's price is made of: the cost with the markup already in it.
    expect(page.priceBook[walnut.id]).toMatchObject({ unit: 'm2', unitPrice: eur(24_690) })
    const books = new Set([
      'cost',
      'unitCost',
      'costs',
      'margin',
      'markupPercent',
      'marginPercent',
      'supplier',
      'supplierName',
      'suppliers',
      'members',
      'email',
      'phone',
      'bom',
      'draft',
      'allowedOrigins',
      'stripeCustomerId',
    ])
    expect(said(page, books)).toEqual([])
    for (const text of ['Secret Timber', 'secret-timber', 'Walnut board', '12345', owner.email]) {
      expect(res.body).not.toContain(text)
    }

    // Its price is what the studio's own evaluation says the customer pays.
    const studio = (
      await call('POST', `/v1/configurators/${id}/evaluate`, { selections: { wood: 'walnut' } })
    ).json()
    const q = await ask(id, request({ selections: { wood: 'walnut' } }))
    expect(q.statusCode, q.body).toBe(201)
    expect(q.json().price).toEqual(studio.price.total)
  })

  test('the components an option offers come with their pictures, to show on the choices', async () => {
    const made = await published({ name: 'Pictured bases' })
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    await app.services.designs.saveThumbnail(owner.company.id, made.trestle.id, png)
    const page = (await visitor('GET', `/v1/public/configurators/${made.configurator.id}`)).json()
    // Each value's design: its thumbnail's address, or null while it has none.
    expect(Object.keys(page.componentPictures).sort()).toEqual(
      [made.trestle.id, made.fourLegs.id].sort(),
    )
    expect(page.componentPictures[made.fourLegs.id]).toBeNull()
    const url = page.componentPictures[made.trestle.id]
    expect(url).toMatch(new RegExp(`^/v1/thumbnails/${made.trestle.id}/[\\w-]+\\.png$`))
    const picture = await visitor('GET', url)
    expect(picture.statusCode).toBe(200)
    expect(picture.rawPayload.equals(png)).toBe(true)
  })

  test('unpublished, unknown and malformed are one "not available", with no hint', async () => {
    const { configurator } = configuratorFixtures(app)
    const draft = (await configurator(owner, { name: 'Draft only' })).configurator
    const live = (await published({ name: 'Soon withdrawn' })).configurator
    expect((await call('POST', `/v1/configurators/${live.id}/unpublish`)).statusCode).toBe(200)
    const answers = []
    for (const id of [draft.id, live.id, crypto.randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const page = await visitor('GET', `/v1/public/configurators/${encodeURIComponent(id)}`)
      const quoteReq = await ask(encodeURIComponent(id), request())
      for (const res of [page, quoteReq]) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404)
        answers.push(res.body)
      }
    }
    expect(new Set(answers).size).toBe(1)
    expect(JSON.parse(answers[0]!)).toMatchObject({ code: 'configurator_unavailable' })
  })

  test('the page’s HTML: allowed sites may frame it, and link previews name it', async () => {
    const { configurator: c } = await published({ name: 'Walnut <table>' })
    const saved = await call('PUT', `/v1/configurators/${c.id}/embed`, {
      allowedOrigins: ['https://Shop.example.com', 'http://localhost:8080'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().allowedOrigins).toEqual([
      'https://shop.example.com',
      'http://localhost:8080',
    ])
    const bad = await call('PUT', `/v1/configurators/${c.id}/embed`, {
      allowedOrigins: ['javascript:alert(1)', 'https://ok.example.com/path'],
    })
    expect(codes(bad)).toEqual([
      'allowedOrigins.0:validation.origin',
      'allowedOrigins.1:validation.origin',
    ])

    const page = await visitor('GET', `/configurator/${c.id}?W=2000`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://shop.example.com http://localhost:8080",
    )
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.body).toContain('<title>Walnut &lt;table&gt; · Quote Studio</title>')
    expect(page.body).toContain(
      '<meta property="og:title" content="Walnut &lt;table&gt; · Quote Studio" />',
    )
    expect(page.body).toContain(
      `<meta property="og:url" content="http://localhost:3000/configurator/${c.id}?W=2000" />`,
    )
    expect(page.body).not.toContain('<table>')
    // The first paint is the server's: the header with the product and the studio.
    expect(page.body).toMatch(/<div id="root"><div [^>]*aria-busy="true">/)
    expect(page.body).toMatch(/<h1 [^>]*>Walnut &lt;table&gt;<\/h1>/)
    expect(page.body).toMatch(/<p [^>]*>Quote Studio<\/p>/)
    // With a picture of the design, the poster is in it, asked for first.
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    await app.services.designs.saveThumbnail(owner.company.id, c.designId, png)
    const pictured = await visitor('GET', `/configurator/${c.id}`)
    const poster = /<img src="(\/v1\/thumbnails\/[^"]+)" alt="" fetchpriority="high"/.exec(
      pictured.body,
    )
    expect(poster, pictured.body).not.toBeNull()
    expect(pictured.body).toMatch(/<div class="relative [^"]*" style="background:#[0-9a-f]{6}">/)
    expect(pictured.body).toContain(`<link rel="preload" as="image" href="${poster![1]}"`)
    expect((await visitor('GET', poster![1]!)).statusCode).toBe(200)

    // Unknown: the page itself says "not available"; no site may frame it, nothing is named.
    const unknown = await visitor('GET', `/configurator/${crypto.randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-security-policy']).toContain("frame-ancestors 'self';")
    expect(unknown.body).not.toContain('og:title')
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />')
    expect(unknown.body).toContain('<div id="root"></div>')
    expect((await visitor('GET', '/configurator/not-a-uuid')).statusCode).toBe(404)
    // Taken offline: gone for visitors too, and for search engines.
    const offline = await call('POST', `/v1/configurators/${c.id}/unpublish`)
    expect(offline.statusCode, offline.body).toBe(200)
    const gone = await visitor('GET', `/configurator/${c.id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toContain('<meta name="robots" content="noindex" />')
    expect(gone.body).not.toContain('og:title')
    expect(page.body).not.toContain('noindex')
    // The admin is framed by nobody.
    const admin = await visitor('GET', '/admin')
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

describe('quote requests', () => {
  test('priced by the server whatever the request says; the customer filed once by e-mail', async () => {
    const { configurator: c } = await published({ name: 'Oak table' })
    const selections = { W: 2000, wood: 'walnut', leaf: true }
    const studio = (await call('POST', `/v1/configurators/${c.id}/evaluate`, { selections })).json()
    const res = await ask(
      c.id,
      request({
        selections,
        email: 'Marta.Ruiz@Example.es',
        name: 'Marta Ruiz',
        phone: '612 345 678',
        message: 'Can it be 75 cm high?',
        language: 'es',
        // What a tampered page might send: never read.
        price: { amount: 1, currency: 'EUR' },
        total: 1,
        lines: [{ label: 'Free table', quantity: 1, unitPrice: 0 }],
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json()
    expect(made.price).toEqual(studio.price.total)
    expect(made.price).toMatchObject({ currency: 'EUR' })
    expect(made.price.amount).toBeGreaterThan(100_000)

    const q = await quote(made.id)
    expect(q).toMatchObject({
      number: made.number,
      status: 'requested',
      configurator: { id: c.id, name: 'Oak table' },
      configuratorVersion: 1,
      customer: { name: 'Marta Ruiz', email: 'marta.ruiz@example.es' },
      price: studio.price.total,
      total: studio.price.total,
      discount: eur(0),
      message: 'Can it be 75 cm high?',
      language: 'es',
      appointment: null,
      // No renderer in these tests: no picture (pictures.test.ts renders them).
      imageUrl: null,
    })
    // The studio's record of it, in the studio's words (its yes too); the visitor's mail
    // names them in Spanish (studio-texts.test.ts).
    expect(q.configuration).toEqual(
      expect.arrayContaining([
        { option: 'Width', value: '2000 mm' },
        { option: 'Wood', value: 'Walnut' },
        { option: 'Extension leaf', value: 'Yes' },
      ]),
    )
    // The lines add up to the price quoted, to the cent, in its currency.
    expect(sumMoney('EUR', q.lines.map(lineAmount))).toEqual(studio.price.total)

    // The customer: a lead from the configurator, with the phone as the country writes it.
    const customer = (await call('GET', `/v1/customers/${q.customer!.id}`)).json()
    expect(customer).toMatchObject({
      name: 'Marta Ruiz',
      source: 'configurator',
      stage: 'lead',
      language: 'es',
      phones: [{ label: 'mobile', number: '+34612345678' }],
    })
    // The visitor hears in their language; the studio's owner hears too.
    const mail = mailbox.latestTo('marta.ruiz@example.es')!
    expect(mail).toContain('Gracias por configurar Oak table')
    expect(mail).toContain(formatMoney(made.price, 'es'))
    expect(mail).toContain(`/configurator/${c.id}?`)
    expect(mailbox.latestTo(owner.email)).toContain('Marta Ruiz')
    // Asking again with the same address in other letters: the same customer, a second quote,
    // and a new number added to theirs.
    const again = await ask(
      c.id,
      request({ email: 'marta.ruiz@EXAMPLE.es', name: 'M. Ruiz', phone: '+34 699 000 111' }),
    )
    expect(again.statusCode, again.body).toBe(201)
    expect((await quote(again.json().id)).customer!.id).toBe(customer.id)
    const found = (await call('GET', '/v1/customers?q=marta')).json()
    expect(found.total).toBe(1)
    expect(found.items[0].name).toBe('Marta Ruiz')
    expect(
      (await call('GET', `/v1/customers/${customer.id}`))
        .json()
        .phones.map((p: { number: string }) => p.number),
    ).toEqual(['+34612345678', '+34699000111'])
    // Both quotes are on the customer's timeline.
    const timeline = (await call('GET', `/v1/customers/${customer.id}/timeline`)).json()
    expect(
      timeline.entries
        .filter((e: { type: string }) => e.type === 'quote')
        .map((e: { refId: string }) => e.refId)
        .sort(),
    ).toEqual([made.id, again.json().id].sort())
    expect(timeline.entries.map((e: { body: string }) => e.body)).toContainEqual(
      expect.stringContaining(formatMoney(q.total, 'es')),
    )
  })

  test('consent, a valid address and an unblocked configuration are required', async () => {
    const { configurator: c } = await published({ name: 'Strict table' })
    const bad = await ask(
      c.id,
      request({ consent: false, email: 'not-mail', name: ' ', slot: 'tomorrow' }),
    )
    expect(bad.statusCode).toBe(400)
    expect(codes(bad)).toEqual([
      'consent:validation.consentRequired',
      'email:validation.email',
      'name:validation.required',
      'slot:validation.dateTime',
    ])
    // A table this long and this narrow is refused by the configurator's own rule.
    const blocked = await ask(c.id, request({ selections: { W: 2400, D: 800 } }))
    expect(blocked.statusCode, blocked.body).toBe(400)
    expect(blocked.json()).toMatchObject({
      code: 'configuration_blocked',
      message: 'A table this long needs a depth of 850 mm or more',
    })
    // From five pieces on, the reference is required.
    const missing = await ask(c.id, request({ selections: { quantity: 5 } }))
    expect(codes(missing)).toEqual(['selections.reference:validation.required'])
    const listed = (await call('GET', `/v1/quotes?configuratorId=${c.id}`)).json()
    expect(listed.total).toBe(0)
  })

  test('a robot filling the hidden field is answered like anyone, and nothing is kept', async () => {
    const { configurator: c } = await published({ name: 'Honeypot table' })
    const before = mailbox.mails.length
    const res = await ask(
      c.id,
      request({ email: 'bot@spam.example', website: 'http://cheap-pills.example' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/)
    expect((await call('GET', `/v1/quotes?configuratorId=${c.id}`)).json().total).toBe(0)
    expect((await call('GET', '/v1/customers?q=bot@spam')).json().total).toBe(0)
    expect((await call('GET', `/v1/quotes/${res.json().id}`)).statusCode).toBe(404)
    expect(mailbox.mails.length).toBe(before)
  })
})

describe('booking a meeting with the quote', () => {
  test('slots come from the working hours; two visitors racing for one: exactly one gets it', async () => {
    const { configurator: c } = await published({ name: 'Booked table' })
    const page = (await visitor('GET', `/v1/public/configurators/${c.id}`)).json()
    expect(page.booking).toEqual({ enabled: true, timeZone: 'Europe/Madrid', minutes: 60 })
    const offer = (
      await visitor('GET', `/v1/public/configurators/${c.id}/slots?from=2026-11-23&days=2`)
    ).json()
    // 09:00 in Madrid: hours from 9:00, an hour each with 15 minutes between, two hours'
    // notice. 9:00 and 10:15 are too soon; 11:30 (10:30 UTC) is the first.
    expect(offer.slots[0]).toEqual({
      start: '2026-11-23T10:30:00.000Z',
      end: '2026-11-23T11:30:00.000Z',
    })
    const slot = offer.slots[2].start

    const [a, b] = await Promise.all([
      ask(c.id, request({ name: 'Ana', email: 'ana@race.example', slot })),
      ask(c.id, request({ name: 'Bea', email: 'bea@race.example', slot })),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const [won, lost] = a.statusCode === 201 ? [a, b] : [b, a]
    expect(lost.json()).toMatchObject({ code: 'slot_taken' })
    expect(won.json().appointment).toEqual({ start: slot, end: offer.slots[2].end })

    // The winner's quote holds the appointment: a tentative event with the customer.
    const q = await quote(won.json().id)
    expect(q.appointment).toMatchObject({ start: slot })
    const event = (await call('GET', `/v1/calendar/events/${q.appointment!.id}`)).json()
    expect(event).toMatchObject({
      type: 'appointment',
      status: 'tentative',
      customer: { id: q.customer!.id },
      configurator: { id: c.id },
    })
    // The visitor's mail carries the invitation; the slot is no longer offered.
    expect(mailbox.latestTo(q.customer!.email)).toMatch(/text\/calendar; ?charset=utf-8/i)
    const after = (
      await visitor('GET', `/v1/public/configurators/${c.id}/slots?from=2026-11-23&days=2`)
    ).json()
    expect(after.slots.map((s: { start: string }) => s.start)).not.toContain(slot)
    // A time never offered (the middle of the night) is refused the same way.
    const night = await ask(c.id, request({ slot: '2026-11-24T02:00:00.000Z' }))
    expect(night.statusCode, night.body).toBe(409)
    expect(night.json()).toMatchObject({ code: 'slot_taken' })
  })
})

describe('limits', () => {
  test('five quote requests per address in ten minutes; another address is not counted', async () => {
    const limited = await build({ clock, config: { rateLimitMultiplier: 1 } })
    const studio = await companyOwner(limited, 'Limited Studio')
    const { configurator: c } = await configuratorFixtures(limited).published(studio)
    const from = (address: string) =>
      limited.inject({
        method: 'POST',
        url: `/v1/public/configurators/${c.id}/quotes`,
        remoteAddress: address,
        payload: request(),
      })
    for (let i = 0; i < 5; i++) expect((await from('127.0.0.31')).statusCode).toBe(201)
    const sixth = await from('127.0.0.31')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    expect((await from('127.0.0.32')).statusCode).toBe(201)
    // Ten minutes later the address may ask again.
    clock.advance(10 * 60_000 + 1000)
    expect((await from('127.0.0.31')).statusCode).toBe(201)
  })
})

describe('quotes in the admin', () => {
  test('edited while a request or draft, sent with a signed PDF link, then along the allowed moves only', async () => {
    const { configurator: c } = await published({ name: 'Desk' })
    const made = (await ask(c.id, request({ name: 'Noé Martin', email: 'noe@bois.fr' }))).json()
    let q = await quote(made.id)
    expect(q.taxIncluded).toBe(true)

    // A request's lines and discount change (it becomes a draft); the totals follow; a stale
    // version is refused.
    const edited = await call(
      'PUT',
      `/v1/quotes/${q.id}`,
      edit(q, {
        lines: [...q.lines, { label: 'Delivery', quantity: 1, unitPrice: eur(5_000) }],
        discount: eur(1_000),
        notes: 'Delivery in December',
      }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      discount: eur(1_000),
      subtotal: eur(q.total.amount + 4_000),
      total: eur(q.total.amount + 4_000),
      notes: 'Delivery in December',
      status: 'draft',
      version: q.version + 1,
    })
    // Amounts in another currency than the quote's are refused at their field, never counted.
    const dollars = { amount: 5_000, currency: 'USD' }
    const foreign = await call(
      'PUT',
      `/v1/quotes/${q.id}`,
      edit(edited.json(), {
        lines: [...q.lines, { label: 'Delivery', quantity: 1, unitPrice: dollars }],
        discount: dollars,
      }),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({ code: 'validation_failed' })
    expect(codes(foreign)).toEqual([
      'discount:validation.currency',
      `lines.${q.lines.length}.unitPrice:validation.currency`,
    ])
    const negative = await call(
      'PUT',
      `/v1/quotes/${q.id}`,
      edit(edited.json(), { discount: eur(-100) }),
    )
    expect(codes(negative)).toEqual(['discount.amount:validation.notNegative'])
    const stale = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { notes: 'Old tab' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ details: { currentVersion: q.version + 1 } })
    q = edited.json()
    const skipped = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { status: 'accepted' }))
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json()).toMatchObject({ code: 'invalid_transition' })

    // Sent: a mail with the signed address of its PDF, which works without an account.
    const sent = await call('POST', `/v1/quotes/${q.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    const { quote: sentQuote, pdfUrl } = sent.json()
    expect(sentQuote).toMatchObject({ status: 'sent', validUntil: '2026-12-23' })
    expect(mailbox.latestTo('noe@bois.fr')).toContain(pdfUrl.replaceAll('&', '&amp;'))
    const url = new URL(pdfUrl)
    const pdf = await visitor('GET', `${url.pathname}${url.search}`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const tampered = `${url.pathname}${url.search.replace(/sig=[^&]+/, 'sig=AAAA')}`
    expect((await visitor('GET', tampered)).statusCode).toBe(403)
    const other = `/v1/public/quotes/${crypto.randomUUID()}/pdf${url.search}`
    expect((await visitor('GET', other)).statusCode).toBe(403)
    // The studio downloads it too.
    const own = await call('GET', `/v1/quotes/${q.id}/pdf`)
    expect(own.headers['content-disposition']).toContain(`Q-${String(q.number).padStart(4, '0')}`)
    // Its amounts are written as the mails write them, in the customer's language
    // (quote-document.test.ts reads the rest of it).
    const written = (await readPdf(own.rawPayload)).glyphs
    const amounts = [...q.lines.map(lineAmount), q.total, { ...q.discount, amount: -1_000 }]
    for (const amount of amounts) expect(written).toContain(formatMoney(amount, q.language))

    // A sent quote's terms are fixed; its customer's answer is recorded; accepted is final.
    q = sentQuote
    const changed = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { discount: eur(0) }))
    expect(changed.json()).toMatchObject({ code: 'invalid_transition' })
    const accepted = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { status: 'accepted' }))
    expect(accepted.statusCode, accepted.body).toBe(200)
    q = accepted.json()
    const reopened = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { status: 'draft' }))
    expect(reopened.statusCode).toBe(409)
    expect((await call('POST', `/v1/quotes/${q.id}/send`)).statusCode).toBe(409)

    // Listed by status and found by the customer's name.
    const list = (await call('GET', '/v1/quotes?status=accepted&q=Noé')).json()
    expect(list.items.map((i: Quote) => i.id)).toEqual([q.id])
    // The search's own characters are searched for, not wildcards: `%` and `_` find nothing here.
    for (const q of ['%', '_', 'N_é', '\\'])
      expect((await call('GET', `/v1/quotes?q=${encodeURIComponent(q)}`)).json().total, q).toBe(0)
  })

  test('the funnel counts opens, first changes and requests, and what was chosen', async () => {
    const { configurator: c } = await published({ name: 'Funnel table' })
    for (const kind of ['view', 'view', 'view', 'interact']) {
      const res = await visitor('POST', `/v1/public/configurators/${c.id}/events`, { kind })
      expect(res.statusCode).toBe(204)
    }
    for (const wood of ['walnut', 'walnut', 'ash']) {
      expect((await ask(c.id, request({ selections: { wood } }))).statusCode).toBe(201)
    }
    const funnel = (await call('GET', `/v1/configurators/${c.id}/funnel?days=7`)).json()
    expect(funnel).toMatchObject({ days: 7, views: 3, interactions: 1, quotes: 3 })
    const wood = funnel.popularity.find((p: { optionId: string }) => p.optionId === 'wood')
    expect(wood).toEqual({
      optionId: 'wood',
      option: 'Wood',
      kind: 'material',
      values: [
        { value: 'Walnut', count: 2 },
        { value: 'Ash', count: 1 },
      ],
    })
    const leaf = funnel.popularity.find((p: { optionId: string }) => p.optionId === 'leaf')
    expect(leaf).toMatchObject({ kind: 'part', values: [{ value: 'false', count: 3 }] })
    // An unpublished configurator counts nothing.
    expect((await call('POST', `/v1/configurators/${c.id}/unpublish`)).statusCode).toBe(200)
    const closed = await visitor('POST', `/v1/public/configurators/${c.id}/events`, {
      kind: 'view',
    })
    expect(closed.statusCode).toBe(404)
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read nor change quotes, funnels or embedding", async () => {
    const { configurator: c } = await published({ name: 'Private table' })
    const made = (await ask(c.id, request({ name: 'Secret Customer' }))).json()
    const original = await quote(made.id)
    const unchanged = async () => {
      const q = await quote(made.id)
      expect(q).toMatchObject({ status: 'requested', version: original.version, notes: '' })
      const embed = (await call('GET', `/v1/configurators/${c.id}/embed`)).json()
      expect(embed.allowedOrigins).toEqual([])
    }
    const calls: [string, string, object?][] = [
      ['GET', '/v1/quotes'],
      ['GET', `/v1/quotes/${made.id}`],
      ['PUT', `/v1/quotes/${made.id}`, edit(original, { notes: 'Stolen' })],
      ['POST', `/v1/quotes/${made.id}/send`],
      ['GET', `/v1/quotes/${made.id}/pdf`],
      ['GET', `/v1/configurators/${c.id}/funnel`],
      ['GET', `/v1/configurators/${c.id}/embed`],
      ['PUT', `/v1/configurators/${c.id}/embed`, { allowedOrigins: ['https://evil.example'] }],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => call(method as 'GET', url, payload, headers),
        { secret: 'Secret Customer', unchanged },
      )
    }
  })
})
