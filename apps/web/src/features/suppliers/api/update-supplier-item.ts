import type { SupplierItem, SupplierItemInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export const updateSupplierItem = async ({ id, input }: { id: string; input: SupplierItemInput }) =>
  (await request<SupplierItem>('PUT', `/supplier-items/${id}`, input))!

export function useUpdateSupplierItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSupplierItem,
    // The price history and the impact live under the item's key, so they refresh too.
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
