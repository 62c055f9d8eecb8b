import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companiesKey } from './get-companies'

export const leaveCompany = () => request<void>('POST', '/members/leave')

export function useLeaveCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  })
}
