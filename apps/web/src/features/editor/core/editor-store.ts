import type { OpsBatch, Scene, SceneOp } from '@designer/contract'
import { type AutosaveState, createAutosave, type SaveResult } from '@/lib/autosave'
import { type CoEditTransport, createCoEditing } from './co-edit'
import type { Command } from './commands'
import { createHistory, type HistoryEntry } from './history'

type Autosave = ReturnType<typeof createAutosave<Scene>>

export type { SaveResult, SaveState } from '@/lib/autosave'

/**
 * Unsaved work kept in the browser: the scene as it was, and when co-editing, the operations
 * not yet on the server, so a restore lays them on whatever the design has become meanwhile.
 */
export type EditorDraft = { version: number; scene: Scene; ops?: SceneOp[] }

export type EditorState = AutosaveState & {
  scene: Scene
  /** The selected objects, in the order they were picked. */
  selectedIds: readonly string[]
  /** The one picked last: the properties panel and the single-object actions act on it. */
  selectedId: string | null
  history: HistoryEntry[]
  historyPosition: number
  canUndo: boolean
  canRedo: boolean
  /**
   * `snap`: the gizmo moves by the grid's step, turns by 15° and scales by tenths.
   * `snapObjects`: moving, the selection comes to rest against other objects' faces.
   */
  display: { grid: boolean; axes: boolean; wireframe: boolean; snap: boolean; snapObjects: boolean }
  cameraMode: 'orbit' | 'first-person'
  gizmo: 'translate' | 'rotate' | 'scale'
}

type Options = {
  scene: Scene
  version: number
  /** Whole-scene saves (PUT /designs/{id}/scene, 409 when stale)… */
  save?: (version: number, scene: Scene) => Promise<SaveResult>
  /** …or co-editing: changes go as operations and others' arrive live. */
  coEdit?: CoEditTransport
  /** Co-editing: the design was deleted while open. */
  onGone?: () => void
  /** Unsaved work is written here on every change and removed once saved. */
  draft?: { write(draft: EditorDraft): void; clear(): void }
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
  const draft = options.draft && {
    write: (version: number, scene: Scene, ops?: SceneOp[]) =>
      options.draft!.write({ version, scene, ops }),
    clear: () => options.draft!.clear(),
  }
  const coEditing = options.coEdit
    ? createCoEditing({
        start: { scene: options.scene, version: options.version },
        transport: options.coEdit,
        current: () => state.scene,
        onState: (saving) => set(saving),
        // Somebody else's change: shown as it is, outside this person's history.
        onScene: (scene) => set({ scene, ...selection(state.selectedIds, scene) }),
        draft,
        retryMs: options.retryMs,
        onGone: options.onGone,
      })
    : null
  const saving: Pick<Autosave, 'changed' | 'flush' | 'online' | 'dispose'> =
    coEditing ??
    createAutosave<Scene>({
      version: options.version,
      current: () => state.scene,
      save: options.save ?? (async () => ({ ok: false, reason: 'error' })),
      draft,
      onState: (saved) => set(saved),
      debounceMs: options.debounceMs,
      retryMs: options.retryMs,
    })

  let state: EditorState = {
    scene: options.scene,
    version: options.version,
    selectedIds: [],
    selectedId: null,
    saveState: 'saved',
    conflictVersion: null,
    history: [],
    historyPosition: -1,
    canUndo: false,
    canRedo: false,
    display: { grid: true, axes: false, wireframe: false, snap: true, snapObjects: true },
    cameraMode: 'orbit',
    gizmo: 'translate',
  }

  function set(patch: Partial<EditorState>) {
    state = { ...state, ...patch }
    for (const l of listeners) l()
  }

  /** The selection as a patch of the state; unknown ids and repeats dropped. */
  function selection(ids: readonly string[], scene = state.scene): Partial<EditorState> {
    const present = new Set(scene.objects.map((o) => o.id))
    const kept = [...new Set(ids)].filter((id) => present.has(id))
    const same =
      kept.length === state.selectedIds.length && kept.every((id, i) => id === state.selectedIds[i])
    return same ? {} : { selectedIds: kept, selectedId: kept.at(-1) ?? null }
  }

  function afterChange(scene: Scene, selected: readonly string[] = state.selectedIds) {
    set({
      scene,
      ...selection(selected, scene),
      history: history.entries(),
      historyPosition: history.position,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
    })
    saving.changed()
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Runs a command; `select` says what is selected afterwards (the selection stays without). */
    dispatch(command: Command, select?: readonly string[]) {
      afterChange(history.execute(state.scene, command), select)
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
    /** Selects one object (`null`: nothing). */
    select(id: string | null) {
      const patch = selection(id ? [id] : [])
      if (Object.keys(patch).length) set(patch)
    },
    /**
     * Changes the selection: `replace` it with `ids`, `add` them to it, or `toggle` each
     * (shift- and ctrl-clicks, a box drawn over the view).
     */
    selectMany(ids: readonly string[], mode: 'replace' | 'add' | 'toggle' = 'replace') {
      const current = state.selectedIds
      const next =
        mode === 'replace'
          ? ids
          : mode === 'add'
            ? [...current.filter((id) => !ids.includes(id)), ...ids]
            : [
                ...current.filter((id) => !ids.includes(id)),
                ...ids.filter((id) => !current.includes(id)),
              ]
      const patch = selection(next)
      if (Object.keys(patch).length) set(patch)
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
    flush: () => saving.flush(),
    /** The connection came back: try again at once. */
    online: () => saving.online(),
    /** Co-editing: a batch of operations from the socket. */
    receive(batch: OpsBatch) {
      coEditing?.receive(batch)
    },
    /** Co-editing: (re)joined the design; what was missed comes from the log. */
    catchUp: () => coEditing?.catchUp(),
    /**
     * After a conflict: keep this scene on top of the server's version (`overwrite`), or
     * take the server's scene and version (`discard`).
     */
    resolveConflict(
      choice:
        | { keep: 'mine'; latestVersion: number }
        | { keep: 'theirs'; scene: Scene; version: number },
    ) {
      if (!('keepMine' in saving)) return
      const autosave = saving as Autosave
      if (choice.keep === 'mine') autosave.keepMine(choice.latestVersion)
      else {
        set({ scene: choice.scene, selectedIds: [], selectedId: null })
        autosave.tookTheirs(choice.version)
      }
    },
    get dirty() {
      return state.saveState !== 'saved'
    },
    dispose() {
      saving.dispose()
      listeners.clear()
    },
  }
}
export type EditorStore = ReturnType<typeof createEditorStore>
