import type { CompanyCreateData } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companyKeys } from '@/lib/queries/keys'

/** What the create form needs from the server: the trial length above all. */
export const getCompanyCreateData = async () =>
  (await request<CompanyCreateData>('GET', '/companies/create'))!

export const companyCreateDataQuery = queryOptions({
  queryKey: companyKeys.createData,
  queryFn: getCompanyCreateData,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useCompanyCreateData = () => useQuery(companyCreateDataQuery)
