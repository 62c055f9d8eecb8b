import {
  DEFAULT_FINISH,
  type MaterialAppearance,
  type MaterialAppearances,
  type SceneObject,
} from '@designer/contract'
import {
  BoxGeometry,
  type BufferAttribute,
  type BufferGeometry,
  ConeGeometry,
  CylinderGeometry,
  MeshStandardMaterial,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
} from 'three'
import { applyTexture, studioEnvironment } from './textures'

type Primitive = Exclude<SceneObject, { type: 'component' | 'group' }>

/**
 * Geometries and materials are shared between every object with the same parameters or
 * look: a table with four identical legs holds one leg geometry, and a scene of thousands
 * of boxes in a few colours holds a few materials.
 */
const geometries = new Map<string, BufferGeometry>()
const materials = new Map<string, MeshStandardMaterial>()

function makeGeometry(object: Primitive): BufferGeometry {
  const p = object.params as Record<string, number>
  switch (object.type) {
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
 * The size in millimetres that each of a geometry's texture coordinate ranges (0 to 1) spans,
 * by its group's material index: [along u, along v].
 */
function faceSizes(object: Primitive): (group: number) => [number, number] {
  const p = object.params as Record<string, number>
  switch (object.type) {
    case 'box': {
      const {
        width: w,
        height: h,
        depth: d,
      } = p as { width: number; height: number; depth: number }
      // BoxGeometry's faces: +x, -x (depth × height), +y, -y (width × depth), +z, -z (width × height).
      const faces: [number, number][] = [
        [d, h],
        [d, h],
        [w, d],
        [w, d],
        [w, h],
        [w, h],
      ]
      return (g) => faces[g] ?? [w, h]
    }
    case 'cylinder':
      // The side (around × height), then the two round caps (a diameter across each way).
      return (g) =>
        g === 0 ? [2 * Math.PI * p.radius!, p.height!] : [2 * p.radius!, 2 * p.radius!]
    case 'cone':
      return (g) =>
        g === 0
          ? [2 * Math.PI * p.radius!, Math.hypot(p.height!, p.radius!)]
          : [2 * p.radius!, 2 * p.radius!]
    case 'sphere':
      return () => [2 * Math.PI * p.radius!, Math.PI * p.radius!]
    case 'torus':
      return () => [2 * Math.PI * p.radius!, 2 * Math.PI * p.tube!]
    case 'plane':
      return () => [p.width!, p.depth!]
  }
}

/**
 * Turns a geometry's texture coordinates into millimetres of its surface, face by face, with
 * the picture's width along each face's longer side (boards are cut along the grain, so a
 * leg's grain runs up it and a top's along its length). A material then repeats its picture
 * once per its real-world size, and parts of any size share one material.
 */
export function millimetreUvs(
  geometry: BufferGeometry,
  sizes: (group: number) => [number, number],
) {
  const uv = geometry.getAttribute('uv') as BufferAttribute
  const index = geometry.getIndex()
  const all = index ? index.count : uv.count
  const groups = geometry.groups.length
    ? geometry.groups
    : [{ start: 0, count: all, materialIndex: 0 }]
  const done = new Uint8Array(uv.count)
  for (const group of groups) {
    const [along, across] = sizes(group.materialIndex ?? 0)
    for (let i = group.start; i < Math.min(group.start + group.count, all); i++) {
      const v = index ? index.getX(i) : i
      if (done[v]) continue
      done[v] = 1
      const s = uv.getX(v)
      const t = uv.getY(v)
      if (along >= across) uv.setXY(v, s * along, t * across)
      else uv.setXY(v, t * across, s * along)
    }
  }
  uv.needsUpdate = true
  return geometry
}

/** The object's geometry; `textured`: with its texture coordinates in millimetres. */
export function geometryFor(object: Primitive, textured = false): BufferGeometry {
  const key = `${object.type}:${Object.values(object.params).join(':')}${textured ? ':mm' : ''}`
  let geometry = geometries.get(key)
  if (geometry) return geometry
  geometry = makeGeometry(object)
  if (textured) millimetreUvs(geometry, faceSizes(object))
  geometries.set(key, geometry)
  return geometry
}

/**
 * How a part looks: its supplier item's appearance when the item has one, else its own colour
 * with the default finish (docs/decisions/037-material-appearance.md).
 */
export function lookOf(
  object: { color: string; supplierItemId?: string | null },
  appearances?: MaterialAppearances,
): MaterialAppearance {
  const found = object.supplierItemId ? appearances?.[object.supplierItemId] : undefined
  return found ?? { color: object.color, ...DEFAULT_FINISH, texture: null }
}

/** From this metalness on a surface reflects its surroundings (below, the default finish's 0.05). */
const METAL = 0.1

/**
 * The material a look is drawn with: colour, roughness, metalness, and its texture once loaded.
 * `highlight`: picked out (bound to the option being edited), glowing blue.
 */
export function materialFor(
  look: MaterialAppearance,
  { wireframe = false, highlight = false }: { wireframe?: boolean; highlight?: boolean } = {},
): MeshStandardMaterial {
  const { texture } = look
  const key = [
    look.color,
    look.roughness,
    look.metalness,
    texture ? `${texture.url}@${texture.widthMm}x${texture.heightMm}` : '',
    wireframe,
    highlight,
  ].join('|')
  let material = materials.get(key)
  if (!material) {
    material = new MeshStandardMaterial({
      color: look.color,
      roughness: look.roughness,
      metalness: look.metalness,
      wireframe,
      ...(highlight ? { emissive: '#2563eb', emissiveIntensity: 0.3 } : {}),
    })
    if (texture) applyTexture(material, texture)
    if (look.metalness >= METAL) material.envMap = studioEnvironment()
    materials.set(key, material)
  }
  return material
}
