import { TransformControls } from '@react-three/drei'
import { type RefObject, useEffect, useMemo, useRef } from 'react'
import {
  Box3,
  Euler,
  type Group,
  Matrix4,
  type Object3D,
  Object3D as Object3DImpl,
  Quaternion,
  Vector3,
} from 'three'
import { updateObject, updateObjects } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import { vec3 } from './viewport-picking'
import { SnapGuide, useFaceSnapping } from './viewport-snapping'

const positive = (s: Vector3): [number, number, number] => [
  Math.max(s.x, 0.001),
  Math.max(s.y, 0.001),
  Math.max(s.z, 0.001),
]

/**
 * The gizmo on the selection. One object: on the object itself, in its own axes. Several: on
 * a pivot at the middle of their box; what the pivot does, each object does around it (the
 * pivot's movement since the drag began, `pivot · start⁻¹`, applied to each object's world
 * matrix and expressed back in its parent's frame). A whole drag is one history step.
 */
export function SelectionGizmo({
  store,
  objects,
  root,
  snapObjects,
  mode,
  ...snaps
}: {
  store: EditorStore
  objects: Object3D[]
  root: RefObject<Group | null>
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
  const controls = useRef<{ axis: string | null } | null>(null)
  const faces = useFaceSnapping(root)

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

  const ids = objects.map((o) => o.userData.editorId as string)
  const mergeKey = `gizmo:${ids.join(',')}`
  const label = `editor.history.${mode}`

  const changed = () => {
    faces.snap(single ?? pivot, controls.current?.axis ?? null)
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
      {faces.guides.map((box, i) => (
        <SnapGuide key={i} box={box} />
      ))}
      <TransformControls
        ref={controls as never}
        object={single ?? pivot}
        mode={mode}
        size={0.8}
        {...snaps}
        onMouseDown={() => {
          // Faces are met in the scene's frame: a part inside a turned group moves in its own.
          const snapping = snapObjects && mode === 'translate'
          if (snapping && (!single || single.parent === root.current))
            faces.start(single ?? pivot, objects)
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
          faces.end()
          store.seal()
        }}
      />
    </>
  )
}
