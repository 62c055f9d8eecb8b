import type { Camera, View } from '@designer/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../api'
import { useSession } from '../use-session'
import { viewKeys } from './keys'

/** The saved views of one design, keyed by the company like every company-scoped list. */
export const designViewsQuery = (companyId: string, designId: string) =>
  queryOptions({
    queryKey: viewKeys.list(companyId, { designId }),
    queryFn: async () =>
      (await request<{ items: View[]; total: number }>(
        'GET',
        `/views?designId=${designId}&pageSize=100`,
      ))!,
  })

export function useDesignViews(designId: string) {
  const { companyId } = useSession()
  return useQuery({ ...designViewsQuery(companyId ?? '', designId), enabled: companyId !== null })
}

export function useSaveView(designId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { name: string; description: string; camera: Camera }) =>
      request<View>('POST', '/views', { ...input, designId }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  })
}
