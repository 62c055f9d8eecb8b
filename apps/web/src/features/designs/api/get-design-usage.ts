import type { DesignRef } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designKeys } from '@/lib/queries/keys'

/** The designs and components that place this component. */
export const getDesignUsage = async (id: string) =>
  (await request<DesignRef[]>('GET', `/designs/${id}/usage`))!

export const designUsageQuery = (id: string) =>
  queryOptions({
    queryKey: designKeys.usage(id),
    queryFn: () => getDesignUsage(id),
  })

export const useDesignUsage = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...designUsageQuery(id), enabled })
