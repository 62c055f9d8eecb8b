import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { href } from '@/lib/routes'
import { useSession } from '@/lib/use-session'
import { CompanyCard } from './components/company-card'
import { DesignStats } from './components/design-stats'
import { GettingStarted } from './components/getting-started'
import { QuickActions } from './components/quick-actions'
import { QuoteRequests } from './components/quote-requests'
import { RecentDesigns } from './components/recent-designs'
import { UpcomingEvents } from './components/upcoming-events'

function greetingKey(hour: number) {
  if (hour >= 5 && hour < 12) return 'dashboard.greeting.morning'
  if (hour >= 12 && hour < 18) return 'dashboard.greeting.afternoon'
  return 'dashboard.greeting.evening'
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

export function DashboardPage() {
  const { t, i18n } = useTranslation()
  const { user } = useSession()
  if (!user) return null
  const now = new Date()
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(now)

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <PageHeader
        title={t(greetingKey(now.getHours()), { name: firstName(user.name) })}
        description={t('dashboard.subtitle', { date })}
        actions={
          <Button asChild>
            <Link to={href('admin.designs.create')} data-testid="dashboard-new-design">
              <Plus aria-hidden="true" />
              {t('dashboard.newDesign')}
            </Link>
          </Button>
        }
      />
      <DesignStats />
      {/* Two independent columns, so a tall card on one side leaves no gap on the other. One
          column below xl: an explicit minmax(0, 1fr) track, and min-w-0 on each column, so a
          long name truncates inside its card instead of widening the page. New quote requests
          head the right column, and come first on a phone: they wait for an answer. */}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3 xl:grid-rows-[auto_1fr]">
        <div className="min-w-0 xl:col-start-3 xl:row-start-1">
          <QuoteRequests />
        </div>
        <div className="min-w-0 space-y-6 xl:col-span-2 xl:col-start-1 xl:row-span-2 xl:row-start-1">
          <RecentDesigns />
          <GettingStarted user={user} />
        </div>
        <div className="min-w-0 space-y-6 xl:col-start-3 xl:row-start-2">
          <UpcomingEvents />
          <QuickActions />
          <CompanyCard />
        </div>
      </div>
    </div>
  )
}
