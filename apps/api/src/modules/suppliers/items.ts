import { randomUUID } from 'node:crypto'
import { type FieldError, fieldError, type SupplierItem } from '@designer/contract'
import { and, count, eq, ne, sql } from 'drizzle-orm'
import { supplierItems, suppliers } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import { listPage, pageWindow } from '../../lib/lists'
import {
  designsUsing,
  ITEM_SORTS,
  type ItemInput,
  type ItemQuery,
  invalid,
  isDuplicateCode,
  itemFilters,
  itemPublisher,
  type SuppliersDeps,
  selectItems,
  toItem,
} from './item-rows'
import { insertItems, today, writeItem } from './price-history'

/** Supplier items: listed, read, made, changed (a new cost joins the history), deleted. */
export function createSupplierItems({ db, clock, events, onAppearanceChanged }: SuppliersDeps) {
  const publishItem = itemPublisher(events)

  async function getItem(companyId: string, id: string): Promise<SupplierItem> {
    const [row] = await selectItems(db).where(
      and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)),
    )
    if (!row) throw notFound('Supplier item')
    return toItem(row)
  }

  /**
   * What the database cannot say by itself about an item: its supplier is the company's, its
   * code is free at that supplier, and its cost does not take effect in the future.
   */
  async function checkItem(companyId: string, input: ItemInput, id: string | null) {
    const errors: FieldError[] = []
    const [supplier] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.companyId, companyId)))
    if (!supplier) errors.push(fieldError('supplierId', 'validation.unknownSupplier'))
    if (supplier && input.code) {
      const [taken] = await db
        .select({ id: supplierItems.id })
        .from(supplierItems)
        .where(
          and(
            eq(supplierItems.supplierId, input.supplierId),
            eq(supplierItems.code, input.code),
            id ? ne(supplierItems.id, id) : undefined,
          ),
        )
      if (taken) errors.push(fieldError('code', 'validation.duplicateCode'))
    }
    if (input.costEffectiveFrom && input.costEffectiveFrom > today(clock)) {
      errors.push(fieldError('costEffectiveFrom', 'validation.futureDate'))
    }
    if (errors.length) throw invalid(errors)
  }

  /** Runs a write, turning a lost race for a supplier's code into the field error. */
  async function guardCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isDuplicateCode(err)) throw invalid([fieldError('code', 'validation.duplicateCode')])
      throw err
    }
  }

  return {
    getItem,

    async listItems(companyId: string, query: ItemQuery) {
      const where = itemFilters(companyId, query)
      const { limit, offset } = pageWindow(query)
      return listPage(
        selectItems(db)
          .where(where)
          .orderBy(...ITEM_SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(supplierItems)
          .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
          .where(where),
        toItem,
      )
    },

    async createItem(companyId: string, userId: string, input: ItemInput) {
      await checkItem(companyId, input, null)
      const id = randomUUID()
      await guardCode(() =>
        db.transaction((tx) => insertItems(tx, clock, companyId, userId, [{ id, input }])),
      )
      publishItem(companyId, 'created', id, userId)
      return getItem(companyId, id)
    },

    async updateItem(companyId: string, userId: string, id: string, input: ItemInput) {
      const before = await getItem(companyId, id)
      await checkItem(companyId, input, id)
      await guardCode(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(supplierItems)
            .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
            .for('update')
          if (!current) throw notFound('Supplier item')
          await writeItem(tx, clock, companyId, userId, current, input)
        }),
      )
      publishItem(companyId, 'updated', id, userId)
      const after = await getItem(companyId, id)
      if (JSON.stringify(before.appearance) !== JSON.stringify(after.appearance)) {
        onAppearanceChanged?.(companyId, id)
      }
      return after
    },

    /** Refused while designs use the item. */
    async removeItem(companyId: string, userId: string, id: string) {
      await getItem(companyId, id)
      const usedBy = await designsUsing(db, companyId, sql`array[${id}]::uuid[]`)
      if (usedBy.length) {
        throw new AppError(409, 'supplier_item_in_use', 'Designs use this supplier item', {
          usedBy,
        })
      }
      const deleted = await db
        .delete(supplierItems)
        .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
        .returning({ id: supplierItems.id })
      if (!deleted.length) throw notFound('Supplier item')
      publishItem(companyId, 'deleted', id, userId)
    },
  }
}
