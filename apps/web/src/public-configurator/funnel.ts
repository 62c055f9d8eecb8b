import type { FunnelEvent } from '@designer/contract'
import { publicApi } from './api'

const key = (configuratorId: string, kind: FunnelEvent) =>
  `designer.configurator.${kind}.${configuratorId}`

/**
 * Counts an open and a first change for the studio's funnel, each once per tab session, so a
 * reload or a language switch is not a new visitor. Storage refused (a private mode, a frame
 * whose storage the browser partitions away) only means a count may repeat.
 */
export function countOnce(configuratorId: string, kind: FunnelEvent) {
  try {
    if (sessionStorage.getItem(key(configuratorId, kind))) return
    sessionStorage.setItem(key(configuratorId, kind), '1')
  } catch {
    // Counted anyway: better once too often than never.
  }
  void publicApi.track(configuratorId, kind)
}
