import type { ConfiguratorDefinition, Scene, SceneObject, Selections } from '@designer/contract'
import { evaluateFormula, type FormulaScope, parseFormula } from './formula'
import { allOptions, type OptionState } from './rules'

export type BindingError = { optionId: string; objectId: string; target: string; message: string }

/** What formulas read: every option's current value by its id. */
function formulaScope(selections: Selections): FormulaScope {
  return selections
}

export const PARAM_TARGETS: Record<string, string> = {
  'params.width': 'width',
  'params.height': 'height',
  'params.depth': 'depth',
  'params.radius': 'radius',
}
const AXIS = { x: 0, y: 1, z: 2 } as const

/** The scene with the choices applied to the objects the options are bound to. */
export function configureScene(
  def: ConfiguratorDefinition,
  scene: Scene,
  selections: Selections,
  states: Record<string, OptionState>,
) {
  const objects = new Map<string, SceneObject>(
    scene.objects.map((o) => [o.id, structuredClone(o) as SceneObject]),
  )
  const errors: BindingError[] = []
  const scope = formulaScope(selections)
  for (const option of allOptions(def)) {
    const value = selections[option.id]
    if (option.kind === 'dimension') {
      for (const binding of option.bindings) {
        const object = objects.get(binding.objectId)
        if (!object) continue
        let result: number
        try {
          result = evaluateFormula(parseFormula(binding.formula), scope)
        } catch (err) {
          errors.push({
            optionId: option.id,
            objectId: binding.objectId,
            target: binding.target,
            message: err instanceof Error ? err.message : 'Formula failed',
          })
          continue
        }
        const [group, key] = binding.target.split('.') as [string, 'x' | 'y' | 'z']
        if (group === 'params') {
          const param = PARAM_TARGETS[binding.target]!
          const params = object.params as Record<string, unknown>
          if (param in params && result > 0) params[param] = result
        } else if (group === 'position') {
          object.position[AXIS[key]] = result
        } else if (result > 0) {
          object.scale[AXIS[key]] = result
        }
      }
    } else if (option.kind === 'material') {
      const chosen = option.values.find((v) => v.id === value)
      for (const id of option.objectIds) {
        const object = objects.get(id)
        if (!object || !chosen) continue
        if (chosen.color) object.color = chosen.color
        if (chosen.supplierItemId) object.supplierItemId = chosen.supplierItemId
      }
    } else if (option.kind === 'part') {
      // A part whose option a rule hides is not offered, so it is not there.
      const shown = value === true && states[option.id]?.visible !== false
      for (const id of option.objectIds) {
        const object = objects.get(id)
        if (object) object.visible = shown && object.visible
      }
    } else if (option.kind === 'component') {
      const chosen = option.values.find((v) => v.id === value)
      for (const id of option.objectIds) {
        const object = objects.get(id)
        if (object?.type === 'component' && chosen) object.params = { designId: chosen.designId }
      }
    }
  }
  return {
    scene: { ...scene, objects: scene.objects.map((o) => objects.get(o.id)!) },
    errors,
  }
}
