import type { PriceImpact } from '@designer/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { supplierItemKeys } from '@/lib/queries/keys'

/** What a new unit cost (minor units) would change in the designs that use the item. */
export const getPriceImpact = async (id: string, amount: number) =>
  (await request<PriceImpact>('GET', `/supplier-items/${id}/impact?amount=${amount}`))!

export const priceImpactQuery = (id: string, amount: number) =>
  queryOptions({
    queryKey: [...supplierItemKeys.detail(id), 'impact', amount] as const,
    queryFn: () => getPriceImpact(id, amount),
  })

/** Asked only while `amount` is a new cost; the last answer stays while the next one loads. */
export function usePriceImpact(id: string, amount: number | null) {
  return useQuery({
    ...priceImpactQuery(id, amount ?? 0),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  })
}
