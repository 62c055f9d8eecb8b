import {
  clean,
  compose,
  localDirection,
  type Transform,
  type Vec3,
  worldTransform,
} from '@designer/configurator/transform'
import type { Scene, SceneObject } from '@designer/contract'
import { type Change, namesOf, structural, updateObjects } from './changes'
import { newObjectId, uniqueName } from './scene-ops'

/** What the editor does with several selected objects at once, each as one history step. */

/** The selected objects that are not inside another selected one: what moves, groups and copies. */
export function topmost(scene: Scene, ids: readonly string[]): SceneObject[] {
  const chosen = new Set(ids)
  const byId = new Map(scene.objects.map((o) => [o.id, o]))
  return scene.objects.filter((o) => {
    if (!chosen.has(o.id)) return false
    for (let p = o.parentId, depth = 0; p && depth < 64; depth++) {
      if (chosen.has(p)) return false
      p = byId.get(p)?.parentId ?? null
    }
    return true
  })
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const transformOf = (o: Transform): Transform => ({
  position: o.position,
  rotation: o.rotation,
  scale: o.scale,
})

/**
 * Puts the selection (its topmost objects) into a new group standing at their middle. Parts
 * that shared a parent stay under it inside the group; parts of different parents are lifted
 * to the top level where they stand. Nothing moves on screen.
 */
export function groupObjects(
  scene: Scene,
  ids: readonly string[],
  name: string,
): { change: Change; groupId: string } | null {
  const parts = topmost(scene, ids)
  if (parts.length === 0) return null
  const parents = new Set(parts.map((o) => o.parentId))
  const parentId = parents.size === 1 ? parts[0]!.parentId : null
  const frames = parts.map((o) =>
    parentId === o.parentId ? transformOf(o) : worldTransform(scene.objects, o.id),
  )
  const middle = [0, 1, 2].map((axis) => {
    const values = frames.map((f) => f.position[axis]!)
    return (Math.min(...values) + Math.max(...values)) / 2
  }) as Vec3
  const groupId = newObjectId()
  const group: SceneObject = {
    id: groupId,
    name: uniqueName(scene, name),
    type: 'group',
    params: {},
    position: clean(middle),
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#888888',
    parentId,
    visible: true,
  }
  const index = scene.objects.findIndex((o) => o.id === parts[0]!.id)
  const patched = parts.map((o, i) => ({
    id: o.id,
    after: { parentId: groupId, ...frames[i]!, position: clean(sub(frames[i]!.position, middle)) },
  }))
  return {
    change: structural(
      scene,
      'editor.history.groupObjects',
      { name: namesOf(parts) },
      {
        added: [{ object: group, index }],
        patched,
      },
    ),
    groupId,
  }
}

/**
 * Takes the selected groups apart: their parts stay where they stand, now in the group's
 * parent, and the groups go. Answers null when no group is selected.
 */
export function ungroupObjects(
  scene: Scene,
  ids: readonly string[],
): { change: Change; partIds: string[] } | null {
  const groups = topmost(scene, ids).filter((o) => o.type === 'group')
  if (groups.length === 0) return null
  const byGroup = new Set(groups.map((g) => g.id))
  const parts = scene.objects.filter((o) => o.parentId && byGroup.has(o.parentId))
  const groupOf = new Map(groups.map((g) => [g.id, g]))
  const patched = parts.map((o) => {
    const group = groupOf.get(o.parentId!)!
    const placed = compose(group, o)
    // Hidden with its group, hidden after it.
    const hidden = group.visible ? {} : { visible: false }
    return { id: o.id, after: { parentId: group.parentId, ...placed, ...hidden } }
  })
  return {
    change: structural(
      scene,
      'editor.history.ungroup',
      { name: namesOf(groups) },
      {
        removed: [...byGroup],
        patched,
      },
    ),
    partIds: parts.map((o) => o.id),
  }
}

/** An object's box in the scene's frame, as the 3D view measures it (millimetres). */
export type Bounds = { min: Vec3; max: Vec3 }
export type Axis = 0 | 1 | 2
export type Edge = 'min' | 'center' | 'max'

/** Moves objects by amounts given in the scene's frame, each in its own parent's frame. */
function moveBy(scene: Scene, moves: { object: SceneObject; by: Vec3 }[], label: string): Change {
  return updateObjects(
    scene,
    moves.map(({ object, by }) => {
      const local = object.parentId
        ? localDirection(worldTransform(scene.objects, object.parentId), by)
        : by
      return {
        id: object.id,
        after: {
          position: clean([
            object.position[0] + local[0],
            object.position[1] + local[1],
            object.position[2] + local[2],
          ]),
        },
      }
    }),
    { label },
  )
}

const centre = (b: Bounds, axis: Axis) => (b.min[axis] + b.max[axis]) / 2

/**
 * Lines the selection up along one axis: their low sides, middles or high sides on the
 * selection's own (left, centre, right). One history step; null with fewer than two objects.
 */
export function alignObjects(
  scene: Scene,
  ids: readonly string[],
  bounds: ReadonlyMap<string, Bounds>,
  axis: Axis,
  edge: Edge,
): Change | null {
  const objects = topmost(scene, ids).filter((o) => bounds.has(o.id))
  if (objects.length < 2) return null
  const boxes = objects.map((o) => bounds.get(o.id)!)
  const low = Math.min(...boxes.map((b) => b.min[axis]))
  const high = Math.max(...boxes.map((b) => b.max[axis]))
  const target = edge === 'min' ? low : edge === 'max' ? high : (low + high) / 2
  const moves = objects.map((object, i) => {
    const b = boxes[i]!
    const at = edge === 'min' ? b.min[axis] : edge === 'max' ? b.max[axis] : centre(b, axis)
    const by: Vec3 = [0, 0, 0]
    by[axis] = target - at
    return { object, by }
  })
  return moveBy(scene, moves, 'editor.history.align')
}

/**
 * Spaces the selection evenly along one axis: the first and last stay, the others move so
 * the gaps between neighbours are equal. One history step; null with fewer than three.
 */
export function distributeObjects(
  scene: Scene,
  ids: readonly string[],
  bounds: ReadonlyMap<string, Bounds>,
  axis: Axis,
): Change | null {
  const objects = topmost(scene, ids).filter((o) => bounds.has(o.id))
  if (objects.length < 3) return null
  const sorted = objects
    .map((object) => ({ object, box: bounds.get(object.id)! }))
    .sort((a, b) => centre(a.box, axis) - centre(b.box, axis))
  const sizes = sorted.map(({ box }) => box.max[axis] - box.min[axis])
  const first = sorted[0]!.box.min[axis]
  const last = sorted.at(-1)!.box.max[axis]
  const gap = (last - first - sizes.reduce((a, b) => a + b, 0)) / (sorted.length - 1)
  let at = first
  const moves = sorted.map(({ object, box }, i) => {
    const by: Vec3 = [0, 0, 0]
    by[axis] = at - box.min[axis]
    at += sizes[i]! + gap
    return { object, by }
  })
  return moveBy(scene, moves, 'editor.history.distribute')
}

/**
 * Snapping a moving box to the boxes of other objects: on each axis, its sides come to rest
 * against another's (touching: a top on its legs) or flush with them (aligned), when they are
 * within `threshold` and the two boxes face each other across the other two axes. Answers how
 * far to move on each axis (0: no snap) and which boxes it snapped to.
 */
export function snapBox(
  moving: Bounds,
  others: readonly Bounds[],
  threshold: number,
  /** The axes it moves along (a gizmo dragged by its X arrow: only X). */
  axes: readonly Axis[] = [0, 1, 2],
): { by: Vec3; targets: number[] } {
  const by: Vec3 = [0, 0, 0]
  const targets = new Set<number>()
  for (const axis of axes) {
    const across = ([0, 1, 2] as const).filter((a) => a !== axis)
    let best: { distance: number; index: number } | null = null
    others.forEach((other, index) => {
      const facing = across.every(
        (a) =>
          moving.min[a] <= other.max[a] + threshold && moving.max[a] >= other.min[a] - threshold,
      )
      if (!facing) return
      const pairs = [
        other.max[axis] - moving.min[axis], // resting on it, or against its far side
        other.min[axis] - moving.max[axis], // against its near side
        other.min[axis] - moving.min[axis], // flush with its low side
        other.max[axis] - moving.max[axis], // flush with its high side
      ]
      for (const distance of pairs) {
        if (
          Math.abs(distance) <= threshold &&
          (!best || Math.abs(distance) < Math.abs(best.distance))
        )
          best = { distance, index }
      }
    })
    if (best) {
      const found = best as { distance: number; index: number }
      by[axis] = found.distance
      targets.add(found.index)
    }
  }
  return { by, targets: [...targets] }
}
