import { knownTranslations } from '@designer/configurator/texts'
import type { ConfiguratorDefinition } from '@designer/contract'
import { type AutosaveState, createAutosave, type SaveResult } from '@/lib/autosave'

/** What is edited and saved together: the name and the draft definition. */
export type ConfiguratorWork = { name: string; definition: ConfiguratorDefinition }

export type ConfiguratorEditorState = AutosaveState & {
  work: ConfiguratorWork
  canUndo: boolean
  canRedo: boolean
}

type Options = {
  work: ConfiguratorWork
  version: number
  save: (version: number, work: ConfiguratorWork) => Promise<SaveResult>
  draft?: { write(version: number, work: ConfiguratorWork): void; clear(): void }
  debounceMs?: number
  retryMs?: number
}

/** Changes to the same thing in a row (typing in one field) undo as one step within this time. */
const MERGE_MS = 1500
const HISTORY_LIMIT = 200

/**
 * The configurator editor's state in plain TypeScript: the work, undo and redo as snapshots
 * (a definition is small), and saving a moment after changes stop (lib/autosave.ts).
 */
export function createConfiguratorStore(options: Options) {
  const listeners = new Set<() => void>()
  let past: ConfiguratorWork[] = []
  let future: ConfiguratorWork[] = []
  let lastMerge: { key: string; at: number } | null = null

  const autosave = createAutosave<ConfiguratorWork>({
    version: options.version,
    current: () => state.work,
    save: options.save,
    draft: options.draft,
    onState: (saving) => set(saving),
    debounceMs: options.debounceMs,
    retryMs: options.retryMs,
  })

  let state: ConfiguratorEditorState = {
    work: options.work,
    version: options.version,
    saveState: 'saved',
    conflictVersion: null,
    canUndo: false,
    canRedo: false,
  }

  function set(patch: Partial<ConfiguratorEditorState>) {
    state = { ...state, ...patch }
    for (const l of listeners) l()
  }

  function replace(work: ConfiguratorWork) {
    set({ work, canUndo: past.length > 0, canRedo: future.length > 0 })
    autosave.changed()
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Changes the work: `recipe` edits a copy. Changes with the same `mergeKey` in a row, close
     * together, are one step of the history (each letter typed in a name is not).
     */
    change(recipe: (work: ConfiguratorWork) => void, mergeKey?: string) {
      const next = structuredClone(state.work)
      recipe(next)
      // Translations of what the change deleted go with it: a step, an option or a value made
      // later with the same id starts untranslated (decision 038). Undo brings them back.
      next.definition.translations = knownTranslations(next.definition)
      if (JSON.stringify(next) === JSON.stringify(state.work)) return
      const now = Date.now()
      const merge = mergeKey && lastMerge?.key === mergeKey && now - lastMerge.at < MERGE_MS
      if (!merge) {
        past.push(state.work)
        if (past.length > HISTORY_LIMIT) past = past.slice(-HISTORY_LIMIT)
      }
      lastMerge = mergeKey ? { key: mergeKey, at: now } : null
      future = []
      replace(next)
    },
    undo() {
      const previous = past.pop()
      if (!previous) return
      future.push(state.work)
      lastMerge = null
      replace(previous)
    },
    redo() {
      const next = future.pop()
      if (!next) return
      past.push(state.work)
      lastMerge = null
      replace(next)
    },
    flush: () => autosave.flush(),
    online: () => autosave.online(),
    /** After a conflict: keep this work on top of the server's version, or take the server's. */
    resolveConflict(
      choice:
        | { keep: 'mine'; latestVersion: number }
        | { keep: 'theirs'; work: ConfiguratorWork; version: number },
    ) {
      if (choice.keep === 'mine') autosave.keepMine(choice.latestVersion)
      else {
        past = []
        future = []
        set({ work: choice.work, canUndo: false, canRedo: false })
        autosave.tookTheirs(choice.version)
      }
    },
    dispose() {
      autosave.dispose()
      listeners.clear()
    },
  }
}
export type ConfiguratorStore = ReturnType<typeof createConfiguratorStore>
