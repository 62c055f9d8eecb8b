import type { CompanyCreateData } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'

/** What the create form needs from the server: the trial length above all. */
export const getCompanyCreateData = async () =>
  (await request<CompanyCreateData>('GET', '/companies/create'))!

export const companyCreateDataQuery = queryOptions({
  queryKey: ['company-create-data'],
  queryFn: getCompanyCreateData,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useCompanyCreateData = () => useQuery(companyCreateDataQuery)
