import type { Role } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { membersKey } from './get-members'

export const changeMemberRole = ({ userId, role }: { userId: string; role: Role }) =>
  request<void>('PUT', `/members/${userId}`, { role })

export function useChangeMemberRole() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(companyId ?? '') }),
  })
}
