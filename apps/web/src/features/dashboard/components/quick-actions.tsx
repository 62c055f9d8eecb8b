import { ArrowRight, type LucideIcon, PenTool, Puzzle, UserPlus } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'

export function QuickActions({ className }: { className?: string }) {
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
