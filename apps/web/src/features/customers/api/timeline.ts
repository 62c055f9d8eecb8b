import type {
  CustomerImport,
  CustomerImportResult,
  Timeline,
  TimelineEntry,
} from '@designer/contract'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { customerKeys } from '@/lib/queries/keys'
import { queryString } from '@/lib/query-string'
import { invalidateCustomers } from './customers'

const timelineKey = (id: string) => [...customerKeys.detail(id), 'timeline'] as const

/** The customer's timeline, newest first, thirty entries a page; older pages on demand. */
export function useTimeline(customerId: string) {
  return useInfiniteQuery({
    queryKey: timelineKey(customerId),
    queryFn: async ({ pageParam }) =>
      (await request<Timeline>(
        'GET',
        `/customers/${customerId}/timeline${queryString({ before: pageParam })}`,
      ))!,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.at : undefined),
  })
}

export function useAddNote(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: string) =>
      (await request<TimelineEntry>('POST', `/customers/${customerId}/notes`, { body }))!,
    onSuccess: () => invalidateCustomers(queryClient),
  })
}

export function useUpdateNote(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
      request<void>('PUT', `/customers/${customerId}/notes/${noteId}`, { body }),
    onSuccess: () => invalidateCustomers(queryClient),
  })
}

export function useDeleteNote(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (noteId: string) =>
      request<void>('DELETE', `/customers/${customerId}/notes/${noteId}`),
    onSuccess: () => invalidateCustomers(queryClient),
  })
}

/** Checks (`dryRun`) or imports a CSV of customers; failed and skipped rows say why. */
export function useImportCustomers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CustomerImport) =>
      (await request<CustomerImportResult>('POST', '/customers/import', input))!,
    onSuccess: (result) => (result.dryRun ? undefined : invalidateCustomers(queryClient)),
  })
}
