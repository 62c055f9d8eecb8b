import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { databaseBefore } from '../../test/migrations'

// 0019_quote-pictures drops the quote's signed picture of the base design (decision 044): a quote
// stored before it has no picture and nothing waiting to be mailed (its mail went when it was
// asked), and is among the quotes the catch-up renders at the next start.

const MIGRATION = '0019_quote-pictures'

// Migrating a database from the start takes PGlite a while on a busy machine.
test(`${MIGRATION}: quotes from before it wait for a picture of their own, and no mail`, async () => {
  const { db, finish, rows } = await databaseBefore(MIGRATION)
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const ids = {
    company: '00000000-0000-4000-8000-00000000e001',
    design: '00000000-0000-4000-8000-00000000d001',
    configurator: '00000000-0000-4000-8000-00000000c001',
    quote: '00000000-0000-4000-8000-00000000f001',
  }
  const definition = { steps: [], rules: [], price: {} }
  await db.execute(sql`
    insert into companies (id, name, currency, country, trial_ends_at)
    values (${ids.company}, 'Atelier', 'EUR', 'ES', now())`)
  await db.execute(sql`
    insert into designs (id, company_id, name, type, scene)
    values (${ids.design}, ${ids.company}, 'Table', 'design', ${json({ objects: [] })})`)
  await db.execute(sql`
    insert into configurators (id, company_id, design_id, name, draft)
    values (${ids.configurator}, ${ids.company}, ${ids.design}, 'Table', ${json(definition)})`)
  await db.execute(sql`
    insert into configurator_versions
      (company_id, configurator_id, version, definition, scene, design_version, published_at)
    values (${ids.company}, ${ids.configurator}, 1, ${json(definition)},
      ${json({ objects: [] })}, 1, now())`)
  await db.execute(sql`
    insert into quotes
      (id, company_id, number, configurator_id, configurator_name, configurator_version,
       selections, configuration, price, currency, lines, tax_percent, tax_included, image_url)
    values (${ids.quote}, ${ids.company}, 1, ${ids.configurator}, 'Table', 1,
      ${json({ wood: 'walnut' })}, ${json([])}, 80000, 'EUR', ${json([])}, 21, true,
      'http://localhost:3000/v1/images/00000000-0000-4000-8000-00000000d001?exp=1&sig=x')`)

  await finish()

  const [quote] = await rows<Record<string, unknown>>(sql`select * from quotes`)
  expect(quote).not.toHaveProperty('image_url')
  expect(quote!.requested_mail).toBeNull()
  expect(await rows(sql`select * from quote_pictures`)).toEqual([])
  // Its version is kept: the catch-up has what to draw it from (pictures.test.ts).
  expect(
    await rows(sql`
      select q.id from quotes q
      join configurator_versions v
        on v.configurator_id = q.configurator_id and v.version = q.configurator_version`),
  ).toEqual([{ id: ids.quote }])
}, 90_000)
