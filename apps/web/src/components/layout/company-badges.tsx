import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { useCurrentCompany } from '@/lib/current-company'
import { href } from '@/lib/routes'
import { type SubscriptionState, subscriptionState } from '@/lib/subscription'

type BadgeSpec = { label: string; variant: 'warning' | 'destructive'; testId: string }
const trialEnded: BadgeSpec = {
  label: 'shell.badges.trialEnded',
  variant: 'destructive',
  testId: 'badge-trial-ended',
}
const cancelled: BadgeSpec = {
  label: 'shell.badges.cancelled',
  variant: 'destructive',
  testId: 'badge-cancelled',
}

/**
 * The badge of each state of the subscription, from the same reading as billing, the dashboard
 * and the trial-expired page, so they never tell different stories: a trial that has run out is
 * no longer "Trial", and a subscription cancelled at the end of its period is "Cancelled".
 */
const BADGES: Record<SubscriptionState, BadgeSpec | null> = {
  trial: { label: 'shell.badges.trial', variant: 'warning', testId: 'badge-trial' },
  trialEnded,
  active: null,
  pastDue: null,
  cancelling: cancelled,
  cancelled,
  ended: cancelled,
}

/**
 * Spec §1: a Trial badge while the selected company is on trial, a Cancelled badge when its
 * subscription is cancelled. Both lead to billing, where the person can act on them.
 */
export function CompanyBadges() {
  const { t } = useTranslation()
  const { data: company } = useCurrentCompany()
  if (!company) return null
  const badge = BADGES[subscriptionState(company)]
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-40 truncate font-medium text-sm md:inline" title={company.name}>
        {company.name}
      </span>
      {badge && (
        <Badge variant={badge.variant} asChild data-testid={badge.testId}>
          <Link to={href('admin.company.billing')}>{t(badge.label)}</Link>
        </Badge>
      )}
    </div>
  )
}
