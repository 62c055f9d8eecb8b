import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companiesKey } from './get-companies'

export const deleteCompany = (id: string) => request<void>('DELETE', `/companies/${id}`)

export function useDeleteCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...companiesKey, id] })
      return queryClient.invalidateQueries({ queryKey: companiesKey, exact: true })
    },
  })
}
