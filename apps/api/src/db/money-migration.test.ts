import { configuratorDefinitionSchema, quoteLineSchema } from '@designer/contract'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { databaseBefore } from '../../test/migrations'

// 0014_money_objects rewrites stored JSON into Money (docs/decisions/030-money-shape.md): rows
// written in the old shape by the migrations before it must read in the new one after it. On
// whichever engine this run tests: PGlite, or an empty database of the run's PostgreSQL server.

const MIGRATION = '0014_money_objects'

/** A definition as the old contract stored it: bare integers, 0 for "none". */
const oldDefinition = (base: number) => ({
  steps: [
    {
      id: 'finish',
      name: 'Finish',
      viewId: null,
      options: [
        {
          kind: 'material',
          id: 'wood',
          name: 'Wood',
          description: '',
          objectIds: [],
          default: 'oak',
          values: [
            { id: 'oak', name: 'Oak', surcharge: 0, color: '#c8a165', supplierItemId: null },
            { id: 'walnut', name: 'Walnut', surcharge: 25000, color: null, supplierItemId: null },
            { id: 'pine', name: 'Pine', surcharge: -5000, color: null, supplierItemId: null },
          ],
        },
        {
          kind: 'part',
          id: 'leaf',
          name: 'Leaf',
          description: '',
          objectIds: [],
          default: false,
          surcharge: 15000,
        },
        {
          kind: 'number',
          id: 'quantity',
          name: 'Quantity',
          description: '',
          min: 1,
          max: 10,
          step: 1,
          default: 1,
        },
      ],
    },
  ],
  rules: [],
  price: {
    mode: 'list',
    base,
    markupPercent: null,
    marginPercent: null,
    formulas: [],
    rounding: 'none',
    quantityOption: null,
    taxPercent: 21,
    taxIncluded: true,
  },
})

/** The same definition as the migration should leave it. */
function newDefinition(base: number, currency: string) {
  const def = oldDefinition(base) as unknown as {
    steps: { options: { surcharge?: unknown; values?: { surcharge: unknown }[] }[] }[]
    price: { base: unknown }
  }
  const money = (amount: unknown) => (amount === 0 ? null : { amount, currency })
  def.price.base = money(def.price.base)
  for (const option of def.steps[0]!.options) {
    if ('surcharge' in option) option.surcharge = money(option.surcharge)
    for (const value of option.values ?? []) value.surcharge = money(value.surcharge)
  }
  // 0017_studio-texts, which runs after it, adds the studio's texts, in English and empty.
  return { language: 'en', description: '', quoteIntro: '', translations: {}, ...def }
}

// Migrating a database from the start takes PGlite a while on a busy machine.
test(`${MIGRATION} turns stored amounts into Money`, async () => {
  const { db, finish, rows } = await databaseBefore(MIGRATION)
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const ids = {
    euro: '00000000-0000-4000-8000-00000000e001',
    yen: '00000000-0000-4000-8000-00000000e002',
    design: '00000000-0000-4000-8000-00000000d001',
    yenDesign: '00000000-0000-4000-8000-00000000d002',
    configurator: '00000000-0000-4000-8000-00000000c001',
    yenConfigurator: '00000000-0000-4000-8000-00000000c002',
  }
  await db.execute(sql`
    insert into companies (id, name, currency, country, trial_ends_at) values
      (${ids.euro}, 'Atelier', 'EUR', 'ES', now()),
      (${ids.yen}, 'Kobo', 'JPY', 'JP', now())`)
  await db.execute(sql`
    insert into designs (id, company_id, name, type, scene) values
      (${ids.design}, ${ids.euro}, 'Table', 'design', ${json({ objects: [] })}),
      (${ids.yenDesign}, ${ids.yen}, 'Table', 'design', ${json({ objects: [] })})`)
  await db.execute(sql`
    insert into configurators (id, company_id, design_id, name, draft) values
      (${ids.configurator}, ${ids.euro}, ${ids.design}, 'Table', ${json(oldDefinition(80000))}),
      (${ids.yenConfigurator}, ${ids.yen}, ${ids.yenDesign}, 'Table', ${json(oldDefinition(0))})`)
  await db.execute(sql`
    insert into configurator_versions
      (company_id, configurator_id, version, definition, scene, design_version, price_min,
       price_max, currency, published_at)
    values (${ids.euro}, ${ids.configurator}, 1, ${json(oldDefinition(70000))},
      ${json({ objects: [] })}, 1, 70000, 95000, 'EUR', now())`)
  const oldLines = [
    { label: 'Table', quantity: 2, unitPrice: 80090 },
    { label: 'Wood: Pine', quantity: 2, unitPrice: -5000 },
  ]
  await db.execute(sql`
    insert into quotes
      (company_id, number, configurator_id, configurator_name, configurator_version, selections,
       configuration, price, currency, lines, discount, tax_percent, tax_included)
    values
      (${ids.euro}, 1, ${ids.configurator}, 'Table', 1, '{}', '[]', 150180, 'EUR',
        ${json(oldLines)}, 1000, 21, true),
      (${ids.yen}, 1, ${ids.yenConfigurator}, 'Table', 1, '{}', '[]', 0, 'JPY', '[]', 0, 10, true)`)

  await finish()

  const quotes = await rows<{ currency: string; lines: unknown }>(
    sql`select currency, lines from quotes order by currency`,
  )
  expect(quotes).toEqual([
    {
      currency: 'EUR',
      lines: [
        { label: 'Table', quantity: 2, unitPrice: { amount: 80090, currency: 'EUR' } },
        { label: 'Wood: Pine', quantity: 2, unitPrice: { amount: -5000, currency: 'EUR' } },
      ],
    },
    { currency: 'JPY', lines: [] },
  ])
  for (const line of quotes[0]!.lines as unknown[]) quoteLineSchema.parse(line)

  const drafts = await rows<{ draft: unknown }>(sql`
    select configurators.draft from configurators
    join companies on companies.id = configurators.company_id order by companies.currency`)
  // Each amount in its company's currency, a 0 is "none"; everything else is as it was.
  expect(drafts.map((d) => d.draft)).toEqual([newDefinition(80000, 'EUR'), newDefinition(0, 'JPY')])
  for (const { draft } of drafts) configuratorDefinitionSchema.parse(draft)

  const [version] = await rows<{ definition: unknown; price_min: number }>(
    sql`select definition, price_min from configurator_versions`,
  )
  expect(version).toEqual({ definition: newDefinition(70000, 'EUR'), price_min: 70000 })

  // The helper functions are gone with the migration.
  const helpers = await rows<{ proname: string }>(
    sql`select proname from pg_proc where proname like '%\_0014'`,
  )
  expect(helpers).toEqual([])
}, 90_000)
