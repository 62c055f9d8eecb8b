import type { Camera as SavedCamera } from '@designer/contract'
import { useThree } from '@react-three/fiber'
import { type RefObject, useEffect } from 'react'
import { type Group, PerspectiveCamera, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { type CaptureOptions, captureScene, frameBox, visibleBox } from '@/components/scene/framing'
import type { EditorStore } from '../core/editor-store'
import type { Bounds } from '../core/selection'
import { createPicker, measure, type Picker } from './viewport-picking'

/** What the editor asks of the 3D view: the camera, a picture of it, and where objects stand. */
export type ViewportHandle = {
  resetView(): void
  /** The design alone as a PNG data URL: no grid, floor, selection box, gizmo or wireframe. */
  capture(options: CaptureOptions): Promise<string>
  getCamera(): SavedCamera
  applyCamera(camera: SavedCamera): void
  /** The objects' boxes in the scene's frame (millimetres), as drawn. */
  bounds(ids: readonly string[]): Map<string, Bounds>
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * Hands the editor its view once the canvas exists: the camera, a picture, where objects stand
 * (`onReady`), and the picker the marquee asks what is under the pointer.
 */
export function ViewportBridge({
  store,
  onReady,
  root,
  picker,
}: {
  store: EditorStore
  onReady(handle: ViewportHandle): void
  root: RefObject<Group | null>
  picker: RefObject<Picker | null>
}) {
  const { camera, gl, controls, invalidate, scene } = useThree()

  useEffect(() => {
    picker.current = createPicker(camera, gl.domElement, () => root.current)
    return () => {
      picker.current = null
    }
  }, [camera, gl, root, picker])

  useEffect(() => {
    const orbit = () => controls as unknown as OrbitControlsImpl | null
    onReady({
      bounds: (ids) => (root.current ? measure(root.current, ids) : new Map()),
      resetView() {
        if (store.get().cameraMode === 'first-person') store.setCameraMode('orbit')
        const box = root.current ? visibleBox(root.current) : null
        if (!box || !(camera instanceof PerspectiveCamera)) return
        const target = frameBox(camera, box)
        orbit()?.target.copy(target)
        orbit()?.update()
        invalidate()
      },
      async capture(options) {
        if (!root.current) throw new Error('The view is not ready')
        try {
          return captureScene(gl, scene, camera, root.current, options)
        } finally {
          invalidate()
        }
      },
      getCamera(): SavedCamera {
        const target = orbit()?.target ?? new Vector3()
        return {
          position: [camera.position.x, camera.position.y, camera.position.z].map(round) as [
            number,
            number,
            number,
          ],
          target: [target.x, target.y, target.z].map(round) as [number, number, number],
          fov: camera instanceof PerspectiveCamera ? round(camera.fov) : 45,
          mode: store.get().cameraMode,
        }
      },
      applyCamera(saved) {
        store.setCameraMode(saved.mode)
        camera.position.set(...saved.position)
        if (camera instanceof PerspectiveCamera) {
          camera.fov = saved.fov
          camera.updateProjectionMatrix()
        }
        orbit()?.target.set(...saved.target)
        orbit()?.update()
        invalidate()
      },
    })
  }, [camera, gl, controls, invalidate, scene, onReady, store, root])
  return null
}
