import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { membersKey } from './get-members'

export const removeMember = (userId: string) => request<void>('DELETE', `/members/${userId}`)

export function useRemoveMember() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(companyId ?? '') }),
  })
}
