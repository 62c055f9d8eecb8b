import type { authConfigSchema } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { request } from '@/lib/api'
import { authKeys } from '@/lib/queries/keys'

type AuthConfig = z.infer<typeof authConfigSchema>

export const authConfigQuery = queryOptions({
  queryKey: authKeys.config,
  queryFn: async () =>
    (await request<AuthConfig>('GET', '/auth/config', undefined, { auth: false }))!,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useAuthConfig = () => useQuery(authConfigQuery)
