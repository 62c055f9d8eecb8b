import type { SceneSettings } from '@designer/contract'

const PRESETS: Record<
  SceneSettings['lighting'],
  { ambient: number; hemi: [string, string, number]; key: [string, number]; fill: number }
> = {
  studio: { ambient: 0.35, hemi: ['#ffffff', '#d4d4d8', 0.6], key: ['#ffffff', 1.6], fill: 0.5 },
  daylight: { ambient: 0.25, hemi: ['#dbeafe', '#a8a29e', 0.9], key: ['#fff7e6', 2.2], fill: 0.3 },
  warm: { ambient: 0.3, hemi: ['#fde68a', '#78350f', 0.5], key: ['#ffd59e', 1.5], fill: 0.35 },
  night: { ambient: 0.12, hemi: ['#1e3a8a', '#0f172a', 0.35], key: ['#c7d2fe', 0.8], fill: 0.2 },
}

/** The scene's lighting preset: ambient and sky light, a key light casting shadows, a fill. */
export function Lighting({ preset, size }: { preset: SceneSettings['lighting']; size: number }) {
  const p = PRESETS[preset]
  const d = Math.max(size, 1000)
  return (
    <>
      <ambientLight intensity={p.ambient} />
      <hemisphereLight args={[p.hemi[0], p.hemi[1], p.hemi[2]]} />
      <directionalLight
        position={[d * 0.8, d * 1.6, d * 1.1]}
        color={p.key[0]}
        intensity={p.key[1]}
        castShadow
        shadow-mapSize={[2048, 2048]}
        shadow-camera-left={-d}
        shadow-camera-right={d}
        shadow-camera-top={d}
        shadow-camera-bottom={-d}
        shadow-camera-far={d * 6}
        shadow-bias={-0.0005}
      />
      <directionalLight position={[-d, d * 0.6, -d * 0.8]} intensity={p.fill} />
    </>
  )
}

/** An invisible floor that only shows the shadows objects cast on it. */
export function ShadowFloor({ size }: { size: number }) {
  return (
    <mesh rotation-x={-Math.PI / 2} position-y={-0.5} receiveShadow>
      <planeGeometry args={[size * 10, size * 10]} />
      {/* Only the shadow is drawn; writing depth too would hide the grid lying on the floor. */}
      <shadowMaterial opacity={0.18} depthWrite={false} />
    </mesh>
  )
}
