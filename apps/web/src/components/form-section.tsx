import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** A titled group of a form's fields: a fieldset, named by its legend. */
export function FormSection({
  title,
  className,
  children,
}: {
  title: string
  /** The gap between its fields, when not the usual. */
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset className={cn('grid min-w-0 gap-5 border-0 p-0', className)}>
      <legend className="mb-4 font-semibold text-sm">{title}</legend>
      {children}
    </fieldset>
  )
}
