import type { Company } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './api'
import { companyKeys } from './queries/keys'
import { useSession } from './use-session'

/**
 * The selected company (GET /companies/{id}). It lives in lib because the shell's badges, the
 * dashboard and the company pages all read it. The key sits under `['companies']`, so
 * invalidating the list refreshes it too.
 */
export const currentCompanyQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    // Not a company-scoped call: it answers even after the trial, never the helper's null.
    queryFn: async () => (await request<Company>('GET', `/companies/${id}`))!,
  })

/**
 * The selected company, or no query at all while none is selected (or `enabled` is false: a
 * page outside the company has no use for it).
 */
export function useCurrentCompany({ enabled = true }: { enabled?: boolean } = {}) {
  const { companyId } = useSession()
  return useQuery({
    ...currentCompanyQuery(companyId ?? ''),
    enabled: enabled && companyId !== null,
  })
}
