import { CUSTOMER_SORTS, CUSTOMER_STAGES, type CustomerListQuery } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'

/** The list keeps its search, filters, order and page in the URL (lib/use-list-params.ts). */
const spec = {
  schema: z.object({
    q: z.string().trim().default(''),
    stage: z.enum(CUSTOMER_STAGES).nullable().default(null),
    tagId: z.uuid().nullable().default(null),
    /** A member's id, or `none`. */
    ownerId: z
      .union([z.uuid(), z.literal('none')])
      .nullable()
      .default(null),
    sort: z.enum(CUSTOMER_SORTS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type CustomerListParams = z.output<typeof spec.schema>
export const useCustomerListParams = () => useListParams(spec)

/** What the list asks the API for: only the filters that are set, and no default order. */
export function listQueryOf(params: CustomerListParams): CustomerListQuery {
  return {
    q: params.q || undefined,
    stage: params.stage ?? undefined,
    tagId: params.tagId ?? undefined,
    ownerId: params.ownerId ?? undefined,
    sort: params.sort === 'name' ? undefined : params.sort,
  }
}

/** Whether a search or a filter narrows the list (an empty list then means "no results"). */
export const isFiltered = (params: CustomerListParams) =>
  Boolean(params.q || params.stage || params.tagId || params.ownerId)
