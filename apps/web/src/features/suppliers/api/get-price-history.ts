import type { SupplierItemCost } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { supplierItemKeys } from '@/lib/queries/keys'

/** An item's price history, newest first (GET /supplier-items/{id}/costs). */
export const getPriceHistory = async (id: string) =>
  (await request<SupplierItemCost[]>('GET', `/supplier-items/${id}/costs`))!

export const priceHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...supplierItemKeys.detail(id), 'costs'] as const,
    queryFn: () => getPriceHistory(id),
  })

export function usePriceHistory(id: string | null) {
  return useQuery({ ...priceHistoryQuery(id ?? ''), enabled: id !== null })
}
