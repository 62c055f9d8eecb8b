import { lineAmount, rollUpCost } from '@designer/configurator/cost'
import type { DesignType, PriceImpact } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import { supplierItems } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import type { CompanyCosting } from './company-designs'
import { componentIdsIn, itemIdsIn } from './cost-trees'

/** What a new price of a supplier item would do to the company's designs. */
export function createPriceImpact({ db, today, loadCompany }: CompanyCosting) {
  return {
    /**
     * What a new unit cost of an item would change: every design using it (directly or through
     * components), compared line by line, each line rounded as the engine rounds it.
     */
    async impact(companyId: string, itemId: string, amount: number): Promise<PriceImpact> {
      const [item] = await db
        .select({ id: supplierItems.id, currency: supplierItems.costCurrency })
        .from(supplierItems)
        .where(and(eq(supplierItems.id, itemId), eq(supplierItems.companyId, companyId)))
      if (!item) throw notFound('Supplier item')
      const loaded = await loadCompany(companyId)

      // Which designs reach the item: those naming it, then whatever places one of them, and so
      // on up (each design is added once, so a cycle in stored data ends the walk).
      const placedBy = new Map<string, string[]>()
      const reaching = new Set<string>()
      for (const row of loaded.rows) {
        if (itemIdsIn(row.scene).includes(itemId)) reaching.add(row.id)
        for (const c of componentIdsIn(row.scene))
          placedBy.set(c, [...(placedBy.get(c) ?? []), row.id])
      }
      for (const id of reaching) {
        for (const parent of placedBy.get(id) ?? []) reaching.add(parent)
      }

      const options = { today: today(), staleDays: 3650 }
      const affected: PriceImpact['designs'] = []
      for (const row of loaded.rows) {
        if (!reaching.has(row.id)) continue
        const lines = rollUpCost(row, loaded.sources, options).lines.filter(
          (l) => l.itemId === itemId,
        )
        if (!lines.length) continue
        let quantity = 0
        let change = 0
        for (const l of lines) {
          quantity += l.quantityWithWaste
          change += lineAmount(amount, l.quantity, l.wastePercent) - l.lineCost.amount
        }
        affected.push({
          id: row.id,
          name: row.name,
          type: row.type as DesignType,
          quantity: Math.round(quantity * 10_000) / 10_000,
          change: { amount: change, currency: item.currency },
        })
      }
      return {
        designs: affected,
        total: {
          amount: affected.reduce((sum, d) => sum + d.change.amount, 0),
          currency: item.currency,
        },
      }
    },
  }
}
