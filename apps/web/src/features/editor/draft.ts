import { type Scene, sceneSchema } from '@designer/contract'

const key = (designId: string) => `designer.editor-draft.${designId}`

/**
 * Unsaved editor work, kept in this browser until it is saved: a closed tab, a lost
 * connection or an ended session loses nothing.
 */
export function draftStorage(designId: string) {
  return {
    read(): { version: number; scene: Scene } | null {
      try {
        const raw = localStorage.getItem(key(designId))
        if (!raw) return null
        const parsed = JSON.parse(raw) as { version: number; scene: unknown }
        const scene = sceneSchema.safeParse(parsed.scene)
        return scene.success && Number.isInteger(parsed.version)
          ? { version: parsed.version, scene: scene.data }
          : null
      } catch {
        return null
      }
    },
    write(draft: { version: number; scene: Scene }) {
      try {
        localStorage.setItem(key(designId), JSON.stringify(draft))
      } catch {
        // Storage full or disabled: the work is still in memory and saved to the server.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key(designId))
      } catch {
        // Nothing to clear.
      }
    },
  }
}
