import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A placeholder shape while content loads; mark the loading region itself with aria-busy. */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md bg-muted-foreground/20 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  )
}

export { Skeleton }
