import { useEffect, useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

type Props = {
  label: string
  value: number
  min: number
  max: number
  step?: number
  unit?: string
  integer?: boolean
  onCommit(value: number): void
  className?: string
  testId?: string
}

/**
 * A number typed freely and committed on Enter or leaving the field. A value out of bounds
 * is clamped; something that is not a number puts the last good value back.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  integer,
  onCommit,
  className,
  testId,
}: Props) {
  const id = useId()
  const [text, setText] = useState(format(value))
  useEffect(() => setText(format(value)), [value])

  function commit() {
    const parsed = Number(text.replace(',', '.'))
    if (text.trim() === '' || !Number.isFinite(parsed)) {
      setText(format(value))
      return
    }
    let next = Math.min(max, Math.max(min, parsed))
    if (integer) next = Math.round(next)
    setText(format(next))
    if (next !== value) onCommit(next)
  }

  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <div className="relative">
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          data-testid={testId}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
            if (e.key === 'Escape') setText(format(value))
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault()
              const next = Math.min(
                max,
                Math.max(min, value + (e.key === 'ArrowUp' ? step : -step)),
              )
              onCommit(integer ? Math.round(next) : next)
            }
          }}
          className={cn('h-8 tabular-nums', unit && 'pr-9')}
        />
        {unit && (
          <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-muted-foreground text-xs">
            {unit}
          </span>
        )}
      </div>
    </div>
  )
}

const format = (n: number) => String(Math.round(n * 100) / 100)
