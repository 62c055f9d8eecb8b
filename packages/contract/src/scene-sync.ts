import type { Scene } from './designs'
import { applySceneOps, diffScenes, type OpsBatch, type SceneOp } from './scene-ops'

/**
 * One client's copy of a co-edited scene. `confirmed` is the server's scene at `version`; the
 * scene on screen is it with this client's own changes on top, which are never stored as a list:
 * they are whatever differs between the two. A batch from the server (anyone's, this client's own
 * included) moves `confirmed` on, and the changes still pending are laid again on the new one —
 * the rebase. Batches are applied strictly in version order; one that arrives early waits, and
 * `missing` says when a gap needs the log (`GET /designs/{id}/ops?since=`).
 */
export function createSceneReplica(start: { scene: Scene; version: number }) {
  let confirmed = start.scene
  let version = start.version
  let scene = start.scene
  const early = new Map<number, OpsBatch>()

  /** The server's scene moved from `from` to `to`: pending changes are laid again on top. */
  function rebase(from: Scene, to: Scene) {
    const pending = diffScenes(from, scene)
    confirmed = to
    const next = pending.length ? applySceneOps(to, pending).scene : to
    // The same scene as before (this client's own batch came back): the one on screen stays.
    if (diffScenes(next, scene).length) scene = next
  }

  function drain(): boolean {
    let changed = false
    for (let next = early.get(version + 1); next; next = early.get(version + 1)) {
      early.delete(next.version)
      const before = confirmed
      const to = applySceneOps(before, next.ops).scene
      version = next.version
      rebase(before, to)
      changed = true
    }
    for (const v of early.keys()) if (v <= version) early.delete(v)
    return changed
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
    /** This client changed its scene (a command, an undo). */
    edit(next: Scene) {
      scene = next
    },
    /** What this client has changed that the server has not got: the next batch to send. */
    pending(): SceneOp[] {
      return diffScenes(confirmed, scene)
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
      rebase(confirmed, next.scene)
      early.clear()
      return scene !== shown
    },
  }
}
export type SceneReplica = ReturnType<typeof createSceneReplica>
