import type { Supplier, SupplierListQuery } from '@designer/contract'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { costKeys } from '@/lib/queries/design-cost'
import { supplierItemKeys, supplierKeys } from '@/lib/queries/keys'
import { queryString } from '@/lib/query-string'
import { useSession } from '@/lib/use-session'

export type SupplierList = { items: Supplier[]; total: number }

export const getSuppliers = async (params: SupplierListQuery) =>
  (await request<SupplierList>('GET', `/suppliers${queryString(params)}`))!

// The company is part of the key: switching company must not show the other one's suppliers.
export const suppliersQuery = (companyId: string, params: SupplierListQuery) =>
  queryOptions({
    queryKey: supplierKeys.list(companyId, params),
    queryFn: () => getSuppliers(params),
  })

/** A page of suppliers; the previous page stays on screen while the next one loads. */
export function useSuppliers(params: SupplierListQuery) {
  const { companyId } = useSession()
  return useQuery({
    ...suppliersQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

// The API's largest page. A studio buys from a few dozen suppliers; past that the selects name
// the first hundred, and the list's search finds the rest.
const OPTIONS: SupplierListQuery = { status: 'all', pageSize: 100 }

/** Every supplier (archived ones too), by name, for the selects of the items tab and forms. */
export function useSupplierOptions() {
  const { companyId } = useSession()
  return useQuery({
    ...suppliersQuery(companyId ?? '', OPTIONS),
    enabled: companyId !== null,
    staleTime: 30_000,
  })
}

/**
 * A write to a supplier or an item changes both lists (an item count, a supplier's name or
 * status on its items), and what designs cost (a price, an archived supplier's flag).
 */
export const invalidateSupplierData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
    queryClient.invalidateQueries({ queryKey: supplierItemKeys.all }),
    queryClient.invalidateQueries({ queryKey: costKeys.all }),
  ])
