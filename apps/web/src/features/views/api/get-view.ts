import type { View } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { viewKeys } from '@/lib/queries/keys'

export const getView = async (id: string) => (await request<View>('GET', `/views/${id}`))!

export const viewQuery = (id: string) =>
  queryOptions({
    queryKey: viewKeys.detail(id),
    queryFn: () => getView(id),
  })

export const useView = (id: string) =>
  useQuery({
    ...viewQuery(id),
    // Opened to be edited: a refetch on focus would not change the form, only cost a request.
    refetchOnWindowFocus: false,
  })
