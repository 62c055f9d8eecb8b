import type { Quote } from '@designer/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import { startMailbox } from '../../../test/mailbox.mjs'
import { renderingApp } from '../../../test/rendering'
import type { App } from '../../app'
import { quotePictures, quotes } from '../../db/schema/index'
import { quoteRequestedMail } from './mails'

// A quote's picture is what the customer configured (decision 044): the version the quote was
// asked of, with its choices and its materials' looks, rendered in the background after the
// request, kept with the quote, served by a random key; the visitor's mail waits for it.

// What the visitor's mail is given (its picture's address among it), whatever it writes of it.
vi.mock('./mails', async (importOriginal) => {
  const mails = await importOriginal<typeof import('./mails')>()
  return { ...mails, quoteRequestedMail: vi.fn(mails.quoteRequestedMail) }
})
const requestedMails = vi.mocked(quoteRequestedMail)

type Owner = Awaited<ReturnType<typeof companyOwner>>
/** The smallest file that starts as a JPEG does: the service checks the signature only. */
const jpeg = Buffer.from('ffd8ffe000104a46494600', 'hex')
const png = Buffer.from('89504e470d0a1a0a', 'hex')
/** A blue no wood has: the look of the material the walnut choice is made of. */
const BLUE = { color: '#1d4ed8', roughness: 0.6, metalness: 0 }
const PICTURE =
  /^http:\/\/localhost:3000\/v1\/public\/quotes\/[0-9a-f-]{36}\/picture\/[\w-]{22}\.jpg$/
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let visitors = 0

/** Ways into one app, for the owner of a company in it. */
function using(app: App) {
  const call = (
    who: Owner,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => app.inject({ method, url, headers: who.scoped, ...(body ? { payload: body } : {}) })

  /**
   * The engine's dining table, published, whose walnut is made of a supplier item that looks
   * blue (its value's own colour stays walnut brown): only the material's look paints it blue.
   */
  async function blueWalnutTable(who: Owner) {
    const supplier = await call(who, 'POST', '/v1/suppliers', { name: 'Boards', currency: 'EUR' })
    const item = await call(who, 'POST', '/v1/supplier-items', {
      supplierId: supplier.json().id,
      name: 'Blue walnut veneer',
      unit: 'm2',
      materialType: 'sheet',
      unitCost: { amount: 2000, currency: 'EUR' },
      appearance: BLUE,
    })
    expect(item.statusCode, item.body).toBe(201)
    const table = await configuratorFixtures(app).table(who)
    const wood = table.definition.steps.flatMap((s) => s.options).find((o) => o.id === 'wood')
    if (wood?.kind !== 'material') throw new Error('the table’s wood is a material option')
    wood.values.find((v) => v.id === 'walnut')!.supplierItemId = item.json().id
    const made = await call(who, 'POST', '/v1/configurators', {
      name: 'Dining table',
      designId: table.design.id,
      definition: table.definition,
    })
    expect(made.statusCode, made.body).toBe(201)
    const configurator = made.json()
    const published = await call(who, 'POST', `/v1/configurators/${configurator.id}/publish`)
    expect(published.statusCode, published.body).toBe(200)
    return { ...table, configurator }
  }

  /** A visitor's request; answers the quote as the studio reads it. */
  async function ask(who: Owner, configuratorId: string, selections: object) {
    const email = `visitor${++visitors}@example.es`
    const res = await app.inject({
      method: 'POST',
      url: `/v1/public/configurators/${configuratorId}/quotes`,
      payload: { selections, name: 'Lucía Pérez', email, consent: true, language: 'es' },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { id: res.json().id as string, email, quote: () => read(who, res.json().id) }
  }

  async function read(who: Owner, id: string): Promise<Quote> {
    const res = await call(who, 'GET', `/v1/quotes/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  /** The address of the screenshot page's scene for a quote's picture, signed as the server signs it. */
  const sceneOf = (designId: string, quoteId: string, tamper = (q: string) => q) => {
    const query = app.services.screenshots
      .signPage(designId, { size: '1200x630', bg: 'f4f4f5', quote: quoteId }, 60)
      .split('?')[1]!
    return app.inject({ method: 'GET', url: `/v1/screenshots/${designId}/scene?${tamper(query)}` })
  }

  return { call, blueWalnutTable, ask, read, sceneOf }
}

/** The part of a JPEG painted in the blue of the walnut's material, however lit. */
async function blueShare(image: Buffer) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let blue = 0
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    if (b - r > 60 && b - g > 40) blue++
  }
  return { share: blue / (info.width * info.height), info }
}

describe('without Chromium', () => {
  let app: App
  let owner: Owner
  let other: Owner
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let the: ReturnType<typeof using>
  beforeAll(async () => {
    mailbox = await startMailbox()
    app = await build({ config: { mail: mailThrough(mailbox) } })
    owner = await companyOwner(app, 'Picture Studio')
    other = await companyOwner(app, 'Other Picture Studio')
    the = using(app)
  })
  afterAll(() => mailbox.close())
  beforeEach(() => {
    // Returned, a function would be taken for the hook's clean-up.
    requestedMails.mockClear()
  })

  test('the renderer off: the request succeeds, the quote has no picture, and the visitor’s mail goes at once', async () => {
    const { configurator: c } = await the.blueWalnutTable(owner)
    const asked = await the.ask(owner, c.id, { W: 2000, wood: 'walnut' })
    expect((await asked.quote()).imageUrl).toBeNull()
    expect(app.services.thumbnails.rendering('quote', asked.id)).toBe(false)
    expect(mailbox.latestTo(asked.email)).toContain('Gracias por configurar Dining table')
    expect(requestedMails).toHaveBeenCalledTimes(1)
    expect(requestedMails.mock.calls[0]![0]).toMatchObject({ to: asked.email, pictureUrl: null })
    // Sent, so nothing waits any more: a start sends nothing again.
    expect(await app.services.quotes.sendWaitingMails(() => false)).toBe(0)
    expect((await app.services.thumbnails.backfill()).quotes).toBe(0)
  })

  test('the screenshot page is given the quote’s version with its choices, by a signed address', async () => {
    const t = await the.blueWalnutTable(owner)
    const { configurator: c, design } = t
    const asked = await the.ask(owner, c.id, {
      W: 2000,
      wood: 'walnut',
      legStyle: 'fourLegs',
      leaf: true,
    })
    const res = await the.sceneOf(design.id, asked.id)
    expect(res.statusCode, res.body).toBe(200)
    const shot = res.json()
    expect(shot).toMatchObject({ id: design.id, poster: true, camera: null })
    const part = (id: string) => shot.scene.objects.find((o: { id: string }) => o.id === id)
    // 2000 mm long, in walnut made of the blue item, whose look comes with the scene.
    expect(part('top').params.width).toBe(2000)
    expect(part('top').color).toBe('#5d4037')
    expect(part('top').supplierItemId).toBeTruthy()
    expect(shot.materials[part('top').supplierItemId]).toMatchObject({ color: BLUE.color })
    // The leaf chosen, the four legs swapped in for the trestle.
    expect(part('leaf').visible).toBe(true)
    expect(part('base').params.designId).toBe(t.fourLegs.id)
    expect(Object.keys(shot.components)).toContain(t.fourLegs.id)

    // The version the quote was asked of, not what is live now: the studio makes walnut red
    // and publishes again; the quote's picture keeps its walnut.
    const live = (await the.call(owner, 'GET', `/v1/configurators/${c.id}`)).json()
    const redWalnut = JSON.parse(JSON.stringify(live.definition).replace('#5d4037', '#ff0000'))
    const saved = await the.call(owner, 'PUT', `/v1/configurators/${c.id}`, {
      name: live.name,
      definition: redWalnut,
      version: live.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await the.call(owner, 'POST', `/v1/configurators/${c.id}/publish`)).statusCode).toBe(
      200,
    )
    const again = (await the.sceneOf(design.id, asked.id)).json()
    expect(again.scene.objects.find((o: { id: string }) => o.id === 'top').color).toBe('#5d4037')
    const later = await the.ask(owner, c.id, { wood: 'walnut' })
    const laterShot = (await the.sceneOf(design.id, later.id)).json()
    expect(laterShot.scene.objects.find((o: { id: string }) => o.id === 'top').color).toBe(
      '#ff0000',
    )

    // The quote is signed with the rest: swapped, it is refused; another design, nothing.
    expect(
      (await the.sceneOf(design.id, asked.id, (q) => q.replace(asked.id, later.id))).statusCode,
    ).toBe(403)
    expect((await the.sceneOf(t.trestle.id, asked.id)).statusCode).toBe(404)
  })

  test('a picture kept is the quote’s address; its key opens it, and only it', async () => {
    const { configurator: c } = await the.blueWalnutTable(owner)
    const asked = await the.ask(owner, c.id, { wood: 'walnut' })
    const path = await app.services.quotePictures.save(owner.company.id, asked.id, jpeg)
    const imageUrl = (await asked.quote()).imageUrl
    expect(imageUrl).toMatch(PICTURE)
    expect(imageUrl).toBe(`http://localhost:3000${path}`)
    // The list carries it too.
    const listed = (await the.call(owner, 'GET', `/v1/quotes?configuratorId=${c.id}`)).json()
    expect(listed.items[0].imageUrl).toBe(imageUrl)

    // Public: a mail program loads it with no session, from anywhere, and may keep it.
    const served = await app.inject({ method: 'GET', url: path })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(served.rawPayload.equals(jpeg)).toBe(true)

    // A wrong key, or the right key on another company's quote: 404.
    const key = path.split('/').at(-1)!
    const guessed = `${'A'.repeat(22)}.jpg`
    const wrongKey = await app.inject({
      method: 'GET',
      url: `/v1/public/quotes/${asked.id}/picture/${guessed}`,
    })
    expect(wrongKey.statusCode).toBe(404)
    const theirs = await the.ask(other, (await the.blueWalnutTable(other)).configurator.id, {})
    await app.services.quotePictures.save(other.company.id, theirs.id, jpeg)
    for (const file of [key, guessed]) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/public/quotes/${theirs.id}/picture/${file}`,
      })
      expect(res.statusCode, file).toBe(404)
    }

    // The PDF's bytes, for the quote's own company only.
    expect((await app.services.quotes.picture(owner.company.id, asked.id))?.equals(jpeg)).toBe(true)
    expect(await app.services.quotes.picture(other.company.id, asked.id)).toBeNull()
    // Another company cannot keep one for it; a picture is a JPEG.
    await expect(
      app.services.quotePictures.save(other.company.id, asked.id, jpeg),
    ).rejects.toMatchObject({ statusCode: 404 })
    await expect(
      app.services.quotePictures.save(owner.company.id, asked.id, png),
    ).rejects.toMatchObject({ statusCode: 415 })

    // Who may read the quote that carries the address: its company only.
    await expectTenantIsolation(
      app,
      owner,
      (headers) => app.inject({ method: 'GET', url: `/v1/quotes/${asked.id}`, headers }),
      { secret: key.slice(0, -4) },
    )

    // A new picture retires the old address.
    const second = await app.services.quotePictures.save(owner.company.id, asked.id, jpeg)
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200)
  })

  test('the catch-up finds the quotes without a picture, but not those whose version is gone', async () => {
    const { configurator: c } = await the.blueWalnutTable(owner)
    const asked = await the.ask(owner, c.id, { wood: 'walnut' })
    const unpictured = async () => (await app.services.quotePictures.unpictured()).map((q) => q.id)
    expect(await unpictured()).toContain(asked.id)
    await app.services.quotePictures.save(owner.company.id, asked.id, jpeg)
    expect(await unpictured()).not.toContain(asked.id)

    const gone = await the.ask(owner, c.id, {})
    expect(await unpictured()).toContain(gone.id)
    expect((await the.call(owner, 'DELETE', `/v1/configurators/${c.id}`)).statusCode).toBe(204)
    // The quote stays; its version went with its configurator: nothing left to draw.
    expect((await gone.quote()).configurator).toBeNull()
    expect(await unpictured()).not.toContain(gone.id)
    expect(await app.services.quotePictures.target(gone.id)).toBeNull()
  })

  test('a mail a stop left waiting goes at the next start, unless its picture is on its way', async () => {
    const { configurator: c } = await the.blueWalnutTable(owner)
    const asked = await the.ask(owner, c.id, { wood: 'walnut' })
    // As the request leaves it when the server stops before the picture is made.
    const waiting = requestedMails.mock.calls[0]![0]
    const { pictureUrl: _, ...kept } = waiting
    const keep = () =>
      app.db.update(quotes).set({ requestedMail: kept }).where(eq(quotes.id, asked.id))
    await keep()
    const before = mailbox.mails.length
    expect(await app.services.quotes.sendWaitingMails((id) => id === asked.id)).toBe(0)
    expect(mailbox.mails.length).toBe(before)

    // Its picture made meanwhile: the mail carries it, once.
    const path = await app.services.quotePictures.save(owner.company.id, asked.id, jpeg)
    expect(await app.services.quotes.sendWaitingMails(() => false)).toBe(1)
    expect(requestedMails.mock.calls.at(-1)![0]).toMatchObject({
      to: asked.email,
      pictureUrl: `http://localhost:3000${path}`,
    })
    expect(await app.services.quotes.sendWaitingMails(() => false)).toBe(0)
    expect(mailbox.mails.filter((m) => m.to.includes(asked.email)).length).toBe(2)

    // The end of its picture's render sends it too, once.
    await keep()
    await app.services.quotes.pictureSettled(owner.company.id, asked.id)
    await app.services.quotes.pictureSettled(owner.company.id, asked.id)
    const [row] = await app.db
      .select({ mail: quotes.requestedMail })
      .from(quotes)
      .where(eq(quotes.id, asked.id))
    expect(row!.mail).toBeNull()
    expect(mailbox.mails.filter((m) => m.to.includes(asked.email)).length).toBe(3)
  })
})

// Chromium renders the built web app's screenshot page, served by this very app.
describe('rendered with Chromium when the request arrives', () => {
  let app: App
  let owner: Owner
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let the: ReturnType<typeof using>
  beforeAll(async () => {
    mailbox = await startMailbox()
    app = await renderingApp({ mail: mailThrough(mailbox) })
    owner = await companyOwner(app, 'Rendering Quotes')
    the = using(app)
  }, 60_000)
  afterAll(() => mailbox.close())

  /** The quote once its picture is there. */
  async function pictured(read: () => Promise<Quote>) {
    for (let i = 0; i < 600; i++) {
      const q = await read()
      if (q.imageUrl) return q
      await sleep(100)
    }
    throw new Error('the quote’s picture never came')
  }

  test('the picture is the configuration: the walnut’s material painted blue, which the base design has not; the mail waits for it', async () => {
    const { configurator: c, design } = await the.blueWalnutTable(owner)
    const heard: string[] = []
    const stop = app.events.subscribe(owner.company.id, (e) => {
      if ('type' in e && e.type === 'quotes.updated' && 'actorId' in e && e.actorId === null)
        heard.push(e.id)
    })
    requestedMails.mockClear()
    const asked = await the.ask(owner, c.id, { W: 2000, wood: 'walnut', legStyle: 'fourLegs' })
    // The request answered before any picture: it is on its way, and the mail waits for it.
    expect((await asked.quote()).imageUrl).toBeNull()
    expect(app.services.thumbnails.rendering('quote', asked.id)).toBe(true)
    expect(mailbox.latestTo(asked.email)).toBeUndefined()

    const q = await pictured(asked.quote)
    expect(q.imageUrl).toMatch(PICTURE)
    // Open pages were told, by nobody.
    expect(heard).toContain(asked.id)
    stop()
    const res = await app.inject({
      method: 'GET',
      url: q.imageUrl!.replace('http://localhost:3000', ''),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    if (process.env.DUMP_PICTURES) await sharp(res.rawPayload).toFile('/tmp/quote-picture.jpg')
    const picture = await blueShare(res.rawPayload)
    expect([picture.info.width, picture.info.height]).toEqual([1200, 630])
    // The top, the leaf's place and four legs in the material's blue: a good part of the frame.
    expect(picture.share, 'share of the material’s blue').toBeGreaterThan(0.03)
    // Kept with the quote: the PDF's bytes are the same.
    expect(
      (await app.services.quotes.picture(owner.company.id, q.id))?.equals(res.rawPayload),
    ).toBe(true)

    // The base design, unconfigured, has none of it: the picture is not the design's.
    const base = await app.services.screenshots.thumbnail(owner.company.id, design.id, '#f4f4f5')
    if (process.env.DUMP_PICTURES) await sharp(base).toFile('/tmp/quote-base-design.png')
    expect((await blueShare(base)).share).toBeLessThan(0.001)

    // The visitor's mail went once the picture was kept, with its address.
    for (let i = 0; i < 100 && !mailbox.latestTo(asked.email); i++) await sleep(100)
    expect(mailbox.latestTo(asked.email)).toContain('Gracias por configurar Dining table')
    expect(requestedMails).toHaveBeenCalledTimes(1)
    expect(requestedMails.mock.calls[0]![0]).toMatchObject({
      to: asked.email,
      pictureUrl: q.imageUrl,
    })
  }, 120_000)

  test('quotes without a picture are caught up after a start, and a mail left waiting goes with it', async () => {
    const { configurator: c } = await the.blueWalnutTable(owner)
    const asked = await the.ask(owner, c.id, { wood: 'walnut' })
    const first = await pictured(asked.quote)
    // As a quote from before pictures, or one asked just before a stop: no picture, its mail
    // still waiting.
    const waiting = requestedMails.mock.calls.find((call) => call[0].to === asked.email)![0]
    const { pictureUrl: _, ...kept } = waiting
    await app.db.delete(quotePictures).where(eq(quotePictures.quoteId, asked.id))
    await app.db.update(quotes).set({ requestedMail: kept }).where(eq(quotes.id, asked.id))
    expect((await asked.quote()).imageUrl).toBeNull()
    requestedMails.mockClear()

    expect((await app.services.thumbnails.backfill()).quotes).toBeGreaterThanOrEqual(1)
    expect(app.services.thumbnails.rendering('quote', asked.id)).toBe(true)
    // The start leaves its mail to the picture on its way.
    expect(
      await app.services.quotes.sendWaitingMails((id) =>
        app.services.thumbnails.rendering('quote', id),
      ),
    ).toBe(0)
    const again = await pictured(asked.quote)
    expect(again.imageUrl).toMatch(PICTURE)
    expect(again.imageUrl).not.toBe(first.imageUrl)
    for (let i = 0; i < 100 && !requestedMails.mock.calls.length; i++) await sleep(100)
    expect(requestedMails.mock.calls.map((call) => call[0].pictureUrl)).toEqual([again.imageUrl])
  }, 120_000)
})
