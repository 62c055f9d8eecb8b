import { DEFAULT_SCENE, type SceneObject } from '@designer/contract'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import type { App } from '../../app'
import { supplierItems, suppliers } from '../../db/schema/index'
import { isDomainEvent } from '../../lib/events'

// Today is 2026-11-21 (UTC) for the services, whatever the day the tests run.
const clock = testClock(new Date('2026-11-21T09:00:00Z'))

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
type Owner = typeof owner

beforeAll(async () => {
  app = await build({ clock })
  owner = await companyOwner(app, 'Suppliers Studio')
})

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const supplierBody = (over: object = {}) => ({ name: 'Holzhandel Meier', currency: 'EUR', ...over })
async function supplier(over: object = {}, who: Owner = owner) {
  const res = await call('POST', '/v1/suppliers', supplierBody(over), who.scoped)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
const itemBody = (supplierId: string, over: object = {}) => ({
  supplierId,
  name: 'Oak board 20 mm',
  unit: 'm2',
  materialType: 'solid_wood',
  unitCost: { amount: 4590, currency: 'EUR' },
  ...over,
})
async function item(supplierId: string, over: object = {}, who: Owner = owner) {
  const res = await call('POST', '/v1/supplier-items', itemBody(supplierId, over), who.scoped)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
/** The field problems of an answer as `path:code`, each once. */
const paths = (res: { json(): { details?: { path: string; code?: string }[] } }) => [
  ...new Set((res.json().details ?? []).map((d) => `${d.path}:${d.code}`).sort()),
]

const box = (id: string, supplierItemId?: string): SceneObject =>
  ({
    id,
    name: `Part ${id}`,
    type: 'box',
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#a0522d',
    parentId: null,
    visible: true,
    params: { width: 600, height: 20, depth: 400 },
    ...(supplierItemId ? { supplierItemId } : {}),
  }) as SceneObject

/** A design whose scene names the items: through an object, or through an extra cost line. */
async function designUsing(name: string, objectItem: string | null, lineItem?: string) {
  const d = (await call('POST', '/v1/designs', { name, type: 'design' })).json()
  const scene = {
    ...DEFAULT_SCENE,
    objects: [box('a', objectItem ?? undefined)],
    ...(lineItem ? { costLines: [{ id: 'l1', supplierItemId: lineItem, quantity: 12 }] } : {}),
  }
  const saved = await call('PUT', `/v1/designs/${d.id}/scene`, { version: 1, scene })
  expect(saved.statusCode, saved.body).toBe(200)
  return d
}

describe('suppliers', () => {
  test('create, read, update, delete, with item counts', async () => {
    const created = await supplier({
      contactName: 'Anna Meier',
      email: 'anna@meier.example',
      website: 'https://meier.example',
      leadTimeDays: 10,
    })
    expect(created).toMatchObject({
      name: 'Holzhandel Meier',
      contactName: 'Anna Meier',
      phone: '',
      currency: 'EUR',
      leadTimeDays: 10,
      status: 'active',
      itemCount: 0,
    })
    await item(created.id, { code: 'OAK-20' })
    await item(created.id, { code: 'OAK-30', name: 'Oak board 30 mm' })
    const read = await call('GET', `/v1/suppliers/${created.id}`)
    expect(read.json()).toMatchObject({ id: created.id, itemCount: 2 })

    const updated = await call(
      'PUT',
      `/v1/suppliers/${created.id}`,
      supplierBody({ name: 'Meier GmbH', phone: '+49 30 123', status: 'archived' }),
    )
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      name: 'Meier GmbH',
      phone: '+49 30 123',
      contactName: '',
      status: 'archived',
      itemCount: 2,
    })

    expect((await call('DELETE', `/v1/suppliers/${created.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/v1/suppliers/${created.id}`)).statusCode).toBe(404)
    // Its items went with it.
    const items = await call(
      'GET',
      `/v1/supplier-items?supplierId=${created.id}&includeArchived=true`,
    )
    expect(items.json()).toEqual({ items: [], total: 0 })
    expect((await call('DELETE', `/v1/suppliers/${created.id}`)).statusCode).toBe(404)
  })

  test('bad input is refused with the fields named', async () => {
    const res = await call('POST', '/v1/suppliers', {
      name: 'Bad\u0000name',
      currency: 'EURO',
      email: 'not-an-email',
      website: 'ftp://x.example',
      leadTimeDays: -1,
      status: 'gone',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
    expect(new Set(res.json().details.map((d: { path: string }) => d.path))).toEqual(
      new Set(['currency', 'email', 'leadTimeDays', 'name', 'status', 'website']),
    )
    expect(paths(res)).toContain('name:validation.invalidCharacters')
    expect(paths(res)).toContain('currency:validation.currency')
    const unknown = await call('POST', '/v1/suppliers', supplierBody({ currency: 'ABC' }))
    expect(paths(unknown)).toEqual(['currency:validation.currency'])
    const empty = await call('POST', '/v1/suppliers', supplierBody({ name: '   ' }))
    expect(paths(empty)).toEqual(['name:validation.required'])
  })

  test('list: search name, contact and e-mail; status filter; sorts; paging', async () => {
    const studio = await companyOwner(app, 'Supplier Sorting')
    const a = await supplier({ name: 'b Beschläge', contactName: 'Jonas' }, studio)
    await supplier({ name: 'A Plattenhandel', email: 'sales@platten.example' }, studio)
    const c = await supplier({ name: 'c 100% Leim', status: 'archived' }, studio)
    await item(a.id, { code: '1' }, studio)
    await item(a.id, { code: '2' }, studio)
    await item(c.id, { code: '1' }, studio)
    const names = async (query: string) => {
      const res = await call('GET', `/v1/suppliers?${query}`, undefined, studio.scoped)
      expect(res.statusCode, res.body).toBe(200)
      return {
        names: res.json().items.map((s: { name: string }) => s.name),
        total: res.json().total,
      }
    }
    expect((await names('')).names).toEqual(['A Plattenhandel', 'b Beschläge'])
    expect((await names('status=all')).names).toEqual([
      'A Plattenhandel',
      'b Beschläge',
      'c 100% Leim',
    ])
    expect((await names('status=archived')).names).toEqual(['c 100% Leim'])
    expect((await names('status=all&sort=-name')).names).toEqual([
      'c 100% Leim',
      'b Beschläge',
      'A Plattenhandel',
    ])
    expect((await names('status=all&sort=-items')).names).toEqual([
      'b Beschläge',
      'c 100% Leim',
      'A Plattenhandel',
    ])
    expect((await names('status=all&sort=-updated')).names[0]).toBe('c 100% Leim')
    expect(await names('q=jonas')).toEqual({ names: ['b Beschläge'], total: 1 })
    expect(await names('q=PLATTEN.example')).toEqual({ names: ['A Plattenhandel'], total: 1 })
    expect(await names(`status=all&q=${encodeURIComponent('%')}`)).toEqual({
      names: ['c 100% Leim'],
      total: 1,
    })
    expect(await names('status=all&pageSize=2&page=2')).toEqual({
      names: ['c 100% Leim'],
      total: 3,
    })
    expect(
      (await call('GET', '/v1/suppliers?sort=email', undefined, studio.scoped)).statusCode,
    ).toBe(400)
    const counted = (await call('GET', '/v1/suppliers?q=Beschl', undefined, studio.scoped)).json()
      .items[0]
    expect(counted.itemCount).toBe(2)
  })
})

describe('supplier items', () => {
  test('create, read, update, delete', async () => {
    const s = await supplier()
    const created = await item(s.id, {
      code: 'MDF-19',
      name: 'MDF 19 mm',
      unit: 'piece',
      materialType: 'sheet',
      unitCost: { amount: 3250, currency: 'EUR' },
      stockSize: { length: 2800, width: 2070, thickness: 19 },
      wastePercent: 12.5,
      minOrderQuantity: 5,
      leadTimeDays: 3,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    })
    expect(created).toMatchObject({
      supplierId: s.id,
      supplierName: 'Holzhandel Meier',
      supplierStatus: 'active',
      name: 'MDF 19 mm',
      code: 'MDF-19',
      unit: 'piece',
      materialType: 'sheet',
      unitCost: { amount: 3250, currency: 'EUR' },
      costSince: '2026-11-21',
      stockSize: { length: 2800, width: 2070, thickness: 19 },
      densityKgM3: null,
      wastePercent: 12.5,
      minOrderQuantity: 5,
      leadTimeDays: 3,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      usedIn: 0,
    })
    expect((await call('GET', `/v1/supplier-items/${created.id}`)).json()).toEqual(created)

    const kg = await item(s.id, {
      name: 'Steel bar',
      unit: 'kg',
      materialType: 'linear',
      densityKgM3: 7850,
      wastePercent: 0.25,
    })
    expect(kg).toMatchObject({ densityKgM3: 7850, wastePercent: 0.25, code: '' })

    const updated = await call(
      'PUT',
      `/v1/supplier-items/${created.id}`,
      itemBody(s.id, {
        name: 'MDF 19 mm raw',
        code: 'MDF-19',
        unit: 'piece',
        materialType: 'sheet',
        unitCost: { amount: 3250, currency: 'EUR' },
      }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      name: 'MDF 19 mm raw',
      stockSize: null,
      wastePercent: 0,
      validFrom: null,
      unitCost: { amount: 3250, currency: 'EUR' },
    })

    expect((await call('DELETE', `/v1/supplier-items/${created.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/v1/supplier-items/${created.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/supplier-items/${created.id}`)).statusCode).toBe(404)
  })

  test('an appearance is kept, left as it is when an update leaves it out, and cleared with null', async () => {
    const s = await supplier()
    const finish = { color: '#7a5230', roughness: 0.55, metalness: 0 }
    const walnut = await item(s.id, { name: 'Walnut veneer', appearance: finish })
    expect(walnut.appearance).toEqual({ ...finish, texture: null })
    const put = (patch: Record<string, unknown>) =>
      call('PUT', `/v1/supplier-items/${walnut.id}`, itemBody(s.id, { name: 'Walnut', ...patch }))
    expect((await put({})).json().appearance).toEqual({ ...finish, texture: null })
    const bad = await put({ appearance: { color: 'brown', roughness: 2, metalness: 0 } })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['appearance.color', 'appearance.roughness'])
    expect((await put({ appearance: null })).json().appearance).toBeNull()
  })

  test('bad input is refused with the fields named', async () => {
    const s = await supplier()
    const post = (over: object) => call('POST', '/v1/supplier-items', itemBody(s.id, over))
    expect(paths(await post({ name: 'Oak\u0000' }))).toEqual(['name:validation.invalidCharacters'])
    expect(paths(await post({ code: 'A\uD83D' }))).toEqual(['code:validation.invalidCharacters'])
    expect(paths(await post({ unitCost: { amount: 100, currency: 'EURO' } }))).toEqual([
      'unitCost.currency:validation.currency',
    ])
    expect(paths(await post({ unitCost: { amount: -1, currency: 'EUR' } }))).toEqual([
      'unitCost.amount:validation.notNegative',
    ])
    expect(paths(await post({ unitCost: { amount: 1.5, currency: 'EUR' } }))).toEqual([
      'unitCost.amount:validation.wholeMinorUnits',
    ])
    expect(paths(await post({ unit: 'kg' }))).toEqual(['densityKgM3:validation.densityRequired'])
    expect(paths(await post({ wastePercent: 12.345 }))).toEqual([
      'wastePercent:validation.twoDecimals',
    ])
    expect(paths(await post({ validFrom: '2026-05-01', validUntil: '2026-04-01' }))).toEqual([
      'validUntil:validation.dateOrder',
    ])
    expect(paths(await post({ costEffectiveFrom: '2026-11-22' }))).toEqual([
      'costEffectiveFrom:validation.futureDate',
    ])
    const unit = await post({ unit: 'barrel' })
    expect(unit.statusCode).toBe(400)
    expect(paths(unit)[0]).toMatch(/^unit:/)

    // The supplier must be the company's.
    const foreign = await supplier({}, await companyOwner(app, 'Foreign Supplier Co'))
    for (const supplierId of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await post({ supplierId })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'supplierId', code: 'validation.unknownSupplier' }],
      })
    }
  })

  test('a code is unique per supplier, also when two requests race for it', async () => {
    const s = await supplier()
    const other = await supplier({ name: 'Other' })
    const first = await item(s.id, { code: 'PLY-18' })
    const dup = await call('POST', '/v1/supplier-items', itemBody(s.id, { code: 'PLY-18' }))
    expect(dup.statusCode).toBe(400)
    expect(paths(dup)).toEqual(['code:validation.duplicateCode'])
    // Another supplier may use it, and empty codes never clash.
    await item(other.id, { code: 'PLY-18' })
    await item(s.id)
    await item(s.id)
    const second = await item(s.id, { code: 'PLY-12' })
    const renamed = await call(
      'PUT',
      `/v1/supplier-items/${second.id}`,
      itemBody(s.id, { code: 'PLY-18' }),
    )
    expect(paths(renamed)).toEqual(['code:validation.duplicateCode'])
    // Keeping its own code is no clash.
    expect(
      (await call('PUT', `/v1/supplier-items/${first.id}`, itemBody(s.id, { code: 'PLY-18' })))
        .statusCode,
    ).toBe(200)

    const racing = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/v1/supplier-items', itemBody(s.id, { code: 'RACE' }))),
    )
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400])
    for (const r of racing.filter((r) => r.statusCode === 400))
      expect(paths(r)).toEqual(['code:validation.duplicateCode'])
  })

  test('list: search name and code, filters, archived suppliers left out, sorts, paging', async () => {
    const studio = await companyOwner(app, 'Item Sorting')
    const meier = await supplier({ name: 'Meier' }, studio)
    const abel = await supplier({ name: 'Abel' }, studio)
    const old = await supplier({ name: 'Zeta', status: 'archived' }, studio)
    const add = (supplierId: string, name: string, code: string, amount: number, over = {}) =>
      item(supplierId, { name, code, unitCost: { amount, currency: 'EUR' }, ...over }, studio)
    await add(meier.id, 'beech 20', 'BU-20', 3000)
    await add(meier.id, 'Hinge 35', 'H_35', 250, { unit: 'piece', materialType: 'hardware' })
    await add(abel.id, 'Ash 20', 'ES-20', 4000)
    await add(old.id, 'Alder 20', 'ER-20', 100)
    const list = async (query: string) => {
      const res = await call('GET', `/v1/supplier-items?${query}`, undefined, studio.scoped)
      expect(res.statusCode, res.body).toBe(200)
      return {
        names: res.json().items.map((i: { name: string }) => i.name),
        total: res.json().total,
      }
    }
    expect(await list('')).toEqual({ names: ['Ash 20', 'beech 20', 'Hinge 35'], total: 3 })
    expect((await list('includeArchived=true')).names).toEqual([
      'Alder 20',
      'Ash 20',
      'beech 20',
      'Hinge 35',
    ])
    expect((await list('sort=-name')).names).toEqual(['Hinge 35', 'beech 20', 'Ash 20'])
    const bySupplier = await call(
      'GET',
      '/v1/supplier-items?sort=supplier&includeArchived=true',
      undefined,
      studio.scoped,
    )
    expect(bySupplier.json().items.map((i: { supplierName: string }) => i.supplierName)).toEqual([
      'Abel',
      'Meier',
      'Meier',
      'Zeta',
    ])
    expect((await list('sort=cost')).names).toEqual(['Hinge 35', 'beech 20', 'Ash 20'])
    expect((await list('sort=-cost')).names).toEqual(['Ash 20', 'beech 20', 'Hinge 35'])
    expect((await list('sort=-updated')).names[0]).toBe('Ash 20')
    expect(await list('q=es-2')).toEqual({ names: ['Ash 20'], total: 1 })
    expect(await list('q=HINGE')).toEqual({ names: ['Hinge 35'], total: 1 })
    // `_` is text, not a wildcard.
    expect(await list(`q=${encodeURIComponent('H_3')}`)).toEqual({ names: ['Hinge 35'], total: 1 })
    expect(await list(`q=${encodeURIComponent('U_2')}`)).toEqual({ names: [], total: 0 })
    expect(await list(`supplierId=${meier.id}`)).toEqual({
      names: ['beech 20', 'Hinge 35'],
      total: 2,
    })
    expect(await list('materialType=hardware')).toEqual({ names: ['Hinge 35'], total: 1 })
    expect(await list(`supplierId=${old.id}&includeArchived=true`)).toEqual({
      names: ['Alder 20'],
      total: 1,
    })
    expect(await list('pageSize=2&page=2')).toEqual({ names: ['Hinge 35'], total: 3 })
    for (const bad of ['sort=code', 'materialType=gold', 'supplierId=x', 'includeArchived=maybe'])
      expect(
        (await call('GET', `/v1/supplier-items?${bad}`, undefined, studio.scoped)).statusCode,
      ).toBe(400)
  })

  test('every item write publishes on the company channel with who made it', async () => {
    const heard: { type: string; id: string; actorId: string | null }[] = []
    const stop = app.events.subscribe(owner.company.id, (e) => {
      if (isDomainEvent(e)) heard.push(e)
    })
    const s = await supplier({ name: 'Event supplier' })
    const i = await item(s.id)
    await call('PUT', `/v1/supplier-items/${i.id}`, itemBody(s.id, { name: 'Renamed' }))
    await call('DELETE', `/v1/supplier-items/${i.id}`)
    await call('PUT', `/v1/suppliers/${s.id}`, supplierBody({ name: 'Renamed' }))
    await call('DELETE', `/v1/suppliers/${s.id}`)
    stop()
    const actorId = owner.user.id
    expect(heard).toEqual([
      { type: 'suppliers.created', id: s.id, actorId },
      { type: 'supplier-items.created', id: i.id, actorId },
      { type: 'supplier-items.updated', id: i.id, actorId },
      { type: 'supplier-items.deleted', id: i.id, actorId },
      { type: 'suppliers.updated', id: s.id, actorId },
      { type: 'suppliers.deleted', id: s.id, actorId },
    ])
  })
})

describe('price history', () => {
  test('each new cost is added; old entries never change; the latest effective is current', async () => {
    const s = await supplier()
    const created = await item(s.id, {
      unitCost: { amount: 1000, currency: 'EUR' },
      costEffectiveFrom: '2026-11-01',
    })
    expect(created).toMatchObject({ costSince: '2026-11-01' })
    const history = async () => (await call('GET', `/v1/supplier-items/${created.id}/costs`)).json()
    const first = await history()
    expect(first).toEqual([
      {
        id: expect.any(String),
        unitCost: { amount: 1000, currency: 'EUR' },
        effectiveFrom: '2026-11-01',
        createdAt: expect.any(String),
        createdBy: { id: owner.user.id, name: owner.name },
      },
    ])

    const put = (over: object) =>
      call('PUT', `/v1/supplier-items/${created.id}`, itemBody(s.id, over))
    // Same cost, other fields: no new entry.
    const renamed = await put({ name: 'Oak', unitCost: { amount: 1000, currency: 'EUR' } })
    expect(renamed.statusCode).toBe(200)
    expect(await history()).toHaveLength(1)

    const second = await put({
      unitCost: { amount: 1200, currency: 'EUR' },
      costEffectiveFrom: '2026-11-10',
    })
    expect(second.json()).toMatchObject({
      unitCost: { amount: 1200, currency: 'EUR' },
      costSince: '2026-11-10',
    })
    // Another currency is another cost; without a day it takes effect today (the app's clock).
    const third = await put({ unitCost: { amount: 1200, currency: 'CHF' } })
    expect(third.json()).toMatchObject({
      unitCost: { amount: 1200, currency: 'CHF' },
      costSince: '2026-11-21',
    })
    const all = await history()
    expect(
      all.map((c: { unitCost: object; effectiveFrom: string }) => [c.unitCost, c.effectiveFrom]),
    ).toEqual([
      [{ amount: 1200, currency: 'CHF' }, '2026-11-21'],
      [{ amount: 1200, currency: 'EUR' }, '2026-11-10'],
      [{ amount: 1000, currency: 'EUR' }, '2026-11-01'],
    ])
    // The first entry is untouched.
    expect(all[2]).toEqual(first[0])

    // A backdated cost joins the history without becoming current.
    const backdated = await put({
      unitCost: { amount: 900, currency: 'EUR' },
      costEffectiveFrom: '2026-11-05',
    })
    expect(backdated.json()).toMatchObject({
      unitCost: { amount: 1200, currency: 'CHF' },
      costSince: '2026-11-21',
    })
    const withBackdated = await history()
    expect(withBackdated).toHaveLength(4)
    expect(withBackdated.slice(0, 2)).toEqual(all.slice(0, 2))
    expect(withBackdated[2]).toMatchObject({
      unitCost: { amount: 900, currency: 'EUR' },
      effectiveFrom: '2026-11-05',
    })
    expect(withBackdated[3]).toEqual(first[0])

    // On the same day, the newest entry wins.
    const sameDay = await put({
      unitCost: { amount: 1300, currency: 'CHF' },
      costEffectiveFrom: '2026-11-21',
    })
    expect(sameDay.json()).toMatchObject({ unitCost: { amount: 1300, currency: 'CHF' } })
    expect((await history())[0]).toMatchObject({ unitCost: { amount: 1300, currency: 'CHF' } })

    // Tomorrow is the future, today is not.
    const future = await put({
      unitCost: { amount: 1, currency: 'EUR' },
      costEffectiveFrom: '2026-11-22',
    })
    expect(future.statusCode).toBe(400)
    expect(paths(future)).toEqual(['costEffectiveFrom:validation.futureDate'])
    expect(await history()).toHaveLength(5)
    expect((await call('GET', `/v1/supplier-items/${created.id}`)).json().unitCost).toEqual({
      amount: 1300,
      currency: 'CHF',
    })
  })
})

describe('in use', () => {
  test('items used by designs are counted and cannot be deleted; their supplier can be archived', async () => {
    const s = await supplier({ name: 'Used supplier' })
    const board = await item(s.id, { name: 'Board' })
    const screws = await item(s.id, { name: 'Screws', unit: 'piece', materialType: 'hardware' })
    const spare = await item(s.id, { name: 'Spare' })
    const table = await designUsing('Table', board.id, screws.id)
    const shelf = await designUsing('Shelf', null, screws.id)

    expect((await call('GET', `/v1/supplier-items/${board.id}`)).json().usedIn).toBe(1)
    expect((await call('GET', `/v1/supplier-items/${screws.id}`)).json().usedIn).toBe(2)
    const listed = (await call('GET', `/v1/supplier-items?supplierId=${s.id}`)).json().items
    expect(listed.map((i: { name: string; usedIn: number }) => [i.name, i.usedIn])).toEqual([
      ['Board', 1],
      ['Screws', 2],
      ['Spare', 0],
    ])

    const refused = await call('DELETE', `/v1/supplier-items/${screws.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'supplier_item_in_use',
      details: {
        usedBy: [
          { id: shelf.id, name: 'Shelf', type: 'design' },
          { id: table.id, name: 'Table', type: 'design' },
        ],
      },
    })
    const supplierRefused = await call('DELETE', `/v1/suppliers/${s.id}`)
    expect(supplierRefused.statusCode).toBe(409)
    expect(supplierRefused.json()).toMatchObject({
      code: 'supplier_in_use',
      details: {
        usedBy: [
          { id: shelf.id, name: 'Shelf', type: 'design' },
          { id: table.id, name: 'Table', type: 'design' },
        ],
      },
    })
    expect((await call('GET', `/v1/supplier-items/${screws.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/v1/supplier-items/${spare.id}`)).statusCode).toBe(204)

    // The web offers archiving instead.
    const archived = await call(
      'PUT',
      `/v1/suppliers/${s.id}`,
      supplierBody({ name: 'Used supplier', status: 'archived' }),
    )
    expect(archived.json().status).toBe('archived')
    expect((await call('GET', `/v1/supplier-items/${board.id}`)).json().supplierStatus).toBe(
      'archived',
    )

    // Once no design uses them any more, both can go.
    for (const d of [table, shelf])
      expect((await call('DELETE', `/v1/designs/${d.id}`)).statusCode).toBe(204)
    expect((await call('DELETE', `/v1/supplier-items/${screws.id}`)).statusCode).toBe(204)
    expect((await call('DELETE', `/v1/suppliers/${s.id}`)).statusCode).toBe(204)
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read nor change suppliers and items", async () => {
    const s = await supplier({ name: 'Secret Timber Ltd' })
    const i = await item(s.id, { name: 'Secret Walnut', code: 'SECRET-1' })
    const unchanged = async () => {
      expect((await call('GET', `/v1/suppliers/${s.id}`)).json()).toMatchObject({
        name: 'Secret Timber Ltd',
        itemCount: 1,
      })
      expect((await call('GET', `/v1/supplier-items/${i.id}`)).json()).toMatchObject({
        name: 'Secret Walnut',
        unitCost: { amount: 4590, currency: 'EUR' },
      })
      expect((await call('GET', `/v1/supplier-items/${i.id}/costs`)).json()).toHaveLength(1)
    }
    const csv = 'supplier,name,code,unit,unitCost\nSecret Timber Ltd,Stolen,SECRET-1,m2,1.00\n'
    const mapping = {
      supplier: 'supplier',
      name: 'name',
      code: 'code',
      unit: 'unit',
      unitCost: 'unitCost',
    }
    const calls: [string, string, object?][] = [
      ['GET', '/v1/suppliers?status=all'],
      ['POST', '/v1/suppliers', supplierBody({ name: 'Intruder' })],
      ['GET', `/v1/suppliers/${s.id}`],
      ['PUT', `/v1/suppliers/${s.id}`, supplierBody({ name: 'Stolen' })],
      ['DELETE', `/v1/suppliers/${s.id}`],
      ['GET', '/v1/supplier-items?includeArchived=true'],
      ['GET', `/v1/supplier-items/${i.id}`],
      [
        'PUT',
        `/v1/supplier-items/${i.id}`,
        itemBody(s.id, { name: 'Stolen', unitCost: { amount: 1, currency: 'EUR' } }),
      ],
      ['DELETE', `/v1/supplier-items/${i.id}`],
      ['GET', `/v1/supplier-items/${i.id}/costs`],
      ['GET', '/v1/supplier-items/export?includeArchived=true'],
      ['POST', '/v1/supplier-items/import', { csv, mapping, dryRun: false }],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => call(method as 'GET', url, payload, headers),
        { secret: 'Secret', unchanged },
      )
    }
    // Creating an item names a supplier: this company's one for calls naming this company, the
    // caller's own one otherwise (naming ours there is a field error, tested above).
    await expectTenantIsolation(
      app,
      owner,
      async (headers) => {
        let supplierId = s.id
        if (headers['company-id'] !== owner.company.id) {
          const own = await call('POST', '/v1/suppliers', supplierBody(), headers)
          supplierId = own.json().id
        }
        return call(
          'POST',
          '/v1/supplier-items',
          itemBody(supplierId, { name: 'Planted' }),
          headers,
        )
      },
      { secret: 'Secret', unchanged },
    )
    const planted = await call('GET', '/v1/supplier-items?q=Planted&includeArchived=true')
    expect(planted.json().total).toBe(0)
  })
})

describe('CSV', () => {
  const allFields = Object.fromEntries(
    [
      'supplier',
      'name',
      'code',
      'unit',
      'materialType',
      'unitCost',
      'currency',
      'stockLength',
      'stockWidth',
      'stockThickness',
      'densityKgM3',
      'wastePercent',
      'minOrderQuantity',
      'leadTimeDays',
      'validFrom',
      'validUntil',
    ].map((f) => [f, f]),
  )
  const importCsv = (csv: string, over: object = {}, who: Owner = owner) =>
    call('POST', '/v1/supplier-items/import', { csv, mapping: allFields, ...over }, who.scoped)
  const comparable = (i: Record<string, unknown>) => {
    const { id, supplierId, createdAt, updatedAt, costSince, ...rest } = i
    return rest
  }

  test('export then import into another company gives identical items', async () => {
    const from = await companyOwner(app, 'Export Studio')
    const to = await companyOwner(app, 'Import Studio')
    const meier = await supplier({ name: 'Meier; "Holz" & Co' }, from)
    const yen = await supplier({ name: 'Tokyo Hardware', currency: 'JPY' }, from)
    await item(
      meier.id,
      {
        name: 'Birch ply, 18 mm "BB/BB"',
        code: 'BP-18',
        unit: 'piece',
        materialType: 'sheet',
        unitCost: { amount: 5905, currency: 'EUR' },
        stockSize: { length: 2500, width: 1250, thickness: 18.5 },
        wastePercent: 12.25,
        minOrderQuantity: 2.5,
        leadTimeDays: 4,
        validFrom: '2026-01-01',
        validUntil: '2027-06-30',
      },
      from,
    )
    await item(
      meier.id,
      {
        name: 'Multi\nline',
        code: '',
        unit: 'kg',
        materialType: 'linear',
        densityKgM3: 7850.5,
        unitCost: { amount: 7, currency: 'USD' },
      },
      from,
    )
    await item(
      yen.id,
      {
        name: 'Hinge',
        code: 'H-1',
        unit: 'piece',
        materialType: 'hardware',
        unitCost: { amount: 1250, currency: 'JPY' },
      },
      from,
    )
    const exported = await call(
      'GET',
      '/v1/supplier-items/export?sort=name',
      undefined,
      from.scoped,
    )
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(exported.headers['content-disposition']).toContain('attachment')
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const text = exported.rawPayload.toString('utf8')
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${Object.keys(allFields).join(',')}`)
    expect(text).toContain(',59.05,EUR,')
    expect(text).toContain(',1250,JPY,')
    expect(text).toContain(',0.07,USD,')

    for (const name of ['Meier; "Holz" & Co', 'Tokyo Hardware'])
      await supplier({ name, currency: name.startsWith('Tokyo') ? 'JPY' : 'EUR' }, to)
    const imported = await importCsv(text, { dryRun: false }, to)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.json()).toMatchObject({ created: 3, updated: 0, failed: 0, dryRun: false })

    const items = async (who: Owner) =>
      (await call('GET', '/v1/supplier-items?sort=name', undefined, who.scoped))
        .json()
        .items.map(comparable)
    expect(await items(to)).toEqual(await items(from))
    expect((await items(to)).length).toBe(3)

    // The same file again, semicolon-separated, changes nothing: the codes update, costs are equal.
    const semicolons = (
      await call('GET', '/v1/supplier-items/export?separator=semicolon', undefined, from.scoped)
    ).rawPayload.toString('utf8')
    expect(semicolons.split('\r\n')[0]).toBe(`\uFEFF${Object.keys(allFields).join(';')}`)
    expect(semicolons).toContain(';59.05;EUR;')
    const coded = semicolons
      .split('\r\n')
      .filter((line) => !line.includes('USD'))
      .join('\r\n')
    const again = await importCsv(coded, { dryRun: false }, to)
    expect(again.json()).toMatchObject({ created: 0, updated: 2, failed: 0 })
    expect(await items(to)).toEqual(await items(from))
    const hinge = (await call('GET', '/v1/supplier-items?q=H-1', undefined, to.scoped)).json()
      .items[0]
    expect(
      (await call('GET', `/v1/supplier-items/${hinge.id}/costs`, undefined, to.scoped)).json(),
    ).toHaveLength(1)

    // The export follows the list's filters.
    const filtered = await call(
      'GET',
      `/v1/supplier-items/export?supplierId=${yen.id}`,
      undefined,
      from.scoped,
    )
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2)
    expect(
      (await call('GET', '/v1/supplier-items/export?separator=tab', undefined, from.scoped))
        .statusCode,
    ).toBe(400)
  })

  /** Items whose free-text fields start as spreadsheet formulas do, as the API takes them. */
  const FORMULA_SUPPLIER = '=HYPERLINK("http://x","y")'
  async function formulaItems(who: Owner) {
    const s = await supplier({ name: FORMULA_SUPPLIER }, who)
    await item(s.id, { name: '+cmd|" /C calc"!A0', code: '-X1' }, who)
    await item(s.id, { name: '@SUM(A1:A9)', code: "'=typed with a quote" }, who)
    await item(s.id, { name: "''-two quotes", code: '-12' }, who)
    return s
  }
  /** An export's rows as an independent parser reads them, by column name. */
  async function exportedRows(who: Owner, separator: 'comma' | 'semicolon') {
    const res = await call(
      'GET',
      `/v1/supplier-items/export?sort=name&separator=${separator}`,
      undefined,
      who.scoped,
    )
    expect(res.statusCode, res.body).toBe(200)
    const text = res.rawPayload.toString('utf8')
    const delimiter = separator === 'comma' ? ',' : ';'
    return {
      text,
      rows: parse(text, { bom: true, columns: true, delimiter }) as Record<string, string>[],
    }
  }

  test('export: every cell a spreadsheet would run as a formula starts with a quote', async () => {
    const who = await companyOwner(app, 'Formula Supplies')
    const s = await formulaItems(who)
    // A tab or a carriage return first cannot come through the API (it trims), only from rows
    // written some other way; the export defuses them all the same.
    const raw = await item(s.id, { name: 'Raw' }, who)
    await app.db
      .update(supplierItems)
      .set({ name: '\t=1+1', code: '\r=1+1' })
      .where(eq(supplierItems.id, raw.id))

    for (const separator of ['comma', 'semicolon'] as const) {
      const { rows } = await exportedRows(who, separator)
      // In any order: how a database sorts punctuation is its collation's business.
      expect(rows.map((r) => [r.supplier, r.name, r.code])).toEqual(
        expect.arrayContaining([
          [`'${FORMULA_SUPPLIER}`, "'\t=1+1", "'\r=1+1"],
          [`'${FORMULA_SUPPLIER}`, "'''-two quotes", '-12'],
          [`'${FORMULA_SUPPLIER}`, '\'+cmd|" /C calc"!A0', "'-X1"],
          [`'${FORMULA_SUPPLIER}`, "'@SUM(A1:A9)", "''=typed with a quote"],
        ]),
      )
      expect(rows).toHaveLength(4)
    }

    // A supplier's name with a tab first is defused too.
    await app.db.update(suppliers).set({ name: '\t@x' }).where(eq(suppliers.id, s.id))
    const { rows } = await exportedRows(who, 'comma')
    expect(new Set(rows.map((r) => r.supplier))).toEqual(new Set(["'\t@x"]))
  })

  test('export: cells starting as formulas import back as they were typed', async () => {
    const from = await companyOwner(app, 'Formula Export Supplies')
    await formulaItems(from)
    const items = async (who: Owner) =>
      (await call('GET', '/v1/supplier-items?sort=name', undefined, who.scoped))
        .json()
        .items.map(comparable)
    for (const separator of ['comma', 'semicolon'] as const) {
      const to = await companyOwner(app, `Formula Import Supplies ${separator}`)
      await supplier({ name: FORMULA_SUPPLIER }, to)
      const { text } = await exportedRows(from, separator)
      const imported = await importCsv(text, { dryRun: false }, to)
      expect(imported.json()).toMatchObject({ created: 3, failed: 0 })
      expect(await items(to)).toEqual(await items(from))
      expect((await items(to)).map((i: { code: string }) => i.code).sort()).toEqual([
        "'=typed with a quote",
        '-12',
        '-X1',
      ])
    }
  })

  test('the API document declares the export as CSV', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
    const exportOp = doc.paths['/v1/supplier-items/export'].get
    expect(Object.keys(exportOp.responses['200'].content)).toEqual(['text/csv'])
    expect(exportOp.parameters.map((p: { name: string }) => p.name)).toContain('separator')
    expect(exportOp.tags).toEqual(['suppliers'])
  })

  test('rows with problems are reported by line and skipped; good rows are kept', async () => {
    const studio = await companyOwner(app, 'Bad Rows Studio')
    const s = await supplier({ name: 'Meier' }, studio)
    const csv = [
      'Name,Code,Unit,Price,Density',
      'Oak,OAK,m2,"12,50",',
      'Broken,BR,kg,1,',
      '',
      'Walnut,WAL,m2,99.999,',
      'Teak,"TEAK',
      'X",m2,1,',
      'Ash,ASH,m3,5,',
      ',NONAME,m2,abc,',
      'Oak again,OAK,m2,1,',
    ].join('\n')
    const mapping = {
      name: 'name',
      code: 'code',
      unit: 'unit',
      unitCost: 'price',
      densityKgM3: 'Density',
    }
    const res = await call(
      'POST',
      '/v1/supplier-items/import',
      { csv, mapping, supplierId: s.id, dryRun: false },
      studio.scoped,
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ created: 3, updated: 0, failed: 4, dryRun: false })
    const byLine = Object.fromEntries(
      body.rows.map(
        (r: { line: number; action: string; errors: { field: string; code: string }[] }) => [
          r.line,
          [r.action, r.errors.map((e) => `${e.field}:${e.code}`).sort()],
        ],
      ),
    )
    expect(byLine).toEqual({
      2: ['create', []],
      3: ['error', ['densityKgM3:validation.densityRequired']],
      5: ['error', ['unitCost:validation.wholeMinorUnits']],
      6: ['create', []],
      8: ['create', []],
      9: ['error', ['name:validation.required', 'unitCost:invalid_type']],
      10: ['error', ['code:validation.duplicateCode']],
    })
    const items = (
      await call('GET', '/v1/supplier-items?sort=name', undefined, studio.scoped)
    ).json().items
    expect(
      items.map((i: { name: string; code: string; unitCost: { amount: number } }) => [
        i.name,
        i.code,
        i.unitCost.amount,
      ]),
    ).toEqual([
      ['Ash', 'ASH', 500],
      ['Oak', 'OAK', 1250],
      ['Teak', 'TEAK\nX', 100],
    ])
    expect(body.rows.find((r: { line: number }) => r.line === 3).errors[0].message).toEqual(
      expect.any(String),
    )
  })

  test('a dry run reports and writes nothing; a real run updates by code with a new cost', async () => {
    const studio = await companyOwner(app, 'Dedupe Studio')
    const s = await supplier({ name: 'Meier' }, studio)
    const existing = await item(
      s.id,
      {
        name: 'Oak board',
        code: 'OAK',
        unitCost: { amount: 1000, currency: 'EUR' },
        wastePercent: 5,
      },
      studio,
    )
    const heard: string[] = []
    const stop = app.events.subscribe(studio.company.id, (e) => heard.push(e.type))
    // A byte order mark and semicolons, the way spreadsheets save in much of Europe.
    const csv =
      '\uFEFFLieferant;Bezeichnung;Artikel;Einheit;Preis\r\nmeier;Oak board;OAK;m2;12,00\r\nMEIER;Beech;BU;m2;8,5\r\n'
    const mapping = {
      supplier: 'Lieferant',
      name: 'Bezeichnung',
      code: 'Artikel',
      unit: 'Einheit',
      unitCost: 'Preis',
    }
    const run = (dryRun: boolean) =>
      call('POST', '/v1/supplier-items/import', { csv, mapping, dryRun }, studio.scoped)
    const listNow = async () =>
      (await call('GET', '/v1/supplier-items', undefined, studio.scoped)).json()

    const before = await listNow()
    const dry = await run(true)
    expect(dry.statusCode, dry.body).toBe(200)
    expect(dry.json()).toEqual({
      rows: [
        { line: 2, action: 'update', name: 'Oak board', errors: [] },
        { line: 3, action: 'create', name: 'Beech', errors: [] },
      ],
      created: 1,
      updated: 1,
      failed: 0,
      dryRun: true,
    })
    expect(await listNow()).toEqual(before)
    expect(heard).toEqual([])

    const real = await run(false)
    expect(real.json()).toMatchObject({ created: 1, updated: 1, failed: 0, dryRun: false })
    const after = await listNow()
    expect(after.total).toBe(2)
    const oak = after.items.find((i: { code: string }) => i.code === 'OAK')
    // Updated in place: same id, new cost, fields not in the file kept.
    expect(oak).toMatchObject({
      id: existing.id,
      unitCost: { amount: 1200, currency: 'EUR' },
      wastePercent: 5,
      costSince: '2026-11-21',
    })
    expect(after.items.find((i: { code: string }) => i.code === 'BU')).toMatchObject({
      supplierId: s.id,
      unitCost: { amount: 850, currency: 'EUR' },
    })
    const costs = (
      await call('GET', `/v1/supplier-items/${existing.id}/costs`, undefined, studio.scoped)
    ).json()
    expect(costs.map((c: { unitCost: { amount: number } }) => c.unitCost.amount)).toEqual([
      1200, 1000,
    ])
    stop()
    expect(heard.sort()).toEqual(['supplier-items.created', 'supplier-items.updated'])
  })

  test('the import refuses an unknown supplier, a missing column and a file that is not CSV', async () => {
    const studio = await companyOwner(app, 'Import Checks')
    const s = await supplier({ name: 'Known' }, studio)
    const foreign = await supplier({ name: 'Known' })
    const post = (body: object) =>
      call('POST', '/v1/supplier-items/import', { dryRun: true, ...body }, studio.scoped)
    const mapping = { supplier: 's', name: 'n', unit: 'u', unitCost: 'c' }

    const other = await post({ csv: 's,n,u,c\n', mapping, supplierId: foreign.id })
    expect(other.statusCode).toBe(400)
    expect(paths(other)).toEqual(['supplierId:validation.unknownSupplier'])

    const missing = await post({ csv: 's,n,u\n', mapping })
    expect(missing.statusCode).toBe(400)
    expect(paths(missing)).toEqual(['mapping.unitCost:validation.unknownColumn'])

    const broken = await post({ csv: 's,n,u,c\nKnown,"Oak,m2,1\n', mapping })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().code).toBe('bad_request')

    const rows = await post({
      csv: 's,n,u,c\nNobody,Oak,m2,1\n,Ash,m2,1\nknown,Elm,m2,1\n',
      mapping,
    })
    expect(
      rows
        .json()
        .rows.map((r: { errors: { field: string; code: string }[] }) =>
          r.errors.map((e) => `${e.field}:${e.code}`),
        ),
    ).toEqual([['supplier:validation.unknownSupplier'], ['supplier:validation.required'], []])
    expect(s.id).toBeTruthy()
  })
})
