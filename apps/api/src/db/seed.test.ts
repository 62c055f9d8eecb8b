import {
  costOverviewQuerySchema,
  customerListQuerySchema,
  customerSchema,
  sceneSchema,
  timelineQuerySchema,
} from '@designer/contract'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestDatabase } from '../../test/build'
import { inProcessEvents } from '../lib/events'
import { createCostsService } from '../modules/costs/service'
import { createCustomersService } from '../modules/customers/service'
import {
  companies,
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
      'Table leg',
      'Table top',
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
    expect(cost.lines.filter((l) => l.path.length === 1)).toHaveLength(1 + 4 * 3)
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
