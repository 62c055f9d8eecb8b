import type { ConfiguratorDefinition, Selections } from '@designer/contract'
import { allOptions } from './rules'

/**
 * A configuration in a link: one query parameter per option, named by its id
 * (`?length=2000&wood=walnut&leaf=1`), readable by people and stable across versions. Only
 * what differs from the option's default is written, so a link stays short; reading it back
 * keeps what the definition knows and drops the rest (the engine then checks the values).
 */
export function selectionsToQuery(def: ConfiguratorDefinition, selections: Selections) {
  const params = new URLSearchParams()
  for (const option of allOptions(def)) {
    const value = selections[option.id]
    if (value === undefined || value === option.default) continue
    params.set(option.id, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return params
}

export function selectionsFromQuery(
  def: ConfiguratorDefinition,
  params: URLSearchParams,
): Selections {
  const selections: Selections = {}
  for (const option of allOptions(def)) {
    const raw = params.get(option.id)
    if (raw === null) continue
    if (option.kind === 'part') selections[option.id] = raw === '1' || raw === 'true'
    else if (option.kind === 'dimension' || option.kind === 'number') {
      const n = Number(raw)
      if (raw.trim() !== '' && Number.isFinite(n)) selections[option.id] = n
    } else selections[option.id] = raw.slice(0, 500)
  }
  return selections
}

/**
 * The choices that make the product look as it does: all but texts (a reference, a name to
 * engrave), which change no shape and no material. What a 3D file's address carries.
 */
export function shapingSelections(def: ConfiguratorDefinition, selections: Selections): Selections {
  const shaping: Selections = {}
  for (const option of allOptions(def))
    if (option.kind !== 'text' && option.id in selections)
      shaping[option.id] = selections[option.id]!
  return shaping
}
