import type { SceneObject } from '@designer/contract'

/**
 * Objects' transforms as three.js composes them (position, then rotation as XYZ Euler angles,
 * then scale), in plain numbers, for code that runs without three.js: the API detaching a
 * component, the editor grouping and ungrouping. Rotations and positions compose exactly; a
 * scale composes exactly when the outer scale is uniform or the inner object is not turned
 * against it (a non-uniform scale of a turned part would shear it, which an object's position,
 * rotation and scale cannot hold).
 */

export type Vec3 = [number, number, number]
export type Quaternion = [number, number, number, number]
export type Transform = Pick<SceneObject, 'position' | 'rotation' | 'scale'>

export function fromEuler([x, y, z]: Vec3): Quaternion {
  const [c1, c2, c3] = [Math.cos(x / 2), Math.cos(y / 2), Math.cos(z / 2)]
  const [s1, s2, s3] = [Math.sin(x / 2), Math.sin(y / 2), Math.sin(z / 2)]
  return [
    s1 * c2 * c3 + c1 * s2 * s3,
    c1 * s2 * c3 - s1 * c2 * s3,
    c1 * c2 * s3 + s1 * s2 * c3,
    c1 * c2 * c3 - s1 * s2 * s3,
  ]
}

export function multiply(a: Quaternion, b: Quaternion): Quaternion {
  const [ax, ay, az, aw] = a
  const [bx, by, bz, bw] = b
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ]
}

export function rotate([x, y, z]: Vec3, [qx, qy, qz, qw]: Quaternion): Vec3 {
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

export function toEuler([x, y, z, w]: Quaternion): Vec3 {
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
export const clean = (v: Vec3): Vec3 => v.map((n) => Math.round(n * 1e6) / 1e6 + 0) as Vec3

/** `inner`'s transform as it stands in the frame `outer` stands in. */
export function compose(outer: Transform, inner: Transform): Transform {
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

/** Where an object of a scene stands in the scene's own frame: its parents' transforms composed with its own. */
export function worldTransform(objects: readonly SceneObject[], id: string): Transform {
  const byId = new Map(objects.map((o) => [o.id, o]))
  let object = byId.get(id)
  if (!object) throw new Error(`no object ${id}`)
  let world: Transform = object
  // The contract refuses parent cycles; the bound guards old data.
  for (let depth = 0; object?.parentId && depth < 64; depth++) {
    object = byId.get(object.parentId)
    if (object) world = compose(object, world)
  }
  return world
}

/** A move in the scene's frame as the same move in the frame `parent` stands in. */
export function localDirection(parent: Transform, move: Vec3): Vec3 {
  const [x, y, z, w] = fromEuler(parent.rotation)
  const back = rotate(move, [-x, -y, -z, w])
  return [back[0] / parent.scale[0], back[1] / parent.scale[1], back[2] / parent.scale[2]]
}
