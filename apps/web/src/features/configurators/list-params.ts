import { CONFIGURATOR_SORTS } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'

/** The list keeps its search, filter, order and page in the URL (lib/use-list-params.ts). */
const spec = {
  schema: z.object({
    q: z.string().trim().default(''),
    status: z.enum(['draft', 'published']).nullable().default(null),
    sort: z.enum(CONFIGURATOR_SORTS).default('-updated'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type ConfiguratorListParams = z.output<typeof spec.schema>
export const useConfiguratorListParams = () => useListParams(spec)
