import type { Company } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companyKeys } from '@/lib/queries/keys'

/** The caller's companies, each with the caller's role and its subscription state. */
export const getCompanies = async () => (await request<Company[]>('GET', '/companies'))!

// The selected company's own query (lib/current-company) sits under this key as well.
export const companiesKey = companyKeys.all

export const companiesQuery = queryOptions({ queryKey: companiesKey, queryFn: getCompanies })

export const useCompanies = () => useQuery(companiesQuery)
