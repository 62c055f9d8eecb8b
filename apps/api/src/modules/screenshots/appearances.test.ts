import { DEFAULT_SCENE, type Scene } from '@designer/contract'
import sharp from 'sharp'
import { beforeAll, expect, test, vi } from 'vitest'
import { companyOwner } from '../../../test/companies'
import { renderingApp } from '../../../test/rendering'
import type { App } from '../../app'

// The server's pictures draw a part made of a material with the material's look: the signed
// scene the screenshot page loads carries the appearances, and Chromium draws them.

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>

beforeAll(async () => {
  // No background thumbnails while this file asks for images itself.
  app = await renderingApp({ thumbnailDelayMs: 600_000 })
  owner = await companyOwner(app, 'Materials Studio')
}, 60_000)

type Who = typeof owner
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Who = owner) =>
  app.inject({ method, url, headers: who.scoped, ...(payload ? { payload } : {}) })

async function anItem(who: Who, name: string, appearance: object | null) {
  const s = await call('POST', '/v1/suppliers', { name: `${name} supplier`, currency: 'EUR' }, who)
  const item = await call(
    'POST',
    '/v1/supplier-items',
    {
      supplierId: s.json().id,
      name,
      unit: 'm2',
      materialType: 'sheet',
      unitCost: { amount: 1000, currency: 'EUR' },
      appearance,
    },
    who,
  )
  expect(item.statusCode, item.body).toBe(201)
  return item.json() as { id: string; supplierId: string }
}

/** A design of one big board, made of `itemId`, seen from above; its colour of its own is red. */
async function boardOf(itemId: string | null, type: 'design' | 'component' = 'design') {
  const created = await call('POST', '/v1/designs', { name: 'Board', type })
  const id = created.json().id as string
  const scene = {
    ...DEFAULT_SCENE,
    objects: [
      {
        id: 'board',
        name: 'Board',
        type: 'box',
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        scale: [1, 1, 1],
        color: '#ff0000',
        parentId: null,
        visible: true,
        params: { width: 1200, height: 20, depth: 800 },
        ...(itemId ? { supplierItemId: itemId } : {}),
      },
    ],
  } as Scene
  const saved = await call('PUT', `/v1/designs/${id}/scene`, { version: 1, scene })
  expect(saved.statusCode, saved.body).toBe(200)
  return id
}

const signedScene = async (designId: string) => {
  const query = app.services.screenshots
    .signPage(designId, { size: '480x270', bg: 'ffffff' }, 60)
    .split('?')[1]
  const res = await app.inject({ method: 'GET', url: `/v1/screenshots/${designId}/scene?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** The mean colour of the picture's middle (where the board is), and how much it varies. */
async function middle(designId: string) {
  const res = await call('GET', `/v1/designs/${designId}/image?size=480x270&bg=ffffff&format=png`)
  expect(res.statusCode, res.body).toBe(200)
  if (process.env.DUMP_PICTURES) {
    await sharp(res.rawPayload).toFile(`/tmp/appearance-${Date.now()}.png`)
  }
  const { data, info } = await sharp(res.rawPayload)
    .extract({ left: 200, top: 115, width: 80, height: 40 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const mean = [0, 0, 0]
  const n = info.width * info.height
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) mean[c]! += data[i * 3 + c]! / n
  // How far pixels stray from the mean, in all three channels.
  let spread = 0
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) spread += Math.abs(data[i * 3 + c]! - mean[c]!) / n
  }
  return { mean, spread, etag: res.headers.etag }
}

test("the screenshot page's scene carries the looks of the items it and its components use, and no other", async () => {
  const blue = { color: '#1d4ed8', roughness: 0.5, metalness: 0 }
  const top = await anItem(owner, 'Blue laminate', blue)
  const legs = await anItem(owner, 'Brass', { color: '#b08d57', roughness: 0.3, metalness: 1 })
  const plain = await anItem(owner, 'Unfinished', null)
  const component = await boardOf(legs.id, 'component')
  const design = await boardOf(top.id)
  const scene = (await call('GET', `/v1/designs/${design}`)).json().scene as Scene
  scene.objects.push(
    {
      ...scene.objects[0]!,
      id: 'plain',
      supplierItemId: plain.id,
    },
    {
      id: 'legs',
      name: 'Legs',
      type: 'component',
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      color: '#888888',
      parentId: null,
      visible: true,
      params: { designId: component },
    } as Scene['objects'][number],
  )
  expect((await call('PUT', `/v1/designs/${design}/scene`, { version: 2, scene })).statusCode).toBe(
    200,
  )
  const shot = await signedScene(design)
  expect(Object.keys(shot.materials).sort()).toEqual([legs.id, top.id].sort())
  expect(shot.materials[top.id]).toEqual({ ...blue, texture: null })
})

test("a part made of a material is drawn in the material's colour, then with its texture; a change is a new picture", async () => {
  const laminate = await anItem(owner, 'Green laminate', {
    color: '#16a34a',
    roughness: 0.9,
    metalness: 0,
  })
  const design = await boardOf(laminate.id)
  const green = await middle(design)
  // Green, not the part's own red.
  expect(green.mean[1]!).toBeGreaterThan(green.mean[0]! + 40)
  expect(green.spread).toBeLessThan(8)

  // White and black stripes, each 50 mm of the board: a texture shows as stripes, in scale.
  const stripes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 32, height: 64, channels: 3, background: '#000000' },
        })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer()
  const uploaded = await app.inject({
    method: 'PUT',
    url: `/v1/supplier-items/${laminate.id}/texture?widthMm=100&heightMm=100`,
    headers: { ...owner.scoped, 'content-type': 'image/png' },
    payload: stripes,
  })
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const textured = await middle(design)
  expect(textured.etag).not.toBe(green.etag)
  expect(textured.spread, 'stripes across the board').toBeGreaterThan(20)

  // Without the material's look, the part's own red again.
  const item = (await call('GET', `/v1/supplier-items/${laminate.id}`)).json()
  await call('PUT', `/v1/supplier-items/${laminate.id}`, {
    supplierId: item.supplierId,
    name: item.name,
    unit: item.unit,
    materialType: item.materialType,
    unitCost: item.unitCost,
    appearance: null,
  })
  const red = await middle(design)
  expect(red.mean[0]!).toBeGreaterThan(red.mean[1]! + 60)
}, 120_000)

test("a material's new look draws again the pictures of the designs made of it, and only those", async () => {
  const item = await anItem(owner, 'Grey linoleum', {
    color: '#777777',
    roughness: 0.8,
    metalness: 0,
  })
  const madeOfIt = await boardOf(item.id)
  await boardOf(null)
  const schedule = vi.spyOn(app.services.thumbnails, 'scheduleDesigns')
  const read = (await call('GET', `/v1/supplier-items/${item.id}`)).json()
  const put = (patch: object) =>
    call('PUT', `/v1/supplier-items/${item.id}`, {
      supplierId: read.supplierId,
      name: read.name,
      unit: read.unit,
      materialType: read.materialType,
      unitCost: read.unitCost,
      ...patch,
    })
  // A new name is not a new look.
  expect((await put({ name: 'Grey lino' })).statusCode).toBe(200)
  expect(
    (await put({ appearance: { color: '#333333', roughness: 0.8, metalness: 0 } })).statusCode,
  ).toBe(200)
  await vi.waitFor(() => expect(schedule).toHaveBeenCalledTimes(1))
  expect(schedule).toHaveBeenLastCalledWith(owner.company.id, [
    { id: madeOfIt, background: '#f4f4f5' },
  ])
  await app.inject({
    method: 'PUT',
    url: `/v1/supplier-items/${item.id}/texture?widthMm=100&heightMm=100`,
    headers: { ...owner.scoped, 'content-type': 'image/png' },
    payload: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  })
  await vi.waitFor(() => expect(schedule).toHaveBeenCalledTimes(2))
  schedule.mockRestore()
})
