import type { Scene } from '@designer/contract'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytea, id, timestamps } from './columns'
import { companies } from './companies'
import { users } from './users'

export const designs = pgTable(
  'designs',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** design or component. */
    type: text().notNull(),
    scene: jsonb().$type<Scene>().notNull(),
    /** Bumped by every scene save; a save names the version it was based on. */
    version: integer().notNull().default(1),
    /** Design ids this scene places as components, kept beside the scene for "where used" and the cycle rule. */
    componentIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** Supplier items this scene itself names (objects and extra cost lines), for "used in". */
    supplierItemIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    objectCount: integer().notNull().default(0),
    /** Random part of the thumbnail's address; a new upload gets a new one. */
    thumbnailKey: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('designs_company_updated_idx').on(t.companyId, t.updatedAt),
    index('designs_company_name_idx').on(t.companyId, t.name),
    index('designs_component_ids_idx').using('gin', t.componentIds),
    index('designs_supplier_item_ids_idx').using('gin', t.supplierItemIds),
  ],
)

export const designThumbnails = pgTable('design_thumbnails', {
  designId: uuid()
    .primaryKey()
    .references(() => designs.id, { onDelete: 'cascade' }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  png: bytea().notNull(),
  ...timestamps,
})
