import type { SupplierItemImport, SupplierItemImportResult } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

/** Checks (`dryRun`) or imports a CSV of supplier items; each row says what it did or why not. */
export const importSupplierItems = async (input: SupplierItemImport) =>
  (await request<SupplierItemImportResult>('POST', '/supplier-items/import', input))!

export function useImportSupplierItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importSupplierItems,
    onSuccess: (result) => (result.dryRun ? undefined : invalidateSupplierData(queryClient)),
  })
}
