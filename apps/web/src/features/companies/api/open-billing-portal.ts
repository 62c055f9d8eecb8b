import { useMutation } from '@tanstack/react-query'
import { request } from '@/lib/api'

/** "Manage billing": Stripe's portal, or the billing page with `?portal=local` in local mode. */
export const openBillingPortal = () =>
  request<{ url: string }>('GET', '/stripe/billing-portal-session')

export const useOpenBillingPortal = () =>
  useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (result) => {
      if (result) window.location.assign(result.url)
    },
  })
