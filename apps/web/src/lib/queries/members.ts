import type { Member } from '@designer/contract'
import { queryOptions } from '@tanstack/react-query'
import { request } from '../api'
import { memberKeys } from './keys'

/** The selected company's members (the request helper sends the company header). */
export const membersQuery = (companyId: string) =>
  queryOptions({
    queryKey: memberKeys.of(companyId),
    queryFn: async () => (await request<Member[]>('GET', '/members'))!,
  })
