import type { Scene, SceneObject } from '@designer/contract'
import { DEFAULT_SCENE } from '@designer/contract'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { addMember, companyOwner, expectTenantIsolation } from '../../../test/companies'
import type { App } from '../../app'
import { isDomainEvent } from '../../lib/events'

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>

beforeAll(async () => {
  app = await build()
  owner = await companyOwner(app, 'Designs Studio')
})

const base = {
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  color: '#a0522d',
  parentId: null,
  visible: true,
} as const
const box = (id: string, over: Partial<SceneObject> = {}): SceneObject =>
  ({
    ...base,
    id,
    name: `Box ${id}`,
    type: 'box',
    position: [0, 0, 0],
    params: { width: 600, height: 40, depth: 400 },
    ...over,
  }) as SceneObject
const instance = (id: string, designId: string): SceneObject =>
  ({
    ...base,
    id,
    name: `Leg ${id}`,
    type: 'component',
    position: [0, 0, 0],
    params: { designId },
  }) as SceneObject
const scene = (objects: SceneObject[]): Scene => ({ ...DEFAULT_SCENE, objects })

async function create(name: string, type: 'design' | 'component' = 'design', extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: owner.scoped,
    payload: { name, type, ...extra },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
const save = (id: string, version: number, s: Scene) =>
  app.inject({
    method: 'PUT',
    url: `/v1/designs/${id}/scene`,
    headers: owner.scoped,
    payload: { version, scene: s },
  })
const get = (url: string) => app.inject({ method: 'GET', url, headers: owner.scoped })

describe('create, read, update, list', () => {
  test('a new design starts empty at version 1, in millimetres', async () => {
    const d = await create('Lounge chair', 'design', { description: 'Oak and wool' })
    expect(d).toMatchObject({
      name: 'Lounge chair',
      description: 'Oak and wool',
      type: 'design',
      version: 1,
      thumbnailUrl: null,
    })
    expect(d.scene).toEqual(DEFAULT_SCENE)
    expect(d.createdBy).toEqual({ id: owner.user.id, name: owner.name })
    const updated = await app.inject({
      method: 'PUT',
      url: `/v1/designs/${d.id}`,
      headers: owner.scoped,
      payload: { name: 'Lounge chair II', description: '' },
    })
    expect(updated.json()).toMatchObject({ name: 'Lounge chair II', description: '', version: 1 })
  })

  test('lists with search, type filter, sort and paging', async () => {
    const studio = await companyOwner(app, 'List Studio')
    const make = (name: string, type: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/designs',
        headers: studio.scoped,
        payload: { name, type },
      })
    for (const [name, type] of [
      ['Walnut desk', 'design'],
      ['Desk leg', 'component'],
      ['Armchair', 'design'],
      ['Drawer 50%', 'component'],
      ['Bench', 'design'],
    ]) {
      await make(name!, type!)
    }
    const list = (query: string) =>
      app.inject({ method: 'GET', url: `/v1/designs?${query}`, headers: studio.scoped })
    const names = async (query: string) =>
      (await list(query)).json().items.map((i: { name: string }) => i.name)

    expect((await list('')).json().total).toBe(5)
    expect(await names('sort=name')).toEqual([
      'Armchair',
      'Bench',
      'Desk leg',
      'Drawer 50%',
      'Walnut desk',
    ])
    expect(await names('sort=-name&pageSize=2&page=2')).toEqual(['Desk leg', 'Bench'])
    expect(await names('type=component&sort=name')).toEqual(['Desk leg', 'Drawer 50%'])
    expect(await names('q=DESK&sort=name')).toEqual(['Desk leg', 'Walnut desk'])
    expect(await names('q=50%25')).toEqual(['Drawer 50%'])
    expect((await list('sort=-updated')).json().items[0].name).toBe('Bench')
    const paged = (await list('pageSize=2&page=3')).json()
    expect(paged).toMatchObject({ total: 5, items: [expect.objectContaining({ objectCount: 0 })] })
    expect((await list('pageSize=101')).statusCode).toBe(400)
    expect((await list('sort=size')).statusCode).toBe(400)
  })

  test('the summary counts designs and components and lists the recent ones', async () => {
    const studio = await companyOwner(app, 'Summary Studio')
    for (const type of ['design', 'design', 'component']) {
      await app.inject({
        method: 'POST',
        url: '/v1/designs',
        headers: studio.scoped,
        payload: { name: `S ${type}`, type },
      })
    }
    const res = await app.inject({
      method: 'GET',
      url: '/v1/designs/summary',
      headers: studio.scoped,
    })
    expect(res.json()).toMatchObject({ designs: 2, components: 1 })
    expect(res.json().recent).toHaveLength(3)
  })
})

describe('scene saves', () => {
  test('a save bumps the version; a stale save is 409 with the current version and overwrites nothing', async () => {
    const d = await create('Sideboard')
    const first = await save(d.id, 1, scene([box('top')]))
    expect(first.statusCode).toBe(200)
    expect(first.json().version).toBe(2)
    const stale = await save(d.id, 1, scene([box('other')]))
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { currentVersion: 2 } })
    const current = (await get(`/v1/designs/${d.id}`)).json()
    expect(current.scene.objects.map((o: SceneObject) => o.id)).toEqual(['top'])
    expect(current.version).toBe(2)
  })

  test('two saves racing from the same version: exactly one wins', async () => {
    const d = await create('Race table')
    const results = await Promise.all([
      save(d.id, 1, scene([box('a')])),
      save(d.id, 1, scene([box('b')])),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  test.each([
    [
      'a width beyond bounds',
      [box('a', { params: { width: 200_000, height: 1, depth: 1 } } as never)],
      'scene.objects.0.params.width',
    ],
    [
      'a negative radius',
      [{ ...box('c'), type: 'cylinder', params: { radius: -1, height: 10, segments: 16 } }],
      'scene.objects.0.params.radius',
    ],
    [
      'too few segments',
      [{ ...box('s'), type: 'sphere', params: { radius: 10, segments: 2 } }],
      'scene.objects.0.params.segments',
    ],
    ['a bad colour', [box('a', { color: 'red' })], 'scene.objects.0.color'],
    ['a position far away', [box('a', { position: [0, 2e6, 0] })], 'scene.objects.0.position.1'],
    ['an unknown type', [{ ...box('a'), type: 'teapot' }], 'scene.objects.0.type'],
    ['duplicate ids', [box('a'), box('a')], 'scene.objects.1.id'],
    ['an unknown parent', [box('a', { parentId: 'ghost' })], 'scene.objects.0.parentId'],
    [
      'a parent cycle',
      [box('a', { parentId: 'b' }), box('b', { parentId: 'a' })],
      'scene.objects.0.parentId',
    ],
  ])('%s is refused with the path of the bad field', async (_what, objects, path) => {
    const d = await create('Invalid')
    const res = await save(d.id, 1, scene(objects as SceneObject[]))
    expect(res.statusCode).toBe(400)
    expect(res.json().details.map((x: { path: string }) => x.path)).toContain(path)
    expect((await get(`/v1/designs/${d.id}`)).json().version).toBe(1)
  })

  test('a scene holds at most 5000 objects', async () => {
    const d = await create('Huge')
    const many = Array.from({ length: 5001 }, (_, i) => box(`o${i}`))
    const refused = await save(d.id, 1, scene(many))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details[0]).toMatchObject({
      path: 'scene.objects',
      code: 'validation.tooManyObjects',
    })
    const ok = await save(d.id, 1, scene(many.slice(0, 5000)))
    expect(ok.statusCode).toBe(200)
    const list = (await get('/v1/designs?q=Huge')).json()
    expect(list.items[0].objectCount).toBe(5000)
  })
})

describe('components', () => {
  test('a design places a component by its id; an unknown or foreign id is refused', async () => {
    const leg = await create('Oak leg', 'component')
    const table = await create('Dining table')
    expect(
      (await save(table.id, 1, scene([box('top'), instance('l1', leg.id), instance('l2', leg.id)])))
        .statusCode,
    ).toBe(200)
    expect((await get(`/v1/designs/${leg.id}/usage`)).json()).toEqual([
      { id: table.id, name: 'Dining table', type: 'design' },
    ])

    const other = await companyOwner(app, 'Foreign Studio')
    const foreign = await app.inject({
      method: 'POST',
      url: '/v1/designs',
      headers: other.scoped,
      payload: { name: 'Foreign leg', type: 'component' },
    })
    const refused = await save(table.id, 2, scene([instance('x', foreign.json().id)]))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: 'scene.objects.0.params.designId',
        code: 'validation.unknownComponent',
      }),
    ])
    // A design (not a component) cannot be placed either.
    expect((await save(table.id, 2, scene([instance('x', table.id)]))).statusCode).toBe(400)
  })

  test('a component cannot contain itself, directly or through other components', async () => {
    const a = await create('Frame', 'component')
    const b = await create('Panel', 'component')
    const c = await create('Hinge', 'component')
    const direct = await save(a.id, 1, scene([instance('self', a.id)]))
    expect(direct.statusCode).toBe(400)
    expect(direct.json()).toMatchObject({
      code: 'component_cycle',
      message: 'A component cannot contain itself, directly or through other components',
    })
    expect((await save(a.id, 1, scene([instance('b', b.id)]))).statusCode).toBe(200)
    expect((await save(b.id, 1, scene([instance('c', c.id)]))).statusCode).toBe(200)
    const indirect = await save(c.id, 1, scene([instance('a', a.id)]))
    expect(indirect.json().code).toBe('component_cycle')
  })

  test('deleting a used component is refused with where it is used, unless detached', async () => {
    const leg = await create('Steel leg', 'component')
    await save(leg.id, 1, scene([box('tube', { position: [0, 350, 0] })]))
    const desk = await create('Standing desk')
    await save(
      desk.id,
      1,
      scene([
        box('top'),
        { ...instance('l1', leg.id), position: [600, 0, 0] },
        box('brace', { parentId: 'l1', position: [0, 100, 0] }),
      ]),
    )
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v1/designs/${leg.id}`,
      headers: owner.scoped,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'component_in_use',
      details: { usedBy: [{ id: desk.id, name: 'Standing desk', type: 'design' }] },
    })

    const detached = await app.inject({
      method: 'DELETE',
      url: `/v1/designs/${leg.id}?detach=true`,
      headers: owner.scoped,
    })
    expect(detached.statusCode).toBe(204)
    const after = (await get(`/v1/designs/${desk.id}`)).json()
    expect(after.version).toBe(3)
    // The desk keeps its leg as a part of its own, where the instance stood; the brace too.
    expect(
      after.scene.objects.map((o: SceneObject) => [o.id, o.type, o.name, o.parentId, o.position]),
    ).toEqual([
      ['top', 'box', 'Box top', null, [0, 0, 0]],
      ['l1-tube', 'box', 'Leg l1', null, [600, 350, 0]],
      ['brace', 'box', 'Box brace', null, [600, 100, 0]],
    ])
    expect((await get(`/v1/designs/${leg.id}`)).statusCode).toBe(404)
  })
})

describe('supplier items', () => {
  async function supplierItem(who: { scoped: Record<string, string> }, name: string) {
    const supplier = await app.inject({
      method: 'POST',
      url: '/v1/suppliers',
      headers: who.scoped,
      payload: { name: `${name} supplier`, currency: 'EUR' },
    })
    const created = await app.inject({
      method: 'POST',
      url: '/v1/supplier-items',
      headers: who.scoped,
      payload: {
        supplierId: supplier.json().id,
        name,
        unit: 'm2',
        unitCost: { amount: 1000, currency: 'EUR' },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    return created.json().id as string
  }
  const usedIn = async (id: string) => (await get(`/v1/supplier-items/${id}`)).json().usedIn

  test("a scene names the company's supplier items; they are kept for where-used", async () => {
    const oak = await supplierItem(owner, 'Oak sheet')
    const screws = await supplierItem(owner, 'Screws')
    const d = await create('Sideboard')
    const withItems = {
      ...scene([box('top', { supplierItemId: oak }), box('side', { supplierItemId: oak })]),
      costLines: [{ id: 'screws', supplierItemId: screws, quantity: 24, note: '' }],
    }
    const saved = await save(d.id, 1, withItems)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await usedIn(oak)).toBe(1)
    expect(await usedIn(screws)).toBe(1)

    // Duplicates and copies name the same items.
    const copy = await app.inject({
      method: 'POST',
      url: `/v1/designs/${d.id}/duplicate`,
      headers: owner.scoped,
      payload: {},
    })
    expect(copy.statusCode, copy.body).toBe(201)
    await create('From sideboard', 'design', { fromDesignId: d.id })
    expect(await usedIn(oak)).toBe(3)

    // A save without them lets them go.
    expect((await save(d.id, 2, scene([box('top')]))).statusCode).toBe(200)
    expect(await usedIn(oak)).toBe(2)
    expect(await usedIn(screws)).toBe(2)
  })

  test("another company's or an unknown supplier item is refused where it is named", async () => {
    const mine = await supplierItem(owner, 'Walnut')
    const other = await companyOwner(app, 'Foreign Items Studio')
    const foreign = await supplierItem(other, 'Foreign walnut')
    const d = await create('Desk')
    const refused = await save(d.id, 1, {
      ...scene([
        box('a', { supplierItemId: mine }),
        box('b', { supplierItemId: foreign }),
        box('c', { supplierItemId: null }),
      ]),
      costLines: [
        { id: 'l1', supplierItemId: mine, quantity: 1, note: '' },
        { id: 'l2', supplierItemId: '00000000-0000-4000-8000-000000000000', quantity: 1, note: '' },
      ],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'validation_failed' })
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: 'scene.objects.1.supplierItemId',
        code: 'validation.unknownSupplierItem',
      }),
      expect.objectContaining({
        path: 'scene.costLines.1.supplierItemId',
        code: 'validation.unknownSupplierItem',
      }),
    ])
    expect((await get(`/v1/designs/${d.id}`)).json().version).toBe(1)
    expect(await usedIn(mine)).toBe(0)
    const foreignUse = await app.inject({
      method: 'GET',
      url: `/v1/supplier-items/${foreign}`,
      headers: other.scoped,
    })
    expect(foreignUse.json().usedIn).toBe(0)
  })
})

describe('duplicate, delete, create from another', () => {
  test('duplicating copies the scene under a new id', async () => {
    const d = await create('Shelf')
    await save(d.id, 1, scene([box('s1'), box('s2')]))
    const copy = await app.inject({
      method: 'POST',
      url: `/v1/designs/${d.id}/duplicate`,
      headers: owner.scoped,
    })
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({ name: 'Shelf (copy)', version: 1, type: 'design' })
    expect(copy.json().id).not.toBe(d.id)
    expect(copy.json().scene.objects).toHaveLength(2)
  })

  test('a new design can start from an existing one of the company only', async () => {
    const d = await create('Template')
    await save(d.id, 1, scene([box('t')]))
    const from = await create('From template', 'design', { fromDesignId: d.id })
    expect(from.scene.objects).toHaveLength(1)
    const other = await companyOwner(app, 'Thief Studio')
    const stolen = await app.inject({
      method: 'POST',
      url: '/v1/designs',
      headers: other.scoped,
      payload: { name: 'Stolen', type: 'design', fromDesignId: d.id },
    })
    expect(stolen.statusCode).toBe(404)
  })

  test('deleting a design removes it', async () => {
    const d = await create('Doomed')
    expect(
      (await app.inject({ method: 'DELETE', url: `/v1/designs/${d.id}`, headers: owner.scoped }))
        .statusCode,
    ).toBe(204)
    expect((await get(`/v1/designs/${d.id}`)).statusCode).toBe(404)
  })
})

describe('thumbnails', () => {
  // The smallest valid PNG: one transparent pixel.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = (id: string, body: Buffer, type = 'image/png') =>
    app.inject({
      method: 'PUT',
      url: `/v1/designs/${id}/thumbnail`,
      headers: { ...owner.scoped, 'content-type': type },
      payload: body,
    })

  test('a PNG is stored and served with long caching; a new one gets a new address', async () => {
    const d = await create('Pictured')
    const res = await upload(d.id, PNG)
    expect(res.statusCode).toBe(200)
    const url = res.json().thumbnailUrl as string
    expect(url).toMatch(new RegExp(`^/v1/thumbnails/${d.id}/[\\w-]{22}\\.png$`))
    const image = await app.inject({ method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(image.rawPayload.equals(PNG)).toBe(true)
    expect((await get(`/v1/designs/${d.id}`)).json().thumbnailUrl).toBe(url)

    const second = (await upload(d.id, PNG)).json().thumbnailUrl
    expect(second).not.toBe(url)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  test('a new thumbnail is not an edit: the time, the author and the version stay', async () => {
    const d = await create('Looked at')
    const before = (await get(`/v1/designs/${d.id}`)).json()
    const colleague = await addMember(app, owner, 'designer')
    const res = await app.inject({
      method: 'PUT',
      url: `/v1/designs/${d.id}/thumbnail`,
      headers: { ...colleague.scoped, 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(res.statusCode).toBe(200)
    const after = (await get(`/v1/designs/${d.id}`)).json()
    expect(after.thumbnailUrl).toBe(res.json().thumbnailUrl)
    expect(after).toMatchObject({
      updatedAt: before.updatedAt,
      updatedBy: before.updatedBy,
      version: before.version,
    })
    const listed = (await get('/v1/designs?sort=-updated')).json().items
    expect(listed.find((i: { id: string }) => i.id === d.id).updatedAt).toBe(before.updatedAt)
  })

  test('anything but a PNG, or a PNG over 1 MB, is refused', async () => {
    const d = await create('Unpictured')
    expect((await upload(d.id, Buffer.from('GIF89a....'))).statusCode).toBe(415)
    expect((await upload(d.id, PNG, 'image/jpeg')).statusCode).toBe(415)
    const big = Buffer.concat([PNG, Buffer.alloc(1_100_000)])
    expect((await upload(d.id, big)).statusCode).toBe(413)
  })

  test('a JSON body or no body at all is refused as not a PNG, not a 500', async () => {
    const d = await create('Bodiless')
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/v1/designs/${d.id}/thumbnail`,
        headers: { ...owner.scoped, ...headers },
        ...('content-type' in headers ? { payload: { png: 'nope' } } : {}),
      })
      expect(res.statusCode, res.body).toBe(415)
      expect(res.json().code).toBe('unsupported_media_type')
    }
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read nor change its designs", async () => {
    const d = await create('Confidential cabinet')
    await save(d.id, 1, scene([box('c1')]))
    const unchanged = async () => {
      const current = (await get(`/v1/designs/${d.id}`)).json()
      expect(current).toMatchObject({ name: 'Confidential cabinet', version: 2 })
    }
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/designs'],
      ['GET', `/v1/designs/${d.id}`],
      ['PUT', `/v1/designs/${d.id}`, { name: 'Hacked', description: '' }],
      ['PUT', `/v1/designs/${d.id}/scene`, { version: 2, scene: scene([]) }],
      ['POST', `/v1/designs/${d.id}/duplicate`],
      ['GET', `/v1/designs/${d.id}/usage`],
      ['DELETE', `/v1/designs/${d.id}`],
      ['GET', '/v1/designs/summary'],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) =>
          app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(payload ? { payload: payload as object } : {}),
          }),
        { secret: 'Confidential cabinet', unchanged },
      )
    }
  })
})

test("every write publishes on the company's channel, with its version and who made it", async () => {
  const studio = await companyOwner(app, 'Events Studio')
  const other = await companyOwner(app, 'Quiet Studio')
  const heard: unknown[] = []
  const overheard: unknown[] = []
  const stop = app.events.subscribe(studio.company.id, (e) => {
    if (isDomainEvent(e)) heard.push(e)
  })
  const stopOther = app.events.subscribe(other.company.id, (e) => {
    overheard.push(e)
  })
  const actorId = studio.user.id

  const created = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: studio.scoped,
    payload: { name: 'Chair', type: 'design' },
  })
  const id = created.json().id
  await app.inject({
    method: 'PUT',
    url: `/v1/designs/${id}/scene`,
    headers: studio.scoped,
    payload: { version: 1, scene: { ...DEFAULT_SCENE, objects: [box('a')] } },
  })
  // A refused save changes nothing and tells nobody.
  await app.inject({
    method: 'PUT',
    url: `/v1/designs/${id}/scene`,
    headers: studio.scoped,
    payload: { version: 1, scene: DEFAULT_SCENE },
  })
  await app.inject({ method: 'DELETE', url: `/v1/designs/${id}`, headers: studio.scoped })
  stop()
  stopOther()

  expect(heard).toEqual([
    { type: 'designs.created', id, version: 1, actorId },
    { type: 'designs.updated', id, version: 2, actorId },
    { type: 'designs.deleted', id, version: undefined, actorId },
  ])
  expect(overheard).toEqual([])
})
