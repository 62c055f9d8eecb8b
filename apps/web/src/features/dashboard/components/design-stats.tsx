import { ArrowRight, Box, History, type LucideIcon, Puzzle } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { relativeTime } from '@/lib/relative-time'
import { href } from '@/lib/routes'
import { useDesignSummary } from '../api/get-design-summary'

export function DesignStats() {
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
