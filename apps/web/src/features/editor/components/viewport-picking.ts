import { Box3, type Camera, type Object3D, Raycaster, Vector2, Vector3 } from 'three'
import type { Bounds } from '../core/selection'

/**
 * What the 3D scene answers about the screen and about its objects: the object under a point,
 * those a rectangle touches, and the boxes objects take up. The editor's objects are the
 * three.js objects that carry `userData.editorId`; what a click selects carries `selectId`.
 */

export type Rect = { left: number; top: number; right: number; bottom: number }
export type Picker = { at(x: number, y: number): string | null; inRect(rect: Rect): string[] }

export const vec3 = (v: { x: number; y: number; z: number }): [number, number, number] => [
  v.x,
  v.y,
  v.z,
]

/** A three.js box as the editor's core measures one (millimetres, the scene's frame). */
export const boundsOf = (box: Box3): Bounds => ({ min: vec3(box.min), max: vec3(box.max) })

/** Picking in the view: `root()` holds the editor's objects, `canvas` is what was clicked. */
export function createPicker(
  camera: Camera,
  canvas: HTMLElement,
  root: () => Object3D | null,
): Picker {
  const raycaster = new Raycaster()
  return {
    at(x, y) {
      const objects = root()
      if (!objects) return null
      const ndc = new Vector2((x / canvas.clientWidth) * 2 - 1, -(y / canvas.clientHeight) * 2 + 1)
      raycaster.setFromCamera(ndc, camera)
      const hit = raycaster.intersectObject(objects, true).find((h) => h.object.visible)
      return (hit?.object.userData.selectId as string | undefined) ?? null
    },
    inRect(rect) {
      // The top-level objects whose box, seen on screen, the rectangle touches.
      const ids: string[] = []
      const corner = new Vector3()
      for (const child of root()?.children ?? []) {
        const id = child.userData.editorId as string | undefined
        if (!id) continue
        const box = new Box3().setFromObject(child)
        if (box.isEmpty()) continue
        let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
        let inFront = false
        for (let i = 0; i < 8; i++) {
          corner.set(
            i & 1 ? box.max.x : box.min.x,
            i & 2 ? box.max.y : box.min.y,
            i & 4 ? box.max.z : box.min.z,
          )
          corner.project(camera)
          if (corner.z < 1) inFront = true
          const sx = ((corner.x + 1) / 2) * canvas.clientWidth
          const sy = ((1 - corner.y) / 2) * canvas.clientHeight
          left = Math.min(left, sx)
          right = Math.max(right, sx)
          top = Math.min(top, sy)
          bottom = Math.max(bottom, sy)
        }
        const touches =
          left <= rect.right && right >= rect.left && top <= rect.bottom && bottom >= rect.top
        if (inFront && touches) ids.push(id)
      }
      return ids
    },
  }
}

/** The boxes of some of the editor's objects under `root`, as drawn. */
export function measure(root: Object3D, ids: readonly string[]): Map<string, Bounds> {
  const wanted = new Set(ids)
  const found = new Map<string, Bounds>()
  root.updateWorldMatrix(true, true)
  root.traverse((o) => {
    const id = o.userData.editorId as string | undefined
    if (!id || !wanted.has(id)) return
    const box = new Box3().setFromObject(o)
    if (!box.isEmpty()) found.set(id, boundsOf(box))
  })
  return found
}
