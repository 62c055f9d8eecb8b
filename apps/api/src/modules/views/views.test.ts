import sharp from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import type { App } from '../../app'
import { isDomainEvent } from '../../lib/events'

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
let designId: string

const camera = { position: [2400, 1600, 2400], target: [0, 400, 0], fov: 40, mode: 'orbit' }

beforeAll(async () => {
  app = await build()
  owner = await companyOwner(app, 'Views Studio')
  const d = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: owner.scoped,
    payload: { name: 'Armchair', type: 'design' },
  })
  designId = d.json().id
})

const post = (payload: object) =>
  app.inject({ method: 'POST', url: '/v1/views', headers: owner.scoped, payload })

test('a view keeps its camera, optionally for a design; list, read, edit, delete', async () => {
  const created = await post({
    name: 'Front three-quarter',
    description: 'For the catalogue',
    designId,
    camera,
  })
  expect(created.statusCode).toBe(201)
  expect(created.json()).toMatchObject({
    name: 'Front three-quarter',
    designId,
    designName: 'Armchair',
    camera,
  })
  const loose = await post({
    name: 'Top down',
    camera: { ...camera, position: [0, 5000, 0], mode: 'first-person' },
  })
  expect(loose.json()).toMatchObject({ designId: null, description: '' })

  const all = await app.inject({ method: 'GET', url: '/v1/views', headers: owner.scoped })
  expect(all.json().items.map((v: { name: string }) => v.name)).toEqual([
    'Front three-quarter',
    'Top down',
  ])
  const ofDesign = await app.inject({
    method: 'GET',
    url: `/v1/views?designId=${designId}`,
    headers: owner.scoped,
  })
  expect(ofDesign.json().total).toBe(1)

  const id = created.json().id
  const edited = await app.inject({
    method: 'PUT',
    url: `/v1/views/${id}`,
    headers: owner.scoped,
    payload: { name: 'Front', description: '', designId, camera: { ...camera, fov: 30 } },
  })
  expect(edited.json()).toMatchObject({ name: 'Front', camera: { fov: 30 } })
  expect(
    (await app.inject({ method: 'DELETE', url: `/v1/views/${id}`, headers: owner.scoped }))
      .statusCode,
  ).toBe(204)
  expect(
    (await app.inject({ method: 'GET', url: `/v1/views/${id}`, headers: owner.scoped })).statusCode,
  ).toBe(404)
})

test('bad input is refused with the fields named', async () => {
  const res = await post({
    name: '',
    camera: { position: [0, 0], target: [0, 0, 0], fov: 500, mode: 'fly' },
  })
  expect(res.statusCode).toBe(400)
  const paths = res
    .json()
    .details.map((d: { path: string }) => d.path)
    .sort()
  expect(paths).toEqual(['camera.fov', 'camera.mode', 'camera.position', 'name'])
})

test("a view cannot point at another company's design", async () => {
  const other = await companyOwner(app, 'Other Views')
  const foreign = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: other.scoped,
    payload: { name: 'Foreign', type: 'design' },
  })
  const res = await post({ name: 'Sneaky', designId: foreign.json().id, camera })
  expect(res.statusCode).toBe(400)
  expect(res.json().details[0]).toMatchObject({
    path: 'designId',
    code: 'validation.unknownDesign',
  })
})

test("another company's member can neither read nor change the views", async () => {
  const view = (await post({ name: 'Private angle', designId, camera })).json()
  const unchanged = async () => {
    const current = await app.inject({
      method: 'GET',
      url: `/v1/views/${view.id}`,
      headers: owner.scoped,
    })
    expect(current.json().name).toBe('Private angle')
  }
  const calls: [string, string, object?][] = [
    ['GET', '/v1/views'],
    ['GET', `/v1/views/${view.id}`],
    ['PUT', `/v1/views/${view.id}`, { name: 'Stolen', camera }],
    ['DELETE', `/v1/views/${view.id}`],
  ]
  for (const [method, url, payload] of calls) {
    await expectTenantIsolation(
      app,
      owner,
      (headers) =>
        app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) }),
      { secret: 'Private angle', unchanged },
    )
  }
})

test('views sort by the whitelisted fields, search name and description, and page', async () => {
  const studio = await companyOwner(app, 'Sorting Studio')
  for (const [name, description] of [
    ['b side', ''],
    ['A front', 'hero shot'],
    ['c 100% top', ''],
  ]) {
    await app.inject({
      method: 'POST',
      url: '/v1/views',
      headers: studio.scoped,
      payload: { name, description, camera },
    })
  }
  const names = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/views?${query}`,
      headers: studio.scoped,
    })
    expect(res.statusCode).toBe(200)
    return { names: res.json().items.map((v: { name: string }) => v.name), total: res.json().total }
  }
  expect((await names('')).names).toEqual(['A front', 'b side', 'c 100% top'])
  expect((await names('sort=-name')).names).toEqual(['c 100% top', 'b side', 'A front'])
  expect((await names('sort=-updated')).names).toEqual(['c 100% top', 'A front', 'b side'])
  expect(await names('q=hero')).toEqual({ names: ['A front'], total: 1 })
  // The pattern's own characters are text, not wildcards.
  expect(await names(`q=${encodeURIComponent('%')}`)).toEqual({ names: ['c 100% top'], total: 1 })
  expect(await names('sort=name&pageSize=2&page=2')).toEqual({ names: ['c 100% top'], total: 3 })
  const bad = await app.inject({
    method: 'GET',
    url: '/v1/views?sort=password',
    headers: studio.scoped,
  })
  expect(bad.statusCode).toBe(400)
})

test("view writes publish on the company's channel with who made them", async () => {
  const heard: { type: string; actorId: string | null }[] = []
  const stop = app.events.subscribe(owner.company.id, (e) => {
    if (isDomainEvent(e)) heard.push(e)
  })
  const created = await post({ name: 'Event view', camera })
  const id = created.json().id
  await app.inject({
    method: 'PUT',
    url: `/v1/views/${id}`,
    headers: owner.scoped,
    payload: { name: 'Renamed', camera },
  })
  await app.inject({ method: 'DELETE', url: `/v1/views/${id}`, headers: owner.scoped })
  stop()
  expect(heard).toEqual(
    ['created', 'updated', 'deleted'].map((action) => ({
      type: `views.${action}`,
      id,
      actorId: owner.user.id,
    })),
  )
})

/** A real PNG, as the renderer gives one. */
const png = (color: string) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
    .png()
    .toBuffer()

test("a view's picture is served at an address only its key opens; a new one retires the old", async () => {
  const view = (await post({ name: 'Pictured', designId, camera })).json()
  // No renderer in these tests: nothing is coming, and the list says so.
  expect(view).toMatchObject({ pictureUrl: null, pictureStatus: 'none' })

  const { pictureUrl } = await app.services.views.savePicture(
    owner.company.id,
    view.id,
    await png('#a0522d'),
  )
  expect(pictureUrl).toMatch(new RegExp(`^/v1/view-pictures/${view.id}/[\\w-]{22}\\.png$`))
  const read = (
    await app.inject({ method: 'GET', url: `/v1/views/${view.id}`, headers: owner.scoped })
  ).json()
  // A picture is not a change to the view: its time stays.
  expect(read).toMatchObject({ pictureUrl, pictureStatus: 'ready', updatedAt: view.updatedAt })

  const served = await app.inject({ method: 'GET', url: pictureUrl })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await sharp(served.rawPayload).metadata()).width).toBe(4)

  const other = (await post({ name: 'Other', designId, camera })).json()
  const key = pictureUrl.split('/').pop()
  for (const url of [
    `/v1/view-pictures/${other.id}/${key}`,
    `/v1/view-pictures/${view.id}/${'x'.repeat(22)}.png`,
  ]) {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode, url).toBe(404)
  }

  const renewed = await app.services.views.savePicture(
    owner.company.id,
    view.id,
    await png('#000000'),
  )
  expect(renewed.pictureUrl).not.toBe(pictureUrl)
  expect((await app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404)
  expect((await app.inject({ method: 'GET', url: renewed.pictureUrl })).statusCode).toBe(200)
})

test('a new name keeps the picture; another camera or design takes it away', async () => {
  const view = (await post({ name: 'Reframed', designId, camera })).json()
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: `/v1/views/${view.id}`, headers: owner.scoped, payload })
  const picture = async () =>
    (await app.services.views.savePicture(owner.company.id, view.id, await png('#ffffff')))
      .pictureUrl

  const first = await picture()
  const renamed = await put({ name: 'Renamed', designId, camera })
  expect(renamed.json()).toMatchObject({ pictureUrl: first, pictureStatus: 'ready' })

  const turned = await put({ name: 'Renamed', designId, camera: { ...camera, fov: 60 } })
  expect(turned.json()).toMatchObject({ pictureUrl: null, pictureStatus: 'none' })
  expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404)

  const second = await picture()
  const loose = await put({ name: 'Renamed', designId: null, camera: { ...camera, fov: 60 } })
  expect(loose.json()).toMatchObject({ pictureUrl: null, pictureStatus: 'none' })
  expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404)
})

test('only a PNG is kept as a picture, and only for a view of the company', async () => {
  const view = (await post({ name: 'Guarded', designId, camera })).json()
  await expect(
    app.services.views.savePicture(owner.company.id, view.id, Buffer.from('<svg/>')),
  ).rejects.toMatchObject({ code: 'unsupported_media_type' })
  const stranger = await companyOwner(app, 'Picture Thieves')
  await expect(
    app.services.views.savePicture(stranger.company.id, view.id, await png('#ffffff')),
  ).rejects.toMatchObject({ code: 'not_found' })
})

test("another company's member never learns a view picture's address", async () => {
  const view = (await post({ name: 'Secret angle', designId, camera })).json()
  const { pictureUrl } = await app.services.views.savePicture(
    owner.company.id,
    view.id,
    await png('#336699'),
  )
  const key = pictureUrl.split('/').pop()!.slice(0, -4)
  for (const url of ['/v1/views', `/v1/views/${view.id}`, `/v1/views?designId=${designId}`]) {
    await expectTenantIsolation(
      app,
      owner,
      (headers) => app.inject({ method: 'GET', url, headers }),
      {
        secret: key,
      },
    )
  }
})
