import type { Camera } from '@designer/contract'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
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
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('views_company_idx').on(t.companyId, t.name),
    index('views_design_idx').on(t.designId),
  ],
)
