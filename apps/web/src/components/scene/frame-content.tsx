import { useThree } from '@react-three/fiber'
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import type { Object3D } from 'three'
import { PerspectiveCamera } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { frameBox, visibleBox } from './framing'

/**
 * Frames the whole of `root` from the three-quarter angle whenever its content or the view's
 * size changes, until the person moves the camera themselves: components arrive after the
 * scene that places them, and a frame made before they did would crop them.
 */
export function FrameContent({
  root,
  content,
  paused = false,
}: {
  root: RefObject<Object3D | null>
  content: unknown
  /** While true (a saved view is shown), the camera stays where it was put. */
  paused?: boolean
}) {
  const camera = useThree((s) => s.camera)
  const controls = useThree((s) => s.controls) as unknown as OrbitControlsImpl | null
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  const invalidate = useThree((s) => s.invalidate)
  const moved = useRef(false)

  useEffect(() => {
    if (!controls) return
    const stop = () => {
      moved.current = true
    }
    controls.addEventListener('start', stop)
    return () => controls.removeEventListener('start', stop)
  }, [controls])

  // biome-ignore lint/correctness/useExhaustiveDependencies: content and size are the triggers
  useLayoutEffect(() => {
    if (moved.current || paused) return
    const box = root.current ? visibleBox(root.current) : null
    if (!box || !(camera instanceof PerspectiveCamera)) return
    const target = frameBox(camera, box)
    if (controls) {
      controls.target.copy(target)
      controls.update()
    }
    invalidate()
  }, [content, width, height, camera, controls, root, invalidate, paused])
  return null
}
