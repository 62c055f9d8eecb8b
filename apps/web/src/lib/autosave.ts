import { ApiError } from './api'

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'offline' | 'error'
export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'conflict'; currentVersion: number }
  | { ok: false; reason: 'offline' | 'error' }

export type AutosaveState = {
  /** The server version the work is based on. */
  version: number
  saveState: SaveState
  /** The server's version when a save was refused as stale. */
  conflictVersion: number | null
}

type Options<T> = {
  version: number
  /** The work as it is now; compared by identity to know whether it changed during a save. */
  current: () => T
  save: (version: number, value: T) => Promise<SaveResult>
  /** Unsaved work is written here on every change and removed once saved. */
  draft?: { write(version: number, value: T): void; clear(): void }
  /** Told of every change of the saving state. */
  onState: (state: AutosaveState) => void
  debounceMs?: number
  retryMs?: number
}

/**
 * Saving an editor's work a moment after changes stop, with the version it is based on: one
 * save at a time, the next one after it when the work changed meanwhile, a retry while offline
 * or failing, and a stop on a stale version until the person says what to keep. The
 * configurator editor saves this way; the design editor sends operations (decision 025).
 */
export function createAutosave<T>(options: Options<T>) {
  const debounceMs = options.debounceMs ?? 800
  const retryMs = options.retryMs ?? 5000
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<void> | null = null
  let disposed = false
  let state: AutosaveState = { version: options.version, saveState: 'saved', conflictVersion: null }

  function set(patch: Partial<AutosaveState>) {
    state = { ...state, ...patch }
    options.onState(state)
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    if (disposed || state.saveState === 'conflict') return
    timer = setTimeout(() => void save(), ms)
  }

  async function save(): Promise<void> {
    if (saving) return saving
    if (state.saveState === 'saved' || state.saveState === 'conflict') return
    const value = options.current()
    set({ saveState: 'saving' })
    saving = (async () => {
      const result = await options
        .save(state.version, value)
        .catch((): SaveResult => ({ ok: false, reason: 'error' }))
      saving = null
      if (disposed) return
      if (result.ok) {
        const changedMeanwhile = options.current() !== value
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
    /** The work changed: keep it as a draft and save it soon. */
    changed() {
      set({ saveState: state.saveState === 'conflict' ? 'conflict' : 'unsaved' })
      options.draft?.write(state.version, options.current())
      schedule(debounceMs)
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
    /** After a conflict: this work goes on top of the server's latest version. */
    keepMine(latestVersion: number) {
      set({ version: latestVersion, conflictVersion: null, saveState: 'unsaved' })
      options.draft?.write(latestVersion, options.current())
      schedule(0)
    },
    /** After a conflict: the server's work (already put in place by the owner) is current. */
    tookTheirs(version: number) {
      set({ version, conflictVersion: null, saveState: 'saved' })
      options.draft?.clear()
    },
    dispose() {
      disposed = true
      clearTimeout(timer)
    },
  }
}

/**
 * A save request's answer in autosave's terms: the new version, a stale version (409, with the
 * server's current one), no connection, or another failure.
 */
export async function saveResult(
  version: number,
  send: () => Promise<{ version: number } | null>,
): Promise<SaveResult> {
  try {
    const saved = await send()
    // null: the company's trial ended and the helper is taking the person to that page.
    return saved ? { ok: true, version: saved.version } : { ok: false, reason: 'error' }
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      const details = err.details as { currentVersion?: number } | undefined
      return { ok: false, reason: 'conflict', currentVersion: details?.currentVersion ?? version }
    }
    return { ok: false, reason: failedBecause(err) }
  }
}

/** Why a save failed: no network (then it is tried again when the network is back), or else. */
export function failedBecause(err: unknown): 'offline' | 'error' {
  // fetch itself failing (no network) is a TypeError; anything else is the server's answer.
  return err instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine)
    ? 'offline'
    : 'error'
}
