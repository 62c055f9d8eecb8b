import type { CompanyInvite } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companyInviteKeys } from '@/lib/queries/keys'
import { membersQuery } from '@/lib/queries/members'
import { useSession } from '@/lib/use-session'

/**
 * Whether the company is more than one person, or has asked someone to join: the dashboard's
 * "Invite your team" step. Under the same keys as the members page, so an invitation sent or
 * accepted there refreshes this too.
 */
export function useHasTeam(): boolean {
  const { companyId } = useSession()
  const enabled = companyId !== null
  const members = useQuery({ ...membersQuery(companyId ?? ''), enabled })
  const invites = useQuery({
    queryKey: companyInviteKeys.of(companyId ?? ''),
    queryFn: () => request<CompanyInvite[]>('GET', '/company-invites'),
    enabled,
  })
  return (
    (members.data?.length ?? 0) > 1 ||
    (invites.data ?? []).some((invite) => invite.status === 'pending')
  )
}
