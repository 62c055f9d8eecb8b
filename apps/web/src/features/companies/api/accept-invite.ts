import { useMutation } from '@tanstack/react-query'
import { request } from '@/lib/api'

/** Joins the company; answers its id. */
export const acceptInvite = async (id: string) =>
  (await request<{ companyId: string }>('POST', `/invites/${id}/accept`))!

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite })
