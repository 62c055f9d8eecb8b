import { type LucideIcon, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** A friendly "nothing here" with the one action that helps. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon: LucideIcon
  title: string
  description?: ReactNode
  action?: ReactNode
  className?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="max-w-sm space-y-1">
        <Heading className="font-semibold text-lg">{title}</Heading>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  )
}

/**
 * What every list shows when its search or filters match nothing: say so, and offer the one
 * button that brings everything back (and, where it helps, one more action beside it).
 */
export function NoResults({
  title,
  description,
  clearLabel,
  onClear,
  icon = SearchX,
  extra,
}: {
  title: string
  description: ReactNode
  clearLabel: string
  onClear: () => void
  icon?: LucideIcon
  extra?: ReactNode
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <>
          <Button variant="outline" onClick={onClear}>
            {clearLabel}
          </Button>
          {extra}
        </>
      }
    />
  )
}
