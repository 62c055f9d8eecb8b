import { localize } from '@designer/configurator/texts'
import { configuratorDefinitionSchema } from '@designer/contract'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { databaseBefore } from '../../test/migrations'

// 0017_studio-texts gives every stored definition (drafts and published versions) the studio's
// texts (docs/decisions/038-studio-texts.md): a definition stored before it reads as typed in
// English, with no description, quote intro or translations; one stored in the new shape keeps
// its texts.

const MIGRATION = '0017_studio-texts'

/** A definition as 0016 stored it: Money amounts, no texts. */
const oldDefinition = () => ({
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
            { id: 'oak', name: 'Oak', surcharge: null, color: '#c8a165', supplierItemId: null },
            {
              id: 'walnut',
              name: 'Walnut',
              surcharge: { amount: 25000, currency: 'EUR' },
              color: null,
              supplierItemId: null,
            },
          ],
        },
      ],
    },
  ],
  rules: [],
  price: {
    mode: 'list',
    base: { amount: 80000, currency: 'EUR' },
    markupPercent: null,
    marginPercent: null,
    formulas: [],
    rounding: 'none',
    quantityOption: null,
    taxPercent: 21,
    taxIncluded: true,
  },
})

const NO_TEXTS = { language: 'en', description: '', quoteIntro: '', translations: {} }
const FRENCH_STUDIO = {
  language: 'fr',
  description: 'Une table massive',
  quoteIntro: 'Nous répondons sous 48 heures.',
  translations: { en: { 'options.wood.name': 'Wood' } },
}

// Migrating a database from the start takes PGlite a while on a busy machine.
test(`${MIGRATION}: definitions stored before it read as English with empty texts`, async () => {
  const { db, finish, rows } = await databaseBefore(MIGRATION)
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const ids = {
    company: '00000000-0000-4000-8000-00000000e001',
    design: '00000000-0000-4000-8000-00000000d001',
    old: '00000000-0000-4000-8000-00000000c001',
    typed: '00000000-0000-4000-8000-00000000c002',
  }
  await db.execute(sql`
    insert into companies (id, name, currency, country, trial_ends_at)
    values (${ids.company}, 'Atelier', 'EUR', 'ES', now())`)
  await db.execute(sql`
    insert into designs (id, company_id, name, type, scene)
    values (${ids.design}, ${ids.company}, 'Table', 'design', ${json({ objects: [] })})`)
  await db.execute(sql`
    insert into configurators (id, company_id, design_id, name, draft) values
      (${ids.old}, ${ids.company}, ${ids.design}, 'Table', ${json(oldDefinition())}),
      (${ids.typed}, ${ids.company}, ${ids.design}, 'Table',
        ${json({ ...oldDefinition(), ...FRENCH_STUDIO })})`)
  await db.execute(sql`
    insert into configurator_versions
      (company_id, configurator_id, version, definition, scene, design_version, price_min,
       price_max, currency, published_at)
    values (${ids.company}, ${ids.old}, 1, ${json(oldDefinition())}, ${json({ objects: [] })},
      1, 80000, 105000, 'EUR', now())`)

  await finish()

  const drafts = await rows<{ id: string; draft: unknown }>(
    sql`select id, draft from configurators order by id`,
  )
  expect(drafts).toEqual([
    { id: ids.old, draft: { ...oldDefinition(), ...NO_TEXTS } },
    // Written in the new shape already: its texts are its own.
    { id: ids.typed, draft: { ...oldDefinition(), ...FRENCH_STUDIO } },
  ])
  const [version] = await rows<{ definition: unknown }>(
    sql`select definition from configurator_versions`,
  )
  expect(version!.definition).toEqual({ ...oldDefinition(), ...NO_TEXTS })

  // As the contract reads them: English, nothing to translate but the names, every visitor
  // reading the studio's words.
  const old = configuratorDefinitionSchema.parse(drafts[0]!.draft)
  expect(old).toMatchObject(NO_TEXTS)
  const french = localize(old, 'Table', 'fr')
  expect(french.name).toBe('Table')
  expect(french.definition.steps[0]!.options[0]!.name).toBe('Wood')
  expect(french.untranslated).toEqual([
    'name',
    'steps.finish.name',
    'options.wood.name',
    'options.wood.values.oak.name',
    'options.wood.values.walnut.name',
  ])
}, 90_000)
