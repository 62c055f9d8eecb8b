import type { Scene } from './designs'
import {
  applySceneOps,
  compactSceneOps,
  diffScenes,
  type OpsBatch,
  type SceneOp,
} from './scene-ops'

/**
 * One client's copy of a co-edited scene. `confirmed` is the server's scene at `version`;
 * `expected` is it with the batch this client has in flight; the scene on screen is that with
 * this client's later changes on top — the operations it made, kept in order until they are
 * sent. A batch from the server (anyone's, this client's own included) moves `confirmed` on, and
 * the operations still pending are laid again on the new `expected` — the rebase. Batches are
 * applied strictly in version order; one that arrives early waits, and `missing` says when a gap
 * needs the log (`GET /designs/{id}/ops?since=`).
 */
export function createSceneReplica(
  start: { scene: Scene; version: number },
  /** This client's id: its own batches are known when they come back. */
  clientId: string | null = null,
) {
  let confirmed = start.scene
  let version = start.version
  let scene = start.scene
  /** The batch sent and not yet heard back, and what the server will have once it has it. */
  let sent: SceneOp[] | null = null
  let expected = confirmed
  /** This client's operations not sent yet, in the order made. */
  let pending: SceneOp[] = []
  const early = new Map<number, OpsBatch>()

  /** `confirmed` or the batch in flight changed: the pending operations are laid again. */
  function rebase() {
    expected = sent ? applySceneOps(confirmed, sent).scene : confirmed
    scene = pending.length ? applySceneOps(expected, pending).scene : expected
  }

  function drain() {
    for (let next = early.get(version + 1); next; next = early.get(version + 1)) {
      early.delete(next.version)
      version = next.version
      if (sent && clientId !== null && next.clientId === clientId) {
        // This client's own batch: the server ran the same function on the same scene, so it
        // made what was expected, and the scene on screen stays as it is.
        confirmed = expected
        sent = null
        continue
      }
      confirmed = applySceneOps(confirmed, next.ops).scene
      rebase()
    }
    for (const v of early.keys()) if (v <= version) early.delete(v)
  }

  return {
    /** The scene as this client shows it. */
    get scene() {
      return scene
    },
    get confirmed() {
      return confirmed
    },
    get version() {
      return version
    },
    /** A batch newer than the next one is waiting: the ones between are needed. */
    get missing() {
      return early.size > 0 && !early.has(version + 1)
    },
    /** Whether a batch of this client's is on its way. */
    get sending() {
      return sent !== null
    },
    /**
     * This client changed its scene to `next` by `ops` (a change, an undo). A client that holds
     * scenes rather than changes (a script, a test) may leave `ops` out: they are then what
     * differs.
     */
    edit(next: Scene, ops: readonly SceneOp[] = diffScenes(scene, next)) {
      scene = next
      if (ops.length) pending = compactSceneOps([...pending, ...ops])
    },
    /** What this client has changed that it has not sent yet. */
    pending(): SceneOp[] {
      return pending
    },
    /**
     * What the server's scene lacks of this client's, in flight or not: what a draft keeps, to
     * be laid on the design as it will be when the work is restored.
     */
    unconfirmed(): SceneOp[] {
      return sent ? compactSceneOps([...sent, ...pending]) : pending
    },
    /** The next batch to send: the pending changes, now counted as on their way. */
    take(): SceneOp[] {
      const ops = pending
      if (!ops.length) return ops
      pending = []
      sent = [...(sent ?? []), ...ops]
      expected = applySceneOps(expected, ops).scene
      return ops
    },
    /** The batch on its way did not arrive: its changes are pending again, before the later ones. */
    unsend() {
      if (!sent) return
      pending = compactSceneOps([...sent, ...pending])
      sent = null
      expected = confirmed
    },
    /**
     * The batch on its way is not needed any more: the server has it already (a whole scene
     * held it), or applied none of it (what it changed is gone there).
     */
    drop() {
      if (!sent) return
      sent = null
      rebase()
    },
    /** A batch the server applied; answers whether the scene on screen changed. */
    receive(batch: OpsBatch): boolean {
      if (batch.version <= version) return false
      early.set(batch.version, batch)
      const shown = scene
      drain()
      return scene !== shown
    },
    /** The server's whole scene (a reconnect past the log's reach): pending changes go on top. */
    reset(next: { scene: Scene; version: number }) {
      if (next.version < version) return false
      const shown = scene
      version = next.version
      confirmed = next.scene
      rebase()
      early.clear()
      return scene !== shown
    },
  }
}
export type SceneReplica = ReturnType<typeof createSceneReplica>
