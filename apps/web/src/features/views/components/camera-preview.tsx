import type { Camera, Scene } from '@designer/contract'
import { Grid, OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Box3, type Group, PerspectiveCamera, Sphere, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { Lighting, ShadowFloor } from '@/components/scene/lighting'
import { SceneObjects } from '@/components/scene/scene-objects'
import { sceneSize } from '@/components/scene/scene-viewer'
import type { ComponentScenes } from '@/lib/design-query'
import { useMaterialAppearances } from '@/lib/queries/supplier-items'

export type CameraPreviewProps = {
  scene: Scene
  components: ComponentScenes
  /** The form's camera: where the view starts, and where it goes when typed. */
  camera: Camera
  fitOnLoad: boolean
  /** Each increase frames the whole design again. */
  fitRequest: number
  onChange: (camera: Camera, auto: boolean) => void
  label: string
  className?: string
}

// The editor stands a first-person camera at eye height, looking 10 mm ahead; so does this.
const EYE_HEIGHT = 1600
const LOOK_AHEAD = 10
// Reports while the camera moves are spaced out, so the form is not redrawn on every frame.
const REPORT_MS = 80
const DEG = Math.PI / 180

/** The view's camera over the design: orbit it to frame the shot. */
export default function CameraPreview({
  scene,
  components,
  camera,
  fitOnLoad,
  fitRequest,
  onChange,
  label,
  className,
}: CameraPreviewProps) {
  const size = useMemo(() => sceneSize(scene), [scene])
  const appearances = useMaterialAppearances().data
  const root = useRef<Group>(null)
  // The canvas is created once, where the camera starts; later changes go through the rig.
  const [start] = useState(camera)
  return (
    <div className={className} role="img" aria-label={label}>
      <Canvas
        shadows
        dpr={[1, 2]}
        camera={{
          position: start.position,
          fov: start.fov,
          near: 1,
          far: Math.max(size * 40, 100_000),
        }}
        gl={{ antialias: true }}
        style={{ background: scene.settings.background }}
      >
        <Lighting preset={scene.settings.lighting} size={size} />
        <ShadowFloor size={size} />
        <group ref={root}>
          <SceneObjects scene={scene} components={components} appearances={appearances} />
        </group>
        <Grid
          args={[size * 4, size * 4]}
          cellSize={scene.settings.gridSize}
          sectionSize={scene.settings.gridSize * 10}
          cellColor="#d4d4d8"
          sectionColor="#a1a1aa"
          fadeDistance={size * 6}
          infiniteGrid
        />
        <CameraRig
          wanted={camera}
          root={root}
          fitOnLoad={fitOnLoad}
          fitRequest={fitRequest}
          onChange={onChange}
        />
      </Canvas>
    </div>
  )
}

const round = (n: number) => Math.round(n)
const near = (a: Camera, b: Camera) =>
  Math.abs(a.fov - b.fov) < 0.05 &&
  [0, 1, 2].every(
    (i) =>
      Math.abs(a.position[i]! - b.position[i]!) < 1 && Math.abs(a.target[i]! - b.target[i]!) < 1,
  )

/**
 * Keeps the three.js camera and the form's camera the same, both ways: the person's orbiting
 * is reported (whole millimetres), and a camera typed in the form is applied. Each side only
 * acts on a real difference, so neither echoes the other.
 */
function CameraRig({
  wanted,
  root,
  fitOnLoad,
  fitRequest,
  onChange,
}: {
  wanted: Camera
  root: RefObject<Group | null>
  fitOnLoad: boolean
  fitRequest: number
  onChange: CameraPreviewProps['onChange']
}) {
  const controls = useRef<OrbitControlsImpl>(null)
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const invalidate = useThree((s) => s.invalidate)
  const report = useRef(onChange)
  report.current = onChange
  const mode = useRef(wanted.mode)
  mode.current = wanted.mode
  // The camera the form last heard of from here, or last applied here; null before the start.
  const known = useRef<Camera | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const read = useCallback((): Camera => {
    const target = controls.current?.target ?? new Vector3()
    return {
      position: [round(camera.position.x), round(camera.position.y), round(camera.position.z)],
      target: [round(target.x), round(target.y), round(target.z)],
      fov: Math.round(camera.fov * 10) / 10,
      mode: mode.current,
    }
  }, [camera])

  const tell = useCallback((next: Camera, auto: boolean) => {
    known.current = next
    report.current(next, auto)
  }, [])

  // A camera typed in the form (or the saved one, at the start) is applied. The form's echo of
  // a report is not: by the time it arrives the camera has moved on, and applying it would pull
  // the camera back against the person's drag.
  useEffect(() => {
    const c = controls.current
    if (!c || (known.current && near(known.current, wanted))) return
    known.current = wanted
    camera.position.set(...wanted.position)
    if (camera instanceof PerspectiveCamera && camera.fov !== wanted.fov) {
      camera.fov = wanted.fov
      camera.updateProjectionMatrix()
    }
    c.target.set(...wanted.target)
    c.update()
    invalidate()
  }, [wanted, camera, invalidate])

  // Switching to first person stands the camera at eye height, as the editor will; back to
  // orbit, it turns around the design again rather than around a point just ahead.
  const previousMode = useRef(wanted.mode)
  useEffect(() => {
    const c = controls.current
    if (!c || previousMode.current === wanted.mode) return
    previousMode.current = wanted.mode
    const direction = new Vector3().subVectors(c.target, camera.position)
    if (wanted.mode === 'first-person') {
      direction.setY(0)
      if (direction.lengthSq() < 1e-6) direction.set(0, 0, -1)
      camera.position.y = EYE_HEIGHT
      c.target.copy(camera.position).addScaledVector(direction.normalize(), LOOK_AHEAD)
    } else if (direction.length() < 100) {
      const center = bounds(root.current)?.center ?? new Vector3()
      const distance = Math.max(camera.position.distanceTo(center), 1000)
      c.target.copy(camera.position).addScaledVector(direction.normalize(), distance)
    } else return
    c.update()
    tell(read(), false)
  }, [wanted.mode, camera, root, read, tell])

  const fit = useCallback(
    (auto: boolean) => {
      const c = controls.current
      const sphere = bounds(root.current)
      if (!c || !sphere) return
      const direction = new Vector3().subVectors(camera.position, c.target)
      // From eye height a whole design rarely fits: framing it is an orbit view.
      if (mode.current === 'first-person' || direction.lengthSq() < 1e-6) direction.set(1, 0.65, 1)
      const vertical = camera.fov * DEG
      const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect)
      const distance = (sphere.radius * 1.2) / Math.sin(Math.min(vertical, horizontal) / 2)
      camera.position.copy(sphere.center).addScaledVector(direction.normalize(), distance)
      c.target.copy(sphere.center)
      c.update()
      invalidate()
      mode.current = 'orbit'
      previousMode.current = 'orbit'
      tell(read(), auto)
    },
    [camera, root, read, tell, invalidate],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: framed once, when it first appears
  useEffect(() => {
    if (fitOnLoad) fit(true)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request frames once
  useEffect(() => {
    if (fitRequest > 0) fit(false)
  }, [fitRequest])

  useEffect(() => () => clearTimeout(timer.current), [])

  // The person moved the camera: report where it is now, at most every REPORT_MS; the last
  // report comes after the movement has stopped.
  const moved = () => {
    if (timer.current !== undefined) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      const now = read()
      if (!known.current || !near(now, known.current)) tell(now, false)
    }, REPORT_MS)
  }

  const firstPerson = wanted.mode === 'first-person'
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      // No glide after letting go: the camera saved is where the person let go of it.
      enableDamping={false}
      enablePan={!firstPerson}
      enableZoom={!firstPerson}
      rotateSpeed={firstPerson ? -0.4 : 1}
      onChange={moved}
    />
  )
}

/** The sphere around what the design draws, or null before anything is drawn. */
function bounds(group: Group | null): Sphere | null {
  if (!group) return null
  group.updateWorldMatrix(true, true)
  const box = new Box3().setFromObject(group)
  return box.isEmpty() ? null : box.getBoundingSphere(new Sphere())
}
