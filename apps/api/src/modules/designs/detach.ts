import { applyParameters } from '@designer/configurator/bindings'
import { compose } from '@designer/configurator/transform'
import type { ExtraCostLine, Scene, SceneObject } from '@designer/contract'

/**
 * Detaching a component from a design that uses it: every instance is replaced by a copy of
 * the component's objects, standing where the instance put them, so the design looks and costs
 * the same without the component. Only the link goes.
 *
 * A copied top-level object gets the instance's transform composed with its own (three.js's
 * order: position, then rotation as XYZ Euler angles, then scale). Rotations and positions
 * compose exactly; a scale composes exactly when the instance's scale is uniform or the object
 * is not turned against it (a non-uniform scale of a turned part would shear it, which an
 * object's position, rotation and scale cannot hold). Objects that were children of the
 * instance in the design are placed the same way. The component's extra cost lines join the
 * design's, once per instance.
 */

/** `scene` (a design's) with each instance of `componentId` replaced by copies of `component`. */
export function detachComponent(scene: Scene, componentId: string, component: Scene): Scene {
  const instances = scene.objects.filter(
    (o) => o.type === 'component' && o.params.designId === componentId,
  )
  if (!instances.length) return scene
  const removed = new Set(instances.map((o) => o.id))
  const taken = new Set(scene.objects.map((o) => o.id))
  const idFor = (base: string) => {
    const stem = base.replace(/[^\w-]/g, '').slice(0, 34) || 'part'
    let id = stem
    for (let n = 2; taken.has(id); n++) id = `${stem}-${n}`
    taken.add(id)
    return id
  }
  const roots = component.objects.filter((o) => !o.parentId)
  const copiesOf = new Map<string, SceneObject[]>()
  for (const instance of instances) {
    // The parts as this instance sized them with its parameters.
    const values = instance.type === 'component' ? instance.params.values : undefined
    const parts = applyParameters(component, values).scene.objects
    const ids = new Map(parts.map((o) => [o.id, idFor(`${instance.id}-${o.id}`)]))
    copiesOf.set(
      instance.id,
      parts.map((o) => {
        const root = !o.parentId
        return {
          ...o,
          id: ids.get(o.id)!,
          // One part stands for the instance: it takes its name.
          name: root && roots.length === 1 ? instance.name : o.name,
          parentId: root ? instance.parentId : (ids.get(o.parentId!) ?? null),
          visible: o.visible && instance.visible,
          ...(root ? compose(instance, o) : {}),
        } as SceneObject
      }),
    )
  }
  const byId = new Map(instances.map((o) => [o.id, o]))
  const objects = scene.objects.flatMap((o) => {
    if (removed.has(o.id)) return copiesOf.get(o.id)!
    const parent = o.parentId ? byId.get(o.parentId) : undefined
    // A part the design hung on the instance keeps its place, now in the instance's parent.
    return parent
      ? [{ ...o, parentId: parent.parentId, ...compose(parent, o) } as SceneObject]
      : [o]
  })
  const takenLines = new Set((scene.costLines ?? []).map((l) => l.id))
  const lines: ExtraCostLine[] = (component.costLines ?? []).map((l) => {
    let id = `${l.id}`.slice(0, 34)
    for (let n = 2; takenLines.has(id); n++) id = `${l.id.slice(0, 34)}-${n}`
    takenLines.add(id)
    return { ...l, id, quantity: l.quantity * instances.length }
  })
  return {
    ...scene,
    objects,
    ...(lines.length || scene.costLines
      ? { costLines: [...(scene.costLines ?? []), ...lines] }
      : {}),
  }
}
