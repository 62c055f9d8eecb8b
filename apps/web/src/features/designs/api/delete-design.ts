import type { DesignRef } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, request } from '@/lib/api'
import { designQuery } from '@/lib/design-query'
import { designsKey } from './get-designs'

/**
 * A component still placed somewhere is refused (409 component_in_use) unless `detach` is
 * set: its instances are then removed from the designs that use it.
 */
export const deleteDesign = ({ id, detach = false }: { id: string; detach?: boolean }) =>
  request<void>('DELETE', detach ? `/designs/${id}?detach=true` : `/designs/${id}`)

/** Where the component is used, when the error says it is. */
export function usedByOf(error: unknown): DesignRef[] | null {
  if (!(error instanceof ApiError) || error.code !== 'component_in_use') return null
  const usedBy = (error.details as { usedBy?: DesignRef[] } | undefined)?.usedBy
  return Array.isArray(usedBy) ? usedBy : []
}

export function useDeleteDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: async (_, { id }) => {
      const deleted = designQuery(id).queryKey
      // Stale, not refetched: the page showing it is about to leave, and a refetch would only
      // flash "not found" first. Opened again later, it asks the server and learns it is gone.
      await queryClient.invalidateQueries({ queryKey: deleted, exact: true, refetchType: 'none' })
      // Detaching changed the designs that used it, so their details are stale too.
      return queryClient.invalidateQueries({
        queryKey: designsKey,
        predicate: (query) => query.queryKey[2] !== id,
      })
    },
  })
}
