import { rollUpCost } from '@designer/configurator/cost'
import type { DesignCost, Scene } from '@designer/contract'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { createCompanyDesigns } from './company-designs'
import { createCostFiles } from './cost-files'
import { createCostTrees } from './cost-trees'
import { createPriceImpact } from './impact'
import { createCostOverview } from './overview'

/**
 * What designs cost to make, from the supplier items their objects are made of. The roll-up
 * itself is the engine's (packages/configurator/src/cost.ts); this service only loads what it
 * may read — the company's own designs and items, never another company's even when a stored
 * scene names them — and shapes the answers.
 */
export function createCostsService({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => clock.now().toISOString().slice(0, 10)
  const { loadItems, loadTree, configurableTree } = createCostTrees(db)
  const loadCompany = createCompanyDesigns({ db, loadItems })

  async function designCost(companyId: string, id: string, staleDays: number) {
    const tree = await loadTree(companyId, id)
    const cost = rollUpCost(
      tree.root,
      { design: (d) => tree.designs.get(d), item: (i) => tree.items.get(i) },
      { today: today(), staleDays },
    )
    return { name: tree.root.name, cost }
  }

  return {
    /**
     * Costs variants of one design (a configurator's choices) without a query each: the
     * design's tree, the components a variant may swap in (with theirs) and the items it may
     * name are loaded once; the answer costs any scene of the design.
     */
    configurableTree,

    async coster(
      companyId: string,
      designId: string,
      extra: { designIds: string[]; itemIds: string[] },
      rootScene?: Scene,
    ) {
      const tree = await configurableTree(companyId, designId, extra, rootScene)
      return (scene: Scene, staleDays = 180): DesignCost =>
        rollUpCost(
          { ...tree.root, scene },
          { design: (d) => tree.designs.get(d), item: (i) => tree.items.get(i) },
          { today: today(), staleDays },
        )
    },

    /** The bill of materials and cost of one design of the company. */
    async cost(companyId: string, id: string, staleDays: number): Promise<DesignCost> {
      return (await designCost(companyId, id, staleDays)).cost
    },

    ...createCostFiles({ designCost }),
    ...createCostOverview({ db, today, loadCompany }),
    ...createPriceImpact({ db, today, loadCompany }),
  }
}
export type CostsService = ReturnType<typeof createCostsService>
