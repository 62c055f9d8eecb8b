import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { Badge } from '@/components/ui/badge'
import { useCurrentCompany } from '@/lib/current-company'

/**
 * Spec §1: a Trial badge while the selected company is on trial, a Cancelled badge when its
 * subscription is cancelled. Both lead to billing, where the person can act on them.
 */
export function CompanyBadges() {
  const { t } = useTranslation()
  const { data: company } = useCurrentCompany()
  if (!company) return null
  const badges: {
    key: string
    label: string
    variant: 'warning' | 'destructive'
    testId: string
  }[] = []
  if (company.subscriptionStatus === 'trialing') {
    badges.push({
      key: 'trial',
      label: t('shell.badges.trial'),
      variant: 'warning',
      testId: 'badge-trial',
    })
  }
  if (company.subscriptionStatus === 'cancelled') {
    badges.push({
      key: 'cancelled',
      label: t('shell.badges.cancelled'),
      variant: 'destructive',
      testId: 'badge-cancelled',
    })
  }
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-40 truncate font-medium text-sm md:inline" title={company.name}>
        {company.name}
      </span>
      {badges.map((b) => (
        <Badge key={b.key} variant={b.variant} asChild data-testid={b.testId}>
          <Link to={href('admin.company.billing')}>{b.label}</Link>
        </Badge>
      ))}
    </div>
  )
}
