import { applySceneOps, type OpsBatch, type Scene, type SceneOp } from '@designer/contract'
import type { AutosaveState } from '@/lib/autosave'
import type { Change } from './changes'
import { type CoEditTransport, createCoEditing } from './co-edit'
import { createHistory, type HistoryStep } from './history'

/**
 * Unsaved work kept in the browser: the scene as it was, and the operations not yet on the
 * server, so a restore lays them on whatever the design has become meanwhile (older drafts
 * have the scene alone).
 */
export type EditorDraft = { version: number; scene: Scene; ops?: SceneOp[] }

export type EditorState = AutosaveState & {
  scene: Scene
  /** The selected objects, in the order they were picked. */
  selectedIds: readonly string[]
  /** The one picked last: the properties panel and the single-object actions act on it. */
  selectedId: string | null
  history: HistoryStep[]
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
  /** How changes go to the server (as operations) and others' arrive. */
  coEdit: CoEditTransport
  /** The design was deleted while open. */
  onGone?: () => void
  /** Unsaved work is written here on every change and removed once the server has it. */
  draft?: { write(draft: EditorDraft): void; clear(): void }
  debounceMs?: number
  retryMs?: number
}

/**
 * The editor's state in plain TypeScript: the scene, its history, the selection, display
 * switches, and co-editing. Every change to the scene is a list of operations laid on it with
 * the function the server and the other editors use, then sent: a change made here, an undo or
 * a redo alike. Others' operations arrive through co-editing and stay outside the history.
 */
export function createEditorStore(options: Options) {
  const history = createHistory()
  const listeners = new Set<() => void>()
  const draft = options.draft
  const coEditing = createCoEditing({
    start: { scene: options.scene, version: options.version },
    transport: options.coEdit,
    current: () => state.scene,
    onState: (saving) => set(saving),
    // Somebody else's change: shown as it is, outside this person's history.
    onScene: (scene) => set({ scene, ...selection(state.selectedIds, scene) }),
    draft: draft && {
      write: (version, scene, ops) => draft.write({ version, scene, ops }),
      clear: () => draft.clear(),
    },
    debounceMs: options.debounceMs,
    retryMs: options.retryMs,
    onGone: options.onGone,
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

  /** The scene is now `scene`, by `ops`: they go to the server. */
  function changed(scene: Scene, ops: SceneOp[]) {
    state = { ...state, scene }
    coEditing.changed(ops)
  }

  /** Lays operations the history answered (an undo, a redo) the way every change goes. */
  function lay(ops: SceneOp[] | null): boolean {
    if (!ops) return false
    const { scene, applied } = applySceneOps(state.scene, ops)
    changed(scene, applied)
    return true
  }

  /** Tells the listeners of a new scene and history; `select` is the selection afterwards. */
  function shown(select: readonly string[] = state.selectedIds) {
    set({
      ...selection(select),
      history: history.steps(),
      historyPosition: history.position,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
    })
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Makes a change: one step of the history (or part of the last one, when they merge); `select`
     * says what is selected afterwards (the selection stays without). A change that changes
     * nothing leaves no step.
     */
    dispatch(change: Change, select?: readonly string[]) {
      const before = state.scene
      const { scene, applied } = applySceneOps(before, change.ops)
      if (!history.record({ ...change, ops: applied }, before, scene)) return
      changed(scene, applied)
      shown(select)
    },
    /** Ends a drag: the next change is a new history step. */
    seal() {
      history.seal()
    },
    undo() {
      if (lay(history.undo(state.scene))) shown()
    },
    redo() {
      if (lay(history.redo(state.scene))) shown()
    },
    /** Undoes or redoes every step up to step `index` of the list (-1: before the first). */
    jumpTo(index: number) {
      if (index === history.position) return
      while (history.position > index) lay(history.undo(state.scene))
      while (history.position < index && history.canRedo) lay(history.redo(state.scene))
      shown()
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
    /** Sends now (leaving the page, Ctrl+S); resolves when the batch is answered. */
    flush: () => coEditing.flush(),
    /** The connection came back: try again at once. */
    online: () => coEditing.online(),
    /** A batch of operations from the socket. */
    receive(batch: OpsBatch) {
      coEditing.receive(batch)
    },
    /** (Re)joined the design: what was missed comes from the log. */
    catchUp: () => coEditing.catchUp(),
    get dirty() {
      return state.saveState !== 'saved'
    },
    dispose() {
      coEditing.dispose()
      listeners.clear()
    },
  }
}
export type EditorStore = ReturnType<typeof createEditorStore>
