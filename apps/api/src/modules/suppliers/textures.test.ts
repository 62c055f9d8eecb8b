import { TEXTURE_MAX_PIXELS } from '@designer/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import type { App } from '../../app'

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>

beforeAll(async () => {
  app = await build()
  owner = await companyOwner(app, 'Texture Studio')
})

type Headers = Record<string, string>

/** A picture of `width` × `height` pixels, of one colour, in the given format. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#b08850' } })
    .toFormat(format)
    .toBuffer()

async function newItem(over: object = {}) {
  const s = await app.inject({
    method: 'POST',
    url: '/v1/suppliers',
    headers: owner.scoped,
    payload: { name: 'Timber & Co', currency: 'EUR' },
  })
  const res = await app.inject({
    method: 'POST',
    url: '/v1/supplier-items',
    headers: owner.scoped,
    payload: {
      supplierId: s.json().id,
      name: 'Oak veneer',
      unit: 'm2',
      materialType: 'sheet',
      unitCost: { amount: 2400, currency: 'EUR' },
      ...over,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string }
}

const upload = (
  id: string,
  body: Buffer | string,
  type = 'image/png',
  query = 'widthMm=600&heightMm=300',
  headers: Headers = owner.scoped,
) =>
  app.inject({
    method: 'PUT',
    url: `/v1/supplier-items/${id}/texture?${query}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  })

describe('supplier item textures', () => {
  test('an upload gives an item without an appearance the default finish in white, and a public, immutable address', async () => {
    const item = await newItem()
    const res = await upload(item.id, await picture(64, 32))
    expect(res.statusCode, res.body).toBe(200)
    const { appearance } = res.json()
    expect(appearance).toEqual({
      color: '#ffffff',
      roughness: 0.62,
      metalness: 0.05,
      texture: {
        url: expect.stringMatching(new RegExp(`^/v1/textures/${item.id}/[\\w-]{22}$`)),
        widthMm: 600,
        heightMm: 300,
      },
    })
    // No session: <img> and three.js's loader send none.
    const file = await app.inject({ method: 'GET', url: appearance.texture.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(file.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 32])

    // The item's own reads and the appearances map give the same.
    const read = await app.inject({
      method: 'GET',
      url: `/v1/supplier-items/${item.id}`,
      headers: owner.scoped,
    })
    expect(read.json().appearance).toEqual(appearance)
    const all = await app.inject({
      method: 'GET',
      url: '/v1/supplier-items/appearances',
      headers: owner.scoped,
    })
    expect(all.json()[item.id]).toEqual(appearance)
  })

  test('an upload keeps the finish an item has; a new upload retires the old address', async () => {
    const finish = { color: '#6b4a2f', roughness: 0.4, metalness: 0 }
    const item = await newItem({ appearance: finish })
    const first = (await upload(item.id, await picture(16, 16, 'webp'), 'image/webp')).json()
    expect(first.appearance).toMatchObject(finish)
    const firstUrl = first.appearance.texture.url
    expect((await app.inject({ method: 'GET', url: firstUrl })).headers['content-type']).toBe(
      'image/webp',
    )
    const second = await upload(item.id, await picture(20, 20, 'jpeg'), 'image/jpeg')
    const secondUrl = second.json().appearance.texture.url
    expect(secondUrl).not.toBe(firstUrl)
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404)
    const now = await app.inject({ method: 'GET', url: secondUrl })
    expect(now.statusCode).toBe(200)
    expect(now.headers['content-type']).toBe('image/jpeg')
    // A key of the right shape for another item opens nothing.
    const other = await newItem()
    const key = secondUrl.split('/').pop()
    const wrong = await app.inject({ method: 'GET', url: `/v1/textures/${other.id}/${key}` })
    expect(wrong.statusCode).toBe(404)
  })

  test('a large photo is stored at most 2048 pixels a side, its proportions kept', async () => {
    const item = await newItem()
    const res = await upload(item.id, await picture(4000, 3000, 'jpeg'), 'image/jpeg')
    expect(res.statusCode, res.body).toBe(200)
    const file = await app.inject({ method: 'GET', url: res.json().appearance.texture.url })
    const meta = await sharp(file.rawPayload).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(TEXTURE_MAX_PIXELS)
    expect(meta.height).toBe(1536)
  })

  test('what is not a picture, not an accepted kind or too large is refused with a code', async () => {
    const item = await newItem()
    const notAPicture = await upload(item.id, Buffer.from('this is not a picture at all'))
    expect([notAPicture.statusCode, notAPicture.json().code]).toEqual([400, 'invalid_image'])

    const png = await picture(32, 32)
    const cut = await upload(item.id, png.subarray(0, png.length - 40))
    expect([cut.statusCode, cut.json().code]).toEqual([400, 'invalid_image'])

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const asGif = await upload(item.id, gif, 'image/gif')
    expect([asGif.statusCode, asGif.json().code]).toEqual([415, 'unsupported_media_type'])
    // Named a PNG, but a GIF inside.
    const disguised = await upload(item.id, gif)
    expect([disguised.statusCode, disguised.json().code]).toEqual([415, 'unsupported_media_type'])
    const json = await app.inject({
      method: 'PUT',
      url: `/v1/supplier-items/${item.id}/texture?widthMm=600&heightMm=300`,
      headers: owner.scoped,
      payload: { picture: 'no' },
    })
    expect([json.statusCode, json.json().code]).toEqual([415, 'unsupported_media_type'])

    // 10,000 × 10,000 pixels in a small file: refused before it is decoded.
    const huge = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const tooMany = await upload(item.id, huge)
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([413, 'image_too_large'])

    const noSize = await upload(item.id, png, 'image/png', 'widthMm=600')
    expect(noSize.statusCode).toBe(400)
    expect(noSize.json().details.map((d: { path: string }) => d.path)).toEqual(['heightMm'])
    const zero = await upload(item.id, png, 'image/png', 'widthMm=0&heightMm=300')
    expect(zero.statusCode).toBe(400)

    const read = await app.inject({
      method: 'GET',
      url: `/v1/supplier-items/${item.id}`,
      headers: owner.scoped,
    })
    expect(read.json().appearance).toBeNull()
  })

  test('a texture is removed with its address; taking the appearance away takes the texture too', async () => {
    const item = await newItem()
    const url = (await upload(item.id, await picture(8, 8))).json().appearance.texture.url
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/supplier-items/${item.id}/texture`,
      headers: owner.scoped,
    })
    expect(removed.statusCode).toBe(204)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    const read = await app.inject({
      method: 'GET',
      url: `/v1/supplier-items/${item.id}`,
      headers: owner.scoped,
    })
    expect(read.json().appearance).toEqual({
      color: '#ffffff',
      roughness: 0.62,
      metalness: 0.05,
      texture: null,
    })

    const again = (await upload(item.id, await picture(8, 8))).json()
    const { id: _id, appearance: _a, ...rest } = again
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/supplier-items/${item.id}`,
      headers: owner.scoped,
      payload: {
        supplierId: rest.supplierId,
        name: rest.name,
        unit: rest.unit,
        materialType: rest.materialType,
        unitCost: rest.unitCost,
        appearance: null,
      },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().appearance).toBeNull()
    expect(
      (await app.inject({ method: 'GET', url: again.appearance.texture.url })).statusCode,
    ).toBe(404)
    // A new finish later starts without the old picture.
    const finish = await app.inject({
      method: 'PUT',
      url: `/v1/supplier-items/${item.id}`,
      headers: owner.scoped,
      payload: {
        supplierId: rest.supplierId,
        name: rest.name,
        unit: rest.unit,
        materialType: rest.materialType,
        unitCost: rest.unitCost,
        appearance: { color: '#aa8855', roughness: 0.5, metalness: 0 },
      },
    })
    expect(finish.json().appearance.texture).toBeNull()
  })

  test("another company can neither upload, remove nor list this company's textures", async () => {
    const item = await newItem({
      name: 'Secret walnut',
      appearance: { color: '#5a3b26', roughness: 0.5, metalness: 0 },
    })
    const original = (await upload(item.id, await picture(8, 8))).json().appearance.texture.url
    const png = await picture(12, 12)
    const unchanged = async () => {
      const read = await app.inject({
        method: 'GET',
        url: `/v1/supplier-items/${item.id}`,
        headers: owner.scoped,
      })
      expect(read.json().appearance.texture.url).toBe(original)
    }
    await expectTenantIsolation(
      app,
      owner,
      (headers) => upload(item.id, png, 'image/png', undefined, headers),
      {
        unchanged,
      },
    )
    await expectTenantIsolation(
      app,
      owner,
      (headers) =>
        app.inject({ method: 'DELETE', url: `/v1/supplier-items/${item.id}/texture`, headers }),
      { unchanged },
    )
    await expectTenantIsolation(
      app,
      owner,
      (headers) => app.inject({ method: 'GET', url: '/v1/supplier-items/appearances', headers }),
      { secret: item.id, unchanged },
    )
  })
})
