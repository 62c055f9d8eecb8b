import type { Scene, SceneObject } from '@designer/contract'
import { applyParameters } from './bindings'
import { IDENTITY, type Matrix4, matrixOf, multiplyMatrices } from './transform'

/** An object that is drawn as a shape of its own: everything but groups and component instances. */
export type Primitive = Exclude<SceneObject, { type: 'component' | 'group' }>

/** One shape of a configured product as a 3D file holds it. */
export type Part = {
  /** Ids from the scene down to the part: the instances and groups it is inside, then its own. */
  path: string[]
  /** The part's own name. */
  name: string
  /** The names along the same path: what a file calls the part (`Leg front left / Leg`). */
  names: string[]
  type: Primitive['type']
  params: Primitive['params']
  /** Where it stands in the scene, in millimetres: column-major, parents and instances composed. */
  matrix: Matrix4
  /** Its colour, drawn when its supplier item has no appearance. */
  color: string
  supplierItemId: string | null
}

/** How deep components may nest, as the 3D view draws them; the API refuses cycles, this guards old data. */
const MAX_DEPTH = 8

function childrenByParent(objects: readonly SceneObject[]) {
  const map = new Map<string | null, SceneObject[]>()
  for (const o of objects) {
    const list = map.get(o.parentId) ?? []
    list.push(o)
    map.set(o.parentId, list)
  }
  return map
}

/**
 * The visible parts of a configured scene (the engine's `evaluate(...).scene`), each once, as
 * the 3D view draws them (apps/web/src/components/scene/scene-objects.tsx): parents' and
 * instances' transforms composed, a component drawn from its design's scene with the instance's
 * parameter values, hidden objects left out with everything under them. Groups and instances
 * have no shape of their own; an instance of a design not given is left out.
 */
export function partsOf(scene: Scene, components: Readonly<Record<string, Scene>>): Part[] {
  const parts: Part[] = []
  const walk = (
    tree: Map<string | null, SceneObject[]>,
    parentId: string | null,
    frame: Matrix4,
    path: string[],
    names: string[],
    depth: number,
  ) => {
    for (const object of tree.get(parentId) ?? []) {
      if (!object.visible) continue
      const matrix = multiplyMatrices(frame, matrixOf(object))
      const here = [...path, object.id]
      const named = [...names, object.name]
      if (object.type === 'component') {
        const found = components[object.params.designId]
        if (found && depth < MAX_DEPTH) {
          const inner = applyParameters(found, object.params.values).scene
          walk(childrenByParent(inner.objects), null, matrix, here, named, depth + 1)
        }
      } else if (object.type !== 'group') {
        parts.push({
          path: here,
          name: object.name,
          names: named,
          type: object.type,
          params: object.params,
          matrix,
          color: object.color,
          supplierItemId: object.supplierItemId ?? null,
        })
      }
      walk(tree, object.id, matrix, here, named, depth)
    }
  }
  walk(childrenByParent(scene.objects), null, IDENTITY, [], [], 0)
  return parts
}
