import { useMutation } from '@tanstack/react-query'
import { request } from '@/lib/api'

/**
 * "Subscribe Now": a Stripe Checkout page to go to, or, in local billing mode, the billing page
 * with `?checkout=success` once the subscription is already active.
 */
export const startCheckout = () => request<{ url: string }>('POST', '/stripe/checkout-session')

export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: (result) => {
      if (result) window.location.assign(result.url)
    },
  })
