import { useThree } from '@react-three/fiber'
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { Box3, Box3Helper, type Group, type Object3D, PerspectiveCamera, Vector3 } from 'three'
import { type Axis, snapBox } from '../core/selection'
import { boundsOf } from './viewport-picking'

/** How near, on screen, a face must come to be snapped to. */
const SNAP_PIXELS = 8

/**
 * Face snapping while the gizmo moves the selection: at the start of a move the selection's box
 * and the boxes of everything else on top are taken; on each step the moved object (the one
 * selected, or the pivot of several) comes to rest against the nearest faces within a few
 * pixels, and the objects it met are outlined. The rule itself is the core's (`snapBox`).
 */
export function useFaceSnapping(root: RefObject<Group | null>) {
  const camera = useThree((s) => s.camera)
  const height = useThree((s) => s.size.height)
  const snapping = useRef<{ start: Vector3; box: Box3; others: Box3[] } | null>(null)
  const [guides, setGuides] = useState<Box3[]>([])

  return {
    guides,
    /** A move of `moved` begins, carrying `objects`. */
    start(moved: Object3D, objects: readonly Object3D[]) {
      const box = new Box3()
      for (const o of objects) box.expandByObject(o)
      const holding = new Set<Object3D>()
      for (const o of objects) {
        let top: Object3D | null = o
        while (top?.parent && top.parent !== root.current) top = top.parent
        if (top) holding.add(top)
      }
      const others = (root.current?.children ?? [])
        .filter((c) => c.userData.editorId && !holding.has(c))
        .map((c) => new Box3().setFromObject(c))
        .filter((b) => !b.isEmpty())
      snapping.current = { start: moved.position.clone(), box, others }
    },
    /**
     * Moves `moved` onto the nearest faces, only along the axes the gizmo is dragged on (`XY`,
     * `Z`…; all three without one): a drag along X never lifts the object.
     */
    snap(moved: Object3D, dragged: string | null) {
      const s = snapping.current
      if (!s) return
      const box = s.box.clone().translate(moved.position.clone().sub(s.start))
      // A few pixels on screen, in millimetres at the selection's distance.
      const distance = camera.position.distanceTo(box.getCenter(new Vector3()))
      const fov = camera instanceof PerspectiveCamera ? camera.fov : 45
      const threshold =
        (SNAP_PIXELS * 2 * distance * Math.tan((fov * Math.PI) / 360)) / Math.max(height, 1)
      const axes = (['X', 'Y', 'Z'] as const).flatMap((a, i) =>
        (dragged ?? 'XYZ').includes(a) ? [i as Axis] : [],
      )
      const { by, targets } = snapBox(boundsOf(box), s.others.map(boundsOf), threshold, axes)
      moved.position.add(new Vector3(...by))
      const met = targets.map((i) => s.others[i]!)
      setGuides((shown) =>
        shown.length === met.length && shown.every((b, i) => b === met[i]) ? shown : met,
      )
    },
    /** The move ended. */
    end() {
      snapping.current = null
      setGuides([])
    },
  }
}

/** An object the moving selection has snapped to, outlined in amber while the drag lasts. */
export function SnapGuide({ box }: { box: Box3 }) {
  const helper = useMemo(() => new Box3Helper(box, '#f59e0b'), [box])
  useEffect(() => () => helper.dispose(), [helper])
  return <primitive object={helper} />
}
