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

type Vec3 = [number, number, number]
type Quaternion = [number, number, number, number]

function fromEuler([x, y, z]: Vec3): Quaternion {
  const [c1, c2, c3] = [Math.cos(x / 2), Math.cos(y / 2), Math.cos(z / 2)]
  const [s1, s2, s3] = [Math.sin(x / 2), Math.sin(y / 2), Math.sin(z / 2)]
  return [
    s1 * c2 * c3 + c1 * s2 * s3,
    c1 * s2 * c3 - s1 * c2 * s3,
    c1 * c2 * s3 + s1 * s2 * c3,
    c1 * c2 * c3 - s1 * s2 * s3,
  ]
}

function multiply(a: Quaternion, b: Quaternion): Quaternion {
  const [ax, ay, az, aw] = a
  const [bx, by, bz, bw] = b
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ]
}

function rotate([x, y, z]: Vec3, [qx, qy, qz, qw]: Quaternion): Vec3 {
  const ix = qw * x + qy * z - qz * y
  const iy = qw * y + qz * x - qx * z
  const iz = qw * z + qx * y - qy * x
  const iw = -qx * x - qy * y - qz * z
  return [
    ix * qw + iw * -qx + iy * -qz - iz * -qy,
    iy * qw + iw * -qy + iz * -qx - ix * -qz,
    iz * qw + iw * -qz + ix * -qy - iy * -qx,
  ]
}

function toEuler([x, y, z, w]: Quaternion): Vec3 {
  const m11 = 1 - 2 * (y * y + z * z)
  const m12 = 2 * (x * y - w * z)
  const m13 = 2 * (x * z + w * y)
  const m22 = 1 - 2 * (x * x + z * z)
  const m23 = 2 * (y * z - w * x)
  const m32 = 2 * (y * z + w * x)
  const m33 = 1 - 2 * (x * x + y * y)
  const ry = Math.asin(Math.min(1, Math.max(-1, m13)))
  if (Math.abs(m13) < 0.9999999) return [Math.atan2(-m23, m33), ry, Math.atan2(-m12, m11)]
  return [Math.atan2(m32, m22), ry, 0]
}

/** Rounded off float noise: a micrometre, a millionth of a radian. */
const clean = (v: Vec3): Vec3 => v.map((n) => Math.round(n * 1e6) / 1e6 + 0) as Vec3

/** `inner`'s transform as it stands in the frame `outer` stands in. */
function compose(outer: SceneObject, inner: SceneObject) {
  const q = fromEuler(outer.rotation)
  const scaled: Vec3 = [
    inner.position[0] * outer.scale[0],
    inner.position[1] * outer.scale[1],
    inner.position[2] * outer.scale[2],
  ]
  const moved = rotate(scaled, q)
  return {
    position: clean([
      outer.position[0] + moved[0],
      outer.position[1] + moved[1],
      outer.position[2] + moved[2],
    ]),
    rotation: clean(toEuler(multiply(q, fromEuler(inner.rotation)))),
    scale: clean([
      outer.scale[0] * inner.scale[0],
      outer.scale[1] * inner.scale[1],
      outer.scale[2] * inner.scale[2],
    ]),
  }
}

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
    const ids = new Map(component.objects.map((o) => [o.id, idFor(`${instance.id}-${o.id}`)]))
    copiesOf.set(
      instance.id,
      component.objects.map((o) => {
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
