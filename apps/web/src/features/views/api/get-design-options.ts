import type { DesignListItem } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

const PARAMS = { pageSize: 100, sort: 'name' } as const

// The designs list's own key shape (['designs', 'list', company, params]), so a design created,
// renamed or deleted refreshes these choices too, and the create-design page shares the cache.
export const designOptionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: designKeys.list(companyId, PARAMS),
    queryFn: async () =>
      (await request<{ items: DesignListItem[]; total: number }>(
        'GET',
        `/designs?pageSize=${PARAMS.pageSize}&sort=${PARAMS.sort}`,
      ))!,
  })

/** The designs a view can be made for, by name: the first 100, enough for a select. */
export function useDesignOptions() {
  const { companyId } = useSession()
  return useQuery({ ...designOptionsQuery(companyId ?? ''), enabled: companyId !== null })
}
