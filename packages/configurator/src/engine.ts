import type { ConfiguratorDefinition, Money, Scene, Selections } from '@designer/contract'
import { configureScene } from './bindings'
import { type Price, priceOf } from './price'
import { allOptions, type OptionState, type RuleMessage, resolveRules } from './rules'

export { type Price, type PriceLine, roundPrice } from './price'
export { currencyProblems, type DefinitionProblem, definitionProblems } from './problems'
export {
  conditionHolds,
  type OptionState,
  type RuleMessage,
  resolveRules,
  setCycles,
} from './rules'

/**
 * The configurator engine: from a definition, the design's scene and a customer's choices to
 * the choices after the rules, the configured scene and the price. Plain TypeScript: the
 * editor's preview, the public page and the API's evaluate endpoint run this same code, so a
 * price shown can never differ from the price quoted.
 */

export type Evaluation = {
  selections: Selections
  options: Record<string, OptionState>
  blocks: RuleMessage[]
  warnings: RuleMessage[]
  /** Required text inputs left empty. */
  missing: string[]
  /** The design with the choices applied: sizes, materials, parts, components. */
  scene: Scene
  /** Bindings whose formula failed for these choices: the object keeps its size. */
  bindingErrors: { optionId: string; objectId: string; target: string; message: string }[]
  price: Price
}

export type EvaluateContext = {
  /** The company's: what the price is computed in, and the only one its amounts may be in. */
  currency: string
  /** The configured scene's cost in `currency`, or null when it cannot be costed. */
  costOf?: (scene: Scene) => Money | null
  /**
   * The configured scene's materials at the price book's unit prices (price-book.ts): what a
   * cost-plus price is made of wherever the cost itself is not known, or must not be shown.
   */
  pricedMaterialsOf?: (scene: Scene) => Money | null
}

/**
 * Everything a page or a quote needs for one set of choices. A definition amount in another
 * currency than `context.currency` throws a `CurrencyMismatchError` (see `currencyProblems`).
 */
export function evaluate(
  def: ConfiguratorDefinition,
  scene: Scene,
  asked: Selections,
  context: EvaluateContext,
): Evaluation {
  const { selections, states, blocks, warnings } = resolveRules(def, asked)
  const configured = configureScene(def, scene, selections, states)
  const missing = allOptions(def)
    .filter(
      (o) =>
        o.kind === 'text' &&
        states[o.id]?.required &&
        states[o.id]?.visible &&
        String(selections[o.id] ?? '').trim() === '',
    )
    .map((o) => o.id)
  const cost = context.costOf ? context.costOf(configured.scene) : null
  const priced = context.pricedMaterialsOf ? context.pricedMaterialsOf(configured.scene) : undefined
  return {
    selections,
    options: states,
    blocks,
    warnings,
    missing,
    scene: configured.scene,
    bindingErrors: configured.errors,
    price: priceOf(def, selections, states, cost, context.currency, priced),
  }
}
