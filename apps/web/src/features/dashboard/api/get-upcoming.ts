import type { CalendarEvent } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { calendarKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

const DAY = 86_400_000

/**
 * What is on today and in the next week, not cancelled, soonest first: the dashboard's agenda.
 * Under the calendar's key, so a change there refreshes this too.
 */
export function useUpcomingEvents(limit = 6) {
  const { companyId } = useSession()
  // From the start of today (in this browser): an event of this morning still shows.
  const start = new Date()
  start.setHours(0, 0, 0, 0)
  const from = start.toISOString()
  const to = new Date(start.getTime() + 8 * DAY).toISOString()
  return useQuery({
    queryKey: calendarKeys.list(companyId ?? '', { upcoming: from }),
    queryFn: async () => {
      const events = (await request<CalendarEvent[]>(
        'GET',
        `/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ))!
      const now = Date.now()
      return events
        .filter((e) => e.status !== 'cancelled' && (e.allDay || Date.parse(e.end) > now))
        .slice(0, limit)
    },
    enabled: companyId !== null,
    staleTime: 60_000,
  })
}
