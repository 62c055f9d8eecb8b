import { QUOTE_SORTS, QUOTE_STATUSES, type QuoteListQuery } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'

/** The inbox keeps its search, status, order and page in the URL (lib/use-list-params.ts). */
const spec = {
  schema: z.object({
    q: z.string().trim().default(''),
    status: z.enum(QUOTE_STATUSES).nullable().default(null),
    sort: z.enum(QUOTE_SORTS).default('-created'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type QuoteListParams = z.output<typeof spec.schema>
export const useQuoteListParams = () => useListParams(spec)

/** What the inbox asks the API for: only what is set, and no default order. */
export function listQueryOf(params: QuoteListParams): QuoteListQuery {
  return {
    q: params.q || undefined,
    status: params.status ?? undefined,
    sort: params.sort === '-created' ? undefined : params.sort,
  }
}

/** Whether a search or the status narrows the list (an empty list then means "no results"). */
export const isFiltered = (params: QuoteListParams) => Boolean(params.q || params.status)
