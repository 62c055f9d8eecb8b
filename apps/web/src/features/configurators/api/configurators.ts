import type {
  Configurator,
  ConfiguratorCreate,
  ConfiguratorListQuery,
  ConfiguratorSummary,
  ConfiguratorUpdate,
  ConfiguratorVersion,
  ConfiguratorVersionDetail,
  DesignListItem,
  EmbedSettings,
  EvaluationResult,
  Funnel,
  Selections,
} from '@designer/contract'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { request } from '@/lib/api'
import { configuratorKeys, designKeys } from '@/lib/queries/keys'
import { queryString } from '@/lib/query-string'
import { useSession } from '@/lib/use-session'

/** The configurators area's calls: the list, one configurator, its versions, writes, evaluate. */

export type ConfiguratorList = { items: ConfiguratorSummary[]; total: number }

// The company is part of the key: switching company must not show the other one's list.
export function useConfigurators(params: ConfiguratorListQuery) {
  const { companyId } = useSession()
  return useQuery({
    queryKey: configuratorKeys.list(companyId ?? '', params),
    queryFn: async () =>
      (await request<ConfiguratorList>('GET', `/configurators${queryString(params)}`))!,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

export const configuratorQuery = (id: string) =>
  queryOptions({
    queryKey: configuratorKeys.detail(id),
    queryFn: async () => (await request<Configurator>('GET', `/configurators/${id}`))!,
  })

export const versionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...configuratorKeys.detail(id), 'versions'] as const,
    queryFn: async () =>
      (await request<ConfiguratorVersion[]>('GET', `/configurators/${id}/versions`))!,
  })

/** A published version never changes: read once. */
export const versionQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: [...configuratorKeys.detail(id), 'versions', version] as const,
    queryFn: async () =>
      (await request<ConfiguratorVersionDetail>(
        'GET',
        `/configurators/${id}/versions/${version}`,
      ))!,
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * The draft as the server prices it, with its cost, margin and bill of materials. Keyed by the
 * draft's version, so each save prices again and an older answer is never shown as current.
 */
export function useDraftEvaluation(id: string, version: number, selections: Selections) {
  return useQuery({
    queryKey: [...configuratorKeys.detail(id), 'evaluate', version, selections] as const,
    queryFn: async () =>
      (await request<EvaluationResult>('POST', `/configurators/${id}/evaluate`, {
        selections,
        source: 'draft',
      }))!,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

/** Any write can change every list, count and detail of the area. */
export const invalidateConfigurators = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: configuratorKeys.all })

function useConfiguratorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateConfigurators(queryClient) })
}

export const useCreateConfigurator = () =>
  useConfiguratorMutation(
    async (input: ConfiguratorCreate) =>
      (await request<Configurator>('POST', '/configurators', input))!,
  )

export const useDeleteConfigurator = () =>
  useConfiguratorMutation((id: string) => request<void>('DELETE', `/configurators/${id}`))

export const usePublishConfigurator = () =>
  useConfiguratorMutation(
    async (id: string) => (await request<Configurator>('POST', `/configurators/${id}/publish`))!,
  )

export const useUnpublishConfigurator = () =>
  useConfiguratorMutation(
    async (id: string) => (await request<Configurator>('POST', `/configurators/${id}/unpublish`))!,
  )

/** Saves the draft; a 409 means another tab or person saved since (the editor asks what to keep). */
export const saveConfigurator = async (id: string, input: ConfiguratorUpdate) =>
  (await request<Configurator>('PUT', `/configurators/${id}`, input))!

/** The company's designs (not components) a configurator can be made of, by what was typed. */
export function useConfigurableDesigns(q: string) {
  const { companyId } = useSession()
  const params = { type: 'design', sort: 'name', pageSize: 24, q: q || undefined }
  return useQuery({
    queryKey: designKeys.list(companyId ?? '', params),
    queryFn: async () =>
      (await request<{ items: DesignListItem[]; total: number }>(
        'GET',
        `/designs${queryString(params)}`,
      ))!,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

/** The public page's opens, first changes and quote requests over the last days, and what was chosen. */
export const funnelQuery = (id: string, days = 30) =>
  queryOptions({
    queryKey: [...configuratorKeys.detail(id), 'funnel', days] as const,
    queryFn: async () =>
      (await request<Funnel>('GET', `/configurators/${id}/funnel${queryString({ days })}`))!,
  })

export const embedQuery = (id: string) =>
  queryOptions({
    queryKey: [...configuratorKeys.detail(id), 'embed'] as const,
    queryFn: async () => (await request<EmbedSettings>('GET', `/configurators/${id}/embed`))!,
  })

/** Sets the sites allowed to show the public page in a frame; the answer is the list as kept. */
export function useSaveEmbed(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: EmbedSettings) =>
      (await request<EmbedSettings>('PUT', `/configurators/${id}/embed`, input))!,
    onSuccess: (saved) => queryClient.setQueryData(embedQuery(id).queryKey, saved),
  })
}
