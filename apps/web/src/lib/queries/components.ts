import type { DesignListItem } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { request } from '../api'
import { useSession } from '../use-session'
import { designKeys } from './keys'

const PARAMS = { type: 'component', sort: 'name', pageSize: 100 } as const

/**
 * The company's components, offered in the Add Object dialog and the pickers. Keyed by the
 * company, like every company-scoped query: after a switch of company the other one's
 * components are never shown from the cache.
 */
export const componentsQuery = (companyId: string) => ({
  queryKey: designKeys.list(companyId, PARAMS),
  queryFn: async () =>
    (await request<{ items: DesignListItem[]; total: number }>(
      'GET',
      '/designs?type=component&sort=name&pageSize=100',
    ))!,
})

export function useComponents() {
  const { companyId } = useSession()
  return useQuery({ ...componentsQuery(companyId ?? ''), enabled: companyId !== null })
}
