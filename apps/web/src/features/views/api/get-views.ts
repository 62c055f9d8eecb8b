import type { View, ViewListQuery } from '@designer/contract'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { viewKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

export type ViewListParams = Omit<ViewListQuery, 'sort'> & { sort?: ViewListQuery['sort'] }

export type ViewList = { items: View[]; total: number }

/** Every views query sits under this key; the editor invalidates it when it saves a view. */
export const viewsKey = viewKeys.all

export const getViews = async (params: ViewListParams) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return (await request<ViewList>('GET', qs ? `/views?${qs}` : '/views'))!
}

// The company is part of the key: switching company must not show the other one's views.
export const viewsQuery = (companyId: string, params: ViewListParams) =>
  queryOptions({
    queryKey: viewKeys.list(companyId, params),
    queryFn: () => getViews(params),
  })

/** A page of views; the previous page stays on screen while the next one loads. */
export function useViews(params: ViewListParams) {
  const { companyId } = useSession()
  return useQuery({
    ...viewsQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

/** After a write every list is stale; the details other than the one written are not. */
export const invalidateViewLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: viewsKey,
    predicate: (query) => query.queryKey[1] !== 'detail',
  })
