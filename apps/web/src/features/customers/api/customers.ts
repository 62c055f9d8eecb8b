import type {
  Customer,
  CustomerInput,
  CustomerListQuery,
  CustomerTag,
  CustomerTagInput,
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
import { downloadFile } from '@/lib/download'
import { customerKeys } from '@/lib/queries/keys'
import { membersQuery } from '@/lib/queries/members'
import { queryString } from '@/lib/query-string'
import { useSession } from '@/lib/use-session'

/** The customers area's calls: the list, one customer, tags, members as owners, writes. */

export type CustomerList = { items: Customer[]; total: number }

const tagKeys = (companyId: string) => [...customerKeys.all, 'tags', companyId] as const

// The company is part of the key: switching company must not show the other one's customers.
export function useCustomers(params: CustomerListQuery) {
  const { companyId } = useSession()
  return useQuery({
    queryKey: customerKeys.list(companyId ?? '', params),
    queryFn: async () => (await request<CustomerList>('GET', `/customers${queryString(params)}`))!,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  })
}

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async () => (await request<Customer>('GET', `/customers/${id}`))!,
  })

export const useCustomer = (id: string) => useQuery(customerQuery(id))

/** Companies a person can work for: the company customers, by name. */
export function useCompanyCustomers() {
  const { companyId } = useSession()
  const params: CustomerListQuery = { kind: 'company', pageSize: 100 }
  return useQuery({
    queryKey: customerKeys.list(companyId ?? '', params),
    queryFn: async () => (await request<CustomerList>('GET', `/customers${queryString(params)}`))!,
    enabled: companyId !== null,
    staleTime: 30_000,
  })
}

export function useCustomerTags() {
  const { companyId } = useSession()
  return useQuery({
    queryKey: tagKeys(companyId ?? ''),
    queryFn: async () => (await request<CustomerTag[]>('GET', '/customer-tags'))!,
    enabled: companyId !== null,
    staleTime: 30_000,
  })
}

/** The company's members, who can look after a customer; the members page's own key. */
export function useOwners() {
  const { companyId } = useSession()
  return useQuery({
    ...membersQuery(companyId ?? ''),
    enabled: companyId !== null,
    staleTime: 30_000,
  })
}

/** Any write to customers or tags can change every list, count and detail of the area. */
export const invalidateCustomers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: customerKeys.all })

/** A customer as PUT takes it back: everything it has, nothing the server computes. */
export function customerToInput(c: Customer): CustomerInput {
  return {
    kind: c.kind,
    name: c.name,
    email: c.email,
    companyContactId: c.companyContact?.id ?? null,
    phones: c.phones,
    language: c.language,
    addresses: c.addresses,
    taxId: c.taxId,
    tagIds: c.tags.map((t) => t.id),
    stage: c.stage,
    ownerId: c.owner?.id ?? null,
    marketingConsent: c.marketingConsent,
    notes: c.notes,
  }
}

function useCustomerMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateCustomers(queryClient) })
}

export const useCreateCustomer = () =>
  useCustomerMutation(
    async (input: CustomerInput) => (await request<Customer>('POST', '/customers', input))!,
  )

export const useUpdateCustomer = () =>
  useCustomerMutation(
    async ({ id, input }: { id: string; input: CustomerInput }) =>
      (await request<Customer>('PUT', `/customers/${id}`, input))!,
  )

export const useDeleteCustomer = () =>
  useCustomerMutation((id: string) => request<void>('DELETE', `/customers/${id}`))

export const useAnonymiseCustomer = () =>
  useCustomerMutation(
    async (id: string) => (await request<Customer>('POST', `/customers/${id}/anonymise`))!,
  )

export const useCreateTag = () =>
  useCustomerMutation(
    async (input: CustomerTagInput) =>
      (await request<CustomerTag>('POST', '/customer-tags', input))!,
  )

/** Everything held about one customer, as the JSON file the API makes. */
export const downloadCustomerData = (id: string) =>
  downloadFile(`/customers/${id}/data`, `customer-${id}.json`)

/**
 * The customers the list's filters select, as CSV. Where the decimal point is a comma,
 * spreadsheets expect `;` between columns, so the file follows the reader's language.
 */
export function exportCustomers(filters: CustomerListQuery, language: string) {
  const decimal = new Intl.NumberFormat(language)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value
  const { page, pageSize, ...rest } = filters
  const separator = decimal === ',' ? 'semicolon' : 'comma'
  return downloadFile(`/customers/export${queryString({ ...rest, separator })}`, 'customers.csv')
}
