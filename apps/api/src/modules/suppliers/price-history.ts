import type { SupplierItem, SupplierItemCost } from '@designer/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client'
import {
  supplierItemCosts,
  supplierItems,
  supplierItemTextures,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import type { ItemInput, ItemRow } from './item-rows'

/**
 * An item's cost is a history: each new cost is an entry (never replacing one), effective from a
 * day, and the item's current cost follows the history's latest. The writes here run in the
 * caller's transaction, for one item (the item routes) or many (the import).
 */

/** Today as a calendar day in UTC, by the injected clock. */
export const today = (clock: Clock) => clock.now().toISOString().slice(0, 10)

/** The item's columns from an input, all but the cost (which goes through the history). */
function itemColumns(input: ItemInput) {
  return {
    supplierId: input.supplierId,
    name: input.name,
    code: input.code,
    unit: input.unit,
    materialType: input.materialType,
    stockSize: input.stockSize,
    // Left out, the appearance stays as it is (an import or an older client does not know it);
    // taken away, its texture goes with it.
    ...(input.appearance === undefined
      ? {}
      : input.appearance === null
        ? { appearance: null, texture: null }
        : { appearance: input.appearance }),
    density: input.densityKgM3,
    wasteBasisPoints: Math.round(input.wastePercent * 100),
    minOrderQuantity: input.minOrderQuantity,
    leadTimeDays: input.leadTimeDays,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
  }
}

/** The item's current cost: the history's latest effective day, the newest entry on a tie. */
async function refreshCurrentCost(tx: Tx, itemId: string) {
  const [latest] = await tx
    .select()
    .from(supplierItemCosts)
    .where(eq(supplierItemCosts.itemId, itemId))
    .orderBy(desc(supplierItemCosts.effectiveFrom), desc(supplierItemCosts.createdAt))
    .limit(1)
  if (!latest) return
  await tx
    .update(supplierItems)
    .set({
      costAmount: latest.amount,
      costCurrency: latest.currency,
      costSince: latest.effectiveFrom,
    })
    .where(eq(supplierItems.id, itemId))
}

/** Inserts items with their first cost, many at once (the import's new rows). */
export async function insertItems(
  tx: Tx,
  clock: Clock,
  companyId: string,
  userId: string,
  inputs: { id: string; input: ItemInput }[],
) {
  const day = today(clock)
  for (let start = 0; start < inputs.length; start += 500) {
    const chunk = inputs.slice(start, start + 500)
    await tx.insert(supplierItems).values(
      chunk.map(({ id, input }) => ({
        ...itemColumns(input),
        id,
        companyId,
        costAmount: input.unitCost.amount,
        costCurrency: input.unitCost.currency,
        costSince: input.costEffectiveFrom ?? day,
      })),
    )
    await tx.insert(supplierItemCosts).values(
      chunk.map(({ id, input }) => ({
        companyId,
        itemId: id,
        amount: input.unitCost.amount,
        currency: input.unitCost.currency,
        effectiveFrom: input.costEffectiveFrom ?? day,
        createdBy: userId,
      })),
    )
  }
}

/**
 * Writes an item's fields; a different cost is added to the history (never replacing an
 * entry) and the current cost follows the history.
 */
export async function writeItem(
  tx: Tx,
  clock: Clock,
  companyId: string,
  userId: string,
  current: ItemRow,
  input: ItemInput,
) {
  await tx
    .update(supplierItems)
    .set(itemColumns(input))
    .where(and(eq(supplierItems.id, current.id), eq(supplierItems.companyId, companyId)))
  if (input.appearance === null && current.texture) {
    await tx.delete(supplierItemTextures).where(eq(supplierItemTextures.itemId, current.id))
  }
  const changed =
    current.costAmount !== input.unitCost.amount || current.costCurrency !== input.unitCost.currency
  if (!changed) return
  await tx.insert(supplierItemCosts).values({
    companyId,
    itemId: current.id,
    amount: input.unitCost.amount,
    currency: input.unitCost.currency,
    effectiveFrom: input.costEffectiveFrom ?? today(clock),
    createdBy: userId,
  })
  await refreshCurrentCost(tx, current.id)
}

/** The price history as the item's page lists it. */
export function createPriceHistory({
  db,
  getItem,
}: {
  db: Database
  getItem: (companyId: string, id: string) => Promise<SupplierItem>
}) {
  return {
    /** The item's price history, the latest effective first. */
    async costs(companyId: string, id: string): Promise<SupplierItemCost[]> {
      await getItem(companyId, id)
      const rows = await db
        .select({ c: supplierItemCosts, creatorName: users.name })
        .from(supplierItemCosts)
        .leftJoin(users, eq(users.id, supplierItemCosts.createdBy))
        .where(and(eq(supplierItemCosts.itemId, id), eq(supplierItemCosts.companyId, companyId)))
        .orderBy(
          desc(supplierItemCosts.effectiveFrom),
          desc(supplierItemCosts.createdAt),
          desc(supplierItemCosts.id),
        )
      return rows.map(({ c, creatorName }) => ({
        id: c.id,
        unitCost: { amount: c.amount, currency: c.currency },
        effectiveFrom: c.effectiveFrom,
        createdAt: c.createdAt.toISOString(),
        createdBy: c.createdBy ? { id: c.createdBy, name: creatorName ?? '' } : null,
      }))
    },
  }
}
