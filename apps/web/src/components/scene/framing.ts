import {
  Box3,
  type Camera,
  Color,
  type Material,
  type Mesh,
  type Object3D,
  PerspectiveCamera,
  type Scene,
  Sphere,
  Vector2,
  Vector3,
  type WebGLRenderer,
} from 'three'

/** Where the camera looks from when nothing else says: a three-quarter view from above. */
export const THREE_QUARTER = new Vector3(1, 0.72, 1.15).normalize()

/** The box of everything visible under `root`, or null when there is nothing to see. */
export function visibleBox(root: Object3D): Box3 | null {
  root.updateWorldMatrix(true, true)
  const box = new Box3()
  root.traverseVisible((o) => {
    if ((o as Mesh).isMesh) box.expandByObject(o, true)
  })
  return box.isEmpty() ? null : box
}

/**
 * Puts a perspective camera where the whole box fits the frame, seen along `direction`, with
 * some margin: the narrower of the vertical and horizontal fields of view decides, so a tall
 * bookcase in a wide frame is not cropped at the top, nor a long table in a tall one.
 */
export function frameBox(
  camera: PerspectiveCamera,
  box: Box3,
  { direction = THREE_QUARTER, margin = 1.12 }: { direction?: Vector3; margin?: number } = {},
): Vector3 {
  const sphere = box.getBoundingSphere(new Sphere())
  const radius = Math.max(sphere.radius, 1)
  const vertical = (camera.fov * Math.PI) / 180
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect)
  const distance = (radius * margin) / Math.sin(Math.min(vertical, horizontal) / 2)
  const target = sphere.center.clone()
  camera.position.copy(target).addScaledVector(direction.clone().normalize(), distance)
  // Only ever widened: a view that lets the person walk up close keeps its near plane.
  camera.near = Math.min(camera.near, Math.max(distance / 100, 0.1))
  camera.far = Math.max(camera.far, distance * 100)
  camera.lookAt(target)
  camera.updateProjectionMatrix()
  return target
}

export type CaptureOptions = {
  /** Pixels; the view's own size when absent. */
  width?: number
  height?: number
  /** A CSS colour, or transparent. */
  background: string | 'transparent'
  /**
   * Keep the view as the person has it, frame the whole design from the camera's current angle,
   * or frame it from the standard three-quarter angle (thumbnails: the same for every design).
   */
  framing: 'view' | 'current-angle' | 'three-quarter'
  /** A saved camera to take the picture from instead (its position, target and lens). */
  camera?: { position: [number, number, number]; target: [number, number, number]; fov: number }
}

/**
 * Renders `root` alone to a PNG data URL: everything else in the scene but lights (grid, floor,
 * selection box, gizmo) is hidden, and wireframe is off, for one synchronous render, then all is
 * put back before the browser paints, so the person sees nothing flicker.
 */
export function captureScene(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  root: Object3D,
  options: CaptureOptions,
): string {
  const restore: (() => void)[] = []
  try {
    for (const child of scene.children) {
      if ((child as { isLight?: boolean }).isLight || !child.visible) continue
      let holdsRoot = false
      child.traverse((o) => {
        if (o === root) holdsRoot = true
      })
      if (holdsRoot) continue
      child.visible = false
      restore.push(() => {
        child.visible = true
      })
    }
    root.traverse((o) => {
      const material = (o as Mesh).material as Material | Material[] | undefined
      for (const m of Array.isArray(material) ? material : material ? [material] : []) {
        if ('wireframe' in m && m.wireframe) {
          m.wireframe = false
          restore.push(() => {
            ;(m as Material & { wireframe: boolean }).wireframe = true
          })
        }
      }
    })

    const size = gl.getSize(new Vector2())
    const width = options.width ?? size.x
    const height = options.height ?? size.y
    const pixelRatio = gl.getPixelRatio()
    if (options.width || options.height) {
      gl.setPixelRatio(1)
      gl.setSize(width, height, false)
      restore.push(() => {
        gl.setPixelRatio(pixelRatio)
        gl.setSize(size.x, size.y, false)
      })
    }

    const clearColor = gl.getClearColor(new Color())
    const clearAlpha = gl.getClearAlpha()
    const sceneBackground = scene.background
    scene.background = null
    if (options.background === 'transparent') gl.setClearColor(0x000000, 0)
    else gl.setClearColor(new Color(options.background), 1)
    restore.push(() => {
      gl.setClearColor(clearColor, clearAlpha)
      scene.background = sceneBackground
    })

    let view = camera
    if (camera instanceof PerspectiveCamera) {
      const shot = camera.clone()
      shot.aspect = width / height
      if (options.camera) {
        shot.position.set(...options.camera.position)
        shot.fov = options.camera.fov
        shot.lookAt(new Vector3(...options.camera.target))
      }
      shot.updateProjectionMatrix()
      const box = options.framing === 'view' || options.camera ? null : visibleBox(root)
      if (box) {
        const direction =
          options.framing === 'current-angle'
            ? camera.getWorldDirection(new Vector3()).negate()
            : THREE_QUARTER
        frameBox(shot, box, { direction })
      }
      view = shot
    }
    gl.render(scene, view)
    return gl.domElement.toDataURL('image/png')
  } finally {
    for (const undo of restore.reverse()) undo()
  }
}
