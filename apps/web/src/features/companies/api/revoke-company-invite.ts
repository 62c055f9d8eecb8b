import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { companyInvitesKey } from './get-company-invites'

export const revokeCompanyInvite = (id: string) => request<void>('DELETE', `/company-invites/${id}`)

export function useRevokeCompanyInvite() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: revokeCompanyInvite,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: companyInvitesKey(companyId ?? '') }),
  })
}
