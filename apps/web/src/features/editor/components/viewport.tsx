import type { Camera as SavedCamera } from '@designer/contract'
import { OrbitControls, TransformControls } from '@react-three/drei'
import { Canvas, useFrame, useThree } from '@react-three/fiber'
import { SquareDashedMousePointer } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import {
  Box3,
  Box3Helper,
  Euler,
  Matrix4,
  type Object3D,
  Object3D as Object3DImpl,
  PerspectiveCamera,
  Quaternion,
  Raycaster,
  Vector2,
  Vector3,
} from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { FrameContent } from '@/components/scene/frame-content'
import { type CaptureOptions, captureScene, frameBox, visibleBox } from '@/components/scene/framing'
import { Lighting, ShadowFloor } from '@/components/scene/lighting'
import { SceneGrid } from '@/components/scene/scene-grid'
import { SceneObjects } from '@/components/scene/scene-objects'
import { sceneSize } from '@/components/scene/scene-viewer'
import { Button } from '@/components/ui/button'
import type { ComponentScenes } from '@/lib/design-query'
import { cn } from '@/lib/utils'
import { updateObject, updateObjects } from '../core/commands'
import type { EditorStore } from '../core/editor-store'
import { type Axis, type Bounds, snapBox, topmost } from '../core/selection'

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

type Props = {
  store: EditorStore
  components: ComponentScenes
  onReady(handle: ViewportHandle): void
  label: string
  /** Texts of the box-selection button, in the user's language. */
  boxSelect: { label: string; hint: string }
  /** What the other people in the design have selected, outlined in their colours. */
  peers?: { color: string; selection: string[] }[]
}

const EYE_HEIGHT = 1600
/** With Snap to Grid: the gizmo turns by 15° and scales by tenths (it moves by the grid's step). */
const SNAP_ANGLE = Math.PI / 12
const SNAP_SCALE = 0.1
/** A press that moves less than this (CSS pixels) is a click, not a box. */
const CLICK_SLOP = 4
/** Beyond this many selected objects one box is drawn around all of them. */
const MAX_SELECTION_BOXES = 60

function useEditorState<T>(store: EditorStore, pick: (s: ReturnType<EditorStore['get']>) => T): T {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()))
}

type Rect = { left: number; top: number; right: number; bottom: number }
/** What the 3D scene answers about the screen: the object under a point, those in a box. */
type Picker = { at(x: number, y: number): string | null; inRect(rect: Rect): string[] }

/**
 * The editor's 3D view: click to select, shift- or ctrl-click to add or take away, shift-drag
 * (or the box button, then drag) to select everything a box touches, drag the gizmo to move,
 * rotate or scale the selection.
 */
export default function Viewport({ store, components, onReady, label, boxSelect, peers }: Props) {
  const scene = useEditorState(store, (s) => s.scene)
  const background = scene.settings.background
  const picker = useRef<Picker | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const [boxMode, setBoxMode] = useState(false)
  const [marquee, setMarquee] = useState<Rect | null>(null)

  // Shift or ctrl/cmd (or the box button) take the press before the camera controls see it.
  const onPointerDownCapture = (event: React.PointerEvent) => {
    const adding = event.shiftKey || event.ctrlKey || event.metaKey
    if ((!adding && !boxMode) || event.button !== 0 || !container.current) return
    if ((event.target as HTMLElement).closest('button')) return
    event.stopPropagation()
    event.preventDefault()
    const frame = container.current.getBoundingClientRect()
    const start = { x: event.clientX - frame.left, y: event.clientY - frame.top }
    const rectTo = (e: PointerEvent): Rect => {
      const x = e.clientX - frame.left
      const y = e.clientY - frame.top
      return {
        left: Math.min(start.x, x),
        top: Math.min(start.y, y),
        right: Math.max(start.x, x),
        bottom: Math.max(start.y, y),
      }
    }
    const move = (e: PointerEvent) => setMarquee(rectTo(e))
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      setMarquee(null)
      setBoxMode(false)
      const rect = rectTo(e)
      const isClick = rect.right - rect.left < CLICK_SLOP && rect.bottom - rect.top < CLICK_SLOP
      if (isClick) {
        const id = picker.current?.at(start.x, start.y)
        if (id) store.selectMany([id], adding ? 'toggle' : 'replace')
        else if (!adding) store.select(null)
        return
      }
      store.selectMany(picker.current?.inRect(rect) ?? [], adding ? 'add' : 'replace')
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
  }

  return (
    <div
      ref={container}
      className={cn('relative h-full w-full', boxMode && 'cursor-crosshair')}
      role="application"
      aria-label={label}
      data-testid="editor-viewport"
      onPointerDownCapture={onPointerDownCapture}
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
        <EditorScene
          store={store}
          components={components}
          onReady={onReady}
          picker={picker}
          peers={peers}
        />
      </Canvas>
      {marquee && (
        <div
          aria-hidden
          data-testid="marquee"
          className="pointer-events-none absolute border border-primary border-dashed bg-primary/10"
          style={{
            left: marquee.left,
            top: marquee.top,
            width: marquee.right - marquee.left,
            height: marquee.bottom - marquee.top,
          }}
        />
      )}
      <Button
        type="button"
        variant={boxMode ? 'default' : 'secondary'}
        size="icon"
        className="absolute top-2 left-2 size-8 shadow-sm"
        aria-pressed={boxMode}
        aria-label={boxSelect.label}
        title={boxSelect.hint}
        onClick={() => setBoxMode((on) => !on)}
        data-testid="box-select"
      >
        <SquareDashedMousePointer aria-hidden />
      </Button>
    </div>
  )
}

function EditorScene({
  store,
  components,
  onReady,
  picker,
  peers,
}: Pick<Props, 'store' | 'components' | 'onReady' | 'peers'> & {
  picker: React.RefObject<Picker | null>
}) {
  const scene = useEditorState(store, (s) => s.scene)
  const selectedIds = useEditorState(store, (s) => s.selectedIds)
  const display = useEditorState(store, (s) => s.display)
  const cameraMode = useEditorState(store, (s) => s.cameraMode)
  const gizmo = useEditorState(store, (s) => s.gizmo)
  const size = useMemo(() => sceneSize(scene), [scene])
  const root = useRef<THREE_Group>(null)
  // Framed when the design first shows and as its components arrive; edits never move the camera.
  const hasObjects = scene.objects.length > 0
  const framingContent = useMemo(() => [components, hasObjects], [components, hasObjects])
  const [selectedObjects, setSelectedObjects] = useState<Object3D[]>([])

  // The three.js objects of the selection (the topmost ones), found by the id their groups
  // carry; a scene change rebuilds the groups, so the search runs again.
  useEffect(() => {
    const ids = new Set(topmost(scene, selectedIds).map((o) => o.id))
    const found: Object3D[] = []
    root.current?.traverse((o) => {
      if (ids.has(o.userData.editorId)) found.push(o)
    })
    setSelectedObjects(found)
  }, [selectedIds, scene])

  // The others' selections: their objects found the same way, outlined in their colours.
  const [peerObjects, setPeerObjects] = useState<{ color: string; objects: Object3D[] }[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a scene change rebuilds the objects
  useEffect(() => {
    if (!peers?.length) return setPeerObjects([])
    const byId = new Map<string, Object3D>()
    root.current?.traverse((o) => {
      if (o.userData.editorId) byId.set(o.userData.editorId, o)
    })
    setPeerObjects(
      peers.map((p) => ({
        color: p.color,
        objects: p.selection.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      })),
    )
  }, [peers, scene])

  const snap = display.snap
  const gridSize = scene.settings.gridSize

  return (
    <>
      <Lighting preset={scene.settings.lighting} size={size} />
      <ShadowFloor size={size} />
      <ViewportBridge store={store} onReady={onReady} root={root} picker={picker} />
      <group ref={root}>
        <SceneObjects
          scene={scene}
          components={components}
          wireframe={display.wireframe}
          selectedId={selectedIds.at(-1) ?? null}
          onSelect={(id) => store.select(id)}
        />
      </group>
      {selectedObjects.length > MAX_SELECTION_BOXES ? (
        <SelectionBox objects={selectedObjects} />
      ) : (
        selectedObjects.map((o) => <SelectionBox key={o.uuid} objects={[o]} />)
      )}
      {peerObjects.map(
        (p, i) =>
          p.objects.length > 0 && <SelectionBox key={i} objects={p.objects} color={p.color} />,
      )}
      {selectedObjects.length > 0 && (
        <SelectionGizmo
          store={store}
          objects={selectedObjects}
          root={root}
          snapObjects={display.snapObjects}
          mode={gizmo}
          translationSnap={snap ? gridSize : null}
          rotationSnap={snap ? SNAP_ANGLE : null}
          scaleSnap={snap ? SNAP_SCALE : null}
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

const vec3 = (v: { x: number; y: number; z: number }): [number, number, number] => [v.x, v.y, v.z]

/**
 * The gizmo on the selection. One object: on the object itself, in its own axes. Several: on
 * a pivot at the middle of their box; what the pivot does, each object does around it, and a
 * whole drag is one history step.
 */
function SelectionGizmo({
  store,
  objects,
  root,
  snapObjects,
  mode,
  ...snaps
}: {
  store: EditorStore
  objects: Object3D[]
  root: React.RefObject<THREE_Group | null>
  /** Moving, the selection comes to rest against other objects' faces when near them. */
  snapObjects: boolean
  mode: 'translate' | 'rotate' | 'scale'
  translationSnap: number | null
  rotationSnap: number | null
  scaleSnap: number | null
}) {
  const pivot = useMemo(() => new Object3DImpl(), [])
  const single = objects.length === 1 ? objects[0]! : null
  const start = useRef<{ pivot: Matrix4; objects: { world: Matrix4; parent: Matrix4 }[] } | null>(
    null,
  )

  // The pivot goes to the middle of the selection, upright, whenever no drag is on.
  useEffect(() => {
    if (single || start.current) return
    const box = new Box3()
    for (const o of objects) box.expandByObject(o)
    box.getCenter(pivot.position)
    pivot.rotation.set(0, 0, 0)
    pivot.scale.set(1, 1, 1)
    pivot.updateMatrixWorld(true)
  })

  const camera = useThree((s) => s.camera)
  const height = useThree((s) => s.size.height)
  const snapping = useRef<{ start: Vector3; box: Box3; others: Box3[] } | null>(null)
  const controls = useRef<{ axis: string | null } | null>(null)
  const [guides, setGuides] = useState<Box3[]>([])

  /** At the start of a move: the selection's box and the boxes of everything else on top. */
  const startSnapping = () => {
    const moved = single ?? pivot
    // Face snapping works in the scene's frame: a part inside a turned group moves in its own.
    if (!snapObjects || mode !== 'translate' || (single && single.parent !== root.current)) return
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
  }

  /** Moves the gizmo's object onto the nearest faces, and shows which objects it met. */
  const snapToFaces = () => {
    const s = snapping.current
    if (!s) return
    const moved = single ?? pivot
    const box = s.box.clone().translate(moved.position.clone().sub(s.start))
    // Eight pixels on screen, in millimetres at the selection's distance.
    const distance = camera.position.distanceTo(box.getCenter(new Vector3()))
    const fov = camera instanceof PerspectiveCamera ? camera.fov : 45
    const threshold = (8 * 2 * distance * Math.tan((fov * Math.PI) / 360)) / Math.max(height, 1)
    // Only along the axes the gizmo moves on: a drag along X never lifts the object.
    const dragged = controls.current?.axis ?? 'XYZ'
    const axes = (['X', 'Y', 'Z'] as const).flatMap((a, i) =>
      dragged.includes(a) ? [i as Axis] : [],
    )
    const { by, targets } = snapBox(
      { min: vec3(box.min), max: vec3(box.max) },
      s.others.map((b) => ({ min: vec3(b.min), max: vec3(b.max) })),
      threshold,
      axes,
    )
    moved.position.add(new Vector3(...by))
    const met = targets.map((i) => s.others[i]!)
    setGuides((shown) =>
      shown.length === met.length && shown.every((b, i) => b === met[i]) ? shown : met,
    )
  }

  const ids = objects.map((o) => o.userData.editorId as string)
  const mergeKey = `gizmo:${ids.join(',')}`
  const label = `editor.history.${mode}`
  const positive = (s: Vector3): [number, number, number] => [
    Math.max(s.x, 0.001),
    Math.max(s.y, 0.001),
    Math.max(s.z, 0.001),
  ]

  const changed = () => {
    snapToFaces()
    const scene = store.get().scene
    if (single) {
      store.dispatch(
        updateObject(
          scene,
          ids[0]!,
          {
            position: vec3(single.position),
            rotation: vec3(single.rotation),
            scale: positive(single.scale),
          },
          { label, mergeKey },
        ),
      )
      return
    }
    const from = start.current
    if (!from) return
    pivot.updateMatrixWorld(true)
    const delta = pivot.matrixWorld.clone().multiply(from.pivot.clone().invert())
    const position = new Vector3()
    const quaternion = new Quaternion()
    const scale = new Vector3()
    const rotation = new Euler()
    store.dispatch(
      updateObjects(
        scene,
        ids.map((id, i) => {
          const { world, parent } = from.objects[i]!
          parent.clone().multiply(delta).multiply(world).decompose(position, quaternion, scale)
          rotation.setFromQuaternion(quaternion)
          return {
            id,
            after: { position: vec3(position), rotation: vec3(rotation), scale: positive(scale) },
          }
        }),
        { label, mergeKey },
      ),
    )
  }

  return (
    <>
      {!single && <primitive object={pivot} />}
      {guides.map((box, i) => (
        <SnapGuide key={i} box={box} />
      ))}
      <TransformControls
        ref={controls as never}
        object={single ?? pivot}
        mode={mode}
        size={0.8}
        {...snaps}
        onMouseDown={() => {
          startSnapping()
          if (single) return
          pivot.updateMatrixWorld(true)
          start.current = {
            pivot: pivot.matrixWorld.clone(),
            objects: objects.map((o) => {
              o.updateWorldMatrix(true, false)
              return {
                world: o.matrixWorld.clone(),
                parent: o.parent ? o.parent.matrixWorld.clone().invert() : new Matrix4(),
              }
            }),
          }
        }}
        onObjectChange={changed}
        onMouseUp={() => {
          start.current = null
          snapping.current = null
          setGuides([])
          store.seal()
        }}
      />
    </>
  )
}

/** An object the moving selection has snapped to, outlined in amber while the drag lasts. */
function SnapGuide({ box }: { box: Box3 }) {
  const helper = useMemo(() => new Box3Helper(box, '#f59e0b'), [box])
  useEffect(() => () => helper.dispose(), [helper])
  return <primitive object={helper} />
}

/** A box around the selection (one object, or all of many), following it while it moves. */
function SelectionBox({ objects, color = '#6366f1' }: { objects: Object3D[]; color?: string }) {
  const helper = useMemo(() => new Box3Helper(new Box3(), color), [color])
  useFrame(() => {
    helper.box.makeEmpty()
    for (const o of objects) helper.box.expandByObject(o)
  })
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
  picker,
}: {
  store: EditorStore
  onReady: Props['onReady']
  root: React.RefObject<THREE_Group | null>
  picker: React.RefObject<Picker | null>
}) {
  const { camera, gl, controls, invalidate, scene } = useThree()

  useEffect(() => {
    const canvas = gl.domElement
    const raycaster = new Raycaster()
    picker.current = {
      at(x, y) {
        if (!root.current) return null
        const ndc = new Vector2(
          (x / canvas.clientWidth) * 2 - 1,
          -(y / canvas.clientHeight) * 2 + 1,
        )
        raycaster.setFromCamera(ndc, camera)
        const hit = raycaster.intersectObject(root.current, true).find((h) => h.object.visible)
        return (hit?.object.userData.selectId as string | undefined) ?? null
      },
      inRect(rect) {
        // The top-level objects whose box, seen on screen, the rectangle touches.
        const ids: string[] = []
        const corner = new Vector3()
        for (const child of root.current?.children ?? []) {
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
    return () => {
      picker.current = null
    }
  }, [camera, gl, root, picker])

  useEffect(() => {
    const orbit = () => controls as unknown as OrbitControlsImpl | null
    onReady({
      bounds(ids) {
        const wanted = new Set(ids)
        const found = new Map<string, Bounds>()
        root.current?.updateWorldMatrix(true, true)
        root.current?.traverse((o) => {
          const id = o.userData.editorId as string | undefined
          if (!id || !wanted.has(id)) return
          const box = new Box3().setFromObject(o)
          if (!box.isEmpty()) found.set(id, { min: vec3(box.min), max: vec3(box.max) })
        })
        return found
      },
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
