import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { companiesKey } from './get-companies'
import { membersKey } from './get-members'

export const transferOwnership = (userId: string) =>
  request<void>('POST', '/members/transfer-ownership', { userId })

export function useTransferOwnership() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: transferOwnership,
    // The caller is an admin afterwards: the company's own record says so too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKey(companyId ?? '') }),
        queryClient.invalidateQueries({ queryKey: companiesKey }),
      ]),
  })
}
