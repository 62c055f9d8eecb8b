import type { Scene } from '@designer/contract'
import { Bounds, Grid, OrbitControls } from '@react-three/drei'
import { Canvas } from '@react-three/fiber'
import { useMemo } from 'react'
import { Lighting, ShadowFloor } from './lighting'
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
        <Bounds fit clip observe margin={1.25}>
          <SceneObjects scene={scene} components={components} />
        </Bounds>
        {showGrid && (
          <Grid
            args={[size * 4, size * 4]}
            cellSize={scene.settings.gridSize}
            sectionSize={scene.settings.gridSize * 10}
            cellColor="#d4d4d8"
            sectionColor="#a1a1aa"
            fadeDistance={size * 6}
            infiniteGrid
          />
        )}
        <OrbitControls makeDefault enableDamping />
      </Canvas>
    </div>
  )
}
