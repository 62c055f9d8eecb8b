import type { ConfigOption } from '@designer/contract'
import { idFrom } from '../editor/model'

/** The values of a material or component option: renamed, removed, added, with their default. */

type WithValues = Extract<ConfigOption, { kind: 'material' | 'component' }>

/** A value's new id; the default follows it when it was that value. */
export function renameValueId(option: WithValues, index: number, id: string) {
  if (option.default === option.values[index]!.id) option.default = id
  option.values[index]!.id = id
}

/** A value removed; when it was the default, the first value left is (or none). */
export function removeValue(option: WithValues, index: number) {
  const [removed] = option.values.splice(index, 1)
  if (option.default === removed?.id) option.default = option.values[0]?.id ?? ''
}

/**
 * A new value named `name` with an id of its own: a material's plain, a component's swapping
 * to `designId` (the first component, or none yet). The first value becomes the default.
 */
export function addValue(option: WithValues, name: string, designId: string) {
  const id = idFrom(
    name,
    option.values.map((v) => v.id),
    'value',
  )
  if (option.kind === 'material')
    option.values.push({ id, name, surcharge: null, color: '#cccccc', supplierItemId: null })
  else option.values.push({ id, name, surcharge: null, designId })
  if (!option.default) option.default = id
}
