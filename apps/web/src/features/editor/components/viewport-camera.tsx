import { OrbitControls } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import { Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'

const EYE_HEIGHT = 1600

/**
 * Orbit: turn around what you look at. First person: stand at eye height and look around,
 * moving with W, A, S, D or the arrow keys.
 */
export function CameraControls({ mode }: { mode: 'orbit' | 'first-person' }) {
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
