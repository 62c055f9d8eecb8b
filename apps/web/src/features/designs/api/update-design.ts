import type { Design, DesignUpdateInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designQuery } from '@/lib/design-query'
import { invalidateDesignLists } from './get-designs'

/** Name and description; the scene is saved by the editor. */
export const updateDesign = async ({ id, input }: { id: string; input: DesignUpdateInput }) =>
  (await request<Design>('PUT', `/designs/${id}`, input))!

export function useUpdateDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: (design) => {
      queryClient.setQueryData(designQuery(design.id).queryKey, design)
      return invalidateDesignLists(queryClient)
    },
  })
}
