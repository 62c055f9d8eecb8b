import type {
  CalendarEvent,
  CalendarFeed,
  CalendarSettings,
  EventCreate,
  EventRangeQuery,
  EventUpdate,
  FeedScope,
} from '@designer/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { calendarKeys } from '@/lib/queries/keys'
import { queryString } from '@/lib/query-string'
import { useSession } from '@/lib/use-session'

/** The calendar's calls: events in a range, writes with versions, settings and the feed. */

// The company is part of the key: switching company must not show the other one's events.
export function useEvents(range: EventRangeQuery | null) {
  const { companyId } = useSession()
  return useQuery({
    queryKey: calendarKeys.list(companyId ?? '', range ?? {}),
    queryFn: async () =>
      (await request<CalendarEvent[]>('GET', `/calendar/events${queryString(range ?? {})}`))!,
    enabled: companyId !== null && range !== null,
    // The previous range's events stay while the next loads — never another company's.
    placeholderData: (previous, query) =>
      query?.queryKey[2] === (companyId ?? '') ? previous : undefined,
  })
}

export function useCalendarSettings() {
  const { companyId } = useSession()
  return useQuery({
    queryKey: [...calendarKeys.all, 'settings', companyId ?? ''] as const,
    queryFn: async () => (await request<CalendarSettings>('GET', '/calendar/settings'))!,
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  })
}

function useCalendarMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Events appear on the customers' timelines too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  })
}

export const useCreateEvent = () =>
  useCalendarMutation(
    async (input: EventCreate) =>
      (await request<CalendarEvent>('POST', '/calendar/events', input))!,
  )

export const useUpdateEvent = () =>
  useCalendarMutation(
    async ({ id, input }: { id: string; input: EventUpdate }) =>
      (await request<CalendarEvent>('PUT', `/calendar/events/${id}`, input))!,
  )

export const useDeleteEvent = () =>
  useCalendarMutation(
    ({
      id,
      version,
      scope,
      occurrenceStart,
      notifyCustomer = false,
    }: {
      id: string
      version: number
      scope: 'this' | 'following' | 'all'
      occurrenceStart?: string | null
      /** Mails the customer a cancellation. */
      notifyCustomer?: boolean
    }) =>
      request<void>(
        'DELETE',
        `/calendar/events/${id}${queryString({
          version,
          scope,
          occurrenceStart,
          // Only when asked: false is the server's default.
          notifyCustomer: notifyCustomer || undefined,
        })}`,
      ),
  )

export const useSaveSettings = () =>
  useCalendarMutation(
    async (settings: CalendarSettings) =>
      (await request<CalendarSettings>('PUT', '/calendar/settings', settings))!,
  )

export function useFeedStatus(enabled: boolean) {
  const { companyId } = useSession()
  return useQuery({
    queryKey: [...calendarKeys.all, 'feed', companyId ?? ''] as const,
    queryFn: async () =>
      (await request<{ active: boolean; scope: FeedScope | null; createdAt: string | null }>(
        'GET',
        '/calendar/feed',
      ))!,
    enabled: enabled && companyId !== null,
  })
}

export const useCreateFeed = () =>
  useCalendarMutation(
    async (scope: FeedScope) => (await request<CalendarFeed>('POST', '/calendar/feed', { scope }))!,
  )

export const useRevokeFeed = () =>
  useCalendarMutation(() => request<void>('DELETE', '/calendar/feed'))

/** An event as PUT takes it back, changed by `over`. */
export function eventToUpdate(e: CalendarEvent, over: Partial<EventUpdate> = {}): EventUpdate {
  return {
    title: e.title,
    type: e.type,
    status: e.status,
    allDay: e.allDay,
    start: e.start,
    end: e.end,
    timeZone: e.timeZone,
    location: e.location,
    notes: e.notes,
    color: e.color,
    customerId: e.customer?.id ?? null,
    designId: e.design?.id ?? null,
    configuratorId: e.configurator?.id ?? null,
    assigneeIds: e.assignees.map((a) => a.id),
    rrule: e.rrule,
    version: e.version,
    ...over,
  }
}
