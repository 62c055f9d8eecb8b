import { CUSTOMER_SORTS, CUSTOMER_STAGES } from '@designer/contract'
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
