import { definitionProblems } from '@designer/configurator/engine'
import { knownTranslations, localize, missingTranslations } from '@designer/configurator/texts'
import {
  type CalendarEvent,
  type CalendarSettings,
  type Configurator,
  type ConfiguratorSummary,
  costOverviewQuerySchema,
  customerListQuerySchema,
  customerSchema,
  designListQuerySchema,
  EVENT_STATUSES,
  EVENT_TYPES,
  type EvaluationResult,
  type Selections,
  type Session,
  sceneSchema,
  supplierItemListQuerySchema,
  supplierListQuerySchema,
  type Timeline,
  timelineQuerySchema,
} from '@designer/contract'
import sharp from 'sharp'
import { Temporal } from 'temporal-polyfill'
import { expect, test } from 'vitest'
import { build } from '../../test/build'
import { DEMO_EMAIL, seedDemo } from './index'

const PASSWORD = 'demo-password-1'
/** A Saturday in winter (Madrid is UTC+1): the demo week runs from Monday the 16th. */
const NOW = new Date('2026-11-21T10:00:00Z')

/** An app on a new database the demo was made in at `now`, read as the demo user signed in. */
async function demoApp(now: Date) {
  const app = await build({ clock: { now: () => now } })
  const deps = { db: app.database.db, config: app.config, log: app.log }
  expect(await seedDemo(deps, { password: PASSWORD, now })).toBe(true)
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: DEMO_EMAIL, password: PASSWORD },
  })
  expect(login.statusCode, login.body).toBe(200)
  const { user, access_token } = login.json() as Session
  const companyId = user.companyIds[0]!
  const headers = { authorization: `Bearer ${access_token}`, 'company-id': companyId }
  const request = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as T
  }
  return {
    app,
    deps,
    user,
    companyId,
    services: app.services,
    get: <T>(url: string) => request<T>('GET', url),
    post: <T>(url: string, payload: object) => request<T>('POST', url, payload),
  }
}

// The tests that read the demo made at NOW share one (it takes a moment to make).
let made: ReturnType<typeof demoApp> | undefined
const november = () => {
  made ??= demoApp(NOW)
  return made
}

// Making the whole demo, its wood pictures with it, takes longer than a test usually may on a
// machine other work shares.
const MAKES_DEMO = { timeout: 60_000 }

test(
  'a new database gets the demo once: its account signs in, its designs use components',
  MAKES_DEMO,
  async () => {
    const { deps, user, companyId, services, get } = await november()
    // The browser journeys sign in with this address.
    expect(DEMO_EMAIL).toBe('demo@designer.local')
    expect(user).toMatchObject({ name: 'Demo Designer', email: DEMO_EMAIL, emailVerified: true })
    expect(await services.auth.passwordWorks(DEMO_EMAIL, PASSWORD)).toBe(true)
    const [company] = await services.companies.list(user.id)
    expect(company).toMatchObject({
      id: companyId,
      name: 'Demo Studio',
      currency: 'EUR',
      country: 'ES',
      city: 'Valencia',
      role: 'owner',
      subscriptionStatus: 'trialing',
      trialEndsAt: '2026-12-05T10:00:00.000Z',
      // What its quotes print, with an uploaded logo (decision 045).
      legalName: 'Demo Studio S.L.',
      taxId: 'B98765432',
      logoUrl: expect.stringMatching(/^\/v1\/company-logos\//),
    })
    expect(company!.paymentTerms).toEqual({
      en: expect.stringContaining('Half on order'),
      es: expect.stringContaining('La mitad'),
      fr: expect.stringContaining('La moitié'),
    })

    const designs = async () =>
      services.designs.list(companyId, designListQuerySchema.parse({ pageSize: 100 }))
    const { items } = await designs()
    expect(items.map((d) => d.name).sort()).toEqual([
      'Bar stool',
      'Bookshelf',
      'Dining table',
      'Shelf side',
      'Steel leg',
      'Table leg',
    ])
    for (const item of items) {
      const design = await services.designs.get(companyId, item.id)
      expect(sceneSchema.safeParse(design.scene).success, item.name).toBe(true)
      expect(design.createdBy, item.name).toEqual({ id: user.id, name: 'Demo Designer' })
    }
    const leg = items.find((d) => d.name === 'Table leg')!
    expect((await services.designs.usage(companyId, leg.id)).map((d) => d.name)).toEqual([
      'Dining table',
    ])
    const customers = await get<{ total: number }>('/v1/customers')
    expect(customers.total).toBe(7)
    expect(await services.customers.listTags(companyId)).toHaveLength(3)

    // A second start finds an account and adds nothing; the first password still signs in.
    expect(await seedDemo(deps, { password: 'demo-password-2', now: NOW })).toBe(false)
    expect(await services.auth.passwordWorks(DEMO_EMAIL, 'demo-password-2')).toBe(false)
    expect(await services.auth.passwordWorks(DEMO_EMAIL, PASSWORD)).toBe(true)
    expect((await designs()).total).toBe(6)
    expect((await get<{ total: number }>('/v1/customers')).total).toBe(7)
    expect(await services.companies.list(user.id)).toHaveLength(1)
  },
)

test('every demo design and component has a complete cost from the demo suppliers', async () => {
  const { user, companyId, services } = await november()
  const { suppliers, costs } = services
  const listed = await suppliers.listSuppliers(companyId, supplierListQuerySchema.parse({}))
  expect(listed.items.map((s) => s.name)).toEqual(['Herrajes Levante', 'Maderas del Turia'])
  // Two items were repriced six weeks ago; the others were entered then, at their only cost.
  const { items } = await suppliers.listItems(
    companyId,
    supplierItemListQuerySchema.parse({ pageSize: 100 }),
  )
  expect(items).toHaveLength(13)
  const repriced: string[] = []
  for (const item of items) {
    const history = await suppliers.costs(companyId, item.id)
    expect([item.unitCost, item.costSince], item.name).toEqual([
      history[0]!.unitCost,
      history[0]!.effectiveFrom,
    ])
    expect(history[0]!.effectiveFrom, item.name).toBe('2026-10-07')
    expect(history.map((h) => h.createdBy?.id)).toEqual(history.map(() => user.id))
    if (history.length > 1) {
      repriced.push(item.name)
      expect(history.map((h) => h.effectiveFrom)).toEqual(['2026-10-07', '2025-09-27'])
      expect(history[1]!.unitCost.amount).toBeLessThan(history[0]!.unitCost.amount)
    }
  }
  expect(repriced).toEqual(['Black steel tube Ø50 mm', 'Oak board 40 mm'])
  // The designs say which items their own scenes name: the base plate is the stool's.
  expect(items.find((i) => i.name === 'Steel base plate Ø440 mm')!.usedIn).toBe(1)

  const overview = await costs.overview(companyId, costOverviewQuerySchema.parse({ pageSize: 100 }))
  expect(overview.total).toBe(6)
  for (const row of overview.items) {
    expect(row.missingCount, row.name).toBe(0)
    expect(row.flags, row.name).toEqual({
      missingMaterial: false,
      stalePrice: false,
      mixedCurrencies: false,
      inactiveSupplier: false,
    })
    expect(row.totals.length, row.name).toBe(1)
    expect(row.totals[0]!.currency).toBe('EUR')
    expect(row.totals[0]!.amount, row.name).toBeGreaterThan(0)
  }
  // The finished designs include labour; the table reaches its legs' brackets and screws.
  for (const name of ['Dining table', 'Bookshelf', 'Bar stool']) {
    const row = overview.items.find((i) => i.name === name)!
    expect(row.labour[0]!.amount, name).toBeGreaterThan(0)
    expect(row.material[0]!.amount, name).toBeGreaterThan(0)
  }
  const table = overview.items.find((i) => i.name === 'Dining table')!
  const cost = await costs.cost(companyId, table.id, 180)
  expect(cost.lines.filter((l) => l.itemName === 'Corner bracket')).toHaveLength(4)
  // Each leg's wood, bracket and screws; the top and the leaf are the table's own.
  expect(cost.lines.filter((l) => l.path.length === 1)).toHaveLength(4 * 3)
  expect(
    cost.lines.filter((l) => l.source === 'geometry' && !l.path.length).map((l) => l.objectName),
  ).toEqual(['Top', 'Extension leaf'])
})

test('the demo woods and steel have a look, the woods a picture of their grain that tiles', async () => {
  const { app, companyId, services } = await november()
  const { items } = await services.suppliers.listItems(
    companyId,
    supplierItemListQuerySchema.parse({ pageSize: 100 }),
  )
  const byName = new Map(items.map((i) => [i.name, i]))
  for (const name of [
    'Oak board 40 mm',
    'Oak square 60 × 60 mm',
    'American walnut board 20 mm',
    'American walnut board 40 mm',
    'Ash board 40 mm',
  ]) {
    const look = byName.get(name)!.appearance!
    expect(look.metalness, name).toBe(0)
    expect(look.texture, name).toMatchObject({ widthMm: 1000, heightMm: 500 })
    const file = await app.inject({ method: 'GET', url: look.texture!.url })
    expect(file.statusCode, name).toBe(200)
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height], name).toEqual([1024, 512])
    // Grain, not a flat colour: light wood with darker lines.
    const levels = [...data].sort((a, b) => a - b)
    expect(levels.at(-1)! - levels[Math.floor(levels.length * 0.02)]!, name).toBeGreaterThan(50)
    // It tiles: the first column continues the last, as much as neighbouring columns differ.
    const column = (x: number) =>
      Array.from({ length: info.height }, (_, y) => data[(y * info.width + x) * info.channels]!)
    const step = (a: number[], b: number[]) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length
    expect(step(column(info.width - 1), column(0)), name).toBeLessThan(
      2 * step(column(100), column(101)) + 1,
    )
  }
  // Oak's two items share one picture's look but each has its own address.
  const oak = byName.get('Oak board 40 mm')!.appearance!.texture!.url
  expect(byName.get('Oak square 60 × 60 mm')!.appearance!.texture!.url).not.toBe(oak)
  expect(byName.get('Black steel tube Ø50 mm')!.appearance).toMatchObject({
    metalness: 0.4,
    texture: null,
  })
  expect(byName.get('Wood screw 4 × 40 mm')!.appearance).toBeNull()
})

test('the demo company has customers, people and companies, with tags, owners and notes', async () => {
  const { user, companyId, services } = await november()
  const service = services.customers
  const list = (query: object = {}) =>
    service.list(companyId, customerListQuerySchema.parse({ pageSize: 100, ...query }))
  const { items, total } = await list()
  expect(items.map((c) => c.name)).toEqual([
    'Atelier Lumière Architectes',
    'Camille Durand',
    'Casa Albufera Interiorismo',
    'Harrow & Finch Ltd',
    'Javier Morales',
    'Marta Soler',
    'Oliver Bennett',
  ])
  expect(total).toBe(7)
  const byName = new Map(items.map((c) => [c.name, c]))
  const one = (name: string) => byName.get(name)!
  for (const c of items) {
    expect(customerSchema.safeParse(c).success, c.name).toBe(true)
    expect(c.owner, c.name).toEqual({ id: user.id, name: 'Demo Designer' })
    for (const p of c.phones) expect(p.number, c.name).toMatch(/^\+\d{8,15}$/)
    if (c.kind === 'company') expect(c.taxId, c.name).not.toBe('')
  }
  expect(new Set(items.map((c) => c.kind))).toEqual(new Set(['person', 'company']))
  expect(new Set(items.map((c) => c.stage))).toEqual(
    new Set(['lead', 'prospect', 'customer', 'inactive']),
  )
  expect(new Set(items.map((c) => c.language))).toEqual(new Set(['en', 'es', 'fr']))
  expect(items.filter((c) => c.source === 'import').map((c) => c.name)).toEqual(['Oliver Bennett'])
  // A national number is read in the country of the customer's address, else the company's (ES).
  expect(one('Marta Soler').phones).toEqual([{ label: 'mobile', number: '+34612345678' }])
  expect(one('Camille Durand').phones).toEqual([{ label: 'mobile', number: '+33671284593' }])
  expect(one('Oliver Bennett').phones).toEqual([{ label: 'mobile', number: '+447700900123' }])
  // People work at the company customers.
  expect(one('Marta Soler').companyContact).toEqual({
    id: one('Casa Albufera Interiorismo').id,
    name: 'Casa Albufera Interiorismo',
  })
  expect(one('Camille Durand').companyContact?.name).toBe('Atelier Lumière Architectes')
  expect(one('Javier Morales').addresses.map((a) => a.type)).toEqual(['billing', 'delivery'])
  // Each was created on its own day, months or days ago; consent keeps that day.
  expect(one('Harrow & Finch Ltd').createdAt).toBe('2025-05-30T10:00:00.000Z')
  expect(one('Oliver Bennett').createdAt).toBe('2026-11-07T10:00:00.000Z')
  const consented = items.filter((c) => c.marketingConsent)
  expect(consented.length).toBeGreaterThan(0)
  expect(consented.length).toBeLessThan(items.length)
  for (const c of consented) {
    expect(c.marketingConsentAt, c.name).toBe(c.createdAt)
    expect(new Date(c.marketingConsentAt!) < NOW, c.name).toBe(true)
  }

  // Tags, with the customers that wear them; the list filters by them.
  const tags = await service.listTags(companyId)
  expect(tags.map((t) => [t.name, t.color, t.customerCount])).toEqual([
    ['Architect', 'violet', 2],
    ['Trade', 'blue', 4],
    ['VIP', 'amber', 1],
  ])
  expect(one('Javier Morales').tags.map((t) => t.name)).toEqual(['VIP'])
  const vip = tags.find((t) => t.name === 'VIP')!
  expect((await list({ tagId: vip.id })).items.map((c) => c.name)).toEqual(['Javier Morales'])

  // The search column is what the service writes: national digits find a stored E.164 number.
  expect((await list({ q: '612 345 678' })).items.map((c) => c.name)).toEqual(['Marta Soler'])
  expect((await list({ q: '0671 28' })).items.map((c) => c.name)).toEqual(['Camille Durand'])
  expect((await list({ q: '07700 900' })).items.map((c) => c.name)).toEqual(['Oliver Bennett'])
  expect((await list({ q: 'albufera' })).items.map((c) => c.name)).toEqual([
    'Casa Albufera Interiorismo',
    'Marta Soler',
  ])

  // Notes by the demo user on two customers, after each was created, newest first.
  const timelineOf = (name: string) =>
    service.timeline(companyId, one(name).id, timelineQuerySchema.parse({}))
  const noted: string[] = []
  for (const c of items) {
    const notes = (await timelineOf(c.name)).entries.filter((e) => e.type === 'note')
    if (notes.length) noted.push(c.name)
    for (const n of notes) expect(n.actor, c.name).toEqual({ id: user.id, name: 'Demo Designer' })
  }
  expect(noted).toEqual(['Camille Durand', 'Javier Morales'])
  // His table's production and delivery, this week, come after his notes.
  const timeline = await timelineOf('Javier Morales')
  expect(timeline.entries.map((e) => e.type)).toEqual([
    'appointment',
    'appointment',
    'note',
    'note',
    'note',
    'created',
  ])
  expect(timeline.entries.at(-2)!).toMatchObject({
    body: 'Asked for a walnut finish sample for the dining table.',
    // Two days after he was created, 120 days ago, five hours into the day.
    at: '2026-07-26T15:00:00.000Z',
  })
  expect(timeline.entries.every((e) => e.editedAt === null && new Date(e.at) < NOW)).toBe(true)
  // A note touches the customer, as in the API.
  expect(one('Javier Morales').updatedAt).toBe(timeline.entries.find((e) => e.type === 'note')!.at)
})

test('the demo dining table is a published configurator, priced from its supplier items', async () => {
  const { user, companyId, services, get, post } = await november()
  const [row, ...others] = (await get<{ items: ConfiguratorSummary[] }>('/v1/configurators')).items
  expect(others).toEqual([])
  expect(row).toMatchObject({
    name: 'Dining table',
    designName: 'Dining table',
    status: 'published',
    version: 1,
    publishedVersion: 1,
    publishedAt: NOW.toISOString(),
  })
  const range = row!.priceRange!
  expect([range.min.currency, range.max.currency]).toEqual(['EUR', 'EUR'])
  expect(range.min.amount).toBeGreaterThan(0)
  expect(range.max.amount).toBeGreaterThan(range.min.amount)

  const configurator = await get<Configurator>(`/v1/configurators/${row!.id}`)
  expect(configurator.problems).toEqual([])
  expect(configurator.changed).toBe(false)
  const design = await services.designs.get(companyId, configurator.designId)
  expect(definitionProblems(configurator.definition, design.scene, 'EUR')).toEqual([])
  // The live version was published on the design as it is now.
  expect(await services.configurators.versions(companyId, row!.id)).toEqual([
    {
      version: 1,
      designVersion: design.version,
      publishedAt: NOW.toISOString(),
      publishedBy: { id: user.id, name: 'Demo Designer' },
    },
  ])
  expect(configurator.definition.price).toMatchObject({ mode: 'costPlus', taxPercent: 21 })

  const evaluate = (selections: Selections) =>
    post<EvaluationResult>(`/v1/configurators/${row!.id}/evaluate`, {
      source: 'published',
      selections,
    })
  // With the leaf, the defaults are the design as it is drawn: the bindings reproduce it.
  expect((await evaluate({ leaf: true })).scene).toEqual(design.scene)

  const defaults = await evaluate({})
  expect(defaults.price.cost).toMatchObject({ currency: 'EUR' })
  expect(defaults.price.cost!.amount).toBeGreaterThan(0)
  expect(defaults.price.margin).toBeGreaterThan(0)
  expect(defaults.price.lines.map((l) => l.kind)).toEqual(['cost'])
  expect(defaults.bom.missing).toEqual([])
  expect(defaults.scene.objects.find((o) => o.id === 'leaf')!.visible).toBe(false)

  const largest = await evaluate({ W: 2400, wood: 'walnut' })
  expect(largest.blocks).toEqual([])
  expect(largest.price.total.amount).toBeGreaterThan(defaults.price.total.amount)
  expect(largest.price.cost!.amount).toBeGreaterThan(defaults.price.cost!.amount)
  expect(largest.price.margin).toBeGreaterThan(0)
  expect(largest.bom.lines.find((l) => l.objectId === 'top')!.itemName).toBe(
    'American walnut board 40 mm',
  )
  expect(largest.price.total.amount).toBeGreaterThanOrEqual(range.min.amount)
  expect(largest.price.total.amount).toBeLessThanOrEqual(range.max.amount)
  expect(largest.warnings.map((w) => w.message)).toEqual([
    'Tables longer than 2.2 m are delivered in two parts',
  ])

  // Too long for the leaf: it is neither offered nor built, even when asked for.
  const long = await evaluate({ W: 2300, leaf: true })
  expect(long.options.leaf!.visible).toBe(false)
  expect(long.selections.leaf).toBe(false)
  expect(long.scene.objects.find((o) => o.id === 'leaf')!.visible).toBe(false)
  expect(long.bom.lines.some((l) => l.objectId === 'leaf')).toBe(false)
  const withLeaf = await evaluate({ W: 2100, leaf: true })
  expect(withLeaf.options.leaf!.visible).toBe(true)
  expect(withLeaf.bom.lines.some((l) => l.objectId === 'leaf')).toBe(true)
})

test('the demo dining table speaks English, Spanish and French, every text translated', async () => {
  const { get } = await november()
  const [row] = (await get<{ items: ConfiguratorSummary[] }>('/v1/configurators')).items
  const configurator = await get<Configurator>(`/v1/configurators/${row!.id}`)
  const { definition } = configurator
  expect(definition.language).toBe('en')
  expect(definition.description).not.toBe('')
  expect(definition.quoteIntro).not.toBe('')
  expect(missingTranslations(definition, configurator.name, 'es')).toEqual([])
  expect(missingTranslations(definition, configurator.name, 'fr')).toEqual([])
  // Nothing kept that the table does not have: the save would have dropped it.
  expect(knownTranslations(definition)).toEqual(definition.translations)
  const french = localize(definition, configurator.name, 'fr')
  expect(french.name).toBe('Table à manger')
  const wood = french.definition.steps.flatMap((s) => s.options).find((o) => o.id === 'wood')
  expect(wood?.kind === 'material' && wood.values.map((v) => v.name)).toEqual([
    'Chêne',
    'Noyer',
    'Frêne',
  ])
})

/** The calendar's events from one day to another (exclusive), at midnight in Madrid. */
const eventsUrl = (from: string, to: string) => {
  const midnight = (day: string) =>
    encodeURIComponent(
      Temporal.PlainDate.from(day)
        .toZonedDateTime('Europe/Madrid')
        .toString({ timeZoneName: 'never' }),
    )
  return `/v1/calendar/events?from=${midnight(from)}&to=${midnight(to)}`
}
/** An instant as Madrid's clocks show it, `2026-11-16T09:00`. */
const inMadrid = (instant: string) =>
  Temporal.Instant.from(instant)
    .toZonedDateTimeISO('Europe/Madrid')
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' })

/** Every timed event starts and ends within one window of the studio's working hours. */
function expectWorkingHours(events: CalendarEvent[], settings: CalendarSettings) {
  const windows = settings.weekly.mon
  for (const e of events.filter((e) => !e.allDay)) {
    const [day, start] = inMadrid(e.start).split('T')
    const [endDay, end] = inMadrid(e.end).split('T')
    expect(endDay, e.title).toBe(day)
    expect(
      windows.some((w) => w.start <= start! && end! <= w.end),
      `${e.title} ${start}–${end}`,
    ).toBe(true)
  }
}

test('the demo company has a week of events in Madrid, linked to its customers and the table', async () => {
  const { companyId, services, get } = await november()
  const settings = await services.calendar.settings(companyId)
  expect(settings.timeZone).toBe('Europe/Madrid')
  const events = await get<CalendarEvent[]>(eventsUrl('2026-11-16', '2026-11-24'))
  expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES))
  expect(new Set(events.map((e) => e.status))).toEqual(new Set(EVENT_STATUSES))
  expect(new Set(events.map((e) => e.timeZone))).toEqual(new Set(['Europe/Madrid']))
  expectWorkingHours(events, settings)

  // The weekly planning, on both Mondays at 9:00 in Madrid, with the demo members.
  const planning = events.filter((e) => e.title === 'Workshop planning')
  expect(planning.map((e) => [e.start, inMadrid(e.start), inMadrid(e.end)])).toEqual([
    ['2026-11-16T08:00:00.000Z', '2026-11-16T09:00', '2026-11-16T09:30'],
    ['2026-11-23T08:00:00.000Z', '2026-11-23T09:00', '2026-11-23T09:30'],
  ])
  expect(planning[0]).toMatchObject({ type: 'other', rrule: 'FREQ=WEEKLY' })
  expect(planning[0]!.assignees.map((a) => a.name)).toEqual(['Demo Designer'])

  // The showroom appointment names a demo customer, the dining table and its configurator.
  const showroom = events.find((e) => e.type === 'appointment' && e.design)!
  expect(showroom).toMatchObject({
    title: 'Showroom: dining tables with Marta Soler',
    status: 'confirmed',
    customer: { name: 'Marta Soler' },
    design: { name: 'Dining table' },
    configurator: { name: 'Dining table' },
    createdAt: NOW.toISOString(),
  })
  expect(inMadrid(showroom.start)).toBe('2026-11-16T10:00')
  const measurement = events.find((e) => e.type === 'measurement')!
  expect(measurement.location).toBe('Avinguda del Port 118, nave 4, 46023 València')
  expect(measurement.customer?.name).toBe('Casa Albufera Interiorismo')

  // Production is all day, Tuesday and Wednesday; the delivery and installation come after.
  const production = events.find((e) => e.type === 'production' && e.allDay)!
  expect(production).toMatchObject({
    start: '2026-11-17',
    end: '2026-11-19',
    customer: { name: 'Javier Morales' },
    design: { name: 'Dining table' },
  })
  for (const type of ['delivery', 'installation'] as const) {
    const e = events.find((x) => x.type === type)!
    expect(e.customer, type).not.toBeNull()
    expect(e.start > '2026-11-19', type).toBe(true)
  }

  // Today, a Saturday, has the tentative call and work in the workshop.
  const today = events.filter((e) => !e.allDay && inMadrid(e.start).startsWith('2026-11-21'))
  expect(today.map((e) => e.status)).toEqual(['tentative', 'confirmed'])

  // The appointment is on the customer's timeline, read through the customers' endpoint.
  const timeline = await get<Timeline>(`/v1/customers/${showroom.customer!.id}/timeline`)
  expect(timeline.entries.filter((e) => e.type === 'appointment')).toEqual([
    expect.objectContaining({ body: showroom.title, at: showroom.start, refId: showroom.id }),
  ])
})

test(
  "the demo week keeps Madrid's clock in summer, around whichever day the demo is made",
  MAKES_DEMO,
  async () => {
    // A Wednesday in summer (Madrid is UTC+2).
    const { companyId, services, get } = await demoApp(new Date('2026-07-08T07:30:00Z'))
    const events = await get<CalendarEvent[]>(eventsUrl('2026-07-06', '2026-07-14'))
    expectWorkingHours(events, await services.calendar.settings(companyId))
    const planning = events.filter((e) => e.title === 'Workshop planning')
    expect(planning.map((e) => e.start)).toEqual([
      '2026-07-06T07:00:00.000Z',
      '2026-07-13T07:00:00.000Z',
    ])
    expect(events.find((e) => e.type === 'production' && e.allDay)).toMatchObject({
      start: '2026-07-07',
      end: '2026-07-09',
    })
    const today = events.filter((e) => !e.allDay && inMadrid(e.start).startsWith('2026-07-08'))
    expect(today.map((e) => inMadrid(e.start))).toEqual([
      '2026-07-08T11:00',
      '2026-07-08T12:00',
      '2026-07-08T16:00',
    ])
  },
)
