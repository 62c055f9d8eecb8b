import type { DesignSummary } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

export const getDesignSummary = async () =>
  (await request<DesignSummary>('GET', '/designs/summary'))!

// Under ['designs'], so every change the designs pages make refreshes the dashboard too.
export const designSummaryQuery = (companyId: string) =>
  queryOptions({
    queryKey: designKeys.summary(companyId),
    queryFn: getDesignSummary,
  })

/** How many designs and components the company has, and the six changed last. */
export function useDesignSummary() {
  const { companyId } = useSession()
  return useQuery({ ...designSummaryQuery(companyId ?? ''), enabled: companyId !== null })
}
