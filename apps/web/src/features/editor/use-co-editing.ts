import type { OpsResult, OpsSince, PresenceCamera, SceneOp } from '@designer/contract'
import { type RefObject, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { ApiError, request } from '@/lib/api'
import { failedBecause } from '@/lib/autosave'
import { realtime } from '@/lib/realtime'
import type { ViewportHandle } from './components/viewport-handle'
import type { CoEditTransport } from './core/co-edit'
import type { EditorStore } from './core/editor-store'
import { createPresence, type Presence } from './core/presence'

/** How often this person's presence may go out, and how often it goes out anyway. */
const PRESENCE_EVERY_MS = 100
const PRESENCE_KEEPALIVE_MS = 10_000
/** How often the camera is looked at for a change worth telling. */
const CAMERA_POLL_MS = 200

/** The operations endpoints of one design, for the editor store. */
export function opsTransport(
  designId: string,
  actorId: string | null,
  /** Told after each batch the server kept. */
  onSaved?: () => void,
): CoEditTransport {
  const clientId = crypto.randomUUID()
  return {
    clientId,
    actorId,
    async send(baseVersion: number, ops: SceneOp[]) {
      try {
        const result = await request<OpsResult>('POST', `/designs/${designId}/ops`, {
          clientId,
          baseVersion,
          ops,
        })
        if (!result) return { ok: false, reason: 'error' }
        if (result.ops.length) onSaved?.()
        return { ok: true, ...result }
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { ok: false, reason: 'gone' }
        return { ok: false, reason: failedBecause(err) }
      }
    },
    since: (version: number) =>
      request<OpsSince>('GET', `/designs/${designId}/ops?since=${version}`),
  }
}

const round = (v: readonly number[]) => v.map((n) => Math.round(n)) as [number, number, number]

/**
 * The editor's part of the realtime connection: it joins the design (again after every
 * reconnection, then catches up from the log), applies the others' operations, and tells the
 * others what this person has selected and where they look — at most ten times a second, and
 * every ten seconds anyway so that a closed tab is noticed.
 */
export function useCoEditing(
  store: EditorStore,
  designId: string,
  viewport: RefObject<ViewportHandle | null>,
  /** Somebody deleted the design (their user id; null: the system). */
  onDeleted: (actorId: string | null) => void,
): Presence {
  const presence = useMemo(() => createPresence(), [])
  const deleted = useRef(onDeleted)
  deleted.current = onDeleted

  useEffect(() => {
    let last = ''
    let sentAt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const camera = (): PresenceCamera | null => {
      const c = viewport.current?.getCamera()
      return c ? { position: round(c.position), target: round(c.target) } : null
    }
    function tell(force = false) {
      const selection = store.get().selectedIds.slice(0, 200)
      const payload = { selection: [...selection], camera: camera() }
      const json = JSON.stringify(payload)
      const now = Date.now()
      if (!force && json === last && now - sentAt < PRESENCE_KEEPALIVE_MS) return
      const wait = PRESENCE_EVERY_MS - (now - sentAt)
      if (wait > 0) {
        clearTimeout(timer)
        timer = setTimeout(() => tell(force), wait)
        return
      }
      if (realtime.send({ type: 'presence', ...payload })) {
        last = json
        sentAt = now
      }
    }
    const join = () => realtime.send({ type: 'join', designId })

    join()
    const stopListening = realtime.subscribe((m) => {
      switch (m.type) {
        case 'hello':
          presence.clear()
          join()
          return
        case 'joined':
          if (m.designId !== designId) return
          void store.catchUp()
          tell(true)
          return
        case 'ops':
          if (m.designId === designId) store.receive(m.batch)
          return
        case 'presence':
          // Somebody new: they hear from us at once rather than at our next keepalive.
          if (m.designId === designId && presence.update(m)) tell(true)
          return
        case 'presence.left':
          if (m.designId === designId) presence.left(m.connectionId)
          return
        case 'event':
          if (m.event.type === 'designs.deleted' && m.event.id === designId)
            deleted.current(m.event.actorId)
      }
    })
    let selected = store.get().selectedIds
    const stopWatching = store.subscribe(() => {
      if (store.get().selectedIds === selected) return
      selected = store.get().selectedIds
      tell()
    })
    const poll = setInterval(() => {
      presence.expire()
      tell()
    }, CAMERA_POLL_MS)
    return () => {
      stopListening()
      stopWatching()
      clearInterval(poll)
      clearTimeout(timer)
      realtime.send({ type: 'leave' })
      presence.clear()
    }
  }, [store, designId, viewport, presence])

  return presence
}

/** The other people in the design, for React. */
export function usePeers(presence: Presence) {
  return useSyncExternalStore(presence.subscribe, presence.get, presence.get)
}
