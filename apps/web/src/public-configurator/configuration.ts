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

/**
 * The visitor's choices and what the engine makes of them, in the browser: every change is
 * evaluated here at once (rules, the configured scene, the price), with no network. The price
 * comes from the price book the page was given, exactly as the server prices a quote
 * (apps/api/src/modules/configurators/public.ts), so the two agree to the cent.
 */
export function useConfiguration(configurator: PublicConfigurator, initial: Selections) {
  const { definition, scene, components, priceBook, company } = configurator
  const pricedMaterialsOf = useMemo(
    // The root's id only names the design in the roll-up; the page does not know the design's.
    () => bookPricer(configurator.id, components, priceBook, company.currency),
    [configurator.id, components, priceBook, company.currency],
  )
  const [asked, setAsked] = useState<Selections>(initial)
  const evaluation = useMemo(
    () => evaluate(definition, scene, asked, { currency: company.currency, pricedMaterialsOf }),
    [definition, scene, asked, company.currency, pricedMaterialsOf],
  )
  // A change starts from the choices as the rules left them, so a value a rule set stays set.
  const change = useCallback(
    (optionId: string, value: SelectionValue) =>
      setAsked({ ...evaluation.selections, [optionId]: value }),
    [evaluation.selections],
  )
  const apply = useCallback(
    (selections: Selections) => setAsked({ ...evaluation.selections, ...selections }),
    [evaluation.selections],
  )
  return { evaluation, change, apply }
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
