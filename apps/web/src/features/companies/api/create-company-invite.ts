import type { InviteCreateInput, SentInvite } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { companyInvitesKey } from './get-company-invites'

export const createCompanyInvite = (input: InviteCreateInput) =>
  request<SentInvite>('POST', '/company-invites', input)

export function useCreateCompanyInvite() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: createCompanyInvite,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyInvitesKey(companyId ?? '') }),
  })
}
