import { rollUpCost } from '@designer/configurator/cost'
import type {
  CostOverviewItem,
  CostSort,
  costOverviewQuerySchema,
  DesignCost,
  DesignType,
} from '@designer/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { companies } from '../../db/schema/index'
import { pageWindow } from '../../lib/lists'
import { thumbnailUrl } from '../designs/service'
import type { CompanyCosting, LoadedCompany, OverviewRow } from './company-designs'

/** What the overview shows of a design's cost; kept instead of the whole bill of materials. */
type CostSummary = Pick<DesignCost, 'material' | 'labour' | 'totals' | 'flags'> & {
  lineCount: number
  missingCount: number
}
const summarise = (cost: DesignCost): CostSummary => ({
  material: cost.material,
  labour: cost.labour,
  totals: cost.totals,
  flags: cost.flags,
  lineCount: cost.lines.length,
  missingCount: cost.missing.length,
})

const anyFlag = (cost: Pick<DesignCost, 'flags'>) => Object.values(cost.flags).some(Boolean)

/** The overview of every design's cost, with the summaries of the last state seen kept. */
export function createCostOverview({ db, today, loadCompany }: CompanyCosting) {
  /** Per company, the summaries of the last state seen: reused while nothing they depend on changed. */
  const summaries = new Map<string, { key: string; byId: Map<string, CostSummary> }>()

  /**
   * The summaries of a company's designs for this state of its designs and items, today and
   * this tolerance: the same map as last time when none of them changed, else a new one.
   */
  function summariesFor(
    companyId: string,
    loaded: LoadedCompany,
    options: { today: string; staleDays: number },
  ) {
    const parts = [options.today, String(options.staleDays), JSON.stringify([...loaded.items])]
    for (const r of loaded.rows) parts.push(`${r.id}:${r.version}:${r.updatedAt.getTime()}`)
    const key = parts.join('|')
    let entry = summaries.get(companyId)
    if (entry?.key !== key) {
      entry = { key, byId: new Map() }
      summaries.delete(companyId)
      if (summaries.size >= 200) summaries.delete(summaries.keys().next().value!)
    }
    summaries.set(companyId, entry)
    const { byId } = entry
    return (r: OverviewRow) => {
      let summary = byId.get(r.id)
      if (!summary) {
        summary = summarise(rollUpCost(r, loaded.sources, options))
        byId.set(r.id, summary)
      }
      return summary
    }
  }

  /** The amount in `currency`, or null when the design has none in it. */
  const amountIn = (money: { amount: number; currency: string }[], currency: string) =>
    money.find((m) => m.currency === currency)?.amount ?? null

  function sortRows(
    rows: OverviewRow[],
    sort: CostSort,
    costOf: (r: OverviewRow) => CostSummary,
    currency: string,
  ): OverviewRow[] {
    const descending = sort.startsWith('-')
    const field = (descending ? sort.slice(1) : sort) as
      | 'name'
      | 'material'
      | 'labour'
      | 'total'
      | 'updated'
    // Rows arrive in name order (lower(name), id), as the other lists sort names.
    if (field === 'name') return descending ? [...rows].reverse() : rows
    if (field === 'updated') {
      const sign = descending ? -1 : 1
      return [...rows].sort(
        (a, b) => sign * (a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : 1)),
      )
    }
    const pick = field === 'total' ? 'totals' : field
    const keyed = rows.map((r) => ({ r, amount: amountIn(costOf(r)[pick], currency) }))
    // Amounts in the company's currency sort by amount; designs without one come after, by name.
    keyed.sort((a, b) => {
      if (a.amount === null || b.amount === null)
        return a.amount === b.amount ? 0 : a.amount === null ? 1 : -1
      return descending ? b.amount - a.amount : a.amount - b.amount
    })
    return keyed.map((k) => k.r)
  }

  return {
    /** Every design and component of the company with what it costs. */
    async overview(companyId: string, query: z.output<typeof costOverviewQuerySchema>) {
      const [[company], loaded] = await Promise.all([
        db
          .select({ currency: companies.currency })
          .from(companies)
          .where(eq(companies.id, companyId)),
        loadCompany(companyId),
      ])
      const currency = company?.currency ?? ''
      // A design is only rolled up when the answer needs it (the page, or every row for the
      // money sorts and the flagged filter), and only again once something it depends on changed.
      const costOf = summariesFor(companyId, loaded, {
        today: today(),
        staleDays: query.staleDays,
      })
      const q = query.q?.toLowerCase()
      let rows = loaded.rows.filter(
        (r) => (!query.type || r.type === query.type) && (!q || r.name.toLowerCase().includes(q)),
      )
      if (query.flagged) rows = rows.filter((r) => anyFlag(costOf(r)))
      rows = sortRows(rows, query.sort, costOf, currency)
      const { limit, offset } = pageWindow(query)
      const items = rows.slice(offset, offset + limit).map((r): CostOverviewItem => {
        const cost = costOf(r)
        return {
          id: r.id,
          name: r.name,
          type: r.type as DesignType,
          thumbnailUrl: thumbnailUrl(r),
          material: cost.material,
          labour: cost.labour,
          totals: cost.totals,
          lineCount: cost.lineCount,
          missingCount: cost.missingCount,
          flags: cost.flags,
          updatedAt: r.updatedAt.toISOString(),
        }
      })
      return { items, total: rows.length }
    },
  }
}
