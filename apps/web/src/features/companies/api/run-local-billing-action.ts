import type { Billing, LOCAL_BILLING_ACTIONS } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { useSession } from '@/lib/use-session'
import { billingKey } from './get-billing'
import { companiesKey } from './get-companies'
import { verifyUser } from './verify-user'

export type LocalBillingAction = (typeof LOCAL_BILLING_ACTIONS)[number]

/** Local billing mode only: moves the subscription to any state, without payment. */
export const runLocalBillingAction = (action: LocalBillingAction) =>
  request<Billing>('POST', '/billing/local', { action })

export function useRunLocalBillingAction() {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  return useMutation({
    mutationFn: runLocalBillingAction,
    onSuccess: async (billing) => {
      if (billing) queryClient.setQueryData(billingKey(companyId ?? ''), billing)
      // The shell's badges read the company; its "Subscribe Now" reads the user's trial flag.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesKey }),
        verifyUser().catch(() => null),
      ])
    },
  })
}
