import type { DesignRef } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export const deleteSupplier = (id: string) => request<void>('DELETE', `/suppliers/${id}`)

/**
 * The designs a 409 `code` names in `details.usedBy`, or null when the error is something else
 * (an empty list when the server did not say which).
 */
export function usedByOf(error: unknown, code: string): DesignRef[] | null {
  if (!(error instanceof ApiError) || error.code !== code) return null
  const usedBy = (error.details as { usedBy?: DesignRef[] } | undefined)?.usedBy
  return Array.isArray(usedBy) ? usedBy : []
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
