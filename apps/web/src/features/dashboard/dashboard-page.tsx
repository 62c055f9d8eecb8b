import type { User } from '@designer/contract'
import {
  ArrowRight,
  Building,
  ChevronRight,
  CircleCheck,
  CreditCard,
  type LucideIcon,
  PenTool,
  UserPlus,
  UsersRound,
} from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'

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
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        title={t(greetingKey(now.getHours()), { name: firstName(user.name) })}
        description={t('dashboard.subtitle', { date })}
      />
      <QuickActions />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <GettingStarted user={user} className="xl:col-span-2" />
        <CompanyCard />
      </div>
    </div>
  )
}

type Step = {
  key: 'account' | 'photo' | 'design' | 'team' | 'configurator'
  to: string
  done: boolean
}

/**
 * Only what the app knows is ticked: the account exists and whether it has a photo. The other
 * steps stay open until their areas report progress.
 */
function GettingStarted({ user, className }: { user: User; className?: string }) {
  const { t } = useTranslation()
  const steps: Step[] = [
    { key: 'account', to: href('admin.profile'), done: true },
    { key: 'photo', to: href('admin.profile'), done: Boolean(user.profileUrl) },
    { key: 'design', to: href('admin.designs.create'), done: false },
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

function QuickActions() {
  const { t } = useTranslation()
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
  return (
    <Card className="gap-4" data-testid="dashboard-quick-actions">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.quickActions.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
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
      className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:border-primary/30 hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
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

function CompanyCard() {
  const { t } = useTranslation()
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
          <h2>{t('dashboard.company.title')}</h2>
        </CardTitle>
        <CardDescription>{t('dashboard.company.description')}</CardDescription>
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
