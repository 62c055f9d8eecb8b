import { box, place, scene } from '@designer/configurator/scene-fixtures'
import type { Scene } from '@designer/contract'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import type { App } from '../../app'
import { designs, supplierItems, suppliers } from '../../db/schema/index'

type Owner = Awaited<ReturnType<typeof companyOwner>>

let app: App
let owner: Owner

beforeAll(async () => {
  app = await build({ clock: testClock(new Date('2026-11-23T09:00:00Z')) })
  owner = await companyOwner(app, 'Costs Studio')
})

type ItemFields = Partial<typeof supplierItems.$inferInsert>

/** A supplier and its items, written straight into the tables. */
async function supplierWith(
  companyId: string,
  items: Record<string, ItemFields>,
  supplier: Partial<typeof suppliers.$inferInsert> = {},
) {
  const [s] = await app.db
    .insert(suppliers)
    .values({ companyId, name: 'Timber & Co', currency: 'EUR', ...supplier })
    .returning()
  const ids: Record<string, string> = {}
  for (const [key, fields] of Object.entries(items)) {
    const [row] = await app.db
      .insert(supplierItems)
      .values({
        companyId,
        supplierId: s!.id,
        name: key,
        unit: 'piece',
        costAmount: 0,
        costCurrency: 'EUR',
        costSince: '2026-11-01',
        ...fields,
      })
      .returning({ id: supplierItems.id })
    ids[key] = row!.id
  }
  return { supplierId: s!.id, ids }
}

/** The engine's fixture's items (packages/configurator/src/cost.test.ts). */
const FIXTURE_ITEMS = {
  oak: {
    name: 'Oak sheet',
    code: 'OAK-30',
    unit: 'm2',
    materialType: 'sheet',
    costAmount: 4550,
    wasteBasisPoints: 1000,
  },
  steel: { name: 'Steel tube', unit: 'm', materialType: 'linear', costAmount: 1299 },
  screw: { name: 'Screw', unit: 'piece', materialType: 'hardware', costAmount: 12 },
  oil: {
    name: 'Oil',
    unit: 'kg',
    materialType: 'finish',
    density: 900,
    costAmount: 800,
    wasteBasisPoints: 500,
  },
  labour: { name: 'Workshop hour', unit: 'hour', materialType: 'labour', costAmount: 3500 },
} satisfies Record<string, ItemFields>

async function createDesign(who: Owner, name: string, type: 'design' | 'component') {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/designs',
    headers: who.scoped,
    payload: { name, type },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}
async function saveScene(who: Owner, id: string, s: Scene) {
  const current = await app.inject({ method: 'GET', url: `/v1/designs/${id}`, headers: who.scoped })
  const res = await app.inject({
    method: 'PUT',
    url: `/v1/designs/${id}/scene`,
    headers: who.scoped,
    payload: { version: current.json().version, scene: s },
  })
  expect(res.statusCode, res.body).toBe(200)
}
const get = (who: Owner, url: string) =>
  app.inject({ method: 'GET', url: `/v1${url}`, headers: who.scoped })

/** Table → four legs → a foot each, through the API, as in the engine's test. */
async function threeLevels(who: Owner) {
  const { ids } = await supplierWith(who.company.id, FIXTURE_ITEMS)
  const foot = await createDesign(who, 'Foot', 'component')
  const leg = await createDesign(who, 'Leg', 'component')
  const table = await createDesign(who, 'Table', 'design')
  await saveScene(who, foot, scene([box('foot', [40, 30, 40], { supplierItemId: ids.steel })]))
  await saveScene(
    who,
    leg,
    scene(
      [box('post', [50, 700, 50], { supplierItemId: ids.steel }), place('foot-1', foot)],
      [{ id: 'screws', supplierItemId: ids.screw!, quantity: 4, note: 'Screws' }],
    ),
  )
  await saveScene(
    who,
    table,
    scene([
      box('top', [1600, 30, 900], { supplierItemId: ids.oak }),
      place('leg-1', leg),
      place('leg-2', leg),
      place('leg-3', leg),
      place('leg-short', leg, { scale: [1, 0.5, 1] }),
      box('oil-coat', [1000, 10, 100], { supplierItemId: ids.oil }),
      box('assembly', [10, 10, 10], { supplierItemId: ids.labour, labourHours: 2.5 }),
      box('spare', [500, 18, 500], { supplierItemId: ids.oak, visible: false }),
      box('glass', [600, 6, 400]),
    ]),
  )
  return { ids, foot, leg, table }
}

describe('the cost of one design', () => {
  let fixture: Awaited<ReturnType<typeof threeLevels>>
  beforeAll(async () => {
    fixture = await threeLevels(owner)
  })

  test('a three-level design saved through the API costs what the engine says, to the cent', async () => {
    const res = await get(owner, `/designs/${fixture.table}/cost`)
    expect(res.statusCode, res.body).toBe(200)
    const cost = res.json()
    const byObject = (id: string) =>
      cost.lines
        .filter((l: { objectId: string }) => l.objectId === id)
        .map((l: { lineCost: { amount: number } }) => l.lineCost.amount)
    expect(byObject('top')).toEqual([7207])
    expect(byObject('post')).toEqual([909, 909, 909, 455])
    expect(byObject('foot')).toEqual([52, 52, 52, 52])
    expect(byObject('screws')).toEqual([48, 48, 48, 48])
    expect(byObject('oil-coat')).toEqual([756])
    expect(byObject('assembly')).toEqual([8750])
    expect(cost.totals).toEqual([{ amount: 20_295, currency: 'EUR' }])
    expect(cost.material).toEqual([{ amount: 11_545, currency: 'EUR' }])
    expect(cost.labour).toEqual([{ amount: 8750, currency: 'EUR' }])
    expect(cost.missing).toEqual([
      { objectId: 'glass', objectName: 'glass', path: [], reason: 'no_material' },
    ])
    expect(cost.flags).toEqual({
      missingMaterial: true,
      stalePrice: false,
      mixedCurrencies: false,
      inactiveSupplier: false,
    })
    const top = cost.lines.find((l: { objectId: string }) => l.objectId === 'top')
    expect(top).toMatchObject({
      itemName: 'Oak sheet',
      itemCode: 'OAK-30',
      supplierName: 'Timber & Co',
      quantity: 1.44,
      quantityWithWaste: 1.584,
      size: [1600, 900, 30],
    })
    const shortFoot = cost.lines.filter((l: { objectId: string }) => l.objectId === 'foot')[3]
    expect(shortFoot.path.map((s: { designName: string }) => s.designName)).toEqual(['Leg', 'Foot'])
  })

  test('old prices are flagged by staleDays; an unknown design is a 404', async () => {
    const fresh = await get(owner, `/designs/${fixture.table}/cost?staleDays=30`)
    expect(fresh.json().flags.stalePrice).toBe(false)
    const stale = await get(owner, `/designs/${fixture.table}/cost?staleDays=10`)
    expect(stale.json().flags.stalePrice).toBe(true)
    expect((await get(owner, `/designs/${fixture.table}/cost?staleDays=0`)).statusCode).toBe(400)
    const missing = await get(owner, '/designs/00000000-0000-4000-8000-000000000000/cost')
    expect(missing.statusCode).toBe(404)
  })

  test('the bill of materials and the cut list download as UTF-8 CSV with a header', async () => {
    const bom = await get(owner, `/designs/${fixture.table}/bom.csv`)
    expect(bom.statusCode).toBe(200)
    expect(bom.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(bom.headers['content-disposition']).toMatch(/^attachment; filename="Table-bom\.csv"/)
    expect(bom.body.startsWith('\uFEFF')).toBe(true)
    const lines = bom.body.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'path,object,item,code,supplier,unit,quantity,waste %,quantity with waste,unit cost,line cost,currency',
    )
    expect(lines).toContain(',top,Oak sheet,OAK-30,Timber & Co,m2,1.44,10,1.584,45.50,72.07,EUR')
    expect(lines).toContain(
      'leg-short (Leg) > foot-1 (Foot),foot,Steel tube,,Timber & Co,m,0.04,0,0.04,12.99,0.52,EUR',
    )
    // One line per cost line, and the total adds up to the cents of the JSON answer.
    expect(lines).toHaveLength(1 + 15)
    const cents = lines
      .slice(1)
      .reduce((sum, l) => sum + Math.round(Number(l.split(',').at(-2)) * 100), 0)
    expect(cents).toBe(20_295)

    const cut = await get(owner, `/designs/${fixture.table}/cut-list.csv`)
    expect(cut.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(cut.headers['content-disposition']).toMatch(/filename="Table-cut-list\.csv"/)
    const parts = cut.body.slice(1).trimEnd().split('\r\n')
    expect(parts[0]).toBe('item,code,supplier,length,width,thickness,quantity')
    expect(parts).toContain('Oak sheet,OAK-30,Timber & Co,1600,900,30,1')
    expect(parts).toContain('Steel tube,,Timber & Co,700,50,50,3')
  })

  test('a new price shows what it changes in every design using the item, line by line', async () => {
    const res = await get(owner, `/supplier-items/${fixture.ids.steel}/impact?amount=1500`)
    expect(res.statusCode, res.body).toBe(200)
    // Posts 0.7 m: 909 → 1050; the short one 0.35 m: 455 → 525; feet 0.04 m: 52 → 60.
    expect(res.json()).toEqual({
      designs: [
        {
          id: fixture.foot,
          name: 'Foot',
          type: 'component',
          quantity: 0.04,
          change: { amount: 8, currency: 'EUR' },
        },
        {
          id: fixture.leg,
          name: 'Leg',
          type: 'component',
          quantity: 0.74,
          change: { amount: 149, currency: 'EUR' },
        },
        {
          id: fixture.table,
          name: 'Table',
          type: 'design',
          quantity: 2.61,
          change: { amount: 3 * 141 + 70 + 4 * 8, currency: 'EUR' },
        },
      ],
      total: { amount: 8 + 149 + 525, currency: 'EUR' },
    })
    // A cheaper oak top, with its waste: 1.44 m² × 1.1 at €40 = 6336, 871 less.
    const oak = await get(owner, `/supplier-items/${fixture.ids.oak}/impact?amount=4000`)
    expect(oak.json()).toEqual({
      designs: [
        {
          id: fixture.table,
          name: 'Table',
          type: 'design',
          quantity: 1.584,
          change: { amount: -871, currency: 'EUR' },
        },
      ],
      total: { amount: -871, currency: 'EUR' },
    })
    const unknown = await get(
      owner,
      '/supplier-items/00000000-0000-4000-8000-000000000000/impact?amount=1',
    )
    expect(unknown.statusCode).toBe(404)
    expect(
      (await get(owner, `/supplier-items/${fixture.ids.oak}/impact?amount=-1`)).statusCode,
    ).toBe(400)
  })

  test("another company's member reaches none of the cost routes", async () => {
    const urls = [
      '/v1/costs',
      `/v1/designs/${fixture.table}/cost`,
      `/v1/designs/${fixture.table}/bom.csv`,
      `/v1/designs/${fixture.table}/cut-list.csv`,
      `/v1/supplier-items/${fixture.ids.steel}/impact?amount=1`,
    ]
    for (const url of urls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => app.inject({ method: 'GET', url, headers }),
        { secret: 'Oak sheet' },
      )
    }
    // The item and the design are not found from another company, whatever it asks.
    const stranger = await companyOwner(app, 'Prying Studio')
    for (const url of urls.slice(1)) {
      const res = await app.inject({ method: 'GET', url, headers: stranger.scoped })
      expect(res.statusCode, url).toBe(404)
    }
  })
})

describe('formulas in the downloads', () => {
  /** A download's rows as an independent parser reads them, by column name. */
  const rowsOf = (body: string) =>
    parse(body, { bom: true, columns: true }) as Record<string, string>[]
  /** A cell a spreadsheet would run: a trigger first, unless the cell is a plain number. */
  const formula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)

  test('every cell a spreadsheet would run starts with a quote; negative amounts stay numbers', async () => {
    const who = await companyOwner(app, 'Formula Costs')
    // Written straight into the tables: a tab or a carriage return first, which the API trims,
    // and a negative cost (a credit), which it refuses.
    const { ids } = await supplierWith(
      who.company.id,
      {
        sheet: {
          name: '\t=1+1',
          code: '\r=1+1',
          unit: 'm2',
          materialType: 'sheet',
          costAmount: 4000,
        },
        tube: {
          name: '-cut|calc',
          code: "'=typed",
          unit: 'm',
          materialType: 'linear',
          costAmount: 1000,
        },
        credit: { name: '=HYPERLINK("http://x","y")', code: '+C', costAmount: -500 },
      },
      { name: '@Supplier' },
    )
    const leg = await createDesign(who, '@Leg', 'component')
    const table = await createDesign(who, 'Formula table', 'design')
    await saveScene(
      who,
      leg,
      scene([box('post', [50, 700, 50], { supplierItemId: ids.tube, name: '+post' })]),
    )
    await saveScene(
      who,
      table,
      scene(
        [
          box('top', [1000, 20, 500], { supplierItemId: ids.sheet, name: '=top' }),
          place('leg-1', leg, { name: '-leg' }),
        ],
        [{ id: 'credit', supplierItemId: ids.credit!, quantity: 2, note: '@note' }],
      ),
    )

    const bom = await get(who, `/designs/${table}/bom.csv`)
    expect(bom.statusCode, bom.body).toBe(200)
    const lines = rowsOf(bom.body)
    const cells = lines.flatMap((r) => Object.values(r))
    expect(cells.length).toBe(3 * 12)
    expect(cells.filter(formula)).toEqual([])
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '',
          object: "'=top",
          item: "'\t=1+1",
          code: "'\r=1+1",
          supplier: "'@Supplier",
          'unit cost': '40.00',
          'line cost': '20.00',
        }),
        expect.objectContaining({
          path: "'-leg (@Leg)",
          object: "'+post",
          item: "'-cut|calc",
          code: "''=typed",
        }),
        expect.objectContaining({
          path: '',
          object: "'@note",
          item: `'=HYPERLINK("http://x","y")`,
          code: "'+C",
          'unit cost': '-5.00',
          'line cost': expect.stringMatching(/^-\d+\.\d\d$/),
        }),
      ]),
    )
    // The amounts are numbers a spreadsheet adds up: the same total as the JSON answer.
    const cost = (await get(who, `/designs/${table}/cost`)).json()
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l['line cost']) * 100), 0)
    expect(cents).toBe(cost.totals[0].amount)

    const cut = await get(who, `/designs/${table}/cut-list.csv`)
    expect(cut.statusCode, cut.body).toBe(200)
    const parts = rowsOf(cut.body)
    expect(parts.flatMap((r) => Object.values(r)).filter(formula)).toEqual([])
    expect(parts.map((p) => [p.item, p.code, p.supplier])).toEqual(
      expect.arrayContaining([
        ["'\t=1+1", "'\r=1+1", "'@Supplier"],
        ["'-cut|calc", "''=typed", "'@Supplier"],
      ]),
    )
    expect(parts).toHaveLength(2)
  })
})

describe('stored data the API would refuse', () => {
  test('a component cycle in stored scenes answers 200 with a cycle entry instead of hanging', async () => {
    const who = await companyOwner(app, 'Cycle Studio')
    const { ids } = await supplierWith(who.company.id, { screw: { costAmount: 12 } })
    const a = await createDesign(who, 'Cycle A', 'component')
    const b = await createDesign(who, 'Cycle B', 'component')
    // Written straight into the table: the API's own cycle check would refuse these scenes.
    await app.db
      .update(designs)
      .set({
        scene: scene([place('to-b', b), box('part', [10, 10, 10], { supplierItemId: ids.screw })]),
        componentIds: [b],
      })
      .where(eq(designs.id, a))
    await app.db
      .update(designs)
      .set({ scene: scene([place('to-a', a)]), componentIds: [a] })
      .where(eq(designs.id, b))
    const res = await get(who, `/designs/${a}/cost`)
    expect(res.statusCode).toBe(200)
    expect(res.json().missing).toEqual([
      {
        objectId: 'to-a',
        objectName: 'to-a',
        path: [{ objectId: 'to-b', name: 'to-b', designId: b, designName: 'Cycle B' }],
        reason: 'cycle',
      },
    ])
    expect(res.json().totals).toEqual([{ amount: 12, currency: 'EUR' }])
    const overview = await get(who, '/costs')
    expect(overview.statusCode).toBe(200)
    expect(overview.json().items.map((i: { missingCount: number }) => i.missingCount)).toEqual([
      1, 1,
    ])
    const impact = await get(who, `/supplier-items/${ids.screw}/impact?amount=20`)
    expect(impact.statusCode).toBe(200)
    expect(impact.json().total).toEqual({ amount: 16, currency: 'EUR' })
  })

  test("another company's component or item named by a stored scene is never read", async () => {
    const other = await companyOwner(app, 'Foreign Studio')
    const { ids: foreignItems } = await supplierWith(other.company.id, {
      gold: { name: 'Foreign gold leaf', costAmount: 99_999 },
    })
    const foreign = await createDesign(other, 'Foreign secret component', 'component')
    await saveScene(
      other,
      foreign,
      scene([box('gold', [10, 10, 10], { supplierItemId: foreignItems.gold })]),
    )

    const who = await companyOwner(app, 'Honest Studio')
    const mine = await createDesign(who, 'Borrower', 'design')
    await app.db
      .update(designs)
      .set({
        scene: scene([
          place('borrowed', foreign),
          box('gilded', [10, 10, 10], { supplierItemId: foreignItems.gold }),
        ]),
        componentIds: [foreign],
        supplierItemIds: [foreignItems.gold!],
      })
      .where(eq(designs.id, mine))
    for (const url of [`/designs/${mine}/cost`, `/designs/${mine}/bom.csv`, '/costs']) {
      const res = await get(who, url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).not.toContain('Foreign')
    }
    const cost = (await get(who, `/designs/${mine}/cost`)).json()
    expect(cost.missing.map((m: { reason: string }) => m.reason)).toEqual([
      'component_missing',
      'unknown_item',
    ])
    expect(cost.totals).toEqual([])
    // Nor is the foreign item's impact reachable from this company.
    const impact = await get(who, `/supplier-items/${foreignItems.gold}/impact?amount=1`)
    expect(impact.statusCode).toBe(404)
    // The other company's own view is untouched by the borrower.
    const theirs = (await get(other, `/supplier-items/${foreignItems.gold}/impact?amount=0`)).json()
    expect(theirs.designs.map((d: { name: string }) => d.name)).toEqual([
      'Foreign secret component',
    ])
  })
})

describe('the overview of every design', () => {
  let who: Owner
  let items: Record<string, string>
  let cheap: string
  beforeAll(async () => {
    who = await companyOwner(app, 'Overview Studio')
    ;({ ids: items } = await supplierWith(who.company.id, {
      board: { unit: 'm2', materialType: 'sheet', costAmount: 10_000 },
      hour: { unit: 'hour', materialType: 'labour', costAmount: 4000 },
    }))
    const { ids: usd } = await supplierWith(
      who.company.id,
      { bolt: { costAmount: 300, costCurrency: 'USD', costSince: '2025-01-01' } },
      { name: 'Old Yankee Bolts', currency: 'USD' },
    )
    const board = (m2: number) =>
      box('board', [1000, 18, m2 * 1000], { supplierItemId: items.board })
    // Cheap: 1 m² = €100, no labour.
    cheap = await createDesign(who, 'cheap stool', 'design')
    await saveScene(who, cheap, scene([board(1)]))
    // Dear: 3 m² = €300 and 2 hours = €80.
    const dear = await createDesign(who, 'Dear cabinet', 'design')
    await saveScene(
      who,
      dear,
      scene([board(3), box('work', [1, 1, 1], { supplierItemId: items.hour, labourHours: 2 })]),
    )
    // A component of 2 m² = €200, missing one material.
    const panel = await createDesign(who, 'Panel', 'component')
    await saveScene(who, panel, scene([board(2), box('glass', [10, 10, 10])]))
    // Priced only in dollars, by an old price: after the euro amounts in money sorts.
    const bolted = await createDesign(who, 'Bolted frame', 'design')
    await saveScene(who, bolted, scene([box('bolt', [10, 10, 10], { supplierItemId: usd.bolt })]))
  })

  const list = async (query = '') => {
    const res = await get(who, `/costs${query ? `?${query}` : ''}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as {
      items: {
        name: string
        type: string
        totals: unknown[]
        material: unknown[]
        labour: unknown[]
        lineCount: number
        missingCount: number
        flags: Record<string, boolean>
      }[]
      total: number
    }
  }
  const names = async (query = '') => (await list(query)).items.map((i) => i.name)

  test('every design and component, with its material, labour, totals and problems', async () => {
    const all = await list()
    expect(all.total).toBe(4)
    expect(all.items.map((i) => i.name)).toEqual([
      'Bolted frame',
      'cheap stool',
      'Dear cabinet',
      'Panel',
    ])
    const dear = all.items.find((i) => i.name === 'Dear cabinet')!
    expect(dear).toMatchObject({
      type: 'design',
      material: [{ amount: 30_000, currency: 'EUR' }],
      labour: [{ amount: 8000, currency: 'EUR' }],
      totals: [{ amount: 38_000, currency: 'EUR' }],
      lineCount: 2,
      missingCount: 0,
      flags: {
        missingMaterial: false,
        stalePrice: false,
        mixedCurrencies: false,
        inactiveSupplier: false,
      },
    })
    const panel = all.items.find((i) => i.name === 'Panel')!
    expect(panel).toMatchObject({ type: 'component', missingCount: 1, lineCount: 1 })
    expect(panel.flags.missingMaterial).toBe(true)
    const bolted = all.items.find((i) => i.name === 'Bolted frame')!
    expect(bolted.totals).toEqual([{ amount: 300, currency: 'USD' }])
    expect(bolted.flags.stalePrice).toBe(true)
  })

  test('sorts by name, money in the company currency (others after), and update time', async () => {
    expect(await names('sort=-name')).toEqual([
      'Panel',
      'Dear cabinet',
      'cheap stool',
      'Bolted frame',
    ])
    expect(await names('sort=total')).toEqual([
      'cheap stool',
      'Panel',
      'Dear cabinet',
      'Bolted frame',
    ])
    expect(await names('sort=-total')).toEqual([
      'Dear cabinet',
      'Panel',
      'cheap stool',
      'Bolted frame',
    ])
    expect(await names('sort=-material')).toEqual([
      'Dear cabinet',
      'Panel',
      'cheap stool',
      'Bolted frame',
    ])
    // Only the cabinet has labour in euros; the others follow by name.
    expect(await names('sort=-labour')).toEqual([
      'Dear cabinet',
      'Bolted frame',
      'cheap stool',
      'Panel',
    ])
    expect(await names('sort=-updated')).toEqual([
      'Bolted frame',
      'Panel',
      'Dear cabinet',
      'cheap stool',
    ])
    expect((await get(who, '/costs?sort=price')).statusCode).toBe(400)
  })

  test('filters by name, type and flags, and pages', async () => {
    expect(await list('q=CAB')).toMatchObject({ total: 1, items: [{ name: 'Dear cabinet' }] })
    expect(await names('type=component')).toEqual(['Panel'])
    expect(await names('flagged=true')).toEqual(['Bolted frame', 'Panel'])
    // With a long enough tolerance the dollar price is no longer old, only foreign.
    expect((await list('staleDays=3650&q=bolted')).items[0]!.flags.stalePrice).toBe(false)
    expect(await list('sort=total&pageSize=2&page=2')).toMatchObject({
      total: 4,
      items: [{ name: 'Dear cabinet' }, { name: 'Bolted frame' }],
    })
    expect(await list('q=nothing-like-this')).toEqual({ items: [], total: 0 })
  })

  test('a saved scene, a new name or a new price shows in the next answer', async () => {
    const totalOf = async (name: string) =>
      (await list('pageSize=100')).items.find((i) => i.name === name)?.totals
    expect(await totalOf('cheap stool')).toEqual([{ amount: 10_000, currency: 'EUR' }])
    await saveScene(
      who,
      cheap,
      scene([box('board', [1000, 18, 2500], { supplierItemId: items.board })]),
    )
    expect(await totalOf('cheap stool')).toEqual([{ amount: 25_000, currency: 'EUR' }])
    await app.inject({
      method: 'PUT',
      url: `/v1/designs/${cheap}`,
      headers: who.scoped,
      payload: { name: 'Long stool', description: '' },
    })
    expect(await totalOf('Long stool')).toEqual([{ amount: 25_000, currency: 'EUR' }])
    await app.db
      .update(supplierItems)
      .set({ costAmount: 12_000 })
      .where(eq(supplierItems.id, items.board!))
    expect(await totalOf('Long stool')).toEqual([{ amount: 30_000, currency: 'EUR' }])
    expect(await names('sort=-total&pageSize=2')).toEqual(['Dear cabinet', 'Long stool'])
  })
})
