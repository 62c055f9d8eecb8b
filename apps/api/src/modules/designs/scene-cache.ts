import type { Scene } from '@designer/contract'

/** A design's scene as some version left it, with the size it has written out. */
export type CachedScene = { version: number; scene: Scene; bytes: number }

/**
 * The scenes of the designs being co-edited, kept in this process between batches so a batch
 * does not read, parse and measure the whole scene again. An entry is used only for the version
 * it holds: the batch reads the design's version under its row lock and takes the entry only
 * when they match, so a write by another process (or a whole save) simply makes it miss.
 * Bounded by the scenes' written-out sizes; the least recently used go first.
 */
export function createSceneCache(maxBytes = 64_000_000) {
  const entries = new Map<string, CachedScene>()
  let total = 0
  const drop = (id: string) => {
    const gone = entries.get(id)
    if (!gone) return
    entries.delete(id)
    total -= gone.bytes
  }
  return {
    /** The scene of `version`, or null when this process does not hold that one. */
    get(id: string, version: number): CachedScene | null {
      const entry = entries.get(id)
      if (!entry || entry.version !== version) return null
      // Most recently used last: the first entries are the ones to drop.
      entries.delete(id)
      entries.set(id, entry)
      return entry
    },
    /**
     * Keeps a committed version. An older one than held is ignored: two batches of one design
     * may finish their commits in either order.
     */
    set(id: string, entry: CachedScene) {
      const held = entries.get(id)
      if (held && held.version >= entry.version) return
      drop(id)
      if (entry.bytes > maxBytes) return
      entries.set(id, entry)
      total += entry.bytes
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break
        drop(oldest)
      }
    },
    drop,
    get size() {
      return { scenes: entries.size, bytes: total }
    },
  }
}
export type SceneCache = ReturnType<typeof createSceneCache>
