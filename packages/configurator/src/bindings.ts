import type {
  ComponentParameter,
  ConfiguratorDefinition,
  Scene,
  SceneObject,
  Selections,
} from '@designer/contract'
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

/**
 * Puts a formula's result where a binding says, on an object being built (mutated): a size
 * (only a positive one, only where the object has it), a position, a scale (positive), or the
 * value of a parameter of a component instance (`values.height`).
 */
export function applyBinding(object: SceneObject, target: string, result: number) {
  const [group, key] = target.split('.') as [string, string]
  if (group === 'params') {
    const param = PARAM_TARGETS[target]
    const params = object.params as Record<string, unknown>
    if (param && param in params && result > 0) params[param] = result
  } else if (group === 'values') {
    if (object.type === 'component')
      object.params = { ...object.params, values: { ...object.params.values, [key]: result } }
  } else if (group === 'position' && key in AXIS) {
    object.position[AXIS[key as keyof typeof AXIS]] = result
  } else if (group === 'scale' && key in AXIS && result > 0) {
    object.scale[AXIS[key as keyof typeof AXIS]] = result
  }
}

export type ParameterError = {
  parameterId: string
  objectId: string
  target: string
  message: string
}

/**
 * The values an instance gives a component's parameters: its own where it has them, bounded
 * by the parameter's min and max, the defaults otherwise.
 */
export function parameterValues(
  parameters: readonly ComponentParameter[],
  values: Readonly<Record<string, number>> = {},
): Record<string, number> {
  return Object.fromEntries(
    parameters.map((p) => {
      const v = values[p.id]
      return [
        p.id,
        typeof v === 'number' && Number.isFinite(v)
          ? Math.min(p.max, Math.max(p.min, v))
          : p.default,
      ]
    }),
  )
}

/**
 * A component's scene as one of its instances stands: each parameter at the instance's value,
 * every binding's formula worked out over all of them and put on its object. A formula that
 * fails leaves its object as drawn and is reported (the editor shows it).
 */
export function applyParameters(
  scene: Scene,
  values: Readonly<Record<string, number>> = {},
): { scene: Scene; errors: ParameterError[] } {
  const parameters = scene.parameters ?? []
  if (parameters.length === 0) return { scene, errors: [] }
  const scope = parameterValues(parameters, values)
  const objects = new Map<string, SceneObject>()
  const errors: ParameterError[] = []
  for (const parameter of parameters) {
    for (const binding of parameter.bindings) {
      const original = scene.objects.find((o) => o.id === binding.objectId)
      if (!original) {
        errors.push({
          parameterId: parameter.id,
          objectId: binding.objectId,
          target: binding.target,
          message: 'The object is gone',
        })
        continue
      }
      try {
        const result = evaluateFormula(parseFormula(binding.formula), scope)
        let object = objects.get(original.id)
        if (!object) {
          object = structuredClone(original) as SceneObject
          objects.set(object.id, object)
        }
        applyBinding(object, binding.target, result)
      } catch (err) {
        errors.push({
          parameterId: parameter.id,
          objectId: binding.objectId,
          target: binding.target,
          message: err instanceof Error ? err.message : 'Formula failed',
        })
      }
    }
  }
  return {
    scene: { ...scene, objects: scene.objects.map((o) => objects.get(o.id) ?? o) },
    errors,
  }
}

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
        applyBinding(object, binding.target, result)
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
