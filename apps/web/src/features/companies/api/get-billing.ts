import type { Billing } from '@designer/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { billingKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

/** The selected company's subscription; answered even after the trial, so a company can pay. */
export const getBilling = () => request<Billing>('GET', '/billing')

export const billingKey = billingKeys.of

export const billingQuery = (companyId: string) =>
  queryOptions({ queryKey: billingKey(companyId), queryFn: getBilling })

export function useBilling() {
  const { companyId } = useSession()
  return useQuery({ ...billingQuery(companyId ?? ''), enabled: companyId !== null })
}
