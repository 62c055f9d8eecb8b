import { definitionProblems } from '@designer/configurator/engine'
import {
  type CalendarEvent,
  type Configurator,
  type ConfiguratorSummary,
  costOverviewQuerySchema,
  customerListQuerySchema,
  customerSchema,
  EVENT_STATUSES,
  EVENT_TYPES,
  type EvaluationResult,
  type Selections,
  sceneSchema,
  type Timeline,
  timelineQuerySchema,
} from '@designer/contract'
import { eq } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { expect, test } from 'vitest'
import { createTestDatabase, testConfig } from '../../test/build'
import { buildApp } from '../app'
import { inProcessEvents } from '../lib/events'
import { defaultSettings } from '../modules/calendar/settings'
import { createCostsService } from '../modules/costs/service'
import { createCustomersService } from '../modules/customers/service'
import {
  companies,
  configuratorVersions,
  customerNotes,
  customers,
  customerTags,
  designs,
  supplierItemCosts,
  supplierItems,
  suppliers,
  users,
} from './schema/index'
import { DEMO_EMAIL, demoPasswordWorks, seedDemo } from './seed'

test('a new database gets the demo company once, with valid scenes that use components', async () => {
  const database = await createTestDatabase()
  try {
    const now = new Date('2026-11-21T10:00:00Z')
    expect(await seedDemo(database.db, { password: 'demo-password-1', now, trialDays: 14 })).toBe(
      true,
    )
    expect(await seedDemo(database.db, { password: 'demo-password-2', now, trialDays: 14 })).toBe(
      false,
    )
    expect(await demoPasswordWorks(database.db, 'demo-password-1')).toBe(true)
    const rows = await database.db.select().from(designs)
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Bar stool',
      'Bookshelf',
      'Dining table',
      'Shelf side',
      'Steel leg',
      'Table leg',
    ])
    for (const row of rows) expect(sceneSchema.safeParse(row.scene).success, row.name).toBe(true)
    expect(await database.db.select().from(customers)).toHaveLength(7)
    expect(await database.db.select().from(customerTags)).toHaveLength(3)
    const table = rows.find((r) => r.name === 'Dining table')!
    const leg = rows.find((r) => r.name === 'Table leg')!
    expect(table.componentIds).toContain(leg.id)
    expect(DEMO_EMAIL).toBe('demo@designer.local')
  } finally {
    await database.close()
  }
})

test('every demo design and component has a complete cost from the demo suppliers', async () => {
  const database = await createTestDatabase()
  try {
    const now = new Date('2026-11-21T10:00:00Z')
    await seedDemo(database.db, { password: 'demo-password-1', now, trialDays: 14 })
    const [company] = await database.db.select().from(companies)
    const names = (await database.db.select().from(suppliers)).map((s) => s.name).sort()
    expect(names).toEqual(['Herrajes Levante', 'Maderas del Turia'])
    // At least one item was repriced: its history has an older cost and the current one.
    const items = await database.db.select().from(supplierItems)
    const history = await database.db.select().from(supplierItemCosts)
    const repriced = items.filter((i) => history.filter((h) => h.itemId === i.id).length > 1)
    expect(repriced.length).toBeGreaterThan(0)
    for (const item of items) {
      const latest = history
        .filter((h) => h.itemId === item.id)
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
        .at(-1)!
      expect([item.costAmount, item.costSince], item.name).toEqual([
        latest.amount,
        latest.effectiveFrom,
      ])
    }
    // The designs say which items their own scenes name.
    const [stool] = await database.db.select().from(designs).where(eq(designs.name, 'Bar stool'))
    expect(stool!.supplierItemIds.length).toBeGreaterThan(2)

    const costs = createCostsService({ db: database.db, clock: { now: () => now } })
    const overview = await costs.overview(
      company!.id,
      costOverviewQuerySchema.parse({ pageSize: 100 }),
    )
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
    const cost = await costs.cost(company!.id, table.id, 180)
    expect(cost.lines.filter((l) => l.itemName === 'Corner bracket')).toHaveLength(4)
    // Each leg's wood, bracket and screws; the top and the leaf are the table's own.
    expect(cost.lines.filter((l) => l.path.length === 1)).toHaveLength(4 * 3)
    expect(
      cost.lines.filter((l) => l.source === 'geometry' && !l.path.length).map((l) => l.objectName),
    ).toEqual(['Top', 'Extension leaf'])
  } finally {
    await database.close()
  }
})

test('the demo company has customers, people and companies, with tags, owners and notes', async () => {
  const database = await createTestDatabase()
  try {
    const now = new Date('2026-11-21T10:00:00Z')
    await seedDemo(database.db, { password: 'demo-password-1', now, trialDays: 14 })
    const [company] = await database.db.select().from(companies)
    const [user] = await database.db.select().from(users)
    const service = createCustomersService({
      db: database.db,
      clock: { now: () => now },
      events: inProcessEvents(),
    })
    const list = (query: object = {}) =>
      service.list(company!.id, customerListQuerySchema.parse({ pageSize: 100, ...query }))
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
      expect(c.owner, c.name).toEqual({ id: user!.id, name: 'Demo Designer' })
      for (const p of c.phones) expect(p.number, c.name).toMatch(/^\+\d{8,15}$/)
      if (c.kind === 'company') expect(c.taxId, c.name).not.toBe('')
    }
    expect(new Set(items.map((c) => c.kind))).toEqual(new Set(['person', 'company']))
    expect(new Set(items.map((c) => c.stage))).toEqual(
      new Set(['lead', 'prospect', 'customer', 'inactive']),
    )
    expect(new Set(items.map((c) => c.language))).toEqual(new Set(['en', 'es', 'fr']))
    expect(items.filter((c) => c.source === 'import').map((c) => c.name)).toEqual([
      'Oliver Bennett',
    ])
    // A national number is read in the country of the customer's address, else the company's.
    expect(company!.country).toBe('ES')
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
    // Consent keeps when it was given: the customer's creation, before the seed's clock.
    const consented = items.filter((c) => c.marketingConsent)
    expect(consented.length).toBeGreaterThan(0)
    expect(consented.length).toBeLessThan(items.length)
    for (const c of consented) {
      expect(c.marketingConsentAt, c.name).toBe(c.createdAt)
      expect(new Date(c.marketingConsentAt!) < now, c.name).toBe(true)
    }

    // Tags, with the customers that wear them; the list filters by them.
    const tags = await service.listTags(company!.id)
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
    const notes = await database.db.select().from(customerNotes)
    expect(notes.length).toBeGreaterThanOrEqual(2)
    expect(new Set(notes.map((n) => n.customerId))).toEqual(
      new Set([one('Javier Morales').id, one('Camille Durand').id]),
    )
    for (const n of notes) expect(n.createdBy).toBe(user!.id)
    const timeline = await service.timeline(
      company!.id,
      one('Javier Morales').id,
      timelineQuerySchema.parse({}),
    )
    expect(timeline.entries.map((e) => e.type)).toEqual(['note', 'note', 'note', 'created'])
    expect(timeline.entries.at(-2)!.body).toBe(
      'Asked for a walnut finish sample for the dining table.',
    )
    expect(timeline.entries[0]!.actor).toEqual({ id: user!.id, name: 'Demo Designer' })
    expect(timeline.entries.every((e) => e.editedAt === null && new Date(e.at) < now)).toBe(true)
    expect(one('Javier Morales').updatedAt).toBe(timeline.entries[0]!.at)
  } finally {
    await database.close()
  }
})

test('the demo dining table is a published configurator, priced from its supplier items', async () => {
  const database = await createTestDatabase()
  const now = new Date('2026-11-21T10:00:00Z')
  await seedDemo(database.db, { password: 'demo-password-1', now, trialDays: 14 })
  const app = await buildApp({ config: testConfig(), database, clock: { now: () => now } })
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_EMAIL, password: 'demo-password-1' },
    })
    expect(login.statusCode, login.body).toBe(200)
    const [company] = await database.db.select().from(companies)
    const headers = {
      authorization: `Bearer ${login.json().access_token}`,
      'company-id': company!.id,
    }
    const list = await app.inject({ method: 'GET', url: '/v1/configurators', headers })
    expect(list.statusCode, list.body).toBe(200)
    const [row, ...others] = list.json().items as ConfiguratorSummary[]
    expect(others).toEqual([])
    expect(row).toMatchObject({
      name: 'Dining table',
      designName: 'Dining table',
      status: 'published',
      version: 1,
      publishedVersion: 1,
      publishedAt: now.toISOString(),
    })
    const range = row!.priceRange!
    expect([range.min.currency, range.max.currency]).toEqual(['EUR', 'EUR'])
    expect(range.min.amount).toBeGreaterThan(0)
    expect(range.max.amount).toBeGreaterThan(range.min.amount)

    const configurator = (
      await app.inject({ method: 'GET', url: `/v1/configurators/${row!.id}`, headers })
    ).json() as Configurator
    expect(configurator.problems).toEqual([])
    expect(configurator.changed).toBe(false)
    const [design] = await database.db
      .select()
      .from(designs)
      .where(eq(designs.id, configurator.designId))
    expect(definitionProblems(configurator.definition, design!.scene, 'EUR')).toEqual([])
    const [live] = await database.db.select().from(configuratorVersions)
    expect(live).toMatchObject({
      version: 1,
      designVersion: design!.version,
      scene: design!.scene,
      priceMin: range.min.amount,
      priceMax: range.max.amount,
      currency: 'EUR',
    })
    expect(configurator.definition.price).toMatchObject({ mode: 'costPlus', taxPercent: 21 })

    const evaluate = async (selections: Selections) => {
      const res = await app.inject({
        method: 'POST',
        url: `/v1/configurators/${row!.id}/evaluate`,
        headers,
        payload: { source: 'published', selections },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as EvaluationResult
    }
    // With the leaf, the defaults are the design as it is drawn: the bindings reproduce it.
    expect((await evaluate({ leaf: true })).scene).toEqual(design!.scene)

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
  } finally {
    await app.close()
    await database.close()
  }
})

/** Reads the demo company's API as the demo user, on a database seeded at `now`. */
async function asDemoUser(now: Date, run: (get: <T>(url: string) => Promise<T>) => Promise<void>) {
  const database = await createTestDatabase()
  await seedDemo(database.db, { password: 'demo-password-1', now, trialDays: 14 })
  const app = await buildApp({ config: testConfig(), database, clock: { now: () => now } })
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_EMAIL, password: 'demo-password-1' },
    })
    expect(login.statusCode, login.body).toBe(200)
    const [company] = await database.db.select().from(companies)
    const headers = {
      authorization: `Bearer ${login.json().access_token}`,
      'company-id': company!.id,
    }
    await run(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    })
  } finally {
    await app.close()
    await database.close()
  }
}

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
function expectWorkingHours(events: CalendarEvent[]) {
  const windows = defaultSettings('ES').weekly.mon
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
  // A Saturday in winter (Madrid is UTC+1): the week runs from Monday the 16th to Monday the 23rd.
  const now = new Date('2026-11-21T10:00:00Z')
  await asDemoUser(now, async (get) => {
    const events = await get<CalendarEvent[]>(eventsUrl('2026-11-16', '2026-11-24'))
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES))
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(EVENT_STATUSES))
    expect(new Set(events.map((e) => e.timeZone))).toEqual(new Set(['Europe/Madrid']))
    expectWorkingHours(events)

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
})

test("the demo week keeps Madrid's clock in summer, around whichever day the seed runs", async () => {
  // A Wednesday in summer (Madrid is UTC+2).
  const now = new Date('2026-07-08T07:30:00Z')
  await asDemoUser(now, async (get) => {
    const events = await get<CalendarEvent[]>(eventsUrl('2026-07-06', '2026-07-14'))
    expectWorkingHours(events)
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
  })
})
