import type {
  MaterialFinish,
  MaterialType,
  StockSize,
  SupplierStatus,
  SupplyUnit,
} from '@designer/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea, id, timestamps } from './columns'
import { companies } from './companies'
import { users } from './users'

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contactName: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    address: text().notNull().default(''),
    currency: text().notNull(),
    leadTimeDays: integer(),
    paymentTerms: text().notNull().default(''),
    notes: text().notNull().default(''),
    status: text().$type<SupplierStatus>().notNull().default('active'),
    ...timestamps,
  },
  (t) => [index('suppliers_company_name_idx').on(t.companyId, t.name)],
)

export const supplierItems = pgTable(
  'supplier_items',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull().default(''),
    unit: text().$type<SupplyUnit>().notNull(),
    materialType: text().$type<MaterialType>().notNull().default('other'),
    /**
     * The cost in effect, copied from the newest row of supplier_item_costs that has taken
     * effect, so lists sort and roll up without a lateral join.
     */
    costAmount: bigint({ mode: 'number' }).notNull(),
    costCurrency: text().notNull(),
    costSince: date({ mode: 'string' }).notNull(),
    stockSize: jsonb().$type<StockSize>(),
    /** How parts made of the item are drawn (colour, roughness, metalness); null for none. */
    appearance: jsonb().$type<MaterialFinish>(),
    /** The uploaded surface picture: its stored key and the real-world size it shows. */
    texture: jsonb().$type<{ key: string; widthMm: number; heightMm: number }>(),
    /** kg/m³, to count by weight. */
    density: numeric({ mode: 'number' }),
    /** Basis points: 1250 is 12.5 %. */
    wasteBasisPoints: integer().notNull().default(0),
    minOrderQuantity: numeric({ mode: 'number' }),
    leadTimeDays: integer(),
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('supplier_items_company_name_idx').on(t.companyId, t.name),
    index('supplier_items_supplier_idx').on(t.supplierId),
    // CSV imports match rows to items by the supplier's code.
    uniqueIndex('supplier_items_supplier_code_idx')
      .on(t.supplierId, t.code)
      .where(sql`${t.code} <> ''`),
  ],
)

/** Every unit cost an item has had, each from the day it took effect; never updated. */
export const supplierItemCosts = pgTable(
  'supplier_item_costs',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => supplierItems.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('supplier_item_costs_item_idx').on(t.itemId, t.effectiveFrom)],
)

/**
 * A supplier item's texture file, apart from the item so lists never read it. The item's
 * `texture` column holds its key (part of its public address) and real-world size.
 */
export const supplierItemTextures = pgTable('supplier_item_textures', {
  itemId: uuid()
    .primaryKey()
    .references(() => supplierItems.id, { onDelete: 'cascade' }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  key: text().notNull(),
  /** image/png, image/jpeg or image/webp, as stored after resizing. */
  contentType: text().notNull(),
  data: bytea().notNull(),
  ...timestamps,
})
