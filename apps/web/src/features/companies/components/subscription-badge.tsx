import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { type Subscription, type SubscriptionState, subscriptionState } from '@/lib/subscription'

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
