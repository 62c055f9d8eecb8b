import type { Billing, Company, Member } from '@designer/contract'
import { ArrowRight, ArrowRightLeft, Hourglass, Mail, PartyPopper } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { LoadError } from '@/components/load-error'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { subscriptionState } from '@/lib/subscription'
import { useSession } from '@/lib/use-session'
import { useBilling } from './api/get-billing'
import { useMembers } from './api/get-members'
import { Loading } from './components/loading'
import { SubscribeButton } from './components/subscribe-button'

/** Where the request helper sends everyone whose company can no longer be used. */
export function TrialExpiredPage() {
  const { t } = useTranslation()
  const { companyId } = useSession()
  const company = useCurrentCompany()
  const billing = useBilling()

  if (!companyId) {
    return (
      <Frame>
        <EmptyState
          icon={ArrowRightLeft}
          title={t('companies.expired.noCompanyTitle')}
          description={t('companies.expired.noCompany')}
          action={
            <Button asChild>
              <Link to={href('admin.company.switch')}>{t('companies.expired.switch')}</Link>
            </Button>
          }
        />
      </Frame>
    )
  }
  const error = company.error ?? billing.error
  return (
    <Frame>
      {error ? (
        <LoadError
          error={error}
          onRetry={() => {
            void company.refetch()
            void billing.refetch()
          }}
        />
      ) : !company.data || !billing.data ? (
        <Loading>
          <Card className="items-center px-6 py-10">
            <Skeleton className="size-14 rounded-full" />
            <Skeleton className="h-6 w-72" />
            <Skeleton className="h-4 w-80" />
            <Skeleton className="h-9 w-40" />
          </Card>
        </Loading>
      ) : (
        <Expired company={company.data} billing={billing.data} />
      )}
    </Frame>
  )
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center py-6">
      {children}
    </div>
  )
}

function Expired({ company, billing }: { company: Company; billing: Billing }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { user } = useSession()
  const manyCompanies = (user?.companyIds.length ?? 0) > 1

  // Nothing has expired: the page says where the company stands instead of greeting the
  // person "back" into a company they were never locked out of.
  if (billing.usable) {
    const onTrial = subscriptionState(billing) === 'trial'
    return (
      <Card className="items-center px-6 py-10 text-center" data-testid="trial-expired-open">
        <Icon tone="success">
          <PartyPopper aria-hidden="true" className="size-7" />
        </Icon>
        <div className="space-y-2">
          <h1 className="font-semibold text-2xl tracking-tight">
            {onTrial
              ? t('companies.expired.onTrialTitle', { company: company.name })
              : t('companies.expired.openTitle', { company: company.name })}
          </h1>
          <p className="text-muted-foreground">
            {onTrial
              ? t('companies.expired.onTrial', { count: billing.trialDaysLeft })
              : t('companies.expired.open', { company: company.name })}
          </p>
        </div>
        <Button asChild>
          <Link to={href('admin.dashboard')}>
            {t('companies.expired.toDashboard')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    )
  }

  const trial = billing.subscriptionStatus === 'trialing'
  const date = format.longDate(
    trial ? billing.trialEndsAt : (billing.currentPeriodEnd ?? billing.trialEndsAt),
  )
  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="trial-expired">
      <CardContent className="flex flex-col items-center gap-5 px-6 py-10 text-center">
        <Icon tone="warning">
          <Hourglass aria-hidden="true" className="size-7" />
        </Icon>
        <div className="space-y-2">
          <h1 className="text-balance font-semibold text-2xl tracking-tight">
            {trial
              ? t('companies.expired.trialTitle', { company: company.name })
              : t('companies.expired.paidTitle', { company: company.name })}
          </h1>
          <p className="text-balance text-muted-foreground">
            {trial
              ? t('companies.expired.trialDescription', { date })
              : t('companies.expired.paidDescription', { date })}
          </p>
          <p className="text-muted-foreground text-sm">{t('companies.expired.safe')}</p>
        </div>
        {company.role === 'owner' ? (
          <div className="flex flex-col items-center gap-3">
            <SubscribeButton size="lg" />
            <Link
              to={href('admin.company.billing')}
              className="text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              {t('companies.expired.billing')}
            </Link>
          </div>
        ) : (
          <Owners companyName={company.name} />
        )}
      </CardContent>
      {manyCompanies && (
        <CardFooter className="justify-center border-t bg-muted/40 py-4">
          <Button variant="ghost" size="sm" asChild>
            <Link to={href('admin.company.switch')}>
              <ArrowRightLeft aria-hidden="true" />
              {t('companies.expired.switch')}
            </Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}

function Owners({ companyName }: { companyName: string }) {
  const { t } = useTranslation()
  const members = useMembers()
  const owners = members.data?.filter((m) => m.role === 'owner')
  return (
    <div className="w-full space-y-3 text-left">
      <p className="text-center font-medium text-sm">
        {t('companies.expired.askOwner', { company: companyName })}
      </p>
      {!owners ? (
        <Skeleton className="h-14 w-full" />
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('companies.expired.owners')}>
          {owners.map((owner) => (
            <OwnerRow key={owner.userId} owner={owner} />
          ))}
        </ul>
      )}
    </div>
  )
}

function OwnerRow({ owner }: { owner: Member }) {
  const { t } = useTranslation()
  return (
    <li className="flex items-center gap-3 p-3">
      <Avatar className="size-9">
        {owner.profileUrl && <AvatarImage src={owner.profileUrl} alt={owner.name} />}
        <AvatarFallback name={owner.name} className="bg-primary/10 font-semibold text-primary" />
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{owner.name}</p>
        <p className="truncate text-muted-foreground text-xs">{owner.email}</p>
      </div>
      <Button variant="outline" size="sm" asChild>
        <a
          href={`mailto:${owner.email}`}
          aria-label={t('companies.expired.emailTo', { name: owner.name })}
        >
          <Mail aria-hidden="true" />
          {t('companies.expired.email')}
        </a>
      </Button>
    </li>
  )
}

function Icon({ tone, children }: { tone: 'warning' | 'success'; children: ReactNode }) {
  return (
    <span
      className={
        tone === 'warning'
          ? 'flex size-14 items-center justify-center rounded-full bg-warning/15 text-[color-mix(in_oklab,var(--warning)_55%,black)]'
          : 'flex size-14 items-center justify-center rounded-full bg-success/15 text-[color-mix(in_oklab,var(--success)_65%,black)]'
      }
    >
      {children}
    </span>
  )
}
