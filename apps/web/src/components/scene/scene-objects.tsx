import { applyParameters } from '@designer/configurator/bindings'
import type { MaterialAppearances, Scene, SceneObject } from '@designer/contract'
import type { ThreeEvent } from '@react-three/fiber'
import { memo, useMemo, useRef } from 'react'
import type { BufferGeometry, Material, Mesh } from 'three'
import type { ComponentScenes } from '@/lib/design-query'
import { geometryFor, lookOf, materialFor } from './geometry'
import { Instancer, STAND_IN, useInstance } from './instancing'

type Props = {
  scene: Scene
  components: ComponentScenes
  wireframe?: boolean
  selectedId?: string | null
  onSelect?: (id: string, event: ThreeEvent<MouseEvent>) => void
  /** Top-level objects drawn picked out (with everything inside them). */
  highlightIds?: ReadonlySet<string>
  /**
   * How the company's materials look, by supplier item id: a part made of one is drawn with
   * it, any other part in its own colour.
   */
  appearances?: MaterialAppearances
}

/** A component's scene as each set of parameter values makes it, worked out once. */
const instances = new WeakMap<Scene, Map<string, Scene>>()
function instanceScene(scene: Scene, values: Record<string, number> | undefined): Scene {
  if (!scene.parameters?.length) return scene
  let byValues = instances.get(scene)
  if (!byValues) {
    byValues = new Map()
    instances.set(scene, byValues)
  }
  const key = JSON.stringify(values ?? {})
  let made = byValues.get(key)
  if (!made) {
    made = applyParameters(scene, values).scene
    byValues.set(key, made)
  }
  return made
}

/** How deep components may nest when drawn; the API refuses cycles, this guards old data. */
const MAX_DEPTH = 8

function childrenByParent(objects: SceneObject[]) {
  const map = new Map<string | null, SceneObject[]>()
  for (const o of objects) {
    const list = map.get(o.parentId) ?? []
    list.push(o)
    map.set(o.parentId, list)
  }
  return map
}

/**
 * The objects of a scene as three.js meshes: grouped under their parents, component
 * instances drawn from their design's scene. A click on anything inside an instance selects the
 * instance, on a part of a group the group; a double click selects the part itself.
 */
export const SceneObjects = memo(function SceneObjects({
  scene,
  components,
  wireframe = false,
  selectedId,
  onSelect,
  highlightIds,
  appearances,
}: Props) {
  const tree = useMemo(() => childrenByParent(scene.objects), [scene.objects])
  return (
    <Instancer>
      {(tree.get(null) ?? []).map((object) => (
        <ObjectNode
          key={object.id}
          object={object}
          tree={tree}
          components={components}
          wireframe={wireframe}
          selectedId={selectedId}
          onSelect={onSelect}
          highlightIds={highlightIds}
          appearances={appearances}
          selectId={object.id}
          depth={0}
        />
      ))}
    </Instancer>
  )
})

/**
 * One drawn part: a stand-in mesh where the part stands (what clicks hit and boxes measure),
 * drawn by the instancer with every identical part; outside an instancer, drawn itself.
 */
function Part({
  geometry,
  material,
  ...events
}: {
  geometry: BufferGeometry
  material: Material
  onClick?: (event: ThreeEvent<MouseEvent>) => void
  onDoubleClick?: (event: ThreeEvent<MouseEvent>) => void
  userData: Record<string, unknown>
}) {
  const proxy = useRef<Mesh>(null)
  const instanced = useInstance(proxy, geometry, material)
  return (
    <mesh
      ref={proxy}
      geometry={geometry}
      material={instanced ? STAND_IN : material}
      castShadow={!instanced}
      receiveShadow={!instanced}
      {...events}
    />
  )
}

type NodeProps = {
  object: SceneObject
  tree: Map<string | null, SceneObject[]>
  components: ComponentScenes
  wireframe: boolean
  selectedId?: string | null
  onSelect?: Props['onSelect']
  highlightIds?: ReadonlySet<string>
  appearances?: MaterialAppearances
  /** The id a click selects: the object itself, or the instance it is part of. */
  selectId: string
  depth: number
}

function ObjectNode({
  object,
  tree,
  components,
  wireframe,
  selectedId,
  onSelect,
  highlightIds,
  appearances,
  selectId,
  depth,
}: NodeProps) {
  if (!object.visible) return null
  const children = tree.get(object.id) ?? []
  const click = onSelect
    ? (event: ThreeEvent<MouseEvent>) => {
        event.stopPropagation()
        onSelect(selectId, event)
      }
    : undefined

  let body: React.ReactNode = null
  if (object.type === 'component') {
    const found = components[object.params.designId]
    const inner = found && instanceScene(found, object.params.values)
    if (inner && depth < MAX_DEPTH) {
      const innerTree = childrenByParent(inner.objects)
      body = (innerTree.get(null) ?? []).map((o) => (
        <ObjectNode
          key={o.id}
          object={o}
          tree={innerTree}
          components={components}
          wireframe={wireframe}
          selectedId={null}
          onSelect={onSelect}
          highlightIds={highlightIds}
          appearances={appearances}
          selectId={selectId}
          depth={depth + 1}
        />
      ))
    }
  } else if (object.type !== 'group') {
    const look = lookOf(object, appearances)
    body = (
      <Part
        geometry={geometryFor(object, look.texture !== null)}
        material={materialFor(look, { wireframe, highlight: highlightIds?.has(selectId) })}
        onClick={click}
        onDoubleClick={
          onSelect && depth === 0
            ? (event: ThreeEvent<MouseEvent>) => {
                event.stopPropagation()
                onSelect(object.id, event)
              }
            : undefined
        }
        userData={{ objectId: object.id, selectId }}
      />
    )
  }

  return (
    <group
      position={object.position}
      rotation={object.rotation}
      scale={object.scale}
      // Only the edited scene's own objects carry their id: the editor finds them by it.
      userData={depth === 0 ? { editorId: object.id } : undefined}
      onClick={object.type === 'component' ? click : undefined}
    >
      {body}
      {children.map((child) => (
        <ObjectNode
          key={child.id}
          object={child}
          tree={tree}
          components={components}
          wireframe={wireframe}
          selectedId={selectedId}
          onSelect={onSelect}
          highlightIds={highlightIds}
          appearances={appearances}
          // A part of a group is picked with its group (a double click picks the part itself).
          selectId={depth === 0 && object.type !== 'group' ? child.id : selectId}
          depth={depth}
        />
      ))}
    </group>
  )
}
