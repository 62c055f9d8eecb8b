import type {
  AreaAction,
  Supplier,
  supplierInputSchema,
  supplierListQuerySchema,
} from '@designer/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { supplierItems, suppliers } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'
import { designsUsing, type SuppliersDeps } from './item-rows'
import { createSupplierItems } from './items'
import { createItemFiles } from './items-csv'
import { createPriceHistory } from './price-history'
import { createItemTextures } from './textures'

type SupplierInput = z.output<typeof supplierInputSchema>

// The outer table is named in full: in a query of one table Drizzle leaves the table off its
// columns, and inside the subquery "id" would then be the item's own.
const itemCount =
  sql<number>`(select count(*) from ${supplierItems} where ${supplierItems.supplierId} = "suppliers"."id")`.mapWith(
    Number,
  )

const SUPPLIER_SORTS = sortOrders(
  { name: sql`lower(${suppliers.name})`, items: itemCount, updated: suppliers.updatedAt },
  suppliers.id,
)

function toSupplier(r: { s: typeof suppliers.$inferSelect; itemCount: number }): Supplier {
  const { s } = r
  return {
    id: s.id,
    name: s.name,
    contactName: s.contactName,
    email: s.email,
    phone: s.phone,
    website: s.website,
    address: s.address,
    currency: s.currency,
    leadTimeDays: s.leadTimeDays,
    paymentTerms: s.paymentTerms,
    notes: s.notes,
    status: s.status,
    itemCount: r.itemCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }
}

/**
 * Suppliers, and their items with the price history and the CSV files: the suppliers are here,
 * each other job in a file of its own, built into the one service the routes use.
 */
export function createSuppliersService(deps: SuppliersDeps) {
  const { db, clock, events } = deps
  const publishSupplier = (companyId: string, action: AreaAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `suppliers.${action}`, id, actorId })

  const selectSuppliers = () => db.select({ s: suppliers, itemCount }).from(suppliers).$dynamic()

  async function getSupplier(companyId: string, id: string): Promise<Supplier> {
    const [row] = await selectSuppliers().where(
      and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)),
    )
    if (!row) throw notFound('Supplier')
    return toSupplier(row)
  }

  const items = createSupplierItems(deps)
  return {
    // Suppliers

    getSupplier,

    async listSuppliers(companyId: string, query: z.output<typeof supplierListQuerySchema>) {
      const where = and(
        eq(suppliers.companyId, companyId),
        query.status === 'all' ? undefined : eq(suppliers.status, query.status),
        matchesSearch(query.q, [suppliers.name, suppliers.contactName, suppliers.email]),
      )
      const { limit, offset } = pageWindow(query)
      return listPage(
        selectSuppliers()
          .where(where)
          .orderBy(...SUPPLIER_SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(suppliers).where(where),
        toSupplier,
      )
    },

    async createSupplier(companyId: string, userId: string, input: SupplierInput) {
      const [row] = await db
        .insert(suppliers)
        .values({ ...input, companyId })
        .returning({ id: suppliers.id })
      publishSupplier(companyId, 'created', row!.id, userId)
      return getSupplier(companyId, row!.id)
    },

    async updateSupplier(companyId: string, userId: string, id: string, input: SupplierInput) {
      const updated = await db
        .update(suppliers)
        .set(input)
        .where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)))
        .returning({ id: suppliers.id })
      if (!updated.length) throw notFound('Supplier')
      publishSupplier(companyId, 'updated', id, userId)
      return getSupplier(companyId, id)
    },

    /** Refused while designs use any of its items: the supplier can be archived instead. */
    async removeSupplier(companyId: string, userId: string, id: string) {
      await getSupplier(companyId, id)
      const usedBy = await designsUsing(
        db,
        companyId,
        sql`array(select ${supplierItems.id} from ${supplierItems} where ${supplierItems.supplierId} = ${id})`,
      )
      if (usedBy.length) {
        throw new AppError(409, 'supplier_in_use', 'Designs use items of this supplier', {
          usedBy,
        })
      }
      const deleted = await db
        .delete(suppliers)
        .where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)))
        .returning({ id: suppliers.id })
      if (!deleted.length) throw notFound('Supplier')
      publishSupplier(companyId, 'deleted', id, userId)
    },

    ...items,
    ...createPriceHistory({ db, getItem: items.getItem }),
    ...createItemFiles({ db, clock, events }),
    ...createItemTextures(deps),
  }
}
export type SuppliersService = ReturnType<typeof createSuppliersService>
