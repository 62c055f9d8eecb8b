/**
 * Built files kept in memory, bounded three ways: how many, how many bytes in all (the oldest
 * used go first), and how long (so a change the key does not name shows within `ttlMs`). A file
 * larger than a quarter of the bytes is not kept, so one cannot push every other out.
 */
export function createFileCache<T extends { bytes: Uint8Array }>({
  maxEntries,
  maxBytes,
  ttlMs,
  now,
}: {
  maxEntries: number
  maxBytes: number
  ttlMs: number
  now: () => number
}) {
  const entries = new Map<string, { value: T; until: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.value.bytes.length
  }
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until <= now()) {
        drop(key)
        return undefined
      }
      // A Map iterates in insertion order: a hit goes to the back, the least used stays in front.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key: string, value: T) {
      drop(key)
      if (value.bytes.length > maxBytes / 4) return
      entries.set(key, { value, until: now() + ttlMs })
      bytes += value.bytes.length
      for (const old of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        drop(old)
      }
    },
    /** What it holds now: for tests and the benchmark. */
    size: () => ({ entries: entries.size, bytes }),
  }
}
