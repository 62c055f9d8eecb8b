import {
  type Money,
  type Quote,
  type QuoteList,
  type QuoteStep,
  quoteNumber,
  quoteTotals,
  type RealtimeEvent,
  type TimelineEntry,
} from '@designer/contract'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { freshToken } from '../../../test/users'
import type { App } from '../../app'

// The quotes inbox (docs/decisions/043-quotes-inbox.md): requests arrive `requested`, the list
// searches, sorts and counts per status, and each step of a quote is kept with its figure.

const clock = testClock(new Date('2026-11-23T08:00:00Z'))

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
type Owner = typeof owner

beforeAll(async () => {
  app = await build({ clock })
  owner = await companyOwner(app, 'Inbox Studio')
})
// The tests move the clock by hours: an access token lives a quarter of one.
beforeEach(async () => {
  await freshToken(app, owner)
})

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

const published = (over: object = {}, who: Owner = owner) =>
  configuratorFixtures(app).published(who, over)

let visitors = 0
/** A visitor's request on the public page; answers the quote as the studio reads it. */
async function ask(configuratorId: string, over: object = {}): Promise<Quote> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/public/configurators/${configuratorId}/quotes`,
    remoteAddress: `127.0.1.${++visitors % 250}`,
    payload: {
      selections: {},
      name: `Visitor ${visitors}`,
      email: `visitor${visitors}@inbox.example`,
      consent: true,
      ...over,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return quote(res.json().id)
}

async function quote(id: string): Promise<Quote> {
  const res = await call('GET', `/v1/quotes/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function stepsOf(id: string): Promise<QuoteStep[]> {
  const res = await call('GET', `/v1/quotes/${id}/steps`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().steps
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

async function put(q: Quote, over: object = {}) {
  const res = await call('PUT', `/v1/quotes/${q.id}`, edit(q, over))
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Quote
}

async function send(q: Quote) {
  const res = await call('POST', `/v1/quotes/${q.id}/send`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { quote: Quote; pdfUrl: string }
}

/** The public PDF, opened from the mail's link as the customer would. */
async function open(pdfUrl: string) {
  const url = new URL(pdfUrl)
  const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
}

describe('the requested status', () => {
  test('a request arrives requested; the first save makes it a draft; each step keeps its figure', async () => {
    const { configurator: c } = await published({ name: 'Requested table' })
    const q = await ask(c.id, { selections: { wood: 'walnut' } })
    expect(q.status).toBe('requested')
    expect(q.total).toEqual(q.price)
    const asked = await stepsOf(q.id)
    expect(asked).toEqual([
      {
        id: expect.any(String),
        kind: 'requested',
        at: clock.now().toISOString(),
        amount: q.price,
        actor: null,
      },
    ])

    clock.advance(60_000)
    const lines = [...q.lines, { label: 'Delivery', quantity: 1, unitPrice: eur(4_900) }]
    const saved = await put(q, { lines, notes: 'Delivered on a Tuesday' })
    expect(saved).toMatchObject({ status: 'draft', total: eur(q.total.amount + 4_900) })
    // A save made on the request as it was (another member's edit came first) is a conflict
    // to resolve, not a move back to "requested".
    const stale = await call('PUT', `/v1/quotes/${q.id}`, edit(q, { notes: 'Mine' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      details: { currentVersion: saved.version },
    })
    // A second save of nothing new is no step.
    const again = await put(saved)
    expect(again.status).toBe('draft')
    const steps = await stepsOf(q.id)
    expect(steps.map((s) => s.kind)).toEqual(['requested', 'edited'])
    expect(steps[1]).toMatchObject({
      amount: saved.total,
      actor: { id: owner.user.id, name: owner.user.name },
      at: clock.now().toISOString(),
    })

    // Sent with the total; then declined by the customer, which the studio records.
    clock.advance(60_000)
    const { quote: sent } = await send(saved)
    const declined = await put(sent, { status: 'declined' })
    expect(declined.status).toBe('declined')
    const after = await stepsOf(q.id)
    expect(after.map((s) => [s.kind, s.amount])).toEqual([
      ['requested', q.price],
      ['edited', saved.total],
      ['sent', saved.total],
      ['declined', saved.total],
    ])
  })

  test('a request may be sent as it came, or declined; not accepted or expired unsent', async () => {
    const { configurator: c } = await published({ name: 'Straight table' })
    const direct = await ask(c.id)
    const { quote: sent } = await send(direct)
    expect(sent.status).toBe('sent')
    expect((await stepsOf(direct.id)).map((s) => [s.kind, s.amount])).toEqual([
      ['requested', direct.price],
      ['sent', direct.total],
    ])

    const refused = await ask(c.id)
    for (const status of ['accepted', 'expired']) {
      const res = await call('PUT', `/v1/quotes/${refused.id}`, edit(refused, { status }))
      expect(res.statusCode, status).toBe(409)
      expect(res.json()).toMatchObject({ code: 'invalid_transition' })
    }
    clock.advance(60_000)
    const declined = await put(refused, { status: 'declined' })
    expect(declined.status).toBe('declined')
    // Declined as it came: one step, with the total it was declined at, and no edit.
    expect((await stepsOf(refused.id)).map((s) => s.kind)).toEqual(['requested', 'declined'])
    // Taken back to rework it: a draft, whose terms change again.
    clock.advance(60_000)
    const reworked = await put(declined, { status: 'draft' })
    expect(reworked.status).toBe('draft')
    const { quote: resent } = await send(await put(reworked, { notes: 'Second try' }))
    clock.advance(60_000)
    const expired = await put(resent, { status: 'expired' })
    const steps = await stepsOf(refused.id)
    expect(steps.map((s) => s.kind)).toEqual(['requested', 'declined', 'edited', 'sent', 'expired'])
    expect(steps.at(-1)).toMatchObject({ amount: null, actor: { id: owner.user.id } })
    expect(expired.status).toBe('expired')
  })
})

describe('the customer opening the quote', () => {
  test('is a step, once an hour however often the link is opened; the studio hears of it', async () => {
    const { configurator: c } = await published({ name: 'Viewed table' })
    const { quote: sent, pdfUrl } = await send(await ask(c.id))
    const heard: RealtimeEvent[] = []
    const stop = app.events.subscribe(owner.company.id, (e) => {
      if ('id' in e) heard.push(e)
    })
    try {
      await open(pdfUrl)
      clock.advance(10 * 60_000)
      await open(pdfUrl)
      await Promise.all([open(pdfUrl), open(pdfUrl)])
      let steps = await stepsOf(sent.id)
      expect(steps.filter((s) => s.kind === 'viewed')).toHaveLength(1)
      expect(steps.at(-1)).toMatchObject({ kind: 'viewed', amount: null, actor: null })
      expect(heard.filter((e) => e.id === sent.id && e.type === 'quotes.updated')).toHaveLength(1)

      // An hour after the first view, a new one counts.
      clock.advance(51 * 60_000)
      await freshToken(app, owner)
      await open(pdfUrl)
      steps = await stepsOf(sent.id)
      expect(steps.filter((s) => s.kind === 'viewed')).toHaveLength(2)
      // The studio's own download is not the customer's view.
      expect((await call('GET', `/v1/quotes/${sent.id}/pdf`)).statusCode).toBe(200)
      expect((await stepsOf(sent.id)).filter((s) => s.kind === 'viewed')).toHaveLength(2)
    } finally {
      stop()
    }
  })
})

describe('the customer’s timeline', () => {
  test('shows each step as its own entry, with its figure, linking to the quote', async () => {
    const { configurator: c } = await published({ name: 'Timeline table' })
    const email = 'timeline@inbox.example'
    const q = await ask(c.id, { email, name: 'Teo Timeline' })
    clock.advance(60_000)
    const edited = await put(q, { discount: eur(2_000) })
    clock.advance(60_000)
    const { pdfUrl } = await send(edited)
    clock.advance(60_000)
    await open(pdfUrl)
    const res = await call('GET', `/v1/customers/${q.customer!.id}/timeline`)
    expect(res.statusCode, res.body).toBe(200)
    const entries = (res.json().entries as TimelineEntry[]).filter((e) => e.type === 'quote')
    expect(entries.map((e) => [e.quote?.step, e.quote?.amount, e.refId])).toEqual([
      ['viewed', null, q.id],
      ['sent', edited.total, q.id],
      ['edited', edited.total, q.id],
      ['requested', q.price, q.id],
    ])
    for (const e of entries) {
      expect(e.quote).toMatchObject({ number: q.number, product: 'Timeline table' })
      expect(e.body).toContain(quoteNumber(q.number))
    }
    expect(entries[2]!.actor).toEqual({ id: owner.user.id, name: owner.user.name })
    expect(new Set(entries.map((e) => e.id)).size).toBe(4)
  })
})

describe('the list', () => {
  test('searches by number and customer, sorts by date and amount, counts per status', async () => {
    const studio = await companyOwner(app, 'Counting Studio')
    const as = (url: string) => call('GET', url, undefined, studio.scoped)
    const { configurator: c } = await published({ name: 'Counted table' }, studio)
    const made: Quote[] = []
    for (const [i, name] of ['Ada Lovelace', 'Ben Ortiz', 'Carla Ruiz', 'Dora Ada'].entries()) {
      clock.advance(60_000)
      const res = await app.inject({
        method: 'POST',
        url: `/v1/public/configurators/${c.id}/quotes`,
        remoteAddress: `127.0.2.${i + 1}`,
        payload: {
          selections: {},
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@count.example`,
          consent: true,
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      made.push((await as(`/v1/quotes/${res.json().id}`)).json())
    }
    const [ada, ben, carla, dora] = made as [Quote, Quote, Quote, Quote]
    const studioCall = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      call(method, url, payload, studio.scoped)
    // Ben's gets a delivery line (the highest total), Carla's a discount (the lowest); Carla's
    // is sent, Dora's declined.
    const benEdited = await studioCall(
      'PUT',
      `/v1/quotes/${ben.id}`,
      edit(ben, {
        lines: [...ben.lines, { label: 'Delivery', quantity: 1, unitPrice: eur(9_000) }],
      }),
    )
    expect(benEdited.statusCode, benEdited.body).toBe(200)
    const carlaEdited = await studioCall(
      'PUT',
      `/v1/quotes/${carla.id}`,
      edit(carla, { discount: eur(5_000) }),
    )
    expect(carlaEdited.statusCode, carlaEdited.body).toBe(200)
    expect((await studioCall('POST', `/v1/quotes/${carla.id}/send`)).statusCode).toBe(200)
    expect(
      (await studioCall('PUT', `/v1/quotes/${dora.id}`, edit(dora, { status: 'declined' })))
        .statusCode,
    ).toBe(200)
    const page = async (query: string) => {
      const res = await as(`/v1/quotes?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as QuoteList
    }
    const numbers = (l: QuoteList) => l.items.map((q) => q.number)

    // Every status counted, 0 where none.
    const all = await page('')
    expect(all.counts).toEqual({
      requested: 1,
      draft: 1,
      sent: 1,
      accepted: 0,
      declined: 1,
      expired: 0,
    })
    // The counts ignore the status filter, and follow the search.
    const requested = await page('status=requested')
    expect(numbers(requested)).toEqual([ada.number])
    expect(requested.counts).toEqual(all.counts)
    const adas = await page('q=ada&status=declined')
    expect(numbers(adas)).toEqual([dora.number])
    expect(adas.counts).toMatchObject({ requested: 1, declined: 1, draft: 0, sent: 0 })

    // By number, as people write it.
    for (const q of [
      quoteNumber(ben.number),
      `q${ben.number}`,
      String(ben.number),
      `#${ben.number}`,
    ]) {
      expect(numbers(await page(`q=${encodeURIComponent(q)}`)), q).toEqual([ben.number])
    }
    // By the customer's e-mail and name.
    expect(numbers(await page('q=carla%40count'))).toEqual([carla.number])
    expect(numbers(await page('q=Ortiz'))).toEqual([ben.number])

    // Newest first by default; by date the other way; by amount both ways.
    expect(numbers(all)).toEqual([dora, carla, ben, ada].map((q) => q.number))
    expect(numbers(await page('sort=created'))).toEqual(
      [ada, ben, carla, dora].map((q) => q.number),
    )
    const byTotal = await page('sort=-total')
    expect(byTotal.items[0]!.id).toBe(ben.id)
    expect(byTotal.items.at(-1)!.id).toBe(carla.id)
    const totals = byTotal.items.map((q) => q.total.amount)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    expect(numbers(await page('sort=total'))).toEqual(numbers(byTotal).reverse())
    // The total sorted by is the quote's total, as quoteTotals counts it.
    const benNow = byTotal.items[0]!
    expect(benNow.total).toEqual(
      quoteTotals({ currency: 'EUR', ...benNow, discount: benNow.discount }).total,
    )

    // Pages keep the counts of the whole list.
    const second = await page('pageSize=1&page=2')
    expect(second.items).toHaveLength(1)
    expect(second.total).toBe(4)
    expect(second.counts).toEqual(all.counts)
  })
})

describe('tenant isolation', () => {
  test('another company neither counts, lists nor reads the steps of the studio’s quotes', async () => {
    const { configurator: c } = await published({ name: 'Private steps' })
    const q = await ask(c.id, { name: 'Secret Stepper' })
    const [first] = await stepsOf(q.id)
    const unchanged = async () => {
      expect(await stepsOf(q.id)).toEqual([first])
      expect((await quote(q.id)).status).toBe('requested')
    }
    await expectTenantIsolation(
      app,
      owner,
      (headers) => call('GET', `/v1/quotes/${q.id}/steps`, undefined, headers),
      {
        secret: first!.id,
        unchanged,
      },
    )
    await expectTenantIsolation(
      app,
      owner,
      (headers) =>
        call(
          'GET',
          `/v1/quotes?q=${encodeURIComponent(quoteNumber(q.number))}`,
          undefined,
          headers,
        ),
      { secret: 'Secret Stepper', unchanged },
    )
    // Another studio's list counts its own quotes only: none.
    const stranger = await companyOwner(app, 'Stranger Studio')
    const theirs = await call('GET', '/v1/quotes', undefined, stranger.scoped)
    expect(theirs.json()).toMatchObject({
      total: 0,
      counts: { requested: 0, draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0 },
    })
    // Nor do the quote's steps reach them through the customer's timeline.
    const timeline = await call(
      'GET',
      `/v1/customers/${q.customer!.id}/timeline`,
      undefined,
      stranger.scoped,
    )
    expect(timeline.statusCode).toBe(404)
    expect(timeline.body).not.toContain('Private steps')
  })
})
