import { VIEW_SORTS } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'

/** What the views list shows, kept in the URL (lib/use-list-params.ts). */
const viewsList = {
  schema: z.object({
    q: z.string().trim().default(''),
    designId: z.uuid().nullable().default(null),
    sort: z.enum(VIEW_SORTS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type ViewListParams = z.output<typeof viewsList.schema>

export const useViewListParams = () => useListParams(viewsList)
