import type {
  AreaAction,
  DesignRef,
  DesignType,
  FieldError,
  SupplierItem,
  SupplierStatus,
  supplierItemInputSchema,
  supplierItemListQuerySchema,
} from '@designer/contract'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { designs, supplierItems, suppliers } from '../../db/schema/index'
import { appearanceOf } from '../../lib/appearance'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/csv'
import { AppError } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { matchesSearch, sortOrders } from '../../lib/lists'

/** What the suppliers' jobs are built with. */
export type SuppliersDeps = {
  db: Database
  clock: Clock
  events: EventsPublisher
  /**
   * Told when an item's look changed (its finish or its texture): the pictures of the designs
   * made of it are drawn again.
   */
  onAppearanceChanged?: (companyId: string, itemId: string) => void
}

export type ItemInput = z.output<typeof supplierItemInputSchema>
export type ItemQuery = z.output<typeof supplierItemListQuerySchema>
export type ItemRow = typeof supplierItems.$inferSelect

export const invalid = (errors: FieldError[]) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', errors)

export const isDuplicateCode = (error: unknown) =>
  isUniqueViolation(error, 'supplier_items_supplier_code_idx')

const usedIn =
  sql<number>`(select count(*) from ${designs} where ${designs.companyId} = ${supplierItems.companyId} and ${designs.supplierItemIds} @> array[${supplierItems.id}]::uuid[])`.mapWith(
    Number,
  )

export const ITEM_SORTS = sortOrders(
  {
    name: sql`lower(${supplierItems.name})`,
    supplier: sql`lower(${suppliers.name})`,
    cost: supplierItems.costAmount,
    updated: supplierItems.updatedAt,
  },
  supplierItems.id,
)

type ItemSelect = {
  i: ItemRow
  supplierName: string
  supplierStatus: SupplierStatus
  usedIn: number
}

export function toItem(r: ItemSelect): SupplierItem {
  const { i } = r
  return {
    id: i.id,
    supplierId: i.supplierId,
    supplierName: r.supplierName,
    supplierStatus: r.supplierStatus,
    name: i.name,
    code: i.code,
    unit: i.unit,
    materialType: i.materialType,
    unitCost: { amount: i.costAmount, currency: i.costCurrency },
    costSince: i.costSince,
    stockSize: i.stockSize ?? null,
    appearance: appearanceOf(i),
    densityKgM3: i.density ?? null,
    wastePercent: i.wasteBasisPoints / 100,
    minOrderQuantity: i.minOrderQuantity ?? null,
    leadTimeDays: i.leadTimeDays,
    validFrom: i.validFrom,
    validUntil: i.validUntil,
    usedIn: r.usedIn,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  }
}

/** Tells the company's pages of a change to one of its supplier items. */
export const itemPublisher =
  (events: EventsPublisher) =>
  (companyId: string, action: AreaAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `supplier-items.${action}`, id, actorId })

/** Items with their supplier's name and status, and how many designs use each. */
export const selectItems = (db: Database) =>
  db
    .select({
      i: supplierItems,
      supplierName: suppliers.name,
      supplierStatus: suppliers.status,
      usedIn,
    })
    .from(supplierItems)
    .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
    .$dynamic()

/** The list's filters of the company's items. */
export function itemFilters(companyId: string, query: Omit<ItemQuery, 'page' | 'pageSize'>) {
  return and(
    eq(supplierItems.companyId, companyId),
    query.supplierId ? eq(supplierItems.supplierId, query.supplierId) : undefined,
    query.materialType ? eq(supplierItems.materialType, query.materialType) : undefined,
    query.includeArchived ? undefined : eq(suppliers.status, 'active'),
    matchesSearch(query.q, [supplierItems.name, supplierItems.code]),
  )
}

/** Designs of the company whose own scene names any of the items. */
export async function designsUsing(
  db: Database,
  companyId: string,
  items: SQL,
): Promise<DesignRef[]> {
  const rows = await db
    .select({ id: designs.id, name: designs.name, type: designs.type })
    .from(designs)
    .where(and(eq(designs.companyId, companyId), sql`${designs.supplierItemIds} && ${items}`))
    .orderBy(asc(designs.name), asc(designs.id))
  return rows.map((r) => ({ ...r, type: r.type as DesignType }))
}
