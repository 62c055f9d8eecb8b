import { type Evaluation, evaluate } from '@designer/configurator/engine'
import { bookPricer } from '@designer/configurator/price-book'
import { selectionsFromQuery, selectionsToQuery } from '@designer/configurator/share'
import type {
  ConfigOption,
  ConfiguratorDefinition,
  PublicConfigurator,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { useCallback, useMemo, useState } from 'react'
import { nextNotice, type RuleNotice, ruleChanges } from './rule-notices'

/**
 * The visitor's choices and what the engine makes of them, in the browser: every change is
 * evaluated here at once (rules, the configured scene, the price), with no network. The price
 * comes from the price book the page was given, exactly as the server prices a quote
 * (apps/api/src/modules/configurators/public.ts), so the two agree to the cent.
 */
export function useConfiguration(configurator: PublicConfigurator, initial: Selections) {
  const { definition, scene, components, priceBook, company } = configurator
  const evaluateWith = useMemo(() => {
    // The root's id only names the design in the roll-up; the page does not know the design's.
    const pricedMaterialsOf = bookPricer(configurator.id, components, priceBook, company.currency)
    // The last answer is kept: a change evaluates its choices once to compare them, and the
    // page's state then asks for the same choices again.
    let last: { asked: Selections; evaluation: Evaluation } | null = null
    return (asked: Selections) => {
      if (last?.asked !== asked) {
        const context = { currency: company.currency, pricedMaterialsOf }
        last = { asked, evaluation: evaluate(definition, scene, asked, context) }
      }
      return last.evaluation
    }
  }, [configurator.id, definition, scene, components, priceBook, company.currency])
  const [state, setState] = useState<{ asked: Selections; notice: RuleNotice | null }>({
    asked: initial,
    notice: null,
  })
  const evaluation = useMemo(() => evaluateWith(state.asked), [evaluateWith, state.asked])
  // A change starts from the choices as the rules left them, so a value a rule set stays set;
  // what the rules then do to the visitor's other choices is told where it happened.
  const change = useCallback(
    (optionId: string, value: SelectionValue) => {
      const asked = { ...evaluation.selections, [optionId]: value }
      const changes = ruleChanges(definition, evaluation, asked, evaluateWith(asked))
      setState((s) => ({
        asked,
        notice: nextNotice(s.notice, optionId, evaluation.selections, changes),
      }))
    },
    [definition, evaluation, evaluateWith],
  )
  const apply = useCallback(
    (selections: Selections) =>
      setState({ asked: { ...evaluation.selections, ...selections }, notice: null }),
    [evaluation.selections],
  )
  /** Back to the choices before the change the rules answered. */
  const undo = useCallback(
    () => setState((s) => (s.notice ? { asked: s.notice.before, notice: null } : s)),
    [],
  )
  return { evaluation, evaluateWith, notice: state.notice, change, apply, undo }
}

export type Configuration = ReturnType<typeof useConfiguration>
export type { Evaluation }

export const optionsOf = (def: ConfiguratorDefinition): ConfigOption[] =>
  def.steps.flatMap((s) => s.options)

/**
 * Only what the definition knows, in the type each option takes: choices that come from
 * outside the page (another site's `setSelections`) are checked before the engine sees them.
 */
export function knownSelections(def: ConfiguratorDefinition, input: unknown): Selections {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {}
  const record = input as Record<string, unknown>
  const known: Selections = {}
  for (const option of optionsOf(def)) {
    if (!Object.hasOwn(record, option.id)) continue
    const value = record[option.id]
    const ok =
      option.kind === 'part'
        ? typeof value === 'boolean'
        : option.kind === 'dimension' || option.kind === 'number'
          ? typeof value === 'number' && Number.isFinite(value)
          : typeof value === 'string' && value.length <= 500
    if (ok) known[option.id] = value as SelectionValue
  }
  return known
}

/** The choices a shared link carries. */
export const selectionsInUrl = (def: ConfiguratorDefinition, search: string) =>
  selectionsFromQuery(def, new URLSearchParams(search))

/**
 * The page's address for these choices: one parameter per option that differs from its
 * default, and a `lang` the visitor arrived with; anything else is dropped.
 */
export function urlFor(def: ConfiguratorDefinition, selections: Selections, location: Location) {
  const params = selectionsToQuery(def, selections)
  const lang = new URLSearchParams(location.search).get('lang')
  if (lang) params.set('lang', lang)
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`
}
