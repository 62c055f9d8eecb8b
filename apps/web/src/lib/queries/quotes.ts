import {
  type Quote,
  type QuoteList,
  type QuoteListQuery,
  type QuoteSteps,
  type QuoteUpdate,
  quoteNumber,
} from '@designer/contract'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { request } from '../api'
import { useCurrentCompany } from '../current-company'
import { downloadFile } from '../download'
import { queryString } from '../query-string'
import { useSession } from '../use-session'
import { customerKeys, quoteKeys } from './keys'

/**
 * Quotes for the studio (docs/decisions/023 and 043). Below the features: the quotes inbox, a
 * customer's page, a configurator's activity, the dashboard and the sidebar all read them.
 */

export const quotesQuery = (companyId: string, params: QuoteListQuery) =>
  queryOptions({
    queryKey: quoteKeys.list(companyId, params),
    queryFn: async () => (await request<QuoteList>('GET', `/quotes${queryString(params)}`))!,
  })

/** One page of the company's quotes: a customer's, a configurator's, or the latest of all. */
export function useQuotes(params: QuoteListQuery) {
  const { companyId } = useSession()
  return useQuery({
    ...quotesQuery(companyId ?? '', params),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

/** How many of the newest requests the dashboard's card shows. */
export const NEW_REQUESTS_SHOWN = 5

/**
 * The requests nobody at the studio has touched yet, newest first: the sidebar's badge counts
 * them and the dashboard's card lists them, from this one query. Kept live by the realtime
 * connection (`quotes.*` events make the quotes' keys stale).
 */
export function useNewQuoteRequests() {
  const { companyId } = useSession()
  // Asked on every page (the sidebar's badge): only of a company in use, since a company-scoped
  // call of one whose trial has ended sends the person to the trial-expired page at once.
  const { data: company } = useCurrentCompany()
  return useQuery({
    ...quotesQuery(companyId ?? '', {
      status: 'requested',
      sort: '-created',
      page: 1,
      pageSize: NEW_REQUESTS_SHOWN,
    }),
    enabled: companyId !== null && company?.id === companyId && company.usable,
  })
}

export const quoteQuery = (id: string) =>
  queryOptions({
    queryKey: quoteKeys.detail(id),
    queryFn: async () => (await request<Quote>('GET', `/quotes/${id}`))!,
  })

/** The quote's steps, oldest first; under the quote's key, so whatever refreshes it refreshes them. */
export const quoteStepsQuery = (id: string) =>
  queryOptions({
    queryKey: [...quoteKeys.detail(id), 'steps'] as const,
    queryFn: async () => (await request<QuoteSteps>('GET', `/quotes/${id}/steps`))!.steps,
  })

/** The quote as the server has it now: what a stale save is compared with. */
export const latestQuote = async (id: string) => (await request<Quote>('GET', `/quotes/${id}`))!

/**
 * A changed quote is shown at once where it is open; lists of quotes and the customers'
 * timelines (whose quote entries carry the total) are asked again.
 */
function changed(queryClient: QueryClient, quote: Quote) {
  queryClient.setQueryData(quoteKeys.detail(quote.id), quote)
  void queryClient.invalidateQueries({ queryKey: quoteStepsQuery(quote.id).queryKey })
  void queryClient.invalidateQueries({ queryKey: [...quoteKeys.all, 'list'] })
  if (quote.customer) {
    void queryClient.invalidateQueries({ queryKey: customerKeys.detail(quote.customer.id) })
  }
}

/** Saves lines, discount, validity, notes and status; a stale version answers 409 `conflict`. */
export function useUpdateQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: QuoteUpdate }) =>
      (await request<Quote>('PUT', `/quotes/${id}`, input))!,
    onSuccess: (quote) => changed(queryClient, quote),
  })
}

/** Mails the customer the address of the quote's PDF; the quote becomes sent. */
export function useSendQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await request<{ quote: Quote; pdfUrl: string }>('POST', `/quotes/${id}/send`))!,
    onSuccess: ({ quote }) => changed(queryClient, quote),
  })
}

/** The quote's PDF as the server renders it from what is saved. */
export const downloadQuotePdf = (quote: Pick<Quote, 'id' | 'number'>) =>
  downloadFile(`/quotes/${quote.id}/pdf`, `${quoteNumber(quote.number)}.pdf`)
