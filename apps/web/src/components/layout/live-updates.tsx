import { type Area, isArea } from '@designer/contract'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { costKeys } from '@/lib/queries/design-cost'
import {
  calendarKeys,
  configuratorKeys,
  customerKeys,
  designKeys,
  quoteKeys,
  supplierItemKeys,
  supplierKeys,
  viewKeys,
} from '@/lib/queries/keys'
import { membersQuery } from '@/lib/queries/members'
import { realtime, useRealtimeStatus } from '@/lib/realtime'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'

type Key = readonly unknown[]

/**
 * What a change in each area makes stale: its own queries and those that show it elsewhere. One
 * entry per area of the contract's list, so a new area cannot be left refreshing nothing.
 */
const STALE: Record<Area, Key[]> = {
  designs: [designKeys.all, configuratorKeys.all],
  views: [viewKeys.all],
  suppliers: [supplierKeys.all, supplierItemKeys.all, costKeys.all],
  'supplier-items': [supplierItemKeys.all, supplierKeys.all, costKeys.all],
  customers: [customerKeys.all, calendarKeys.all],
  calendar: [calendarKeys.all, customerKeys.all],
  configurators: [configuratorKeys.all],
  quotes: [quoteKeys.all, customerKeys.all],
}

/**
 * The areas an event makes stale, by its type (`designs.updated` → designs). A type this build
 * does not know (a newer server's area) makes nothing stale.
 */
export const staleKeysOf = (event: { type: string }): Key[] => {
  const area = event.type.slice(0, event.type.lastIndexOf('.'))
  return isArea(area) ? STALE[area] : []
}

/**
 * Invalidates what the events make stale, a few at a time: a colleague dragging an object sends
 * several events a second, and each list is asked for again at most once a second (the first
 * change shows after a quarter of a second). Queries marked `meta.coEdited` (the design open in
 * the editor, kept live by its operations) are only marked stale, not fetched again.
 */
function invalidator(client: QueryClient, waitMs = 250, gapMs = 1000) {
  const pending = new Map<string, Key>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = 0
  return (keys: Key[]) => {
    for (const key of keys) pending.set(JSON.stringify(key), key)
    if (timer) return
    timer = setTimeout(
      () => {
        timer = undefined
        last = Date.now()
        const keys = [...pending.values()]
        pending.clear()
        for (const queryKey of keys) {
          void client.invalidateQueries({ queryKey, predicate: (q) => !q.meta?.coEdited })
          // Stale all the same, for the next page that shows it.
          void client.invalidateQueries({
            queryKey,
            predicate: (q) => Boolean(q.meta?.coEdited),
            refetchType: 'none',
          })
        }
      },
      Math.max(waitMs, last + gapMs - Date.now()),
    )
  }
}

/** The last change made by somebody else: who, and when (for the "changed by Ana" hint). */
let lastChange: { name: string; at: number } | null = null
const hintListeners = new Set<() => void>()
function setLastChange(change: typeof lastChange) {
  lastChange = change
  for (const l of hintListeners) l()
}

/**
 * The realtime connection of the signed-in person's company, kept open on every page: the
 * company's events refresh the lists, details, dashboard and calendar that show what changed.
 * After a reconnection everything the company shows is asked for again (events may have been
 * missed meanwhile).
 */
export function LiveUpdates() {
  const { status, companyId, user } = useSession()
  const client = useQueryClient()
  const signedIn = status === 'authenticated' && Boolean(user)

  useEffect(() => {
    if (!signedIn || !companyId) {
      realtime.stop()
      return
    }
    realtime.start()
    const back = () => realtime.online()
    window.addEventListener('online', back)
    return () => {
      window.removeEventListener('online', back)
      realtime.stop()
    }
  }, [signedIn, companyId])

  useEffect(() => {
    if (!companyId || !user) return
    const invalidate = invalidator(client)
    let connections = 0
    return realtime.subscribe(async (message) => {
      if (message.type === 'hello') {
        // Not the first connection: whatever changed while it was down is read again.
        if (connections++ > 0) invalidate(Object.values(STALE).flat())
        return
      }
      if (message.type !== 'event') return
      invalidate(staleKeysOf(message.event))
      const actorId = message.event.actorId
      if (!actorId || actorId === user.id) return
      const members = await client.fetchQuery({ ...membersQuery(companyId), staleTime: 60_000 })
      const name = members?.find((m) => m.userId === actorId)?.name
      if (name) setLastChange({ name, at: Date.now() })
    })
  }, [client, companyId, user])

  return null
}

/** A small note in the top bar: "Reconnecting…" while the connection is down, "Changed by Ana" for a moment after a colleague's change. */
export function LiveStatus({ className }: { className?: string }) {
  const { t } = useTranslation()
  const status = useRealtimeStatus()
  const change = useSyncExternalStore(
    (l) => {
      hintListeners.add(l)
      return () => void hintListeners.delete(l)
    },
    () => lastChange,
  )
  const [, expire] = useReducer((n: number) => n + 1, 0)
  const fresh = change && Date.now() - change.at < 5000
  useEffect(() => {
    if (!fresh) return
    const timer = setTimeout(expire, 5000 - (Date.now() - change.at))
    return () => clearTimeout(timer)
  }, [fresh, change])

  if (status === 'reconnecting') {
    return (
      <Pill
        status="reconnecting"
        className={cn(
          'inline-flex bg-amber-100 font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
          className,
        )}
        dot="animate-pulse bg-amber-500"
      >
        {t('shell.live.reconnecting')}
      </Pill>
    )
  }
  if (!fresh) return null
  return (
    <Pill
      status="changed"
      className={cn('hidden bg-muted text-muted-foreground sm:inline-flex', className)}
      dot="bg-emerald-500"
    >
      {t('shell.live.changedBy', { name: change.name })}
    </Pill>
  )
}

function Pill({
  status,
  className,
  dot,
  children,
}: {
  status: string
  className: string
  dot: string
  children: React.ReactNode
}) {
  return (
    <span
      role="status"
      data-testid="live-status"
      data-status={status}
      className={cn('items-center gap-1.5 rounded-full px-2 py-0.5 text-xs', className)}
    >
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden />
      {children}
    </span>
  )
}
