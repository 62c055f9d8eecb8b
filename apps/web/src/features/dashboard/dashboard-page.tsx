import type { Company, DesignListItem, User } from '@designer/contract'
import {
  ArrowRight,
  Box,
  Building,
  ChevronRight,
  CircleCheck,
  CreditCard,
  History,
  type LucideIcon,
  PenTool,
  Plus,
  Puzzle,
  Shapes,
  UserPlus,
  UsersRound,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { errorText } from '@/lib/forms'
import { relativeTime } from '@/lib/relative-time'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'
import { useDesignSummary } from './api/get-design-summary'

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
      {/* Two independent columns, so a tall card on one side leaves no gap on the other. */}
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <RecentDesigns />
          <GettingStarted user={user} />
        </div>
        <div className="space-y-6">
          <QuickActions />
          <CompanyCard />
        </div>
      </div>
    </div>
  )
}

/** The design counts, each a way into its list, and the last change. */
function DesignStats() {
  const { t, i18n } = useTranslation()
  const summary = useDesignSummary()
  const number = new Intl.NumberFormat(i18n.language)
  const last = summary.data?.recent[0]
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-12" /> : number.format(n)
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="dashboard-stats">
      <li>
        <StatCard
          to={href('admin.designs', undefined, { type: 'design' })}
          icon={Box}
          label={t('dashboard.stats.designs')}
          value={value(summary.data?.designs)}
          hint={t('dashboard.stats.designsHint')}
          testId="dashboard-stat-designs"
        />
      </li>
      <li>
        <StatCard
          to={href('admin.designs', undefined, { type: 'component', view: 'grid' })}
          icon={Puzzle}
          label={t('dashboard.stats.components')}
          value={value(summary.data?.components)}
          hint={t('dashboard.stats.componentsHint')}
          testId="dashboard-stat-components"
        />
      </li>
      <li>
        <StatCard
          to={last ? href('admin.designs.show', { designId: last.id }) : href('admin.designs')}
          icon={History}
          label={t('dashboard.stats.lastChange')}
          value={
            !summary.data ? (
              <Skeleton className="h-8 w-24" />
            ) : last ? (
              <time dateTime={last.updatedAt}>{relativeTime(last.updatedAt, i18n.language)}</time>
            ) : (
              '—'
            )
          }
          hint={last ? last.name : t('dashboard.stats.noChange')}
          testId="dashboard-stat-last-change"
        />
      </li>
    </ul>
  )
}

function StatCard({
  to,
  icon: Icon,
  label,
  value,
  hint,
  testId,
}: {
  to: string
  icon: LucideIcon
  label: string
  value: ReactNode
  hint: string
  testId: string
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs outline-none transition-[border-color,box-shadow] hover:border-primary/30 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium text-muted-foreground text-sm">{label}</span>
        <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </span>
      <span className="font-semibold text-3xl tabular-nums tracking-tight">{value}</span>
      <span className="flex items-center gap-1 text-muted-foreground text-xs">
        <span className="truncate">{hint}</span>
        <ArrowRight
          aria-hidden="true"
          className="size-3.5 shrink-0 opacity-0 transition-[opacity,translate] group-hover:translate-x-0.5 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
        />
      </span>
    </Link>
  )
}

/** The six designs changed last, with their pictures: the way back into recent work. */
function RecentDesigns({ className }: { className?: string }) {
  const { t } = useTranslation()
  const summary = useDesignSummary()
  return (
    <Card className={cn('gap-4', className)} data-testid="dashboard-recent-designs">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.recent.title')}</h2>
        </CardTitle>
        <CardDescription>{t('dashboard.recent.description')}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to={href('admin.designs', undefined, { view: 'grid' })}>
              {t('dashboard.recent.viewAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {summary.isError ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
          >
            <p className="text-destructive">{errorText(t, summary.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !summary.data ? (
          <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('common.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="aspect-[4/3] rounded-lg" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : summary.data.recent.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Shapes aria-hidden="true" className="size-5" />
            </span>
            <div className="space-y-1">
              <p className="font-medium">{t('dashboard.recent.emptyTitle')}</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                {t('dashboard.recent.emptyDescription')}
              </p>
            </div>
            <Button asChild size="sm">
              <Link to={href('admin.designs.create')}>
                <Plus aria-hidden="true" />
                {t('dashboard.newDesign')}
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {summary.data.recent.map((design) => (
              <li key={design.id}>
                <RecentDesign design={design} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function RecentDesign({ design }: { design: DesignListItem }) {
  const { t, i18n } = useTranslation()
  const when = relativeTime(design.updatedAt, i18n.language)
  return (
    <Link
      to={href('admin.designs.show', { designId: design.id })}
      data-testid={`recent-design-${design.id}`}
      className="group block rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <DesignThumbnail
        url={design.thumbnailUrl}
        type={design.type}
        caption={t('dashboard.recent.objects', { count: design.objectCount })}
        className="aspect-[4/3] rounded-lg border transition-[border-color,box-shadow] group-hover:border-primary/30 group-hover:shadow-md"
      />
      <span className="mt-2 flex items-center gap-1.5">
        {design.type === 'component' && (
          <Puzzle aria-hidden="true" className="size-3.5 shrink-0 text-violet-600" />
        )}
        <span className="truncate font-medium text-sm group-hover:underline">{design.name}</span>
      </span>
      <span
        className="block truncate text-muted-foreground text-xs"
        title={
          design.updatedBy
            ? t('dashboard.recent.updatedBy', { when, name: design.updatedBy.name })
            : undefined
        }
      >
        <time dateTime={design.updatedAt}>{when}</time>
      </span>
    </Link>
  )
}

type Step = {
  key: 'account' | 'photo' | 'design' | 'team' | 'configurator'
  to: string
  done: boolean
}

/**
 * Only what the app knows is ticked: the account exists, whether it has a photo, whether the
 * company has a design. The other steps stay open until their areas report progress.
 */
function GettingStarted({ user, className }: { user: User; className?: string }) {
  const { t } = useTranslation()
  const summary = useDesignSummary()
  const hasDesigns = (summary.data?.designs ?? 0) + (summary.data?.components ?? 0) > 0
  const steps: Step[] = [
    { key: 'account', to: href('admin.profile'), done: true },
    { key: 'photo', to: href('admin.profile'), done: Boolean(user.profileUrl) },
    { key: 'design', to: href('admin.designs.create'), done: hasDesigns },
    { key: 'team', to: href('admin.company.invite'), done: false },
    { key: 'configurator', to: href('admin.configurators.create'), done: false },
  ]
  const done = steps.filter((step) => step.done).length
  const percent = Math.round((done / steps.length) * 100)

  return (
    <Card className={cn('gap-4', className)} data-testid="dashboard-getting-started">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.gettingStarted.title')}</h2>
        </CardTitle>
        <CardDescription>{t('dashboard.gettingStarted.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('dashboard.gettingStarted.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={steps.length}
            aria-valuenow={done}
            aria-valuetext={t('dashboard.gettingStarted.progress', { done, total: steps.length })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="shrink-0 font-medium text-muted-foreground text-sm tabular-nums">
            {t('dashboard.gettingStarted.progress', { done, total: steps.length })}
          </span>
        </div>
        <ol className="divide-y rounded-lg border">
          {steps.map((step, index) => (
            <li key={step.key}>
              <ChecklistRow step={step} number={index + 1} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

function ChecklistRow({ step, number }: { step: Step; number: number }) {
  const { t } = useTranslation()
  const title = t(`dashboard.gettingStarted.steps.${step.key}.title`)
  const description = t(`dashboard.gettingStarted.steps.${step.key}.description`)
  const marker = step.done ? (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success/15 text-[color-mix(in_oklab,var(--success)_72%,black)]">
      <CircleCheck aria-hidden="true" className="size-4" />
    </span>
  ) : (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full border border-dashed border-muted-foreground/50 font-medium text-muted-foreground text-xs tabular-nums"
    >
      {number}
    </span>
  )
  const text = (
    <span className="min-w-0 flex-1">
      <span className={cn('block font-medium text-sm', step.done && 'text-muted-foreground')}>
        {title}
      </span>
      <span className="block text-muted-foreground text-sm">{description}</span>
    </span>
  )

  if (step.done) {
    return (
      <div className="flex items-center gap-3 p-3 sm:px-4" data-testid={`step-${step.key}`}>
        {marker}
        {text}
        <Badge variant="success">{t('dashboard.gettingStarted.done')}</Badge>
      </div>
    )
  }
  return (
    <Link
      to={step.to}
      data-testid={`step-${step.key}`}
      className="group flex items-center gap-3 p-3 outline-none transition-colors first:rounded-t-lg last:rounded-b-lg hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-4"
    >
      {marker}
      {text}
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  )
}

function QuickActions({ className }: { className?: string }) {
  const { t } = useTranslation()
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
  return (
    <Card className={cn('gap-4', className)} data-testid="dashboard-quick-actions">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.quickActions.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3 xl:grid-cols-1">
          <li>
            <ActionTile
              to={href('admin.designs.create')}
              icon={PenTool}
              title={t('dashboard.quickActions.createDesign')}
              description={t('dashboard.quickActions.createDesignDescription')}
            />
          </li>
          <li>
            <ActionTile
              to={href('admin.designs.create', undefined, { type: 'component' })}
              icon={Puzzle}
              title={t('dashboard.quickActions.createComponent')}
              description={t('dashboard.quickActions.createComponentDescription')}
            />
          </li>
          <li>
            <ActionTile
              to={href('admin.company.invite')}
              icon={UserPlus}
              title={t('dashboard.quickActions.invite')}
              description={t('dashboard.quickActions.inviteDescription')}
            />
          </li>
        </ul>
      </CardContent>
      {/* Phones have no keyboard to press it on. */}
      <CardFooter className="hidden md:flex">
        <p className="text-muted-foreground text-xs">
          <Trans
            i18nKey="dashboard.quickActions.shortcut"
            values={{ keys: isMac ? '⌘ B' : 'Ctrl B' }}
            components={{
              kbd: (
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-medium font-sans text-[11px] text-foreground" />
              ),
            }}
          />
        </p>
      </CardFooter>
    </Card>
  )
}

function ActionTile({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string
  icon: LucideIcon
  title: string
  description: string
}) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:border-primary/30 hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-sm">{title}</span>
        <span className="block text-muted-foreground text-xs">{description}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  )
}

/** The selected company's trial or subscription state, in a sentence. */
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

function CompanyCard() {
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
