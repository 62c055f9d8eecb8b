import type { Camera } from '@designer/contract'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytea, id, timestamps } from './columns'
import { companies } from './companies'
import { designs } from './designs'
import { users } from './users'

/** Saved camera views, optionally made for one design. */
export const views = pgTable(
  'views',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    designId: uuid().references(() => designs.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    camera: jsonb().$type<Camera>().notNull(),
    /** Random part of the picture's address (the design through this camera); a new picture gets a new one. */
    pictureKey: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('views_company_idx').on(t.companyId, t.name),
    index('views_design_idx').on(t.designId),
  ],
)

/** The picture of each view, rendered on the server; served at an address only its key opens. */
export const viewPictures = pgTable('view_pictures', {
  viewId: uuid()
    .primaryKey()
    .references(() => views.id, { onDelete: 'cascade' }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  png: bytea().notNull(),
  ...timestamps,
})
