import type { Scene } from '@designer/contract'
import type { Command } from './commands'
import { createHistory, type HistoryEntry } from './history'

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'offline' | 'error'
export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'conflict'; currentVersion: number }
  | { ok: false; reason: 'offline' | 'error' }

export type EditorState = {
  scene: Scene
  /** The server version the scene is based on. */
  version: number
  selectedId: string | null
  saveState: SaveState
  /** The server's version when a save was refused as stale. */
  conflictVersion: number | null
  history: HistoryEntry[]
  historyPosition: number
  canUndo: boolean
  canRedo: boolean
  display: { grid: boolean; axes: boolean; wireframe: boolean }
  cameraMode: 'orbit' | 'first-person'
  gizmo: 'translate' | 'rotate' | 'scale'
}

type Options = {
  scene: Scene
  version: number
  save: (version: number, scene: Scene) => Promise<SaveResult>
  /** Unsaved work is written here on every change and removed once saved. */
  draft?: { write(draft: { version: number; scene: Scene }): void; clear(): void }
  debounceMs?: number
  retryMs?: number
}

/**
 * The editor's state in plain TypeScript: the scene, its history, the selection, display
 * switches, and saving — a moment after changes stop, with the version they are based on.
 */
export function createEditorStore(options: Options) {
  const history = createHistory()
  const debounceMs = options.debounceMs ?? 800
  const retryMs = options.retryMs ?? 5000
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<void> | null = null
  let disposed = false
  const listeners = new Set<() => void>()

  let state: EditorState = {
    scene: options.scene,
    version: options.version,
    selectedId: null,
    saveState: 'saved',
    conflictVersion: null,
    history: [],
    historyPosition: -1,
    canUndo: false,
    canRedo: false,
    display: { grid: true, axes: false, wireframe: false },
    cameraMode: 'orbit',
    gizmo: 'translate',
  }

  function set(patch: Partial<EditorState>) {
    state = { ...state, ...patch }
    for (const l of listeners) l()
  }

  function afterChange(scene: Scene) {
    const selectedId =
      state.selectedId && scene.objects.some((o) => o.id === state.selectedId)
        ? state.selectedId
        : null
    set({
      scene,
      selectedId,
      history: history.entries(),
      historyPosition: history.position,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      saveState: state.saveState === 'conflict' ? 'conflict' : 'unsaved',
    })
    options.draft?.write({ version: state.version, scene })
    schedule(debounceMs)
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    if (disposed || state.saveState === 'conflict') return
    timer = setTimeout(() => void save(), ms)
  }

  async function save(): Promise<void> {
    if (saving) return saving
    if (state.saveState === 'saved' || state.saveState === 'conflict') return
    const scene = state.scene
    set({ saveState: 'saving' })
    saving = (async () => {
      const result = await options
        .save(state.version, scene)
        .catch((): SaveResult => ({ ok: false, reason: 'error' }))
      saving = null
      if (disposed) return
      if (result.ok) {
        const changedMeanwhile = state.scene !== scene
        set({ version: result.version, saveState: changedMeanwhile ? 'unsaved' : 'saved' })
        if (changedMeanwhile) schedule(debounceMs)
        else options.draft?.clear()
      } else if (result.reason === 'conflict') {
        set({ saveState: 'conflict', conflictVersion: result.currentVersion })
      } else {
        set({ saveState: result.reason })
        schedule(retryMs)
      }
    })()
    return saving
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch(command: Command) {
      afterChange(history.execute(state.scene, command))
    },
    /** Ends a drag: the next change is a new history step. */
    seal() {
      history.seal()
    },
    undo() {
      const scene = history.undo(state.scene)
      if (scene) afterChange(scene)
    },
    redo() {
      const scene = history.redo(state.scene)
      if (scene) afterChange(scene)
    },
    jumpTo(index: number) {
      if (index === history.position) return
      afterChange(history.jumpTo(state.scene, index))
    },
    select(id: string | null) {
      if (id !== state.selectedId) set({ selectedId: id })
    },
    setDisplay(patch: Partial<EditorState['display']>) {
      set({ display: { ...state.display, ...patch } })
    },
    setCameraMode(cameraMode: EditorState['cameraMode']) {
      set({ cameraMode })
    },
    setGizmo(gizmo: EditorState['gizmo']) {
      set({ gizmo })
    },
    /** Saves now (leaving the page, Ctrl+S); resolves when the save is done. */
    flush(): Promise<void> {
      clearTimeout(timer)
      return save()
    },
    /** The connection came back: try again at once. */
    online() {
      if (state.saveState === 'offline' || state.saveState === 'error') schedule(0)
    },
    /**
     * After a conflict: keep this scene on top of the server's version (`overwrite`), or
     * take the server's scene and version (`discard`).
     */
    resolveConflict(
      choice:
        | { keep: 'mine'; latestVersion: number }
        | { keep: 'theirs'; scene: Scene; version: number },
    ) {
      if (choice.keep === 'mine') {
        set({ version: choice.latestVersion, conflictVersion: null, saveState: 'unsaved' })
        options.draft?.write({ version: choice.latestVersion, scene: state.scene })
        schedule(0)
      } else {
        set({
          scene: choice.scene,
          version: choice.version,
          conflictVersion: null,
          saveState: 'saved',
          selectedId: null,
        })
        options.draft?.clear()
      }
    },
    get dirty() {
      return state.saveState !== 'saved'
    },
    dispose() {
      disposed = true
      clearTimeout(timer)
      listeners.clear()
    },
  }
}
export type EditorStore = ReturnType<typeof createEditorStore>
