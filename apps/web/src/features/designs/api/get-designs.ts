import type { DESIGN_SORTS, DesignListItem, DesignType } from '@designer/contract'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

export type DesignSort = (typeof DESIGN_SORTS)[number]

export type DesignListParams = {
  q?: string
  type?: DesignType
  sort?: DesignSort
  page?: number
  pageSize?: number
}

export type DesignList = { items: DesignListItem[]; total: number }

/** Every designs query sits under this key: lists, usage, the dashboard's summary, details. */
export const designsKey = designKeys.all

export const getDesigns = async (params: DesignListParams) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return (await request<DesignList>('GET', qs ? `/designs?${qs}` : '/designs'))!
}

// The company is part of the key: switching company must not show the other one's list.
export const designsQuery = (companyId: string, params: DesignListParams) =>
  queryOptions({
    queryKey: designKeys.list(companyId, params),
    queryFn: () => getDesigns(params),
  })

/** A page of designs; the previous page stays on screen while the next one loads. */
export function useDesigns(params: DesignListParams) {
  const { companyId } = useSession()
  return useQuery({
    ...designsQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

/**
 * After a write: every list, count and usage is stale, but the details other than the one
 * written are not, so they are spared a refetch.
 */
export const invalidateDesignLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: designsKey,
    predicate: (query) => query.queryKey[1] !== 'detail',
  })
