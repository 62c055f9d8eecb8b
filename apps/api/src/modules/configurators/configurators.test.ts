import { eur } from '@designer/configurator/configurator-fixtures'
import { evaluate } from '@designer/configurator/engine'
import { box } from '@designer/configurator/scene-fixtures'
import {
  type ConfiguratorDefinitionInput,
  configuratorDefinitionSchema,
  type Scene,
} from '@designer/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { companyOwner, expectTenantIsolation } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import type { App } from '../../app'
import { configurators } from '../../db/schema/index'

const clock = testClock(new Date('2026-11-23T09:00:00Z'))

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
type Owner = typeof owner

beforeAll(async () => {
  app = await build({ clock })
  owner = await companyOwner(app, 'Configurator Studio')
})

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const fixtures = () => configuratorFixtures(app)
const design = (name: string, objects: Scene['objects'], type = 'design', who: Owner = owner) =>
  fixtures().design(who, name, objects, type)
const table = (who: Owner = owner) => fixtures().table(who)
const configurator = (over: object = {}, who: Owner = owner) => fixtures().configurator(who, over)

const paths = (res: { json(): { details?: { path: string; code?: string }[] } }) =>
  (res.json().details ?? []).map((d) => `${d.path}:${d.code}`)

describe('configurators', () => {
  test('made on a design of the company, listed, saved with versions, deleted', async () => {
    const { configurator: c, design: d } = await configurator()
    expect(c).toMatchObject({
      name: 'Dining table',
      designId: d.id,
      designName: 'Dining table',
      status: 'draft',
      version: 1,
      publishedVersion: null,
      problems: [],
      changed: true,
    })
    const list = (await call('GET', '/v1/configurators?q=dining')).json()
    expect(list.items.map((i: { id: string }) => i.id)).toContain(c.id)

    const saved = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Dining table, made to measure',
      definition: c.definition,
      version: 1,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ version: 2, name: 'Dining table, made to measure' })
    // A save made on version 1 after version 2 exists is someone else's overwrite: refused.
    const stale = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Lost',
      definition: c.definition,
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { currentVersion: 2 } })

    expect((await call('DELETE', `/v1/configurators/${c.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/v1/configurators/${c.id}`)).statusCode).toBe(404)
  })

  test('a name and a design of this company are required; empty definitions start empty', async () => {
    const missing = await call('POST', '/v1/configurators', { name: ' ' })
    expect(missing.statusCode).toBe(400)
    expect(paths(missing)).toEqual(
      expect.arrayContaining(['name:validation.required', 'designId:validation.required']),
    )
    const stranger = await companyOwner(app, 'Stranger Studio')
    const theirs = await design('Theirs', [box('a', [1, 1, 1])], 'design', stranger)
    const foreign = await call('POST', '/v1/configurators', { name: 'X', designId: theirs.id })
    expect(paths(foreign)).toEqual(['designId:validation.unknownDesign'])
    const { design: d } = await table()
    const empty = await call('POST', '/v1/configurators', { name: 'Empty', designId: d.id })
    expect(empty.json().definition).toEqual({
      steps: [],
      rules: [],
      language: 'en',
      description: '',
      quoteIntro: '',
      translations: {},
      price: {
        mode: 'list',
        base: null,
        markupPercent: null,
        marginPercent: null,
        formulas: [],
        rounding: 'none',
        quantityOption: null,
        taxPercent: 0,
        taxIncluded: true,
      },
    })
  })

  test('rules setting values in a circle are refused when saved', async () => {
    const { configurator: c, definition } = await configurator()
    const circular = {
      ...definition,
      rules: [
        {
          id: 'a',
          when: { option: 'wood', op: 'eq', value: 'walnut' },
          actions: [{ type: 'set', option: 'leaf', value: true }],
        },
        {
          id: 'b',
          when: { option: 'leaf', op: 'eq', value: true },
          actions: [{ type: 'set', option: 'wood', value: 'oak' }],
        },
      ],
    }
    const res = await call('PUT', `/v1/configurators/${c.id}`, {
      name: c.name,
      definition: circular,
      version: c.version,
    })
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual(['definition.rules.1:validation.ruleCycle'])
  })
})

describe('evaluate', () => {
  test("the engine's fixtures give the same answers through the API", async () => {
    const { configurator: c, design: d, definition } = await configurator()
    const def = configuratorDefinitionSchema.parse(definition)
    const sceneOf = (await call('GET', `/v1/designs/${d.id}`)).json().scene
    const cases: Record<string, string | number | boolean>[] = [
      {},
      { W: 2100, wood: 'ash' },
      { W: 2200, leaf: true },
      { W: 2000, D: 1000, wood: 'walnut', legStyle: 'fourLegs', leaf: true },
      { quantity: 5 },
      { W: 2100, D: 800 },
    ]
    for (const selections of cases) {
      const res = await call('POST', `/v1/configurators/${c.id}/evaluate`, { selections })
      expect(res.statusCode, res.body).toBe(200)
      const { bom, version, ...api } = res.json()
      const engine = evaluate(def, sceneOf, selections, { currency: 'EUR' })
      expect(api, JSON.stringify(selections)).toEqual(JSON.parse(JSON.stringify(engine)))
      expect(version).toBeNull()
      expect(bom.designId).toBe(d.id)
    }
  })

  test('cost-plus prices from the supplier items the chosen material names', async () => {
    const supplier = (
      await call('POST', '/v1/suppliers', { name: 'Timber', currency: 'EUR' })
    ).json()
    const walnut = (
      await call('POST', '/v1/supplier-items', {
        supplierId: supplier.id,
        name: 'Walnut board',
        unit: 'm2',
        materialType: 'solid_wood',
        unitCost: { amount: 10_000, currency: 'EUR' },
      })
    ).json()
    const t = await table()
    const input = t.definition as {
      steps: { options: { id: string; values?: { id: string; supplierItemId?: string }[] }[] }[]
    }
    const wood = input.steps[1]!.options[0]!
    for (const v of wood.values!) v.supplierItemId = walnut.id
    const res = await call('POST', '/v1/configurators', {
      name: 'Cost plus',
      designId: t.design.id,
      definition: { ...t.definition, price: { mode: 'costPlus', markupPercent: 100 } },
    })
    expect(res.statusCode, res.body).toBe(201)
    const evaluated = (
      await call('POST', `/v1/configurators/${res.json().id}/evaluate`, { selections: {} })
    ).json()
    // Top 1.8 × 0.9 = 1.62 m²; legs 4 × 0.05 × 0.72 = 0.144 m²; the leaf is not chosen.
    // (1.62 + 0.144) × €100.00 = €176.40, × 2 = €352.80.
    expect(evaluated.price.cost).toEqual(eur(17_640))
    expect(evaluated.price.lines[0]).toEqual({
      kind: 'cost',
      id: 'cost',
      label: '',
      amount: eur(35_280),
    })
    expect(evaluated.price.margin).toBe(0.5)
    expect(evaluated.bom.lines.map((l: { objectId: string }) => l.objectId).sort()).toEqual([
      'leg1',
      'leg2',
      'leg3',
      'leg4',
      'top',
    ])
    // A wider table costs more: the bound top grows.
    const wide = (
      await call('POST', `/v1/configurators/${res.json().id}/evaluate`, { selections: { W: 2400 } })
    ).json()
    expect(wide.price.cost).toEqual(eur(Math.round((2.4 * 0.9 + 0.144) * 10_000)))
  })
})

describe('publishing', () => {
  test('publish makes an immutable version; the draft and the design change, the live one does not', async () => {
    const { configurator: c, design: d } = await configurator()
    const published = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      publishedAt: '2026-11-23T09:00:00.000Z',
      changed: false,
    })
    const live = async () =>
      (
        await call('POST', `/v1/configurators/${c.id}/evaluate`, {
          selections: {},
          source: 'published',
        })
      ).json()
    const before = await live()
    expect(before.version).toBe(1)
    expect(before.price.total).toEqual(eur(108_000))
    // The list shows what the live version quotes, from the lowest to the highest price.
    const listed = async () =>
      (await call('GET', '/v1/configurators?status=published')).json().items[0]
    expect((await listed()).priceRange).toEqual({ min: eur(80_000), max: eur(174_000) })

    // The draft gets a higher base price; the design a taller top.
    const draft = (await call('GET', `/v1/configurators/${c.id}`)).json()
    const saved = await call('PUT', `/v1/configurators/${c.id}`, {
      name: c.name,
      definition: {
        ...draft.definition,
        price: { ...draft.definition.price, base: eur(99_000) },
      },
      version: draft.version,
    })
    expect(saved.json().changed).toBe(true)
    const current = (await call('GET', `/v1/designs/${d.id}`)).json()
    const objects = current.scene.objects.map((o: { id: string; params: object }) =>
      o.id === 'top' ? { ...o, params: { ...o.params, height: 45 } } : o,
    )
    const resaved = await call('PUT', `/v1/designs/${d.id}/scene`, {
      version: current.version,
      scene: { ...current.scene, objects },
    })
    expect(resaved.statusCode, resaved.body).toBe(200)

    const after = await live()
    expect(after.price.total).toEqual(eur(108_000))
    expect(after.scene.objects.find((o: { id: string }) => o.id === 'top').params.height).toBe(30)
    const drafted = (
      await call('POST', `/v1/configurators/${c.id}/evaluate`, { selections: {} })
    ).json()
    expect(drafted.price.total).toEqual(eur(127_000))
    expect(drafted.scene.objects.find((o: { id: string }) => o.id === 'top').params.height).toBe(45)

    clock.advance(60_000)
    const again = (await call('POST', `/v1/configurators/${c.id}/publish`)).json()
    expect(again.publishedVersion).toBe(2)
    expect((await live()).price.total).toEqual(eur(127_000))
    const versions = (await call('GET', `/v1/configurators/${c.id}/versions`)).json()
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    expect(versions[0]).toMatchObject({
      designVersion: current.version + 1,
      publishedBy: { id: owner.user.id, name: owner.user.name },
    })
    // Each version keeps its definition: the first has the old base price.
    const first = (await call('GET', `/v1/configurators/${c.id}/versions/1`)).json()
    expect(first).toMatchObject({ version: 1, definition: { price: { base: eur(80_000) } } })
    const second = (await call('GET', `/v1/configurators/${c.id}/versions/2`)).json()
    expect(second.definition.price.base).toEqual(eur(99_000))
    expect((await call('GET', `/v1/configurators/${c.id}/versions/3`)).statusCode).toBe(404)
    expect((await listed()).priceRange).toEqual({ min: eur(99_000), max: eur(193_000) })

    const off = (await call('POST', `/v1/configurators/${c.id}/unpublish`)).json()
    expect(off).toMatchObject({ status: 'draft', publishedVersion: 2 })
    const offline = await call('POST', `/v1/configurators/${c.id}/evaluate`, {
      source: 'published',
    })
    expect(offline.statusCode).toBe(409)
  })

  test('a draft with problems is not published; each problem is named by its path', async () => {
    const { configurator: c, definition } = await configurator()
    const broken = structuredClone(definition) as {
      steps: { options: { bindings?: { objectId: string }[] }[] }[]
    }
    broken.steps[0]!.options[0]!.bindings![0]!.objectId = 'ghost'
    const saved = (
      await call('PUT', `/v1/configurators/${c.id}`, {
        name: c.name,
        definition: broken,
        version: c.version,
      })
    ).json()
    // A draft may be saved with problems, which it lists...
    expect(saved.problems).toEqual([
      {
        path: 'steps.0.options.0.bindings.0.objectId',
        code: 'validation.unknownObject',
        message: 'The design has no object ghost',
      },
    ])
    // ...but not published.
    const res = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual([
      'definition.steps.0.options.0.bindings.0.objectId:validation.unknownObject',
    ])
    expect((await call('GET', `/v1/configurators/${c.id}/versions`)).json()).toEqual([])
  })

  test('amounts in another currency than the company’s are a problem in the draft; the live version keeps its own', async () => {
    const moving = await companyOwner(app, 'Moving Studio')
    const { configurator: c } = await configurator({ name: 'In euros' }, moving)
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(method, url, payload, moving.scoped)
    expect((await as('POST', `/v1/configurators/${c.id}/publish`)).statusCode).toBe(200)
    const page = () => call('GET', `/v1/public/configurators/${c.id}`, undefined, {})
    expect((await page()).statusCode).toBe(200)

    // The studio now works in dollars: its amounts in euros are never counted as dollars.
    const moved = await call(
      'PUT',
      `/v1/companies/${moving.company.id}`,
      { name: 'Moving Studio', currency: 'USD', country: 'US' },
      moving.headers,
    )
    expect(moved.statusCode, moved.body).toBe(200)
    const expected = [
      'price.base',
      'steps.1.options.0.values.1.surcharge',
      'steps.1.options.0.values.2.surcharge',
      'steps.1.options.1.values.1.surcharge',
      'steps.1.options.2.surcharge',
    ]
    const problems = (await as('GET', `/v1/configurators/${c.id}`)).json().problems
    expect(problems.map((p: { path: string; code: string }) => `${p.path}:${p.code}`)).toEqual(
      expected.map((path) => `${path}:validation.otherCurrency`),
    )
    const refused = expected.map((path) => `definition.${path}:validation.otherCurrency`)
    const evaluated = await as('POST', `/v1/configurators/${c.id}/evaluate`, { selections: {} })
    expect(evaluated.statusCode).toBe(400)
    expect(paths(evaluated)).toEqual(refused)
    const published = await as('POST', `/v1/configurators/${c.id}/publish`)
    expect(published.statusCode).toBe(400)
    expect(paths(published)).toEqual(refused)
    // The live version goes on quoting in euros, as published, never as if they were dollars.
    const live = await page()
    expect(live.statusCode).toBe(200)
    expect(live.json().company.currency).toBe('EUR')
    const asked = await call(
      'POST',
      `/v1/public/configurators/${c.id}/quotes`,
      { selections: {}, name: 'Jo Buyer', email: 'jo@example.com', consent: true },
      {},
    )
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json().price.currency).toBe('EUR')
  })

  test('a design without a picture gets one when published, for the public page’s poster', async () => {
    const render = vi.spyOn(app.services.thumbnails, 'schedule').mockImplementation(() => {})
    try {
      const { configurator: c, design: d } = await configurator({ name: 'Unpictured' })
      expect(await app.services.publicConfigurators.unpictured()).not.toContainEqual(
        expect.objectContaining({ id: d.id }),
      )
      expect((await call('POST', `/v1/configurators/${c.id}/publish`)).statusCode).toBe(200)
      expect(render).toHaveBeenCalledWith(owner.company.id, d.id, expect.objectContaining({}))
      // And when the server starts, the published ones still without a picture are found.
      expect(await app.services.publicConfigurators.unpictured()).toContainEqual(
        expect.objectContaining({ companyId: owner.company.id, id: d.id }),
      )
      // A design with a picture keeps it.
      render.mockClear()
      const png = Buffer.from('89504e470d0a1a0a', 'hex')
      await app.services.designs.saveThumbnail(owner.company.id, d.id, png)
      expect((await call('POST', `/v1/configurators/${c.id}/publish`)).statusCode).toBe(200)
      expect(render).not.toHaveBeenCalled()
      expect(await app.services.publicConfigurators.unpictured()).not.toContainEqual(
        expect.objectContaining({ id: d.id }),
      )
    } finally {
      render.mockRestore()
    }
  })

  test('a design a configurator is built on cannot be deleted', async () => {
    const { design: d } = await configurator()
    const res = await call('DELETE', `/v1/designs/${d.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'design_in_configurator',
      details: { configurators: [{ name: 'Dining table' }] },
    })
  })
})

describe('quote counts', () => {
  test('the list counts the quotes each configurator brought in, whatever their status', async () => {
    const { configurator: asked } = await configurator({ name: 'Asked about' })
    const { configurator: quiet } = await configurator({ name: 'Never asked' })
    expect((await call('POST', `/v1/configurators/${asked.id}/publish`)).statusCode).toBe(200)
    expect((await call('POST', `/v1/configurators/${quiet.id}/publish`)).statusCode).toBe(200)
    for (const name of ['Ana', 'Bruno']) {
      const made = await call(
        'POST',
        `/v1/public/configurators/${asked.id}/quotes`,
        { selections: {}, name, email: `${name.toLowerCase()}@example.com`, consent: true },
        {},
      )
      expect(made.statusCode, made.body).toBe(201)
    }
    const counts = async () => {
      const list = (await call('GET', '/v1/configurators?pageSize=100')).json()
      return Object.fromEntries(
        list.items.map((i: { id: string; quoteCount: number }) => [i.id, i.quoteCount]),
      )
    }
    expect(await counts()).toMatchObject({ [asked.id]: 2, [quiet.id]: 0 })
    // A declined quote still came from the page: it is counted, on the detail too.
    const first = (await call('GET', `/v1/quotes?configuratorId=${asked.id}`)).json().items[0]
    const sent = await call('POST', `/v1/quotes/${first.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    const { lines, discount, validUntil, notes, version } = sent.json().quote
    const declined = await call('PUT', `/v1/quotes/${first.id}`, {
      status: 'declined',
      lines,
      discount,
      validUntil,
      notes,
      version,
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect((await call('GET', `/v1/configurators/${asked.id}`)).json().quoteCount).toBe(2)

    // Another company sees its own configurators only, each with its own count.
    const other = await companyOwner(app, 'Other Studio')
    const theirs = await configurator({ name: 'Theirs' }, other)
    const listed = (await call('GET', '/v1/configurators', undefined, other.scoped)).json()
    expect(listed.items).toEqual([
      expect.objectContaining({ id: theirs.configurator.id, quoteCount: 0 }),
    ])
  })
})

describe("another company's rows", () => {
  /** A supplier item, a component and a view of a company, and one of its designs that is no component. */
  async function rowsOf(who: Owner) {
    const supplier = (
      await call('POST', '/v1/suppliers', { name: 'Timber', currency: 'EUR' }, who.scoped)
    ).json()
    const item = await call(
      'POST',
      '/v1/supplier-items',
      {
        supplierId: supplier.id,
        name: 'Walnut board',
        unit: 'm2',
        unitCost: { amount: 10_000, currency: 'EUR' },
      },
      who.scoped,
    )
    const view = await call(
      'POST',
      '/v1/views',
      {
        name: 'Front',
        camera: { position: [2400, 1600, 2400], target: [0, 400, 0], fov: 40, mode: 'orbit' },
      },
      who.scoped,
    )
    expect([item.statusCode, view.statusCode]).toEqual([201, 201])
    const component = await design('Pedestal', [box('foot', [400, 700, 400])], 'component', who)
    const plain = await design('Stool', [box('seat', [400, 450, 400])], 'design', who)
    return { supplierItem: item.json().id, component: component.id, view: view.json().id, plain }
  }

  /** The table's definition naming these ids: the first step's view, walnut's item, the trestle's component. */
  function naming(
    definition: ConfiguratorDefinitionInput,
    ids: { supplierItem?: string; component?: string; view?: string },
  ) {
    const named = structuredClone(definition) as {
      steps: {
        viewId?: string | null
        options: { values?: { supplierItemId?: string | null; designId?: string }[] }[]
      }[]
    }
    if (ids.view) named.steps[0]!.viewId = ids.view
    if (ids.supplierItem) named.steps[1]!.options[0]!.values![1]!.supplierItemId = ids.supplierItem
    if (ids.component) named.steps[1]!.options[1]!.values![0]!.designId = ids.component
    return named
  }

  const PATHS = {
    view: 'definition.steps.0.viewId:validation.unknownView',
    supplierItem:
      'definition.steps.1.options.0.values.1.supplierItemId:validation.unknownSupplierItem',
    component: 'definition.steps.1.options.1.values.0.designId:validation.unknownComponent',
  }
  const KINDS = ['view', 'supplierItem', 'component'] as const

  let theirs: Awaited<ReturnType<typeof rowsOf>>
  let ours: Awaited<ReturnType<typeof rowsOf>>
  beforeAll(async () => {
    theirs = await rowsOf(await companyOwner(app, 'Other Studio'))
    ours = await rowsOf(owner)
  })

  test.each(KINDS)(
    "a definition naming another company's %s is refused when saved",
    async (kind) => {
      const { configurator: c, design: d, definition } = await configurator()
      const foreign = naming(definition, { [kind]: theirs[kind] })
      const saved = await call('PUT', `/v1/configurators/${c.id}`, {
        name: c.name,
        definition: foreign,
        version: c.version,
      })
      expect(saved.statusCode).toBe(400)
      expect(saved.json()).toMatchObject({
        code: 'validation_failed',
        message: 'Some fields are invalid',
      })
      expect(paths(saved)).toEqual([PATHS[kind]])
      expect((await call('GET', `/v1/configurators/${c.id}`)).json().version).toBe(c.version)
      const made = await call('POST', '/v1/configurators', {
        name: 'Planted',
        designId: d.id,
        definition: foreign,
      })
      expect(made.statusCode).toBe(400)
      expect(paths(made)).toEqual([PATHS[kind]])
    },
  )

  test("a draft naming another company's rows is not published, each named by its path", async () => {
    const { configurator: c, definition } = await configurator()
    // A draft saved before its ids were checked.
    const draft = configuratorDefinitionSchema.parse(naming(definition, theirs))
    await app.db.update(configurators).set({ draft }).where(eq(configurators.id, c.id))
    const res = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual(KINDS.map((kind) => PATHS[kind]))
    expect((await call('GET', `/v1/configurators/${c.id}/versions`)).json()).toEqual([])
  })

  test.each(KINDS)("a draft naming another company's %s is not published", async (kind) => {
    const { configurator: c, definition } = await configurator()
    const draft = configuratorDefinitionSchema.parse(naming(definition, { [kind]: theirs[kind] }))
    await app.db.update(configurators).set({ draft }).where(eq(configurators.id, c.id))
    const res = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual([PATHS[kind]])
  })

  test('its own rows are accepted when saved and published; a design that is no component is not', async () => {
    const { configurator: c, definition } = await configurator()
    const saved = await call('PUT', `/v1/configurators/${c.id}`, {
      name: c.name,
      definition: naming(definition, ours),
      version: c.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().definition.steps[0].viewId).toBe(ours.view)
    const published = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(published.statusCode, published.body).toBe(200)

    const plain = await call('PUT', `/v1/configurators/${c.id}`, {
      name: c.name,
      definition: naming(definition, { component: ours.plain.id }),
      version: saved.json().version,
    })
    expect(paths(plain)).toEqual([PATHS.component])
  })

  test('a view deleted since does not stop the draft from being saved, only from being published', async () => {
    const { configurator: c, definition } = await configurator()
    const { view } = await rowsOf(owner)
    const named = naming(definition, { view })
    const first = await call('PUT', `/v1/configurators/${c.id}`, {
      name: c.name,
      definition: named,
      version: c.version,
    })
    expect(first.statusCode, first.body).toBe(200)
    expect((await call('DELETE', `/v1/views/${view}`)).statusCode).toBe(204)
    const again = await call('PUT', `/v1/configurators/${c.id}`, {
      name: 'Renamed',
      definition: named,
      version: first.json().version,
    })
    expect(again.statusCode, again.body).toBe(200)
    const res = await call('POST', `/v1/configurators/${c.id}/publish`)
    expect(paths(res)).toEqual([PATHS.view])
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read, change, publish nor evaluate", async () => {
    const { configurator: c, design: d } = await configurator({ name: 'Secret configurator' })
    const unchanged = async () => {
      const again = (await call('GET', `/v1/configurators/${c.id}`)).json()
      expect(again).toMatchObject({ name: 'Secret configurator', status: 'draft', version: 1 })
    }
    const calls: [string, string, object?][] = [
      ['GET', '/v1/configurators'],
      ['GET', `/v1/configurators/${c.id}`],
      [
        'PUT',
        `/v1/configurators/${c.id}`,
        { name: 'Stolen', definition: c.definition, version: 1 },
      ],
      ['DELETE', `/v1/configurators/${c.id}`],
      ['POST', `/v1/configurators/${c.id}/publish`],
      ['POST', `/v1/configurators/${c.id}/unpublish`],
      ['GET', `/v1/configurators/${c.id}/versions`],
      ['GET', `/v1/configurators/${c.id}/versions/1`],
      ['POST', `/v1/configurators/${c.id}/evaluate`, { selections: {} }],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => call(method as 'GET', url, payload, headers),
        { secret: 'Secret', unchanged },
      )
    }
    // Making one names a design: this company's for calls naming this company, the caller's
    // own otherwise (naming ours from there is a field error, tested above).
    await expectTenantIsolation(
      app,
      owner,
      async (headers) => {
        let designId = d.id
        if (headers['company-id'] !== owner.company.id) {
          const own = await call('POST', '/v1/designs', { name: 'Own', type: 'design' }, headers)
          designId = own.json().id
        }
        return call('POST', '/v1/configurators', { name: 'Planted', designId }, headers)
      },
      { secret: 'Secret', unchanged },
    )
    const planted = (await call('GET', '/v1/configurators?q=Planted')).json()
    expect(planted.total).toBe(0)
  })
})
