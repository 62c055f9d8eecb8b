import type { Supplier, SupplierInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export const createSupplier = async (input: SupplierInput) =>
  (await request<Supplier>('POST', '/suppliers', input))!

export function useCreateSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
