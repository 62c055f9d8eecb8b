import type { Camera, View } from '@designer/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../api'
import { viewKeys } from './keys'

export const designViewsQuery = (designId: string) =>
  queryOptions({
    queryKey: [...viewKeys.lists(), { designId }],
    queryFn: async () =>
      (await request<{ items: View[]; total: number }>(
        'GET',
        `/views?designId=${designId}&pageSize=100`,
      ))!,
  })

export const useDesignViews = (designId: string) => useQuery(designViewsQuery(designId))

export function useSaveView(designId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { name: string; description: string; camera: Camera }) =>
      request<View>('POST', '/views', { ...input, designId }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  })
}
