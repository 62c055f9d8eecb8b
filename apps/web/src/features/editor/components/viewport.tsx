import type { MaterialAppearances } from '@designer/contract'
import { Canvas, useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Box3, Box3Helper, type Group, type Object3D } from 'three'
import { FrameContent } from '@/components/scene/frame-content'
import { Lighting, ShadowFloor } from '@/components/scene/lighting'
import { SceneGrid } from '@/components/scene/scene-grid'
import { SceneObjects } from '@/components/scene/scene-objects'
import { sceneSize } from '@/components/scene/scene-viewer'
import type { ComponentScenes } from '@/lib/design-query'
import { cn } from '@/lib/utils'
import type { EditorStore } from '../core/editor-store'
import { topmost } from '../core/selection'
import { useEditor } from '../use-editor'
import { CameraControls } from './viewport-camera'
import { SelectionGizmo } from './viewport-gizmo'
import { ViewportBridge, type ViewportHandle } from './viewport-handle'
import { BoxSelectButton, Marquee, useMarquee } from './viewport-marquee'
import type { Picker } from './viewport-picking'

type Props = {
  store: EditorStore
  components: ComponentScenes
  /** How the company's materials look: parts made of one are drawn with it. */
  appearances?: MaterialAppearances
  onReady(handle: ViewportHandle): void
  label: string
  /** Texts of the box-selection button, in the user's language. */
  boxSelect: { label: string; hint: string }
  /** What the other people in the design have selected, outlined in their colours. */
  peers?: { color: string; selection: string[] }[]
}

/** With Snap to Grid: the gizmo turns by 15° and scales by tenths (it moves by the grid's step). */
const SNAP_ANGLE = Math.PI / 12
const SNAP_SCALE = 0.1
/** Beyond this many selected objects one box is drawn around all of them. */
const MAX_SELECTION_BOXES = 60

/**
 * The editor's 3D view: click to select, shift- or ctrl-click to add or take away, shift-drag
 * (or the box button, then drag) to select everything a box touches, drag the gizmo to move,
 * rotate or scale the selection. Picking, the marquee, the gizmo, face snapping and the camera
 * are each in a `viewport-*` file of their own.
 */
export default function Viewport({
  store,
  components,
  appearances,
  onReady,
  label,
  boxSelect,
  peers,
}: Props) {
  const background = useEditor(store, (s) => s.scene.settings.background)
  const picker = useRef<Picker | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const { boxMode, setBoxMode, marquee, onPointerDownCapture } = useMarquee(
    store,
    container,
    picker,
  )

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
          appearances={appearances}
          onReady={onReady}
          picker={picker}
          peers={peers}
        />
      </Canvas>
      {marquee && <Marquee rect={marquee} />}
      <BoxSelectButton
        on={boxMode}
        onToggle={() => setBoxMode((on) => !on)}
        label={boxSelect.label}
        hint={boxSelect.hint}
      />
    </div>
  )
}

function EditorScene({
  store,
  components,
  appearances,
  onReady,
  picker,
  peers,
}: Pick<Props, 'store' | 'components' | 'appearances' | 'onReady' | 'peers'> & {
  picker: React.RefObject<Picker | null>
}) {
  const scene = useEditor(store, (s) => s.scene)
  const selectedIds = useEditor(store, (s) => s.selectedIds)
  const display = useEditor(store, (s) => s.display)
  const cameraMode = useEditor(store, (s) => s.cameraMode)
  const gizmo = useEditor(store, (s) => s.gizmo)
  const size = useMemo(() => sceneSize(scene), [scene])
  const root = useRef<Group>(null)
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
          appearances={appearances}
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
