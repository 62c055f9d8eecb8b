import type { PeerPresence } from '@designer/contract'

export type Peer = PeerPresence & { color: string; seenAt: number }

/** Colours of the people in a design, told apart from the editor's own indigo selection. */
export const PEER_COLORS = [
  '#e11d48',
  '#0891b2',
  '#16a34a',
  '#ea580c',
  '#c026d3',
  '#ca8a04',
  '#0d9488',
  '#7c3aed',
]

/** A person's colour, the same in every tab: from their user id. */
export function peerColor(userId: string): string {
  let hash = 0
  for (const c of userId) hash = (hash * 31 + c.charCodeAt(0)) | 0
  return PEER_COLORS[Math.abs(hash) % PEER_COLORS.length]!
}

/** Somebody not heard of for this long has closed their tab without a word. */
export const PRESENCE_TIMEOUT_MS = 30_000

/**
 * The other people in a design, as their presence messages tell: who, what they have selected,
 * where their camera is. Nothing is stored anywhere; a person goes when they leave, when their
 * socket is gone, or after 30 s without news.
 */
export function createPresence(now: () => number = Date.now) {
  const peers = new Map<string, Peer>()
  const listeners = new Set<() => void>()
  let snapshot: Peer[] = []

  function changed() {
    snapshot = [...peers.values()].sort(
      (a, b) =>
        a.user.name.localeCompare(b.user.name) || a.connectionId.localeCompare(b.connectionId),
    )
    for (const l of listeners) l()
  }

  return {
    /** Someone's news; answers whether they are new here (then they should hear from us). */
    update(p: PeerPresence): boolean {
      const known = peers.has(p.connectionId)
      peers.set(p.connectionId, {
        connectionId: p.connectionId,
        user: p.user,
        selection: p.selection,
        camera: p.camera,
        color: peerColor(p.user.id),
        seenAt: now(),
      })
      changed()
      return !known
    },
    left(connectionId: string) {
      if (peers.delete(connectionId)) changed()
    },
    /** Forgets whoever has been silent too long. */
    expire() {
      const limit = now() - PRESENCE_TIMEOUT_MS
      let gone = false
      for (const [id, p] of peers) {
        if (p.seenAt < limit) {
          peers.delete(id)
          gone = true
        }
      }
      if (gone) changed()
    },
    clear() {
      if (!peers.size) return
      peers.clear()
      changed()
    },
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
export type Presence = ReturnType<typeof createPresence>
