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

/**
 * A 4×4 matrix in column-major order, as three.js and glTF keep one: what a transform becomes
 * when it must compose exactly, whatever the scales (a non-uniform scale of a turned part stays
 * the shear it is, where `compose` above has to round it off).
 */
export type Matrix4 = number[]

export const IDENTITY: Matrix4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

/** An object's own matrix: scaled, then turned (XYZ Euler), then moved, as three.js composes it. */
export function matrixOf({ position, rotation, scale }: Transform): Matrix4 {
  const [x, y, z, w] = fromEuler(rotation)
  const [sx, sy, sz] = scale
  const [x2, y2, z2] = [x + x, y + y, z + z]
  const [xx, xy, xz] = [x * x2, x * y2, x * z2]
  const [yy, yz, zz] = [y * y2, y * z2, z * z2]
  const [wx, wy, wz] = [w * x2, w * y2, w * z2]
  return [
    (1 - (yy + zz)) * sx,
    (xy + wz) * sx,
    (xz - wy) * sx,
    0,
    (xy - wz) * sy,
    (1 - (xx + zz)) * sy,
    (yz + wx) * sy,
    0,
    (xz + wy) * sz,
    (yz - wx) * sz,
    (1 - (xx + yy)) * sz,
    0,
    position[0],
    position[1],
    position[2],
    1,
  ]
}

/** `a × b`: the frame `b` stands in, placed by `a` (a parent's matrix times its child's). */
export function multiplyMatrices(a: Matrix4, b: Matrix4): Matrix4 {
  const out = new Array<number>(16)
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 4; row++) {
      let sum = 0
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!
      out[col * 4 + row] = sum
    }
  return out
}

export function transformPoint(m: Matrix4, [x, y, z]: Vec3): Vec3 {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ]
}

/**
 * A matrix as a move, a turn (a unit quaternion, x y z w) and a scale, as glTF's nodes hold
 * one; null when it shears (its axes are not at right angles) or mirrors, which no
 * move-turn-scale can hold.
 */
export function decompose(
  m: Matrix4,
): { translation: Vec3; rotation: Quaternion; scale: Vec3 } | null {
  const axes = [0, 4, 8].map((i) => [m[i]!, m[i + 1]!, m[i + 2]!] as Vec3)
  const scale = axes.map((a) => Math.hypot(...a)) as Vec3
  if (scale.some((s) => !(s > 0))) return null
  const [a, b, c] = axes.map((axis, i) => axis.map((n) => n / scale[i]!) as Vec3) as [
    Vec3,
    Vec3,
    Vec3,
  ]
  const dot = (p: Vec3, q: Vec3) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2]
  if (Math.abs(dot(a, b)) > 1e-6 || Math.abs(dot(a, c)) > 1e-6 || Math.abs(dot(b, c)) > 1e-6)
    return null
  // The third axis must be the cross of the first two: otherwise the matrix mirrors.
  const cross: Vec3 = [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ]
  if (dot(cross, c) < 0) return null
  // Rotation matrix to quaternion (Shepperd's method, as three.js does it).
  const [m11, m21, m31] = a
  const [m12, m22, m32] = b
  const [m13, m23, m33] = c
  const trace = m11 + m22 + m33
  let q: Quaternion
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1)
    q = [(m32 - m23) * s, (m13 - m31) * s, (m21 - m12) * s, 0.25 / s]
  } else if (m11 > m22 && m11 > m33) {
    const s = 2 * Math.sqrt(1 + m11 - m22 - m33)
    q = [0.25 * s, (m12 + m21) / s, (m13 + m31) / s, (m32 - m23) / s]
  } else if (m22 > m33) {
    const s = 2 * Math.sqrt(1 + m22 - m11 - m33)
    q = [(m12 + m21) / s, 0.25 * s, (m23 + m32) / s, (m13 - m31) / s]
  } else {
    const s = 2 * Math.sqrt(1 + m33 - m11 - m22)
    q = [(m13 + m31) / s, (m23 + m32) / s, 0.25 * s, (m21 - m12) / s]
  }
  const length = Math.hypot(...q)
  return {
    translation: [m[12]!, m[13]!, m[14]!],
    rotation: q.map((n) => n / length) as Quaternion,
    scale,
  }
}
