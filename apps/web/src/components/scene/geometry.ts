import type { SceneObject } from '@designer/contract'
import {
  BoxGeometry,
  type BufferGeometry,
  ConeGeometry,
  CylinderGeometry,
  MeshStandardMaterial,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
} from 'three'

type Primitive = Exclude<SceneObject, { type: 'component' | 'group' }>

/**
 * Geometries and materials are shared between every object with the same parameters or
 * colour: a table with four identical legs holds one leg geometry, and a scene of thousands
 * of boxes in a few colours holds a few materials.
 */
const geometries = new Map<string, BufferGeometry>()
const materials = new Map<string, MeshStandardMaterial>()

export function geometryFor(object: Primitive): BufferGeometry {
  const key = `${object.type}:${Object.values(object.params).join(':')}`
  let geometry = geometries.get(key)
  if (geometry) return geometry
  const p = object.params as Record<string, number>
  switch (object.type) {
    case 'box':
      geometry = new BoxGeometry(p.width, p.height, p.depth)
      break
    case 'cylinder':
      geometry = new CylinderGeometry(p.radius, p.radius, p.height, p.segments)
      break
    case 'cone':
      geometry = new ConeGeometry(p.radius, p.height, p.segments)
      break
    case 'sphere':
      geometry = new SphereGeometry(p.radius, p.segments, Math.max(2, Math.round(p.segments! / 2)))
      break
    case 'torus':
      geometry = new TorusGeometry(
        p.radius,
        p.tube,
        Math.max(3, Math.round(p.segments! / 3)),
        p.segments,
      )
      break
    case 'plane':
      // Lies flat on the floor, like a panel or a rug, facing up.
      geometry = new PlaneGeometry(p.width, p.depth).rotateX(-Math.PI / 2)
      break
  }
  geometries.set(key, geometry!)
  return geometry!
}

export function materialFor(color: string, wireframe: boolean): MeshStandardMaterial {
  const key = `${color}:${wireframe}`
  let material = materials.get(key)
  if (!material) {
    material = new MeshStandardMaterial({ color, roughness: 0.62, metalness: 0.05, wireframe })
    materials.set(key, material)
  }
  return material
}

const highlights = new Map<string, MeshStandardMaterial>()

/** An object picked out (bound to the option being edited): its colour, glowing blue. */
export function highlightMaterialFor(color: string): MeshStandardMaterial {
  let material = highlights.get(color)
  if (!material) {
    material = new MeshStandardMaterial({
      color,
      roughness: 0.62,
      metalness: 0.05,
      emissive: '#2563eb',
      emissiveIntensity: 0.3,
    })
    highlights.set(color, material)
  }
  return material
}
