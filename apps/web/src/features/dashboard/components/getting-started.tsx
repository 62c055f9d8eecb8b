import type { User } from '@designer/contract'
import { ChevronRight, CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import { useDesignSummary } from '../api/get-design-summary'
import { useHasPublished } from '../api/get-published'
import { useHasTeam } from '../api/get-team'

type Step = {
  key: 'account' | 'photo' | 'design' | 'team' | 'configurator'
  to: string
  done: boolean
}

/**
 * Only what the app knows is ticked: the account exists, whether it has a photo, whether the
 * company has a design, whether it has a second member or a pending invitation.
 */
export function GettingStarted({ user, className }: { user: User; className?: string }) {
  const { t } = useTranslation()
  const summary = useDesignSummary()
  const hasTeam = useHasTeam()
  const hasPublished = useHasPublished()
  const hasDesigns = (summary.data?.designs ?? 0) + (summary.data?.components ?? 0) > 0
  const steps: Step[] = [
    { key: 'account', to: href('admin.profile'), done: true },
    { key: 'photo', to: href('admin.profile'), done: Boolean(user.profileUrl) },
    { key: 'design', to: href('admin.designs.create'), done: hasDesigns },
    { key: 'team', to: href('admin.company.invite'), done: hasTeam },
    { key: 'configurator', to: href('admin.configurators.create'), done: hasPublished },
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
            aria-valuetext={t('dashboard.gettingStarted.progress', {
              count: done,
              total: steps.length,
            })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="shrink-0 font-medium text-muted-foreground text-sm tabular-nums">
            {t('dashboard.gettingStarted.progress', { count: done, total: steps.length })}
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
