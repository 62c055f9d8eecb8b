import type { Part } from '@designer/configurator/parts'
import {
  decompose,
  IDENTITY,
  type Matrix4,
  type Quaternion,
  type Vec3,
} from '@designer/configurator/transform'
import { METRES_PER_MILLIMETRE, type MeshData, meshOf } from './geometry'
import type { Look } from './looks'

/** One part as the two writers put it in a file. */
export type PlannedPart = {
  /** The names from the scene down to the part: `Leg front left / Leg`. */
  name: string
  look: Look
  /** The same object for parts of the same shape and texture scale. */
  mesh: MeshData
  /** Move (metres), turn and scale of the part's node. */
  transform: { translation: Vec3; rotation: Quaternion; scale: Vec3 }
  /** The same as a column-major matrix, in metres. */
  matrix: Matrix4
}

const UNIT = {
  translation: [0, 0, 0] as Vec3,
  rotation: [0, 0, 0, 1] as Quaternion,
  scale: [1, 1, 1] as Vec3,
}

/**
 * The parts with their shapes built once per distinct shape, and where each stands. A part
 * that a non-uniform scale shears (its parent scaled unevenly around it while it is turned)
 * has its placement applied to its vertices, since a file's node can only move, turn and scale.
 */
export function planModel(parts: Part[], looks: Look[]): PlannedPart[] {
  const meshes = new Map<string, MeshData>()
  return parts.map((part, i) => {
    const look = looks[i]!
    const texture = look.texture
    const trs = decompose(part.matrix)
    if (!trs) {
      return {
        name: part.names.join(' / '),
        look,
        mesh: meshOf(part, texture, part.matrix),
        transform: UNIT,
        matrix: IDENTITY,
      }
    }
    const key = JSON.stringify([part.type, part.params, texture?.widthMm, texture?.heightMm])
    let mesh = meshes.get(key)
    if (!mesh) {
      mesh = meshOf(part, texture)
      meshes.set(key, mesh)
    }
    const translation = trs.translation.map((n) => n * METRES_PER_MILLIMETRE) as Vec3
    const matrix = [...part.matrix]
    for (let k = 12; k < 15; k++) matrix[k] = matrix[k]! * METRES_PER_MILLIMETRE
    return {
      name: part.names.join(' / '),
      look,
      mesh,
      transform: { translation, rotation: trs.rotation, scale: trs.scale },
      matrix,
    }
  })
}
