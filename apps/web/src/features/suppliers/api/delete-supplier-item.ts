import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

/** Refused with 409 `supplier_item_in_use` (details.usedBy) while a design names the item. */
export const deleteSupplierItem = (id: string) => request<void>('DELETE', `/supplier-items/${id}`)

export function useDeleteSupplierItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSupplierItem,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
