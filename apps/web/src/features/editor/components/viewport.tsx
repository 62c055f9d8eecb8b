import type { Camera as SavedCamera } from '@designer/contract'
import { OrbitControls, TransformControls } from '@react-three/drei'
import { Canvas, useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { BoxHelper, type Object3D, PerspectiveCamera, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { FrameContent } from '@/components/scene/frame-content'
import { type CaptureOptions, captureScene, frameBox, visibleBox } from '@/components/scene/framing'
import { Lighting, ShadowFloor } from '@/components/scene/lighting'
import { SceneGrid } from '@/components/scene/scene-grid'
import { type ComponentScenes, SceneObjects } from '@/components/scene/scene-objects'
import { sceneSize } from '@/components/scene/scene-viewer'
import { updateObject } from '../core/commands'
import type { EditorStore } from '../core/editor-store'

/** What the editor asks of the 3D view: the camera, and a picture of it. */
export type ViewportHandle = {
  resetView(): void
  /** The design alone as a PNG data URL: no grid, floor, selection box, gizmo or wireframe. */
  capture(options: CaptureOptions): Promise<string>
  getCamera(): SavedCamera
  applyCamera(camera: SavedCamera): void
}

type Props = {
  store: EditorStore
  components: ComponentScenes
  onReady(handle: ViewportHandle): void
  label: string
}

const EYE_HEIGHT = 1600
/** With Snap to Grid: the gizmo turns by 15° and scales by tenths (it moves by the grid's step). */
const SNAP_ANGLE = Math.PI / 12
const SNAP_SCALE = 0.1

function useEditorState<T>(store: EditorStore, pick: (s: ReturnType<EditorStore['get']>) => T): T {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()))
}

/** The editor's 3D view: click to select, drag the gizmo to move, rotate or scale. */
export default function Viewport({ store, components, onReady, label }: Props) {
  const scene = useEditorState(store, (s) => s.scene)
  const background = scene.settings.background
  return (
    <div
      className="relative h-full w-full"
      role="application"
      aria-label={label}
      data-testid="editor-viewport"
    >
      <Canvas
        shadows
        dpr={[1, 2]}
        camera={{ position: [2400, 1800, 2400], fov: 45, near: 1, far: 200_000 }}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        onPointerMissed={(event) => {
          if (event.type === 'click') store.select(null)
        }}
        style={{ background }}
      >
        <EditorScene store={store} components={components} onReady={onReady} />
      </Canvas>
    </div>
  )
}

function EditorScene({ store, components, onReady }: Omit<Props, 'label'>) {
  const scene = useEditorState(store, (s) => s.scene)
  const selectedId = useEditorState(store, (s) => s.selectedId)
  const display = useEditorState(store, (s) => s.display)
  const cameraMode = useEditorState(store, (s) => s.cameraMode)
  const gizmo = useEditorState(store, (s) => s.gizmo)
  const size = useMemo(() => sceneSize(scene), [scene])
  const root = useRef<THREE_Group>(null)
  // Framed when the design first shows and as its components arrive; edits never move the camera.
  const hasObjects = scene.objects.length > 0
  const framingContent = useMemo(() => [components, hasObjects], [components, hasObjects])
  const [selectedObject, setSelectedObject] = useState<Object3D | null>(null)

  // The three.js object of the selection, found by the id its group carries; a scene change
  // rebuilds the groups, so the search runs again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scene is the trigger, not an input
  useEffect(() => {
    let found: Object3D | null = null
    root.current?.traverse((o) => {
      if (!found && o.userData.editorId === selectedId) found = o
    })
    setSelectedObject(found)
  }, [selectedId, scene])

  const snap = display.snap
  const gridSize = scene.settings.gridSize

  return (
    <>
      <Lighting preset={scene.settings.lighting} size={size} />
      <ShadowFloor size={size} />
      <ViewportBridge store={store} onReady={onReady} root={root} />
      <group ref={root}>
        <SceneObjects
          scene={scene}
          components={components}
          wireframe={display.wireframe}
          selectedId={selectedId}
          onSelect={(id) => store.select(id)}
        />
      </group>
      {selectedObject && <SelectionBox object={selectedObject} />}
      {selectedObject && selectedId && (
        <TransformControls
          object={selectedObject}
          mode={gizmo}
          size={0.8}
          translationSnap={snap ? gridSize : null}
          rotationSnap={snap ? SNAP_ANGLE : null}
          scaleSnap={snap ? SNAP_SCALE : null}
          onObjectChange={() => {
            const o = selectedObject
            store.dispatch(
              updateObject(
                store.get().scene,
                selectedId,
                {
                  position: [o.position.x, o.position.y, o.position.z],
                  rotation: [o.rotation.x, o.rotation.y, o.rotation.z],
                  scale: [
                    Math.max(o.scale.x, 0.001),
                    Math.max(o.scale.y, 0.001),
                    Math.max(o.scale.z, 0.001),
                  ],
                },
                { label: `editor.history.${gizmo}`, mergeKey: `gizmo:${selectedId}` },
              ),
            )
          }}
          onMouseUp={() => store.seal()}
        />
      )}
      {display.grid && <SceneGrid size={size} cellSize={scene.settings.gridSize} />}
      {display.axes && <axesHelper args={[size / 2]} />}
      <CameraControls mode={cameraMode} />
      <FrameContent root={root} content={framingContent} />
    </>
  )
}
type THREE_Group = import('three').Group

/** A box around the selection, following it while it moves. */
function SelectionBox({ object }: { object: Object3D }) {
  const helper = useMemo(() => new BoxHelper(object, '#6366f1'), [object])
  useFrame(() => helper.update())
  useEffect(() => () => helper.dispose(), [helper])
  return <primitive object={helper} />
}

/**
 * Orbit: turn around what you look at. First person: stand at eye height and look around,
 * moving with W, A, S, D or the arrow keys.
 */
function CameraControls({ mode }: { mode: 'orbit' | 'first-person' }) {
  const controls = useRef<OrbitControlsImpl>(null)
  const camera = useThree((s) => s.camera)
  const keys = useRef(new Set<string>())

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (mode === 'first-person') {
      const direction = new Vector3().subVectors(c.target, camera.position).setY(0).normalize()
      camera.position.y = EYE_HEIGHT
      c.target.copy(camera.position).add(direction.multiplyScalar(10))
    }
    c.update()
  }, [mode, camera])

  useEffect(() => {
    if (mode !== 'first-person') return
    const down = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest('input,textarea,select,[contenteditable]')) return
      keys.current.add(e.key.toLowerCase())
    }
    const up = (e: KeyboardEvent) => keys.current.delete(e.key.toLowerCase())
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
      keys.current.clear()
    }
  }, [mode])

  useFrame((_, delta) => {
    const c = controls.current
    if (mode !== 'first-person' || !c || keys.current.size === 0) return
    const speed = 2000 * delta
    const forward = new Vector3().subVectors(c.target, camera.position).setY(0).normalize()
    const right = new Vector3().crossVectors(forward, camera.up).normalize()
    const move = new Vector3()
    if (keys.current.has('w') || keys.current.has('arrowup')) move.add(forward)
    if (keys.current.has('s') || keys.current.has('arrowdown')) move.sub(forward)
    if (keys.current.has('d') || keys.current.has('arrowright')) move.add(right)
    if (keys.current.has('a') || keys.current.has('arrowleft')) move.sub(right)
    move.setLength(speed)
    camera.position.add(move)
    c.target.add(move)
    c.update()
  })

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping
      enablePan={mode === 'orbit'}
      enableZoom={mode === 'orbit'}
      rotateSpeed={mode === 'first-person' ? -0.4 : 1}
    />
  )
}

/** Hands the editor its view of the camera once the canvas exists. */
function ViewportBridge({
  store,
  onReady,
  root,
}: {
  store: EditorStore
  onReady: Props['onReady']
  root: React.RefObject<THREE_Group | null>
}) {
  const { camera, gl, controls, invalidate, scene } = useThree()

  useEffect(() => {
    const orbit = () => controls as unknown as OrbitControlsImpl | null
    onReady({
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
      getCamera() {
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

const round = (n: number) => Math.round(n * 100) / 100
