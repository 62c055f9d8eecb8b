import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

const tones = {
  error: {
    icon: CircleAlert,
    box: 'border-destructive/30 bg-destructive/5 text-destructive',
  },
  warning: {
    icon: TriangleAlert,
    box: 'border-warning/40 bg-warning/10 text-[color-mix(in_oklab,var(--warning)_45%,black)]',
  },
  success: {
    icon: CircleCheck,
    box: 'border-success/30 bg-success/10 text-[color-mix(in_oklab,var(--success)_60%,black)]',
  },
  info: { icon: Info, box: 'border-primary/20 bg-primary/5 text-foreground' },
} as const

const sizes = {
  default: { box: 'gap-3 px-4 py-3 text-sm', icon: 'mt-0.5 size-4' },
  /** In a side panel or a dialog's list, beside small controls. */
  sm: { box: 'gap-2 px-3 py-2 text-xs', icon: 'size-4' },
} as const

/** A message in the page: errors are announced at once, the rest politely. */
export function AlertBox({
  tone = 'error',
  size = 'default',
  icon,
  title,
  children,
  action,
  className,
}: {
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  /** Another icon than the tone's, when one says more (an envelope for a mail sent). */
  icon?: LucideIcon
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  const { box } = tones[tone]
  const Icon = icon ?? tones[tone].icon
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex rounded-lg border', sizes[size].box, box, className)}
    >
      <Icon aria-hidden="true" className={cn('shrink-0', sizes[size].icon)} />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && 'opacity-90')}>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  )
}
