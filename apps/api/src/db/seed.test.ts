import { costOverviewQuerySchema, sceneSchema } from '@designer/contract'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestDatabase } from '../../test/build'
import { createCostsService } from '../modules/costs/service'
import { companies, designs, supplierItemCosts, supplierItems, suppliers } from './schema/index'
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
