import type * as React from 'react'
import { cn } from '@/lib/utils'

type DemoSectionProps = {
  /** Also the section's data-testid and anchor, e.g. `ks-buttons`. */
  id: string
  title: string
  description: string
  className?: string
  children: React.ReactNode
}

/** One block of the reference page: a titled, described panel showing a primitive. */
export function DemoSection({ id, title, description, className, children }: DemoSectionProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      data-testid={id}
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 scroll-mt-32 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs',
        className,
      )}
    >
      <div className="flex flex-col gap-1 border-b bg-muted/30 px-6 py-4">
        <h2 id={headingId} className="font-semibold text-base tracking-tight">
          {title}
        </h2>
        <p className="text-pretty text-muted-foreground text-sm">{description}</p>
      </div>
      <div className="flex flex-1 flex-col gap-6 p-6">{children}</div>
    </section>
  )
}

/** A labelled row of examples inside a section. */
export function DemoGroup({
  title,
  className,
  children,
}: {
  title: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
        {title}
      </h3>
      <div className={cn('flex flex-wrap items-center gap-3', className)}>{children}</div>
    </div>
  )
}
