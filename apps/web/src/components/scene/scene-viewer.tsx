import type { Scene } from '@designer/contract'
import { OrbitControls } from '@react-three/drei'
import { Canvas } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import type { Group } from 'three'
import { FrameContent } from './frame-content'
import { Lighting, ShadowFloor } from './lighting'
import { SceneGrid } from './scene-grid'
import { type ComponentScenes, SceneObjects } from './scene-objects'

export type SceneViewerProps = {
  scene: Scene
  components: ComponentScenes
  className?: string
  /** An accessible description of what the picture shows. */
  label: string
  showGrid?: boolean
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
  showGrid = true,
}: SceneViewerProps) {
  const size = useMemo(() => sceneSize(scene), [scene])
  const root = useRef<Group>(null)
  const content = useMemo(() => [scene, components], [scene, components])
  return (
    <div className={className} role="img" aria-label={label}>
      <Canvas
        shadows
        dpr={[1, 2]}
        camera={{ position: [size, size * 0.8, size], fov: 40, near: 1, far: size * 40 }}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        style={{ background: scene.settings.background }}
      >
        <Lighting preset={scene.settings.lighting} size={size} />
        <ShadowFloor size={size} />
        <group ref={root}>
          <SceneObjects scene={scene} components={components} />
        </group>
        {showGrid && <SceneGrid size={size} cellSize={scene.settings.gridSize} />}
        <OrbitControls makeDefault enableDamping />
        <FrameContent root={root} content={content} />
      </Canvas>
    </div>
  )
}
