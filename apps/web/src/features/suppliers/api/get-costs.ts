import type { CostOverviewItem, CostOverviewQuery } from '@designer/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { costKeys } from '@/lib/queries/design-cost'
import { useSession } from '@/lib/use-session'

export type CostOverviewParams = Omit<CostOverviewQuery, 'sort' | 'flagged'> & {
  sort?: CostOverviewQuery['sort']
  /** Sent only when true: the API's default is false. */
  flagged?: boolean
}

export type CostOverview = { items: CostOverviewItem[]; total: number }

export const getCosts = async (params: CostOverviewParams) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== false) search.set(key, String(value))
  }
  const qs = search.toString()
  return (await request<CostOverview>('GET', qs ? `/costs?${qs}` : '/costs'))!
}

// The company is part of the key: switching company must not show the other one's costs.
export const costsQuery = (companyId: string, params: CostOverviewParams) =>
  queryOptions({
    queryKey: costKeys.overview(companyId, params),
    queryFn: () => getCosts(params),
  })

/** A page of the cost overview; the previous page stays on screen while the next one loads. */
export function useCosts(params: CostOverviewParams) {
  const { companyId } = useSession()
  return useQuery({
    ...costsQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}
