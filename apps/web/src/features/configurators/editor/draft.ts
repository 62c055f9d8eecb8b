import { z } from 'zod'
import type { ConfiguratorWork } from './store'

const key = (configuratorId: string) => `designer.configurator-draft.${configuratorId}`

// Work in progress may not pass the contract yet (a name being typed is empty for a moment):
// it is kept as it is, checked only for its shape.
const stored = z.object({
  version: z.number().int(),
  work: z.object({
    name: z.string(),
    definition: z.object({
      steps: z.array(z.object({ options: z.array(z.object({ kind: z.string() })) })),
      rules: z.array(z.unknown()),
      price: z.object({}),
    }),
  }),
})

/**
 * Unsaved configurator work, kept in this browser until it is saved: a closed tab, a lost
 * connection or an ended session loses nothing.
 */
export function draftStorage(configuratorId: string) {
  return {
    read(): { version: number; work: ConfiguratorWork } | null {
      try {
        const raw = localStorage.getItem(key(configuratorId))
        if (!raw) return null
        const value = JSON.parse(raw)
        // The shape is checked, and the work given back as it was kept: parsing would strip
        // every field the check does not name (ids, names, the price).
        if (!stored.safeParse(value).success) return null
        return { version: value.version, work: value.work as ConfiguratorWork }
      } catch {
        return null
      }
    },
    write(version: number, work: ConfiguratorWork) {
      try {
        localStorage.setItem(key(configuratorId), JSON.stringify({ version, work }))
      } catch {
        // Storage full or disabled: the work is still in memory and saved to the server.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key(configuratorId))
      } catch {
        // Nothing to clear.
      }
    },
  }
}
