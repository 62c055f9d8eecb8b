import type { MaterialAppearances, Camera as SavedCamera, Scene } from '@designer/contract'
import { OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { type RefObject, useEffect, useMemo, useRef } from 'react'
import { type Group, type Object3D, PerspectiveCamera } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { ComponentScenes } from '@/lib/design-query'
import { FrameContent } from './frame-content'
import { Lighting, ShadowFloor } from './lighting'
import { SceneGrid } from './scene-grid'
import { SceneObjects } from './scene-objects'

export type SceneViewerProps = {
  scene: Scene
  components: ComponentScenes
  className?: string
  /** An accessible description of what the picture shows. */
  label: string
  /** The id of an element describing what it shows in more words (the choices made). */
  describedBy?: string
  showGrid?: boolean
  /** Clicking an object answers its id (the instance's, inside a component). */
  onPick?: (objectId: string) => void
  highlightIds?: ReadonlySet<string>
  /** How the materials parts are made of look, by supplier item id. */
  appearances?: MaterialAppearances
  /** A saved view to look from; the camera goes there whenever it changes. */
  view?: SavedCamera | null
  /**
   * Hands over the group that holds the drawn objects once it is drawn (the public page
   * exports it as a 3D file). The group stays the same while the scene changes inside it.
   */
  onSceneReady?: (root: Object3D) => void
}

/** A rough size of the scene in millimetres, to place lights and the grid. */
export function sceneSize(scene: Scene): number {
  let max = 0
  for (const o of scene.objects) {
    for (const c of o.position) max = Math.max(max, Math.abs(c))
    for (const v of Object.values(o.params)) if (typeof v === 'number') max = Math.max(max, v)
  }
  return Math.max(max * 2, 1000)
}

/** A read-only 3D view of a scene: orbit to look around, framed to fit on load. */
export default function SceneViewer({
  scene,
  components,
  className,
  label,
  describedBy,
  showGrid = true,
  onPick,
  highlightIds,
  appearances,
  view,
  onSceneReady,
}: SceneViewerProps) {
  const size = useMemo(() => sceneSize(scene), [scene])
  const root = useRef<Group>(null)
  const content = useMemo(() => [scene, components], [scene, components])
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      style={onPick ? { cursor: 'crosshair' } : undefined}
    >
      {/* Drawn when something changes (a prop, the orbit, a saved view), not 60 times a second:
          a still product costs a phone's battery nothing. */}
      <Canvas
        frameloop="demand"
        shadows
        dpr={[1, 2]}
        camera={{ position: [size, size * 0.8, size], fov: 40, near: 1, far: size * 40 }}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        style={{ background: scene.settings.background }}
      >
        <Lighting preset={scene.settings.lighting} size={size} />
        <ShadowFloor size={size} />
        <group ref={root}>
          <SceneObjects
            scene={scene}
            components={components}
            highlightIds={highlightIds}
            appearances={appearances}
            onSelect={onPick ? (id) => onPick(id) : undefined}
          />
        </group>
        {showGrid && <SceneGrid size={size} cellSize={scene.settings.gridSize} />}
        <OrbitControls makeDefault enableDamping />
        <FrameContent root={root} content={content} paused={Boolean(view)} />
        {view && <LookFrom view={view} />}
        {onSceneReady && <SceneReady root={root} onReady={onSceneReady} />}
      </Canvas>
    </div>
  )
}

/** Puts the camera at a saved view's position, looking at its target. */
function LookFrom({ view }: { view: SavedCamera }) {
  const camera = useThree((s) => s.camera)
  const controls = useThree((s) => s.controls) as unknown as OrbitControlsImpl | null
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    camera.position.set(...view.position)
    if (camera instanceof PerspectiveCamera) {
      camera.fov = view.fov
      camera.updateProjectionMatrix()
    }
    controls?.target.set(...view.target)
    controls?.update()
    invalidate()
  }, [view, camera, controls, invalidate])
  return null
}

/** Tells the owner the objects' group exists: refs are set before effects run. */
function SceneReady({
  root,
  onReady,
}: {
  root: RefObject<Group | null>
  onReady: (root: Object3D) => void
}) {
  useEffect(() => {
    if (root.current) onReady(root.current)
  }, [root, onReady])
  return null
}
