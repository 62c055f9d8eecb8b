import type {
  ConfiguratorDefinition,
  Money,
  PriceBookEntry,
  PriceSetup,
  Scene,
} from '@designer/contract'
import { type CostItem, rollUpCost } from './cost'

/**
 * How a cost-plus configurator prices without showing its costs (docs/decisions/023): each
 * supplier item gets a unit price, its unit cost × the markup (or ÷ (1 − margin)) rounded to
 * whole minor units, and a configuration's materials are its bill of materials at those unit
 * prices. The studio's editor, the public page and the quote all price this same way, so the
 * price a customer sees is the price quoted, to the cent; only the studio also sees the cost.
 */

/** What a cost is multiplied by to give the price before tax. */
export function markupFactor(setup: Pick<PriceSetup, 'markupPercent' | 'marginPercent'>) {
  return setup.marginPercent !== null
    ? 1 / (1 - setup.marginPercent / 100)
    : 1 + (setup.markupPercent ?? 0) / 100
}

type BookItem = Pick<CostItem, 'id' | 'unit' | 'unitCost' | 'wastePercent' | 'densityKgM3'>

/** Unit prices of the items in the company's currency; an item in another one is left out. */
export function priceBookOf(
  items: Iterable<BookItem>,
  setup: PriceSetup,
  currency: string,
): Record<string, PriceBookEntry> {
  const book: Record<string, PriceBookEntry> = {}
  if (setup.mode !== 'costPlus') return book
  const factor = markupFactor(setup)
  for (const item of items) {
    if (item.unitCost.currency !== currency) continue
    book[item.id] = {
      unit: item.unit,
      unitPrice: { amount: Math.round(item.unitCost.amount * factor), currency },
      wastePercent: item.wastePercent,
      densityKgM3: item.densityKgM3,
    }
  }
  return book
}

/**
 * The configured scene's materials at the book's unit prices, in `currency`; null when nothing
 * in it is priced (then the price has no materials line, as when nothing could be costed). An
 * entry in another currency is not in the book for this currency.
 */
export function bookPricer(
  rootId: string,
  components: Record<string, Scene> | ReadonlyMap<string, Scene>,
  book: Record<string, PriceBookEntry>,
  currency: string,
) {
  const sceneOf = (id: string) =>
    components instanceof Map ? components.get(id) : (components as Record<string, Scene>)[id]
  const item = (id: string): CostItem | undefined => {
    const entry = book[id]
    if (!entry || entry.unitPrice.currency !== currency) return undefined
    return {
      id,
      name: '',
      code: '',
      supplierId: '',
      supplierName: '',
      supplierStatus: 'active',
      materialType: 'other',
      unit: entry.unit,
      unitCost: entry.unitPrice,
      costSince: '1970-01-01',
      wastePercent: entry.wastePercent,
      densityKgM3: entry.densityKgM3,
    }
  }
  return (scene: Scene): Money | null => {
    const priced = rollUpCost(
      { id: rootId, name: '', scene },
      {
        design: (id) => {
          const s = sceneOf(id)
          return s ? { id, name: '', scene: s } : undefined
        },
        item,
      },
      { today: '1970-01-01', staleDays: Number.MAX_SAFE_INTEGER },
    )
    return priced.lines.length ? (priced.totals.find((t) => t.currency === currency) ?? null) : null
  }
}

/** The live definition as customers receive it: a cost-plus setup without its markup or margin. */
export function publicDefinition(def: ConfiguratorDefinition): ConfiguratorDefinition {
  if (def.price.mode !== 'costPlus') return def
  return { ...def, price: { ...def.price, markupPercent: null, marginPercent: null } }
}
