import type { Design, DesignCreateInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { designQuery } from '@/lib/design-query'
import { invalidateDesignLists } from './get-designs'

export const createDesign = async (input: DesignCreateInput) =>
  (await request<Design>('POST', '/designs', input))!

export function useCreateDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDesign,
    onSuccess: (design) => {
      queryClient.setQueryData(designQuery(design.id).queryKey, design)
      return invalidateDesignLists(queryClient)
    },
  })
}
