import type { Company } from '@designer/contract'
import { Building, ChevronRight, CreditCard, type LucideIcon, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useCurrentCompany } from '@/lib/current-company'
import { href } from '@/lib/routes'

function companyState(
  t: ReturnType<typeof useTranslation>['t'],
  company: Company,
  locale: string,
): string {
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' }) : ''
  switch (company.subscriptionStatus) {
    case 'trialing': {
      const days = Math.ceil((new Date(company.trialEndsAt).getTime() - Date.now()) / 86_400_000)
      return days > 0
        ? t('dashboard.company.state.trial', { count: days })
        : t('dashboard.company.state.trialEnded')
    }
    case 'active':
      if (company.cancelAtPeriodEnd && company.currentPeriodEnd)
        return t('dashboard.company.state.cancelling', { date: date(company.currentPeriodEnd) })
      return company.currentPeriodEnd
        ? t('dashboard.company.state.active', { date: date(company.currentPeriodEnd) })
        : t('dashboard.company.state.activeNoDate')
    case 'past_due':
      return t('dashboard.company.state.pastDue')
    case 'cancelled':
      return company.usable
        ? t('dashboard.company.state.cancelled', { date: date(company.currentPeriodEnd) })
        : t('dashboard.company.state.ended')
  }
}

export function CompanyCard() {
  const { t, i18n } = useTranslation()
  const { data: company } = useCurrentCompany()
  const links: { to: string; icon: LucideIcon; label: string; testId: string }[] = [
    {
      to: href('admin.company.profile'),
      icon: Building,
      label: t('dashboard.company.profile'),
      testId: 'dashboard-company-profile',
    },
    {
      to: href('admin.company.members'),
      icon: UsersRound,
      label: t('dashboard.company.members'),
      testId: 'dashboard-company-members',
    },
    {
      to: href('admin.company.billing'),
      icon: CreditCard,
      label: t('dashboard.company.billing'),
      testId: 'dashboard-company-billing',
    },
  ]
  return (
    <Card className="gap-4" data-testid="dashboard-company">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="row-span-2 flex size-10 items-center self-start justify-center rounded-lg bg-muted text-muted-foreground">
          <Building aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>
          <h2 data-testid="dashboard-company-name">
            {company?.name ?? t('dashboard.company.title')}
          </h2>
        </CardTitle>
        <CardDescription data-testid="dashboard-company-state">
          {company ? companyState(t, company, i18n.language) : t('dashboard.company.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="-mx-2">
          {links.map(({ to, icon: Icon, label, testId }) => (
            <li key={testId}>
              <Link
                to={to}
                data-testid={testId}
                className="group flex items-center gap-3 rounded-md px-2 py-2 text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="flex-1 font-medium">{label}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
