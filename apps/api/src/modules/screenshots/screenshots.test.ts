import { DEFAULT_SCENE, type Scene } from '@designer/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import { renderingApp } from '../../../test/rendering'
import type { App } from '../../app'
import { isDomainEvent } from '../../lib/events'

const scene: Scene = {
  ...DEFAULT_SCENE,
  objects: [
    {
      id: 'top',
      name: 'Top',
      type: 'box',
      position: [0, 400, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      color: '#a0522d',
      parentId: null,
      visible: true,
      params: { width: 600, height: 40, depth: 400 },
    },
  ],
} as Scene

async function designWithScene(app: App, owner: Awaited<ReturnType<typeof companyOwner>>) {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: owner.scoped,
    payload: { name: 'Side table', type: 'design' },
  })
  const id = created.json().id as string
  const saved = await app.inject({
    method: 'PUT',
    url: `/v1/designs/${id}/scene`,
    headers: owner.scoped,
    payload: { version: 1, scene },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return id
}

describe('signed addresses', () => {
  let now = new Date('2026-01-10T10:00:00Z')
  let app: App
  let owner: Awaited<ReturnType<typeof companyOwner>>
  let id: string
  beforeAll(async () => {
    app = await build({
      clock: { now: () => now },
      config: {
        render: {
          chromiumPath: '/nonexistent/chromium',
          baseUrl: '',
          pages: 1,
          timeoutMs: 1000,
          thumbnailDelayMs: 10,
          gl: 'swiftshader',
        },
      },
    })
    owner = await companyOwner(app, 'Signing Studio')
    id = await designWithScene(app, owner)
  })
  const scenePath = (query: string) => `/v1/screenshots/${id}/scene?${query}`
  const signed = () =>
    app.services.screenshots.signPage(id, { size: '480x270', bg: 'transparent' }, 60).split('?')[1]!

  test('a signed address gives the scene; nothing else gives any of it', async () => {
    const ok = await app.inject({ method: 'GET', url: scenePath(signed()) })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ id, version: 2, camera: null, components: {} })
    expect(ok.json().scene.objects[0].id).toBe('top')

    const unsigned = await app.inject({
      method: 'GET',
      url: scenePath('size=480x270&bg=transparent'),
    })
    expect(unsigned.statusCode).toBe(403)
    expect(unsigned.json()).toEqual({
      code: 'invalid_signature',
      message: 'This address is not signed, or was altered',
    })

    for (const tampered of [
      signed().replace('bg=transparent', 'bg=ffffff'),
      signed().replace('size=480x270', 'size=1920x1080'),
      `${signed()}&view=00000000-0000-4000-8000-000000000000`,
      signed().replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 3600}`),
      signed().replace(/sig=(.)/, (_, c) => `sig=${c === 'A' ? 'B' : 'A'}`),
    ]) {
      const res = await app.inject({ method: 'GET', url: scenePath(tampered) })
      expect(res.statusCode, tampered).toBe(403)
      expect(res.json().code).toBe('invalid_signature')
      expect(res.body).not.toContain('top')
    }
  })

  test("a saved view's camera reaches the page; another company's view does not", async () => {
    const camera = { position: [2000, 1500, 2000], target: [0, 400, 0], fov: 35, mode: 'orbit' }
    const view = await app.inject({
      method: 'POST',
      url: '/v1/views',
      headers: owner.scoped,
      payload: { name: 'Front', designId: id, camera },
    })
    expect(view.statusCode, view.body).toBe(201)
    const withView = (viewId: string) =>
      app.services.screenshots
        .signPage(id, { size: '480x270', bg: 'ffffff', view: viewId }, 60)
        .split('?')[1]!
    const res = await app.inject({ method: 'GET', url: scenePath(withView(view.json().id)) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().camera).toEqual(camera)

    const stranger = await companyOwner(app, 'Other Views')
    const theirs = await app.inject({
      method: 'POST',
      url: '/v1/views',
      headers: stranger.scoped,
      payload: { name: 'Theirs', camera },
    })
    const refused = await app.inject({ method: 'GET', url: scenePath(withView(theirs.json().id)) })
    expect(refused.statusCode).toBe(404)
  })

  test('an expired address is refused as such', async () => {
    const query = signed()
    now = new Date(now.getTime() + 61_000)
    const res = await app.inject({ method: 'GET', url: scenePath(query) })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('signature_expired')
    expect(res.body).not.toContain('top')
  })

  test('signed image addresses are checked the same way, format included', async () => {
    const urlRes = await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}/image-url?size=1200x630&format=jpeg`,
      headers: owner.scoped,
    })
    expect(urlRes.statusCode, urlRes.body).toBe(200)
    const url = urlRes.json().url as string
    expect(url).toMatch(new RegExp(`^/v1/images/${id}\\?`))
    const png = await app.inject({ method: 'GET', url: url.replace('format=jpeg', 'format=png') })
    expect(png.json().code).toBe('invalid_signature')
    // A valid signature reaches the renderer, which is missing here.
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(503)
  })

  test('without Chromium, images answer 503 with a clear code', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}/image?size=480x270`,
      headers: owner.scoped,
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().code).toBe('renderer_unavailable')
  })

  test("without Chromium no thumbnail is rendered after a save; the editor's stay", async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const design = await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}`,
      headers: owner.scoped,
    })
    expect(design.json().thumbnailUrl).toBeNull()
  })

  test("another company's design has no image and no address", async () => {
    await expectTenantIsolation(app, owner, (headers) =>
      app.inject({ method: 'GET', url: `/v1/designs/${id}/image-url`, headers }),
    )
  })
})

// Chromium renders the built web app's screenshot page, served by this very app.
describe('rendering with Chromium', () => {
  let app: App
  let owner: Awaited<ReturnType<typeof companyOwner>>
  let id: string
  beforeAll(async () => {
    app = await renderingApp({ pages: 2 })
    owner = await companyOwner(app, 'Render Studio')
    id = await designWithScene(app, owner)
  }, 60_000)
  const image = (query: string, headers: Record<string, string> = owner.scoped) =>
    app.inject({ method: 'GET', url: `/v1/designs/${id}/image?${query}`, headers })

  test('a scene saved through the API gets a thumbnail from the server, without changing the design', async () => {
    const design = await app.inject({
      method: 'GET',
      url: `/v1/designs/${id}`,
      headers: owner.scoped,
    })
    let current = design.json()
    for (let i = 0; i < 100 && !current.thumbnailUrl; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      current = (
        await app.inject({ method: 'GET', url: `/v1/designs/${id}`, headers: owner.scoped })
      ).json()
    }
    expect(current.thumbnailUrl).toMatch(/^\/v1\/thumbnails\//)
    expect([current.version, current.updatedAt]).toEqual([
      design.json().version,
      design.json().updatedAt,
    ])
    const png = await app.inject({ method: 'GET', url: current.thumbnailUrl })
    const meta = await sharp(png.rawPayload).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([960, 600, 'png'])
  }, 30_000)

  test('a transparent PNG of the asked size, drawn, with a clear corner; the second request comes from the cache', async () => {
    const before = app.services.screenshots.renderer.renders
    const [first, concurrent] = await Promise.all([
      image('size=480x270&bg=transparent'),
      image('size=480x270&bg=transparent'),
    ])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    const { data, info } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height, info.channels]).toEqual([480, 270, 4])
    expect(data[3], 'alpha of the top-left pixel').toBe(0)
    // The table is in the middle of the frame, opaque.
    const centre = (135 * 480 + 240) * 4
    expect(data[centre + 3]).toBe(255)
    expect(concurrent.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(app.services.screenshots.renderer.renders).toBe(before + 1)

    const again = await image('size=480x270&bg=transparent')
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).toBe(first.headers.etag)
    const unchanged = await image('size=480x270&bg=transparent', {
      ...owner.scoped,
      'if-none-match': String(first.headers.etag),
    })
    expect(unchanged.statusCode).toBe(304)
    expect(app.services.screenshots.renderer.renders).toBe(before + 1)
  }, 60_000)

  test('a coloured 1200×630 JPEG share image, under 300 KB, from a signed address', async () => {
    const { url } = (
      await app.inject({
        method: 'GET',
        url: `/v1/designs/${id}/image-url?size=1200x630&bg=ffffff&format=jpeg`,
        headers: owner.scoped,
      })
    ).json()
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.rawPayload.length).toBeLessThan(300 * 1024)
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]].every((c) => c! > 245)).toBe(true)
  }, 60_000)
})

describe('pictures rendered in the background, with Chromium', () => {
  let app: App
  let owner: Awaited<ReturnType<typeof companyOwner>>
  let id: string
  const heard: { type: string; id: string; actorId: string | null }[] = []
  beforeAll(async () => {
    app = await renderingApp({ pages: 2 })
    owner = await companyOwner(app, 'Background Studio')
    app.events.subscribe(owner.company.id, (e) => {
      if (isDomainEvent(e)) heard.push(e)
    })
    id = await designWithScene(app, owner)
  }, 60_000)

  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: owner.scoped })).json()
  /** Asks again until `done` holds (a render takes a few seconds in software). */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read()
    for (let i = 0; i < 300 && !done(value); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      value = await read()
    }
    return value
  }
  const pixels = async (url: string) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
  }

  test("a saved view's picture is its design through its camera, rendered after it is made", async () => {
    const at = { position: [0, 3000, 1], target: [0, 400, 0], fov: 40, mode: 'orbit' }
    const away = { position: [0, 400, 3000], target: [0, 400, 9000], fov: 40, mode: 'first-person' }
    const make = async (name: string, camera: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/views',
        headers: owner.scoped,
        payload: { name, designId: id, camera },
      })
      expect(res.statusCode, res.body).toBe(201)
      // Not there yet, but coming: the list shows it is being made.
      expect(res.json()).toMatchObject({ pictureUrl: null, pictureStatus: 'rendering' })
      return res.json().id as string
    }
    const above = await make('From above', at)
    const behind = await make('Looking away', away)
    const ready = await until(
      () => get('/v1/views'),
      (list) => list.items.every((v: { pictureStatus: string }) => v.pictureStatus === 'ready'),
    )
    const byId = new Map(ready.items.map((v: { id: string }) => [v.id, v]))
    const pictureOf = (viewId: string) => (byId.get(viewId) as { pictureUrl: string }).pictureUrl

    const top = await pixels(pictureOf(above))
    expect([top.info.width, top.info.height]).toEqual([480, 270])
    // The table top fills the middle, in its wood colour; the corner is the scene's background.
    const centre = (135 * 480 + 240) * top.info.channels
    const [r, g, b] = [top.data[centre]!, top.data[centre + 1]!, top.data[centre + 2]!]
    expect(r > g && g > b, `centre ${r},${g},${b}`).toBe(true)
    expect([top.data[0], top.data[1], top.data[2]]).toEqual([0xf4, 0xf4, 0xf5])
    // Turned away from the design, the camera sees only the background: the view's camera is used.
    const empty = await pixels(pictureOf(behind))
    expect(empty.data[centre]).toBe(0xf4)

    expect(heard).toContainEqual({ type: 'views.updated', id: above, actorId: null })
  }, 90_000)

  test("a scene save renders the design's views again", async () => {
    const [view] = (await get(`/v1/views?designId=${id}`)).items as {
      id: string
      pictureUrl: string
    }[]
    const design = await get(`/v1/designs/${id}`)
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/designs/${id}/scene`,
      headers: owner.scoped,
      payload: {
        version: design.version,
        scene: { ...scene, settings: { ...scene.settings, background: '#203040' } },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const again = await until(
      () => get(`/v1/views/${view!.id}`),
      (v) => v.pictureUrl !== view!.pictureUrl,
    )
    expect(again.pictureStatus).toBe('ready')
    const picture = await pixels(again.pictureUrl)
    expect([picture.data[0], picture.data[1], picture.data[2]]).toEqual([0x20, 0x30, 0x40])
  }, 90_000)

  test('after a start, what has no picture is rendered, and the list says "rendering" meanwhile', async () => {
    // Made without a scene save, as a demo made before the server listened: nothing scheduled.
    const created = await app.inject({
      method: 'POST',
      url: '/v1/designs',
      headers: owner.scoped,
      payload: { name: 'Unpictured', type: 'component', fromDesignId: id },
    })
    const copy = created.json().id as string
    const item = async () =>
      (await get('/v1/designs?type=component')).items.find((d: { id: string }) => d.id === copy)
    expect(await item()).toMatchObject({ thumbnailUrl: null, thumbnailStatus: 'none' })

    const scheduled = await app.services.thumbnails.backfill()
    expect(scheduled.designs).toBeGreaterThanOrEqual(1)
    expect(await item()).toMatchObject({ thumbnailUrl: null, thumbnailStatus: 'rendering' })
    const done = await until(item, (d) => d.thumbnailStatus !== 'rendering')
    expect(done).toMatchObject({ thumbnailStatus: 'ready', thumbnailUrl: expect.any(String) })
    expect(heard).toContainEqual({ type: 'designs.updated', id: copy, actorId: null })
  }, 90_000)
})
