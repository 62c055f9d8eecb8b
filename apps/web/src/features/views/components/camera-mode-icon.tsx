import type { Camera } from '@designer/contract'
import { PersonStanding, Rotate3d } from 'lucide-react'

/** Orbit turns around what it looks at; first person stands and looks around. */
export function CameraModeIcon({ mode, className }: { mode: Camera['mode']; className?: string }) {
  const Icon = mode === 'first-person' ? PersonStanding : Rotate3d
  return <Icon aria-hidden="true" className={className} />
}
