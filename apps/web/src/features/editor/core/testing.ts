import { applySceneOps, type OpsBatch, type Scene, type SceneOp } from '@designer/contract'
import type { Change } from './changes'
import type { CoEditResult, CoEditTransport } from './co-edit'
import { createEditorStore } from './editor-store'

/**
 * A server in memory for the editor's tests: it applies batches as the API does (in the order
 * they come, with the same function), keeps what each tab sent, and delivers each batch to the
 * other tabs' "sockets" when the test says so.
 */
export function memoryServer(start: Scene) {
  let scene = start
  let version = 1
  const log: OpsBatch[] = []
  const sockets = new Map<string, OpsBatch[]>()
  const sent: { clientId: string; baseVersion: number; ops: SceneOp[] }[] = []
  let online = true
  const transport = (clientId: string): CoEditTransport => {
    sockets.set(clientId, [])
    return {
      clientId,
      actorId: 'u1',
      async send(baseVersion, ops): Promise<CoEditResult> {
        if (!online) return { ok: false, reason: 'offline' }
        sent.push({ clientId, baseVersion, ops })
        const result = applySceneOps(scene, ops)
        if (!result.applied.length) return { ok: true, version, ops: [] }
        scene = result.scene
        version += 1
        const batch = { version, actorId: 'u1', clientId, ops: result.applied }
        log.push(batch)
        for (const [id, inbox] of sockets) if (id !== clientId) inbox.push(batch)
        return { ok: true, version, ops: result.applied }
      },
      async since(from) {
        return { version, batches: log.filter((b) => b.version > from) }
      },
    }
  }
  return {
    transport,
    get scene() {
      return scene
    },
    /** Every batch as it was sent, in order. */
    sent,
    set online(value: boolean) {
      online = value
    },
    /** Delivers what waits on a client's socket. */
    deliver(clientId: string, store: { receive(b: OpsBatch): void }) {
      const inbox = sockets.get(clientId)!
      for (const b of inbox.splice(0)) store.receive(b)
    },
  }
}

/** An editor over `scene` alone, sending to a server in memory it never hears back from. */
export function testEditor(scene: Scene) {
  return createEditorStore({
    scene,
    version: 1,
    coEdit: memoryServer(scene).transport('test-tab-1'),
    debounceMs: 60_000,
  })
}

/** The scene a change makes of `scene`, without an editor. */
export const applyChange = (scene: Scene, change: Change): Scene =>
  applySceneOps(scene, change.ops).scene
