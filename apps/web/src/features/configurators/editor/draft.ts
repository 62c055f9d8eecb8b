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
        const parsed = stored.safeParse(JSON.parse(raw))
        return parsed.success
          ? { version: parsed.data.version, work: parsed.data.work as unknown as ConfiguratorWork }
          : null
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
