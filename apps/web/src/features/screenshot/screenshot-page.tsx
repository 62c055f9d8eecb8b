import { API_BASE_PATH, type Camera, type ShotScene, shotSceneSchema } from '@designer/contract'
import { Canvas, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { type Group, PerspectiveCamera, Vector3 } from 'three'
import { frameBox, visibleBox } from '@/components/scene/framing'
import { Lighting, ShadowFloor } from '@/components/scene/lighting'
import { SceneObjects } from '@/components/scene/scene-objects'
import { sceneSize } from '@/components/scene/scene-viewer'
import { texturesSettled } from '@/components/scene/textures'

/** Tells the renderer waiting on this page that it may take the picture, or why it may not. */
function signal(outcome: { ready: true } | { error: string }) {
  if ('ready' in outcome) document.body.dataset.ready = 'true'
  else document.body.dataset.error = outcome.error
}

/** The design's scene from the signed address, without a session: the signature is the permission. */
async function loadShot(designId: string, search: string): Promise<ShotScene> {
  const res = await fetch(`${API_BASE_PATH}/screenshots/${designId}/scene${search}`)
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string } | null
    throw new Error(body?.code ?? `http_${res.status}`)
  }
  return shotSceneSchema.parse(await res.json())
}

/**
 * Places the camera (a saved view's, or a three-quarter framing of everything), then waits for
 * the materials' pictures and two frames after the scene is on screen before saying it is ready.
 */
function Framing({ root, camera }: { root: React.RefObject<Group | null>; camera: Camera | null }) {
  const three = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    if (!(three instanceof PerspectiveCamera) || !root.current) return
    if (camera) {
      three.fov = camera.fov
      three.position.set(...camera.position)
      three.lookAt(new Vector3(...camera.target))
      three.updateProjectionMatrix()
    } else {
      const box = visibleBox(root.current)
      if (box) frameBox(three, box)
    }
    invalidate()
    let cancelled = false
    let first = 0
    let second = 0
    void texturesSettled().then(() => {
      if (cancelled) return
      invalidate()
      first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => signal({ ready: true }))
      })
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [three, root, camera, invalidate])
  return null
}

/**
 * Spec's `/screenshot/{designId}`: only the scene, the full window, no chrome. A headless
 * browser opens it with a signed address and takes the picture when `data-ready` appears.
 */
export function ScreenshotPage() {
  const { t } = useTranslation()
  const { designId = '' } = useParams()
  const [shot, setShot] = useState<ShotScene | null>(null)
  const [error, setError] = useState<string | null>(null)
  const bg = new URLSearchParams(window.location.search).get('bg') ?? 'transparent'
  const root = useRef<Group>(null)

  useEffect(() => {
    // The page's own colours must not show behind a transparent picture.
    document.documentElement.style.background = 'transparent'
    document.body.style.background = 'transparent'
    loadShot(designId, window.location.search).then(setShot, (err: Error) => {
      setError(err.message)
      signal({ error: err.message })
    })
  }, [designId])

  const size = useMemo(() => (shot ? sceneSize(shot.scene) : 1000), [shot])
  if (error) {
    return (
      <p role="alert" className="p-4 text-sm">
        {t('screenshot.error')}
      </p>
    )
  }
  if (!shot) return null
  return (
    <div className="fixed inset-0" role="img" aria-label={t('screenshot.label')}>
      <Canvas
        shadows
        dpr={1}
        camera={{ fov: shot.camera?.fov ?? 40, near: 1, far: size * 40 }}
        gl={{ preserveDrawingBuffer: true, antialias: true, alpha: true }}
      >
        {bg !== 'transparent' && <color attach="background" args={[`#${bg}`]} />}
        <Lighting preset={shot.scene.settings.lighting} size={size} />
        {/* A configuration (a configurator's poster, swapped for the public page's 3D view
            when it is ready; a quote's picture) is drawn as that view draws it, shadow on the
            floor included, so nothing jumps and the quote shows what the customer saw. */}
        {shot.poster && <ShadowFloor size={size} />}
        <group ref={root}>
          <SceneObjects
            scene={shot.scene}
            components={shot.components}
            appearances={shot.materials}
          />
        </group>
        <Framing root={root} camera={shot.camera} />
      </Canvas>
    </div>
  )
}
