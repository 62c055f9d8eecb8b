import type { CompanyInvite } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companyInviteKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

/** The invitations the selected company has sent, newest first. */
export const getCompanyInvites = () => request<CompanyInvite[]>('GET', '/company-invites')

export const companyInvitesKey = companyInviteKeys.of

export const companyInvitesQuery = (companyId: string) =>
  queryOptions({ queryKey: companyInvitesKey(companyId), queryFn: getCompanyInvites })

export function useCompanyInvites({ enabled = true }: { enabled?: boolean } = {}) {
  const { companyId } = useSession()
  return useQuery({
    ...companyInvitesQuery(companyId ?? ''),
    enabled: enabled && companyId !== null,
  })
}
