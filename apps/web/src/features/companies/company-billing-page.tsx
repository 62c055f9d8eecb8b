import type { Billing, Company } from '@designer/contract'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CreditCard, ExternalLink, ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { type SubscriptionState, subscriptionState } from '@/lib/subscription'
import { useSession } from '@/lib/use-session'
import { billingKey, useBilling } from './api/get-billing'
import { companiesKey } from './api/get-companies'
import { useOpenBillingPortal } from './api/open-billing-portal'
import { verifyUser } from './api/verify-user'
import { Loading } from './components/loading'
import { LocalBillingPanel } from './components/local-billing-panel'
import { SubscribeButton } from './components/subscribe-button'
import { SubscriptionBadge } from './components/subscription-badge'

const DAY = 86_400_000

export function CompanyBillingPage() {
  const { t } = useTranslation()
  const billing = useBilling()
  const company = useCurrentCompany()
  const [params] = useSearchParams()
  const checkout = params.get('checkout')
  const portal = params.get('portal')
  useRefreshAfterCheckout(checkout === 'success')

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={t('companies.billing.title')}
        description={t('companies.billing.description')}
      />
      {checkout === 'success' && (
        <AlertBox
          tone="success"
          title={t('companies.billing.checkoutSuccess')}
          action={
            <Button size="sm" variant="outline" asChild>
              <Link to={href('admin.dashboard')}>{t('companies.billing.toDashboard')}</Link>
            </Button>
          }
        >
          {t('companies.billing.checkoutSuccessDescription')}
        </AlertBox>
      )}
      {checkout === 'cancelled' && (
        <AlertBox tone="info">{t('companies.billing.checkoutCancelled')}</AlertBox>
      )}
      {portal === 'local' && <AlertBox tone="info">{t('companies.billing.portalLocal')}</AlertBox>}
      {billing.isError ? (
        <LoadError error={billing.error} onRetry={() => billing.refetch()} />
      ) : !billing.data ? (
        <BillingSkeleton />
      ) : (
        <>
          <SubscriptionCard billing={billing.data} company={company.data ?? undefined} />
          {billing.data.canManage && billing.data.mode === 'local' && <LocalBillingPanel />}
        </>
      )}
    </div>
  )
}

/** Back from a checkout: the subscription, the badges and the user's trial flag have changed. */
function useRefreshAfterCheckout(success: boolean) {
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  const done = useRef(false)
  useEffect(() => {
    if (!success || done.current) return
    done.current = true
    void queryClient.invalidateQueries({ queryKey: billingKey(companyId ?? '') })
    void queryClient.invalidateQueries({ queryKey: companiesKey })
    void verifyUser().catch(() => null)
  }, [success, companyId, queryClient])
}

function SubscriptionCard({ billing, company }: { billing: Billing; company?: Company }) {
  const { t } = useTranslation()
  const format = useFormat()
  const state = subscriptionState(billing)
  const end = billing.currentPeriodEnd ? format.longDate(billing.currentPeriodEnd) : null
  const canSubscribe = (
    ['trial', 'trialEnded', 'cancelled', 'ended'] as SubscriptionState[]
  ).includes(state)
  const canOpenPortal = !['trial', 'trialEnded'].includes(state)

  const headline: Record<SubscriptionState, string> = {
    trial: t('companies.billing.trial', { count: billing.trialDaysLeft }),
    trialEnded: t('companies.billing.trialEnded'),
    active: t('companies.billing.active'),
    cancelling: t('companies.billing.cancelling'),
    pastDue: t('companies.billing.pastDue'),
    cancelled: t('companies.billing.cancelled'),
    ended: t('companies.billing.ended'),
  }
  const detail: Record<SubscriptionState, string> = {
    trial: t('companies.billing.trialDetail', { date: format.longDate(billing.trialEndsAt) }),
    trialEnded: t('companies.billing.trialEndedDetail', {
      date: format.longDate(billing.trialEndsAt),
    }),
    active: end
      ? t('companies.billing.renews', { date: end })
      : t('companies.billing.activeDetail'),
    cancelling: t('companies.billing.cancellingDetail', { date: end ?? '—' }),
    pastDue: t('companies.billing.pastDueDetail'),
    cancelled: t('companies.billing.accessUntil', { date: end ?? '—' }),
    ended: t('companies.billing.endedOn', { date: end ?? '—' }),
  }

  return (
    <Card data-testid="billing-state" data-state={state}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('companies.billing.subscription')}</h2>
          <SubscriptionBadge subscription={billing} />
        </CardTitle>
        <CardDescription>{t('companies.billing.plan')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            {state === 'trial' || state === 'trialEnded' ? (
              <CalendarClock aria-hidden="true" className="size-5" />
            ) : (
              <CreditCard aria-hidden="true" className="size-5" />
            )}
          </span>
          <div className="space-y-1">
            <h3 className="font-semibold text-lg" data-testid="billing-headline">
              {headline[state]}
            </h3>
            <p className="text-muted-foreground text-sm">{detail[state]}</p>
          </div>
        </div>
        {state === 'trial' && company && <TrialProgress billing={billing} company={company} />}
        {state === 'pastDue' && (
          <AlertBox tone="warning" title={t('companies.billing.pastDueWarningTitle')}>
            {t('companies.billing.pastDueWarning')}
          </AlertBox>
        )}
        {(state === 'trialEnded' || state === 'ended') && (
          <AlertBox tone="error" title={t('companies.billing.lockedTitle')}>
            {t('companies.billing.locked')}
          </AlertBox>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        {billing.canManage ? (
          <>
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
              {billing.mode === 'stripe'
                ? t('companies.billing.stripeNote')
                : t('companies.billing.localNote')}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              {canOpenPortal && <PortalButton primary={!canSubscribe} />}
              {canSubscribe && <SubscribeButton />}
            </div>
          </>
        ) : (
          <p className="text-muted-foreground text-sm" data-testid="billing-owners-only">
            {t('companies.billing.ownersOnly')}
          </p>
        )}
      </CardFooter>
    </Card>
  )
}

function PortalButton({ primary }: { primary: boolean }) {
  const { t } = useTranslation()
  const portal = useOpenBillingPortal()
  return (
    <Button
      variant={primary ? 'default' : 'outline'}
      loading={portal.isPending || portal.isSuccess}
      onClick={() => portal.mutate(undefined, { onError: (err) => toast.error(errorText(t, err)) })}
      data-testid="manage-billing"
    >
      <ExternalLink aria-hidden="true" />
      {t('companies.billing.manage')}
    </Button>
  )
}

function TrialProgress({ billing, company }: { billing: Billing; company: Company }) {
  const { t } = useTranslation()
  const total = Math.max(
    1,
    Math.round((Date.parse(billing.trialEndsAt) - Date.parse(company.createdAt)) / DAY),
  )
  const used = Math.min(total, Math.max(0, total - billing.trialDaysLeft))
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('companies.billing.trialProgress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
        aria-valuetext={t('companies.billing.trialUsed', { count: used, total })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${Math.round((used / total) * 100)}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {t('companies.billing.trialUsed', { count: used, total })}
      </p>
    </div>
  )
}

function BillingSkeleton() {
  return (
    <Loading>
      <Card className="px-6">
        <Skeleton className="h-5 w-40" />
        <div className="flex items-center gap-4">
          <Skeleton className="size-11 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-4 w-72" />
          </div>
        </div>
        <Skeleton className="h-9 w-40 self-end" />
      </Card>
    </Loading>
  )
}
