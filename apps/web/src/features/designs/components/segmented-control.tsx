import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

type Option<T extends string> = {
  value: T
  label: string
  icon?: LucideIcon
  /** Show only the icon; the label stays as the accessible name and a tooltip. */
  iconOnly?: boolean
}

/**
 * A row of toggle buttons of which one is on (aria-pressed), for small choices that take
 * effect at once: the type filter, the table or grid view.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string
  value: T
  options: Option<T>[]
  onChange: (value: T) => void
  className?: string
}) {
  return (
    // A fieldset will not lay its children out in a flex row everywhere, so a div inside does.
    <fieldset className={cn('m-0 min-w-0 border-0 p-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]">
        {options.map(({ value: option, label: optionLabel, icon: Icon, iconOnly }) => {
          const pressed = option === value
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              aria-label={iconOnly ? optionLabel : undefined}
              title={iconOnly ? optionLabel : undefined}
              onClick={() => onChange(option)}
              className={cn(
                'inline-flex h-full cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2.5 font-medium text-muted-foreground text-sm outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                pressed && 'bg-background text-foreground shadow-sm',
                iconOnly && 'aspect-square px-0',
              )}
            >
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              {!iconOnly && optionLabel}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
