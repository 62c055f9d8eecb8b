import { type ComponentProps, useEffect, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** null (or NaN) shows an empty field. */
  value: number | null
  onValueChange: (value: number | null) => void
  min: number
  max: number
  integer?: boolean
  unit?: string
}

const empty = (n: number | null): n is null => n === null || Number.isNaN(n)
const show = (n: number | null) => (empty(n) ? '' : String(Math.round(n * 10_000) / 10_000))
const parse = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.').trim()))

/**
 * A number that may be left empty (a lead time, a density): empty is null. Typing reports each
 * good number; leaving the field clamps one out of bounds (and rounds it when whole numbers are
 * asked for) and puts the last good value back for text that is not a number.
 */
export function OptionalNumberInput({
  value,
  onValueChange,
  min,
  max,
  integer = false,
  unit,
  className,
  onBlur,
  ...props
}: Props) {
  const [text, setText] = useState(show(value))
  useEffect(() => {
    setText((current) => {
      const typed = parse(current)
      return typed === value || (typed === null && empty(value)) ? current : show(value)
    })
  }, [value])

  const fits = (n: number) => n >= min && n <= max && (!integer || Number.isInteger(n))
  return (
    <div className="relative">
      <Input
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const n = parse(event.target.value)
          if (n === null) onValueChange(null)
          else if (Number.isFinite(n) && fits(n)) onValueChange(n)
        }}
        onBlur={(event) => {
          const n = parse(text)
          if (n === null) {
            setText('')
          } else if (!Number.isFinite(n)) {
            setText(show(value))
          } else if (!fits(n)) {
            const bounded = Math.min(max, Math.max(min, integer ? Math.round(n) : n))
            setText(show(bounded))
            onValueChange(bounded)
          }
          onBlur?.(event)
        }}
        className={cn('tabular-nums', unit && 'pr-14', className)}
        {...props}
      />
      {unit && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-xs"
        >
          {unit}
        </span>
      )}
    </div>
  )
}
