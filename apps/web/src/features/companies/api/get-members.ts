import type { Member } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { memberKeys } from '@/lib/queries/keys'
import { membersQuery } from '@/lib/queries/members'
import { useSession } from '@/lib/use-session'

/** The selected company's members; the request helper sends the company header. */
export const getMembers = () => request<Member[]>('GET', '/members')

export const membersKey = memberKeys.of

export { membersQuery }

export function useMembers() {
  const { companyId } = useSession()
  return useQuery({ ...membersQuery(companyId ?? ''), enabled: companyId !== null })
}
