import {
  createSceneReplica,
  type LoggedOp,
  type OpsBatch,
  type OpsSince,
  type Scene,
  type SceneOp,
} from '@designer/contract'
import type { AutosaveState } from '@/lib/autosave'

export type CoEditResult =
  | { ok: true; version: number; ops: LoggedOp[] }
  | { ok: false; reason: 'offline' | 'error' }
  /** The design is no longer there (deleted meanwhile): nothing more is sent. */
  | { ok: false; reason: 'gone' }

/** How a co-editing editor talks to the server (POST and GET /designs/{id}/ops). */
export type CoEditTransport = {
  /** This tab: its own batches are known when they come back. */
  clientId: string
  actorId: string | null
  send(baseVersion: number, ops: SceneOp[]): Promise<CoEditResult>
  since(version: number): Promise<OpsSince | null>
}

type Options = {
  start: { scene: Scene; version: number }
  transport: CoEditTransport
  /** The editor's scene now. */
  current: () => Scene
  /** Told of every change of the saving state. */
  onState: (state: AutosaveState) => void
  /** Somebody else's change arrived: the editor shows this scene (its own pending work on top). */
  onScene: (scene: Scene) => void
  /** Unsaved work is written here on every change and removed once the server has it. */
  draft?: { write(version: number, scene: Scene, ops: SceneOp[]): void; clear(): void }
  /** A pause to gather a drag's changes into one batch; short, so others see them live. */
  debounceMs?: number
  retryMs?: number
  /** The design was deleted while open. */
  onGone?: () => void
}

/**
 * Saving by operations instead of whole scenes: the operations the editor's changes were made
 * of go as they are (one batch in flight at a time), so two people editing one design never
 * meet the "changed elsewhere" dead end. Everybody's batches, this tab's own included, come back
 * from the server in its order and move the replica on; the work not yet sent is laid on top
 * again each time. A gap in the versions, a reconnection or a late answer catches up from the
 * server's log.
 */
export function createCoEditing(options: Options) {
  const { transport } = options
  const replica = createSceneReplica(options.start, transport.clientId)
  const debounceMs = options.debounceMs ?? 80
  const retryMs = options.retryMs ?? 3000
  let state: AutosaveState = {
    version: replica.version,
    saveState: 'saved',
    conflictVersion: null,
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  let catchUpTimer: ReturnType<typeof setTimeout> | undefined
  let sending: Promise<void> | null = null
  let disposed = false

  function set(patch: Partial<AutosaveState>) {
    state = { ...state, version: replica.version, ...patch }
    options.onState(state)
  }

  /** The replica's scene, if it differs from the editor's: somebody else's change. */
  function show() {
    if (replica.scene !== options.current()) options.onScene(replica.scene)
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    if (!disposed) timer = setTimeout(() => void send(), ms)
  }

  function scheduleCatchUp(ms = 300) {
    clearTimeout(catchUpTimer)
    if (!disposed) catchUpTimer = setTimeout(() => void catchUp(), ms)
  }

  function settled() {
    if (replica.pending().length) {
      set({ saveState: 'unsaved' })
      schedule(debounceMs)
    } else {
      set({ saveState: 'saved' })
      options.draft?.clear()
    }
  }

  async function send(): Promise<void> {
    if (sending) return sending
    const ops = replica.take()
    if (!ops.length) {
      settled()
      return
    }
    set({ saveState: 'saving' })
    sending = (async () => {
      const result = await transport
        .send(replica.version, ops)
        .catch((): CoEditResult => ({ ok: false, reason: 'error' }))
      sending = null
      if (disposed) return
      if (!result.ok) {
        replica.unsend()
        if (result.reason === 'gone') {
          set({ saveState: 'error' })
          options.onGone?.()
          return
        }
        set({ saveState: result.reason })
        schedule(retryMs)
        return
      }
      if (result.ops.length) {
        replica.receive({
          version: result.version,
          actorId: transport.actorId,
          clientId: transport.clientId,
          ops: result.ops,
        })
        // Already counted: a whole scene from the log held it.
        if (replica.sending && result.version <= replica.version) replica.drop()
      } else {
        // Nothing of it applied on the server's scene (what it changed is gone there): it is
        // dropped rather than sent forever.
        replica.drop()
      }
      if (result.version > replica.version) scheduleCatchUp(0)
      show()
      settled()
    })()
    return sending
  }

  async function catchUp() {
    clearTimeout(catchUpTimer)
    const missed = await transport.since(replica.version).catch(() => null)
    if (disposed || !missed) return
    if (missed.scene) replica.reset({ scene: missed.scene, version: missed.version })
    for (const batch of missed.batches) replica.receive(batch)
    show()
    set({})
    if (replica.pending().length) schedule(debounceMs)
  }

  return {
    get: () => state,
    /** The editor changed its scene (now `current()`) by `ops`: they are sent soon. */
    changed(ops: SceneOp[]) {
      replica.edit(options.current(), ops)
      set({ saveState: state.saveState === 'saving' ? 'saving' : 'unsaved' })
      options.draft?.write(replica.version, options.current(), replica.unconfirmed())
      schedule(debounceMs)
    },
    /** A batch from the socket. */
    receive(batch: OpsBatch) {
      replica.receive(batch)
      show()
      set({})
      if (replica.missing) scheduleCatchUp()
    },
    /** After (re)joining the design: whatever was missed comes from the log. */
    catchUp,
    flush(): Promise<void> {
      clearTimeout(timer)
      return send()
    },
    online() {
      if (state.saveState === 'offline' || state.saveState === 'error') schedule(0)
    },
    dispose() {
      disposed = true
      clearTimeout(timer)
      clearTimeout(catchUpTimer)
    },
  }
}
export type CoEditing = ReturnType<typeof createCoEditing>
