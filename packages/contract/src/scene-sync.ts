import type { Scene } from './designs'
import { applySceneOps, diffScenes, type OpsBatch, type SceneOp } from './scene-ops'

/**
 * One client's copy of a co-edited scene. `confirmed` is the server's scene at `version`;
 * `expected` is it with the batch this client has in flight; the scene on screen is that with
 * this client's later changes on top, which are never stored as a list: they are whatever
 * differs from `expected`. A batch from the server (anyone's, this client's own included) moves
 * `confirmed` on, and the changes still pending are laid again on the new `expected` — the
 * rebase. Batches are applied strictly in version order; one that arrives early waits, and
 * `missing` says when a gap needs the log (`GET /designs/{id}/ops?since=`).
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
  const early = new Map<number, OpsBatch>()

  /** `expected` moved from `from`: the changes pending on top of it are laid again. */
  function rebase(from: Scene) {
    expected = sent ? applySceneOps(confirmed, sent).scene : confirmed
    const pending = diffScenes(from, scene)
    const next = pending.length ? applySceneOps(expected, pending).scene : expected
    // The same scene as before (this client's own batch came back): the one on screen stays.
    if (diffScenes(next, scene).length) scene = next
  }

  function drain() {
    for (let next = early.get(version + 1); next; next = early.get(version + 1)) {
      early.delete(next.version)
      const from = expected
      confirmed = applySceneOps(confirmed, next.ops).scene
      version = next.version
      if (sent && clientId !== null && next.clientId === clientId) sent = null
      rebase(from)
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
    /** This client changed its scene (a command, an undo). */
    edit(next: Scene) {
      scene = next
    },
    /** What this client has changed that the server has not got. */
    pending(): SceneOp[] {
      return diffScenes(expected, scene)
    },
    /**
     * What the server's scene lacks of this client's, in flight or not: what a draft keeps, to
     * be laid on the design as it will be when the work is restored.
     */
    unconfirmed(): SceneOp[] {
      return diffScenes(confirmed, scene)
    },
    /** The next batch to send: the pending changes, now counted as on their way. */
    take(): SceneOp[] {
      const ops = diffScenes(expected, scene)
      if (!ops.length) return ops
      sent = [...(sent ?? []), ...ops]
      expected = applySceneOps(confirmed, sent).scene
      return ops
    },
    /** The batch on its way did not arrive (or is already counted): its changes are pending again. */
    unsend() {
      if (!sent) return
      sent = null
      expected = confirmed
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
      const from = expected
      version = next.version
      confirmed = next.scene
      rebase(from)
      early.clear()
      return scene !== shown
    },
  }
}
export type SceneReplica = ReturnType<typeof createSceneReplica>
