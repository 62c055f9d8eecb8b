import type { DesignListItem } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../api'
import { designKeys } from './keys'

/** The company's components, offered in the Add Object dialog. */
export const componentsQuery = queryOptions({
  queryKey: [...designKeys.lists(), { type: 'component', sort: 'name', pageSize: 100 }],
  queryFn: async () =>
    (await request<{ items: DesignListItem[]; total: number }>(
      'GET',
      '/designs?type=component&sort=name&pageSize=100',
    ))!,
})

export const useComponents = () => useQuery(componentsQuery)
