import type { Member } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'

/** The selected company's members; the request helper sends the company header. */
export const getMembers = () => request<Member[]>('GET', '/members')

export const membersKey = (companyId: string) => ['members', companyId] as const

export const membersQuery = (companyId: string) =>
  queryOptions({ queryKey: membersKey(companyId), queryFn: getMembers })

export function useMembers() {
  const { companyId } = useSession()
  return useQuery({ ...membersQuery(companyId ?? ''), enabled: companyId !== null })
}
