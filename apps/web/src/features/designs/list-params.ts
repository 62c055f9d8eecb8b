import { DESIGN_SORTS, DESIGN_TYPES } from '@designer/contract'
import { z } from 'zod'
import { useListParams as useUrlListParams } from '@/lib/use-list-params'

export const VIEWS = ['table', 'grid'] as const
export type View = (typeof VIEWS)[number]

/** What the designs list shows, all of it kept in the URL (lib/use-list-params.ts). */
const designsList = {
  schema: z.object({
    q: z.string().trim().default(''),
    type: z.enum(DESIGN_TYPES).nullable().default(null),
    sort: z.enum(DESIGN_SORTS).default('-updated'),
    page: z.coerce.number().int().min(1).default(1),
    view: z.enum(VIEWS).default('table'),
  }),
  keepsPage: ['view'] as const,
}
export type ListParams = z.output<typeof designsList.schema>

export const useListParams = () => useUrlListParams(designsList)
