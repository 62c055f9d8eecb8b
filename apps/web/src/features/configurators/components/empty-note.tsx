import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * "Nothing here yet" inside a panel: no steps, no rules, no lines, no values. Smaller than the
 * page's EmptyState; the button that adds one stands below the list it belongs to.
 */
export function EmptyNote({
  icon: Icon,
  title,
  description,
  className,
}: {
  icon?: LucideIcon
  title?: string
  description: string
  className?: string
}) {
  return (
    <div className={cn('rounded-lg border border-dashed p-4 text-center', className)}>
      {Icon && <Icon aria-hidden="true" className="mx-auto mb-2 size-5 text-muted-foreground" />}
      {title && <p className="font-medium text-sm">{title}</p>}
      <p className={cn('text-muted-foreground text-xs', title && 'mt-1')}>{description}</p>
    </div>
  )
}
