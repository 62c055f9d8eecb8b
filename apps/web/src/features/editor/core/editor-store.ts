import type { Scene } from '@designer/contract'
import { type AutosaveState, createAutosave, type SaveResult } from '@/lib/autosave'
import type { Command } from './commands'
import { createHistory, type HistoryEntry } from './history'

export type { SaveResult, SaveState } from '@/lib/autosave'

export type EditorState = AutosaveState & {
  scene: Scene
  selectedId: string | null
  history: HistoryEntry[]
  historyPosition: number
  canUndo: boolean
  canRedo: boolean
  /** `snap`: the gizmo moves by the grid's step, turns by 15° and scales by tenths. */
  display: { grid: boolean; axes: boolean; wireframe: boolean; snap: boolean }
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
  const listeners = new Set<() => void>()
  const autosave = createAutosave<Scene>({
    version: options.version,
    current: () => state.scene,
    save: options.save,
    draft: options.draft && {
      write: (version, scene) => options.draft!.write({ version, scene }),
      clear: () => options.draft!.clear(),
    },
    onState: (saving) => set(saving),
    debounceMs: options.debounceMs,
    retryMs: options.retryMs,
  })

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
    display: { grid: true, axes: false, wireframe: false, snap: true },
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
    })
    autosave.changed()
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
    flush: () => autosave.flush(),
    /** The connection came back: try again at once. */
    online: () => autosave.online(),
    /**
     * After a conflict: keep this scene on top of the server's version (`overwrite`), or
     * take the server's scene and version (`discard`).
     */
    resolveConflict(
      choice:
        | { keep: 'mine'; latestVersion: number }
        | { keep: 'theirs'; scene: Scene; version: number },
    ) {
      if (choice.keep === 'mine') autosave.keepMine(choice.latestVersion)
      else {
        set({ scene: choice.scene, selectedId: null })
        autosave.tookTheirs(choice.version)
      }
    },
    get dirty() {
      return state.saveState !== 'saved'
    },
    dispose() {
      autosave.dispose()
      listeners.clear()
    },
  }
}
export type EditorStore = ReturnType<typeof createEditorStore>
