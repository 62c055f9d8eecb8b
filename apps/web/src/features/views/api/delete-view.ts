import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { viewQuery } from './get-view'
import { invalidateViewLists } from './get-views'

export const deleteView = (id: string) => request<void>('DELETE', `/views/${id}`)

export function useDeleteView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteView,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: viewQuery(id).queryKey, exact: true })
      return invalidateViewLists(queryClient)
    },
  })
}
