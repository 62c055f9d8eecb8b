import { diffScenes, type Scene, sceneOpSchema, sceneSchema } from '@designer/contract'
import { z } from 'zod'
import type { Change } from './core/changes'
import type { EditorDraft } from './core/editor-store'

const opsSchema = z.array(sceneOpSchema)

const key = (designId: string) => `designer.editor-draft.${designId}`

/**
 * Unsaved editor work, kept in this browser until it is saved: a closed tab, a lost
 * connection or an ended session loses nothing.
 */
export function draftStorage(designId: string) {
  return {
    read(): EditorDraft | null {
      try {
        const raw = localStorage.getItem(key(designId))
        if (!raw) return null
        const parsed = JSON.parse(raw) as { version: number; scene: unknown; ops?: unknown }
        const scene = sceneSchema.safeParse(parsed.scene)
        const ops = opsSchema.safeParse(parsed.ops)
        if (!scene.success || !Number.isInteger(parsed.version)) return null
        return { version: parsed.version, scene: scene.data, ...(ops.success && { ops: ops.data }) }
      } catch {
        return null
      }
    },
    write(draft: EditorDraft) {
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

/**
 * What restoring a draft does to the design as it is now: the operations that had not reached
 * the server, laid on it (a colleague's work meanwhile stays); an older draft without them
 * gives back its whole scene.
 */
export const restoreDraft = (draft: EditorDraft, current: Scene): Change => ({
  label: 'editor.draft.restore',
  ops: draft.ops ?? diffScenes(current, draft.scene),
})
