import type { MaterialAppearances, SupplierItem } from '@designer/contract'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../api'
import { useSession } from '../use-session'
import { supplierItemKeys } from './keys'

type SupplierItemList = { items: SupplierItem[]; total: number }

/**
 * The company's supplier items for the editor's material pickers: the first 100 matching what
 * was typed (archived suppliers' items left out). Under the supplier items' key, so a change
 * made on the suppliers pages shows here.
 */
export function useSupplierItemOptions(q: string, enabled = true) {
  const { companyId } = useSession()
  return useQuery({
    queryKey: [...supplierItemKeys.all, 'options', companyId ?? '', q] as const,
    queryFn: async () => {
      const search = new URLSearchParams({ pageSize: '100' })
      if (q) search.set('q', q)
      return (await request<SupplierItemList>('GET', `/supplier-items?${search}`))!
    },
    enabled: enabled && companyId !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/** One supplier item (the one an object is made of), archived supplier or not. */
export function useSupplierItem(id: string | null | undefined) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: [...supplierItemKeys.all, 'option', id ?? ''] as const,
    queryFn: async () => (await request<SupplierItem>('GET', `/supplier-items/${id}`))!,
    enabled: Boolean(id),
    staleTime: 60_000,
    // Chosen from a picker's list: already known.
    initialData: () => {
      const lists = queryClient.getQueriesData<SupplierItemList>({
        queryKey: [...supplierItemKeys.all, 'options'],
      })
      for (const [, list] of lists) {
        const found = list?.items.find((item) => item.id === id)
        if (found) return found
      }
      return undefined
    },
  })
}

/**
 * How the company's materials look, by supplier item id, for its 3D views: a part made of one
 * is drawn with it. Under the supplier items' key, so a new colour or texture shows at once.
 */
export function useMaterialAppearances() {
  const { companyId } = useSession()
  return useQuery({
    queryKey: [...supplierItemKeys.all, 'appearances', companyId ?? ''] as const,
    queryFn: async () =>
      (await request<MaterialAppearances>('GET', '/supplier-items/appearances'))!,
    enabled: companyId !== null,
    staleTime: 60_000,
  })
}
