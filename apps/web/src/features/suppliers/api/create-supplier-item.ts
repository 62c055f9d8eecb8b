import type { SupplierItem, SupplierItemInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export const createSupplierItem = async (input: SupplierItemInput) =>
  (await request<SupplierItem>('POST', '/supplier-items', input))!

export function useCreateSupplierItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSupplierItem,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
