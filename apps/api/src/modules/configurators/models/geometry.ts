import type { Part } from '@designer/configurator/parts'
import type { Matrix4 } from '@designer/configurator/transform'
import {
  BoxGeometry,
  type BufferGeometry,
  ConeGeometry,
  CylinderGeometry,
  PlaneGeometry,
  SphereGeometry,
  Matrix4 as ThreeMatrix4,
  TorusGeometry,
} from 'three'

/** Scenes count in millimetres; glTF and USD here in metres. */
export const METRES_PER_MILLIMETRE = 0.001

/** A part's shape as both files hold it: triangles over vertices with normals (and UVs). */
export type MeshData = {
  /** Metres. */
  positions: Float32Array
  normals: Float32Array
  /** Texture coordinates in repeats of the texture, v up (as three.js has them); only when textured. */
  uvs: Float32Array | null
  /** 16-bit where the vertices allow, as most viewers prefer. */
  indices: Uint16Array | Uint32Array
}

type Params = Record<string, number>

/**
 * The shape of a part as the 3D view draws it: the same three.js geometry classes with the same
 * arguments as apps/web/src/components/scene/geometry.ts, so a file and the page show the same
 * table. Keep the two in step.
 */
function geometryOf(part: Pick<Part, 'type' | 'params'>): BufferGeometry {
  const p = part.params as Params
  switch (part.type) {
    case 'box':
      return new BoxGeometry(p.width, p.height, p.depth)
    case 'cylinder':
      return new CylinderGeometry(p.radius, p.radius, p.height, p.segments)
    case 'cone':
      return new ConeGeometry(p.radius, p.height, p.segments)
    case 'sphere':
      return new SphereGeometry(p.radius, p.segments, Math.max(2, Math.round(p.segments! / 2)))
    case 'torus':
      return new TorusGeometry(
        p.radius,
        p.tube,
        Math.max(3, Math.round(p.segments! / 3)),
        p.segments,
      )
    case 'plane':
      // Lies flat on the floor, like a panel or a rug, facing up.
      return new PlaneGeometry(p.width, p.depth).rotateX(-Math.PI / 2)
  }
}

/**
 * How many millimetres the texture coordinates' 0 → 1 spans on each face of a shape, along u
 * and v, by the face's group (three.js' material index): a box's six faces, a cylinder's side
 * and caps. Dividing by the texture's real size makes its grain as large as it really is.
 */
function spans(part: Pick<Part, 'type' | 'params'>): (group: number) => [number, number] {
  const p = part.params as Params
  const round = (r: number) => 2 * Math.PI * r
  switch (part.type) {
    case 'box':
      return (g) =>
        g < 2 ? [p.depth!, p.height!] : g < 4 ? [p.width!, p.depth!] : [p.width!, p.height!]
    case 'plane':
      return () => [p.width!, p.depth!]
    case 'cylinder':
      return (g) => (g === 0 ? [round(p.radius!), p.height!] : [2 * p.radius!, 2 * p.radius!])
    case 'cone':
      return (g) =>
        g === 0
          ? [round(p.radius!), Math.hypot(p.height!, p.radius!)]
          : [2 * p.radius!, 2 * p.radius!]
    case 'sphere':
      return () => [round(p.radius!), Math.PI * p.radius!]
    case 'torus':
      return () => [round(p.radius!), round(p.tube!)]
  }
}

/**
 * A part's shape in metres. With a texture's real size, its UVs count repeats of it (a 1800 mm
 * top under a 600 mm wide grain picture repeats it three times). With `bake`, the part's matrix
 * (millimetres) is applied to the vertices, for a placement no move-turn-scale can hold.
 */
export function meshOf(
  part: Pick<Part, 'type' | 'params'>,
  texture: { widthMm: number; heightMm: number } | null,
  bake: Matrix4 | null = null,
): MeshData {
  const geometry = geometryOf(part)
  let uvs: Float32Array | null = null
  if (texture) {
    const uv = geometry.getAttribute('uv')
    uvs = new Float32Array(uv.array)
    const spanOf = spans(part)
    const index = geometry.getIndex()!
    const groups = geometry.groups.length
      ? geometry.groups
      : [{ start: 0, count: index.count, materialIndex: 0 }]
    const done = new Uint8Array(uv.count)
    for (const group of groups) {
      const [su, sv] = spanOf(group.materialIndex ?? 0)
      for (let i = group.start; i < group.start + group.count; i++) {
        const v = index.getX(i)
        if (done[v]) continue
        done[v] = 1
        uvs[v * 2] = uv.getX(v) * (su / texture.widthMm)
        uvs[v * 2 + 1] = uv.getY(v) * (sv / texture.heightMm)
      }
    }
  }
  if (bake) geometry.applyMatrix4(new ThreeMatrix4().fromArray(bake))
  geometry.scale(METRES_PER_MILLIMETRE, METRES_PER_MILLIMETRE, METRES_PER_MILLIMETRE)
  const mesh: MeshData = {
    positions: new Float32Array(geometry.getAttribute('position').array),
    normals: new Float32Array(geometry.getAttribute('normal').array),
    uvs,
    indices:
      geometry.getAttribute('position').count < 65_536
        ? new Uint16Array(geometry.getIndex()!.array)
        : new Uint32Array(geometry.getIndex()!.array),
  }
  geometry.dispose()
  return mesh
}

/** How many triangles a mesh has. */
export const triangles = (mesh: MeshData) => mesh.indices.length / 3
