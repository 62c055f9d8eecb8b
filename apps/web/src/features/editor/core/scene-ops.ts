import type { ObjectType, Scene, SceneObject } from '@designer/contract'

/** Plain functions over a scene: finding, making and placing objects. None changes its input. */

export function newObjectId(): string {
  return `o${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-4)}`
}

export function findObject(scene: Scene, id: string): SceneObject | undefined {
  return scene.objects.find((o) => o.id === id)
}

/** An object and everything grouped under it, with their places in the list. */
export function withDescendants(
  scene: Scene,
  ids: readonly string[],
): { object: SceneObject; index: number }[] {
  const remove = new Set(ids)
  let grew = true
  while (grew) {
    grew = false
    for (const o of scene.objects) {
      if (o.parentId && remove.has(o.parentId) && !remove.has(o.id)) {
        remove.add(o.id)
        grew = true
      }
    }
  }
  return scene.objects.flatMap((object, index) =>
    remove.has(object.id) ? [{ object, index }] : [],
  )
}

const DEFAULT_PARAMS: Record<Exclude<ObjectType, 'component' | 'group'>, SceneObject['params']> = {
  box: { width: 500, height: 500, depth: 500 },
  cylinder: { radius: 250, height: 500, segments: 32 },
  sphere: { radius: 250, segments: 32 },
  cone: { radius: 250, height: 500, segments: 32 },
  torus: { radius: 250, tube: 60, segments: 48 },
  plane: { width: 1000, depth: 1000 },
}

const PALETTE = ['#c8a165', '#6e4329', '#8a9099', '#d9d4c7', '#3f6b5a', '#b5523b']

/** The scenes of the components a design places, by design id, as far as they are loaded. */
export type ComponentScenes = Record<string, Scene | undefined>

/** Room left between an object and a new one placed beside it, in mm. */
const BESIDE_GAP = 100

/**
 * Half an object's width along its own x axis, scale included, in mm: a primitive's from its
 * size, a component's from the objects of its scene (as far as it is loaded).
 */
export function halfWidth(
  object: SceneObject,
  components: ComponentScenes = {},
  depth = 0,
): number {
  const p = object.params as Record<string, number | string>
  const scale = Math.abs(object.scale[0])
  if (object.type === 'component') {
    const inner = components[p.designId as string]
    if (!inner || depth > 4) return 250 * scale
    const roots = inner.objects.filter((o) => !o.parentId)
    const half = Math.max(
      0,
      ...roots.map((o) => Math.abs(o.position[0]) + halfWidth(o, components, depth + 1)),
    )
    return (half || 250) * scale
  }
  const width =
    typeof p.width === 'number' ? p.width : typeof p.radius === 'number' ? 2 * p.radius : 500
  const tube = object.type === 'torus' && typeof p.tube === 'number' ? p.tube : 0
  return (width / 2 + tube) * scale
}

/** Where a new object goes: beside the selection, else where the view looks, on the floor. */
export type Placement = {
  /** The object selected now: the new one goes to its right. */
  selectedId?: string | null
  /** The point the view orbits around. */
  target?: readonly [number, number, number] | null
  components?: ComponentScenes
}

const tens = (mm: number) => Math.round(mm / 10) * 10

/** The new object's floor position (x, z) in the scene, as `Placement` says. */
export function floorSpot(
  scene: Scene,
  object: SceneObject,
  placement: Placement,
): [number, number] {
  let selected = placement.selectedId ? findObject(scene, placement.selectedId) : undefined
  // A part of a group: the new object (at the top level) goes beside the whole group.
  while (selected?.parentId) selected = findObject(scene, selected.parentId)
  if (selected) {
    const x =
      selected.position[0] +
      halfWidth(selected, placement.components) +
      BESIDE_GAP +
      halfWidth(object, placement.components)
    return [tens(x), tens(selected.position[2])]
  }
  if (placement.target) return [tens(placement.target[0]), tens(placement.target[2])]
  return [0, 0]
}

/**
 * A new object of a type, standing on the floor, with a name that does not repeat; where on
 * the floor, `placement` says (the origin without one).
 */
export function makeObject(
  scene: Scene,
  type: ObjectType,
  options: { name: string; componentId?: string },
  placement: Placement = {},
): SceneObject {
  const made = standing(scene, type, options)
  const [x, z] = floorSpot(scene, made, placement)
  return { ...made, position: [x, made.position[1], z] } as SceneObject
}

function standing(
  scene: Scene,
  type: ObjectType,
  options: { name: string; componentId?: string },
): SceneObject {
  const base = {
    id: newObjectId(),
    name: uniqueName(scene, options.name),
    rotation: [0, 0, 0] as [number, number, number],
    scale: [1, 1, 1] as [number, number, number],
    color: PALETTE[scene.objects.length % PALETTE.length]!,
    parentId: null,
    visible: true,
  }
  if (type === 'component') {
    return { ...base, type, position: [0, 0, 0], params: { designId: options.componentId! } }
  }
  if (type === 'group') return { ...base, type, position: [0, 0, 0], params: {} }
  const params = DEFAULT_PARAMS[type] as Record<string, number>
  const lift =
    type === 'plane'
      ? 0
      : type === 'torus'
        ? params.radius! + params.tube!
        : type === 'sphere'
          ? params.radius!
          : params.height! / 2
  return { ...base, type, position: [0, lift, 0], params } as SceneObject
}

export function uniqueName(scene: Scene, name: string): string {
  const taken = new Set(scene.objects.map((o) => o.name))
  if (!taken.has(name)) return name
  for (let i = 2; ; i++) if (!taken.has(`${name} ${i}`)) return `${name} ${i}`
}

/** Copies of objects (with their children), with new ids, beside the originals. */
export function copiesOf(
  scene: Scene,
  ids: readonly string[],
  offset = 100,
): { object: SceneObject; index: number }[] {
  return renewed(
    scene,
    withDescendants(scene, ids).map((e) => e.object),
    offset,
  )
}

/**
 * Objects as new objects at the end of `scene`: new ids (parents inside the set follow), names
 * that do not repeat, the topmost ones moved `offset` along x and z.
 */
export function renewed(
  scene: Scene,
  objects: readonly SceneObject[],
  offset: number,
): { object: SceneObject; index: number }[] {
  const newIds = new Map(objects.map((o) => [o.id, newObjectId()]))
  let next = scene.objects.length
  const names = { ...scene, objects: [...scene.objects] }
  return objects.map((object) => {
    const isRoot = !object.parentId || !newIds.has(object.parentId)
    const copy = {
      ...object,
      id: newIds.get(object.id)!,
      name: uniqueName(names, object.name),
      parentId: object.parentId ? (newIds.get(object.parentId) ?? object.parentId) : null,
      position: isRoot
        ? ([object.position[0] + offset, object.position[1], object.position[2] + offset] as [
            number,
            number,
            number,
          ])
        : object.position,
    } as SceneObject
    names.objects.push(copy)
    return { object: copy, index: next++ }
  })
}
