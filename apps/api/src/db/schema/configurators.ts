import type { ConfiguratorDefinition, ConfiguratorStatus, Scene } from '@designer/contract'
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea, id, timestamps } from './columns'
import { companies } from './companies'
import { designs } from './designs'
import { users } from './users'

/**
 * A configurator: one design made into a product customers configure. The draft is edited
 * (with a version for optimistic concurrency, like a design's scene); publishing copies it into
 * an immutable row of configurator_versions, which is what customers and quotes see.
 */
export const configurators = pgTable(
  'configurators',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A design a configurator is built on cannot be deleted (the designs service says which).
    designId: uuid()
      .notNull()
      .references(() => designs.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    status: text().$type<ConfiguratorStatus>().notNull().default('draft'),
    draft: jsonb().$type<ConfiguratorDefinition>().notNull(),
    version: integer().notNull().default(1),
    publishedVersion: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    /** Sites allowed to show the public page in a frame (its frame-ancestors). */
    allowedOrigins: text().array().notNull().default([]),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('configurators_company_idx').on(t.companyId, t.updatedAt),
    index('configurators_design_idx').on(t.designId),
  ],
)

/** Every published version, never changed: its definition and the design's scene as it was. */
export const configuratorVersions = pgTable(
  'configurator_versions',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    configuratorId: uuid()
      .notNull()
      .references(() => configurators.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    definition: jsonb().$type<ConfiguratorDefinition>().notNull(),
    /** The design's scene when published: later edits of the design do not change what is live. */
    scene: jsonb().$type<Scene>().notNull(),
    designVersion: integer().notNull(),
    /** The lowest and highest price this version quotes (minor units of `currency`), if any. */
    priceMin: integer(),
    priceMax: integer(),
    currency: text(),
    publishedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('configurator_versions_idx').on(t.configuratorId, t.version)],
)

/**
 * The picture the public page paints first: the live version's default configuration, rendered
 * on the server when it is published (decision 040). `version` is the published version it
 * shows; the page uses it only while that version is live. Served at an address only its
 * random key opens, like thumbnails.
 */
export const configuratorPosters = pgTable('configurator_posters', {
  configuratorId: uuid()
    .primaryKey()
    .references(() => configurators.id, { onDelete: 'cascade' }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer().notNull(),
  key: text().notNull(),
  /** JPEG: an opaque picture on the scene's background, a fraction of a PNG's size. */
  jpeg: bytea().notNull(),
  ...timestamps,
})
