import type { SupplierItem, SupplierItemListQuery } from '@designer/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { supplierItemKeys } from '@/lib/queries/keys'
import { queryString } from '@/lib/query-string'
import { useSession } from '@/lib/use-session'

export type SupplierItemList = { items: SupplierItem[]; total: number }

/** The list's filters as the API takes them (the export takes the same ones). */
export type SupplierItemFilters = Omit<SupplierItemListQuery, 'page' | 'pageSize'>

export const getSupplierItems = async (params: SupplierItemListQuery) =>
  (await request<SupplierItemList>('GET', `/supplier-items${queryString(params)}`))!

export const supplierItemsQuery = (companyId: string, params: SupplierItemListQuery) =>
  queryOptions({
    queryKey: supplierItemKeys.list(companyId, params),
    queryFn: () => getSupplierItems(params),
  })

/** A page of supplier items; the previous page stays on screen while the next one loads. */
export function useSupplierItems(params: SupplierItemListQuery) {
  const { companyId } = useSession()
  return useQuery({
    ...supplierItemsQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}
