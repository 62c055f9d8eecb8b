import { sceneSchema } from '@designer/contract'
import { expect, test } from 'vitest'
import { createTestDatabase } from '../../test/build'
import { designs } from './schema/index'
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
