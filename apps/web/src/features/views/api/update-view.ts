import type { View, ViewInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { viewQuery } from './get-view'
import { invalidateViewLists } from './get-views'

export const updateView = async ({ id, input }: { id: string; input: ViewInput }) =>
  (await request<View>('PUT', `/views/${id}`, input))!

export function useUpdateView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateView,
    onSuccess: (view) => {
      queryClient.setQueryData(viewQuery(view.id).queryKey, view)
      return invalidateViewLists(queryClient)
    },
  })
}
