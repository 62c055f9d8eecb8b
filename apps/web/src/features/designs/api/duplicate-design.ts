import type { Design } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designQuery } from '@/lib/design-query'
import { invalidateDesignLists } from './get-designs'

/** A copy named "<name> (copy)" by the server. */
export const duplicateDesign = async (id: string) =>
  (await request<Design>('POST', `/designs/${id}/duplicate`))!

export function useDuplicateDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: duplicateDesign,
    onSuccess: (design) => {
      queryClient.setQueryData(designQuery(design.id).queryKey, design)
      return invalidateDesignLists(queryClient)
    },
  })
}
