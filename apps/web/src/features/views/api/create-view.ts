import type { View, ViewInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { viewQuery } from './get-view'
import { invalidateViewLists } from './get-views'

export const createView = async (input: ViewInput) =>
  (await request<View>('POST', '/views', input))!

export function useCreateView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createView,
    onSuccess: (view) => {
      queryClient.setQueryData(viewQuery(view.id).queryKey, view)
      return invalidateViewLists(queryClient)
    },
  })
}
