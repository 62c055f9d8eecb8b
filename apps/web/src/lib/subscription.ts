import type { SubscriptionStatus } from '@designer/contract'

export type Subscription = {
  subscriptionStatus: SubscriptionStatus
  usable: boolean
  cancelAtPeriodEnd: boolean
}

/**
 * One word for where a company's subscription stands. A trial or a cancelled subscription that
 * has run out is "ended": the company can no longer be used until someone subscribes.
 */
export type SubscriptionState =
  | 'trial'
  | 'trialEnded'
  | 'active'
  | 'cancelling'
  | 'pastDue'
  | 'cancelled'
  | 'ended'

export function subscriptionState(s: Subscription): SubscriptionState {
  switch (s.subscriptionStatus) {
    case 'trialing':
      return s.usable ? 'trial' : 'trialEnded'
    case 'active':
      return s.cancelAtPeriodEnd ? 'cancelling' : 'active'
    case 'past_due':
      return 'pastDue'
    case 'cancelled':
      return s.usable ? 'cancelled' : 'ended'
  }
}
