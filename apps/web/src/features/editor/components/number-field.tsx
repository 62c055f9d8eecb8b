import { useId } from 'react'
import { NumberInput } from '@/components/number-input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

type Props = {
  label: string
  /** `null`: the selected objects differ; the field says so and sets them all when typed in. */
  value: number | null
  placeholder?: string
  min: number
  max: number
  step?: number
  unit?: string
  integer?: boolean
  onCommit(value: number): void
  className?: string
  testId?: string
}

/** A labelled property: committed with Enter or on leaving the field, one undo step each. */
export function NumberField({ label, testId, className, onCommit, ...input }: Props) {
  const id = useId()
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <NumberInput
        id={id}
        data-testid={testId}
        commitOn="enter"
        onValueChange={onCommit}
        className="h-8"
        {...input}
      />
    </div>
  )
}
