import type { View } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, request } from '@/lib/api'

export const getView = async (id: string) => (await request<View>('GET', `/views/${id}`))!

export const viewQuery = (id: string) =>
  queryOptions({
    queryKey: ['views', 'detail', id],
    queryFn: () => getView(id),
  })

export const useView = (id: string) =>
  useQuery({
    ...viewQuery(id),
    // A missing view stays missing: say so at once instead of asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    // Opened to be edited: a refetch on focus would not change the form, only cost a request.
    refetchOnWindowFocus: false,
  })
