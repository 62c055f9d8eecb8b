import type { Member } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { memberKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

/** The selected company's members; the request helper sends the company header. */
export const getMembers = () => request<Member[]>('GET', '/members')

export const membersKey = memberKeys.of

export const membersQuery = (companyId: string) =>
  queryOptions({ queryKey: membersKey(companyId), queryFn: getMembers })

export function useMembers() {
  const { companyId } = useSession()
  return useQuery({ ...membersQuery(companyId ?? ''), enabled: companyId !== null })
}
