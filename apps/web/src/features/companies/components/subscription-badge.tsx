import type { SubscriptionStatus } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'

type Subscription = {
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

const variants: Record<SubscriptionState, BadgeProps['variant']> = {
  trial: 'secondary',
  trialEnded: 'destructive',
  active: 'success',
  cancelling: 'warning',
  pastDue: 'warning',
  cancelled: 'outline',
  ended: 'destructive',
}

export function SubscriptionBadge({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const state = subscriptionState(subscription)
  return <Badge variant={variants[state]}>{t(`companies.state.${state}`)}</Badge>
}
