import type { SubscriptionStatus } from '@designer/contract'

export type CompanyBilling = {
  subscriptionStatus: string
  trialEndsAt: Date
  currentPeriodEnd: Date | null
}

/**
 * Whether a company may use the product now: on a running trial, paid (a failed payment
 * keeps access while Stripe retries), or cancelled with paid time left.
 */
export function isUsable(c: CompanyBilling, now: Date): boolean {
  switch (c.subscriptionStatus as SubscriptionStatus) {
    case 'active':
    case 'past_due':
      return true
    case 'trialing':
      return c.trialEndsAt > now
    case 'cancelled':
      return c.currentPeriodEnd !== null && c.currentPeriodEnd > now
    default:
      return false
  }
}

export function isOnTrial(c: CompanyBilling, now: Date): boolean {
  return c.subscriptionStatus === 'trialing' && c.trialEndsAt > now
}
