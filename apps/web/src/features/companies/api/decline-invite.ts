import { useMutation } from '@tanstack/react-query'
import { request } from '@/lib/api'

export const declineInvite = (id: string) => request<void>('POST', `/invites/${id}/decline`)

export const useDeclineInvite = () => useMutation({ mutationFn: declineInvite })
