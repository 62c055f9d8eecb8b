import type { CompanyInvite } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { companyInvitesKey } from './get-company-invites'

export const resendCompanyInvite = (id: string) =>
  request<CompanyInvite>('POST', `/company-invites/${id}/resend`)

export function useResendCompanyInvite() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: resendCompanyInvite,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: companyInvitesKey(companyId ?? '') }),
  })
}
