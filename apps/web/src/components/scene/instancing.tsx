import { useThree } from '@react-three/fiber'
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import {
  type BufferGeometry,
  InstancedMesh,
  type Material,
  Matrix4,
  type Mesh,
  MeshBasicMaterial,
  type Scene,
} from 'three'

/**
 * Identical parts drawn as one: every object keeps an invisible stand-in mesh where it stands
 * in the scene graph (clicks, boxes, the gizmo, framing all use it, as before), and the picture
 * comes from one InstancedMesh per geometry and material, whose instances follow the stand-ins.
 * A shelf of 200 identical boards is one draw call instead of 200; a colour, a wireframe or a
 * highlight is another material, so another instanced mesh.
 */

/** What a stand-in is drawn with: nothing (the renderer skips a material that is not visible). */
export const STAND_IN = new MeshBasicMaterial({ visible: false })

type Bucket = {
  geometry: BufferGeometry
  material: Material
  proxies: Set<Mesh>
  mesh: InstancedMesh | null
}
type Registry = {
  add(proxy: Mesh, geometry: BufferGeometry, material: Material): () => void
}

const Context = createContext<Registry | null>(null)

/** Work to do once matrices are up to date and before anything is drawn, per scene. */
const beforeRender = new WeakMap<Scene, Set<() => void>>()
function onBeforeRender(scene: Scene, run: () => void) {
  let runs = beforeRender.get(scene)
  if (!runs) {
    const set = new Set<() => void>()
    runs = set
    beforeRender.set(scene, set)
    // Called by the renderer after it updated every world matrix, before it lists what to draw.
    const previous = scene.onBeforeRender
    scene.onBeforeRender = function (...args) {
      previous.apply(this, args)
      for (const r of set) r()
    }
  }
  runs.add(run)
  return () => {
    runs.delete(run)
  }
}

const capacityFor = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)))
const relative = new Matrix4()
const inverse = new Matrix4()

/** Draws the stand-ins registered under it as instanced meshes. */
export function Instancer({ children }: { children: React.ReactNode }) {
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  const [shape, setShape] = useState<{ bucket: Bucket; capacity: number }[]>([])
  const buckets = useMemo(() => new Map<string, Bucket>(), [])

  const registry = useMemo<Registry>(() => {
    let scheduled = false
    // Adding or removing many stand-ins in one render re-shapes the meshes once.
    const reshape = () => {
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        setShape((before) => {
          const next = [...buckets.values()]
            .filter((b) => b.proxies.size > 0)
            .map((bucket) => ({ bucket, capacity: capacityFor(bucket.proxies.size) }))
          const same =
            next.length === before.length &&
            next.every(
              (n, i) => n.bucket === before[i]!.bucket && n.capacity === before[i]!.capacity,
            )
          return same ? before : next
        })
        invalidate()
      })
    }
    return {
      add(proxy, geometry, material) {
        const key = `${geometry.uuid}:${material.uuid}`
        let bucket = buckets.get(key)
        if (!bucket) {
          bucket = { geometry, material, proxies: new Set(), mesh: null }
          buckets.set(key, bucket)
        }
        const found = bucket
        found.proxies.add(proxy)
        reshape()
        return () => {
          found.proxies.delete(proxy)
          reshape()
        }
      },
    }
  }, [buckets, invalidate])

  useEffect(
    () =>
      onBeforeRender(scene, () => {
        for (const bucket of buckets.values()) {
          const mesh = bucket.mesh
          if (!mesh) continue
          const identity = mesh.matrixWorld.equals(relative.identity())
          if (!identity) inverse.copy(mesh.matrixWorld).invert()
          let i = 0
          for (const proxy of bucket.proxies) {
            if (i >= mesh.instanceMatrix.count) break
            mesh.setMatrixAt(
              i++,
              identity ? proxy.matrixWorld : relative.multiplyMatrices(inverse, proxy.matrixWorld),
            )
          }
          mesh.count = i
          mesh.instanceMatrix.needsUpdate = true
        }
      }),
    [scene, buckets],
  )

  return (
    <Context.Provider value={registry}>
      {children}
      {shape.map(({ bucket, capacity }) => (
        <BucketMesh
          key={`${bucket.geometry.uuid}:${bucket.material.uuid}:${capacity}`}
          bucket={bucket}
          capacity={capacity}
        />
      ))}
    </Context.Provider>
  )
}

function BucketMesh({ bucket, capacity }: { bucket: Bucket; capacity: number }) {
  const mesh = useMemo(() => {
    const m = new InstancedMesh(bucket.geometry, bucket.material, capacity)
    m.count = 0
    // Its instances spread over the whole scene; the stand-ins are what clicks hit.
    m.frustumCulled = false
    m.castShadow = true
    m.receiveShadow = true
    m.raycast = () => {}
    return m
  }, [bucket, capacity])
  useLayoutEffect(() => {
    bucket.mesh = mesh
    return () => {
      if (bucket.mesh === mesh) bucket.mesh = null
      mesh.dispose()
    }
  }, [bucket, mesh])
  return <primitive object={mesh} />
}

/** Registers a stand-in mesh to be drawn, with this geometry and material, by the instancer above. */
export function useInstance(
  proxy: React.RefObject<Mesh | null>,
  geometry: BufferGeometry,
  material: Material,
) {
  const registry = useContext(Context)
  useLayoutEffect(() => {
    if (!registry || !proxy.current) return
    return registry.add(proxy.current, geometry, material)
  }, [registry, proxy, geometry, material])
  return registry !== null
}
