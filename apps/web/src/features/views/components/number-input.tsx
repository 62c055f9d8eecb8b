import { useEffect, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

type Props = Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: number
  onValueChange: (value: number) => void
  min: number
  max: number
  /** What the arrow keys add or take away; with Shift, ten times as much. */
  step?: number
  unit?: string
}

const format = (n: number) => String(Math.round(n * 100) / 100)
const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')))

/**
 * A number typed freely: each keystroke that makes a number in bounds is passed on at once (the
 * 3D preview follows), and leaving the field puts back the last good value or clamps one out
 * of bounds. A value changed from outside (the camera moved) shows up here.
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  unit,
  className,
  onBlur,
  onKeyDown,
  ...props
}: Props) {
  const [text, setText] = useState(format(value))
  useEffect(() => {
    setText((current) => (parse(current) === value ? current : format(value)))
  }, [value])

  const clamp = (n: number) => Math.min(max, Math.max(min, n))

  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const n = parse(event.target.value)
          if (Number.isFinite(n) && n >= min && n <= max) onValueChange(n)
        }}
        onBlur={(event) => {
          const n = parse(text)
          if (!Number.isFinite(n)) setText(format(value))
          else if (n !== clamp(n)) {
            setText(format(clamp(n)))
            onValueChange(clamp(n))
          }
          onBlur?.(event)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault()
            const delta = (event.shiftKey ? step * 10 : step) * (event.key === 'ArrowUp' ? 1 : -1)
            // From the text shown, not `value`: the form's copy can be a render behind while a
            // key is held down.
            const typed = parse(text)
            const from = Number.isFinite(typed) ? typed : value
            const next = clamp(Math.round((from + delta) * 100) / 100)
            setText(format(next))
            onValueChange(next)
          }
          onKeyDown?.(event)
        }}
        className={cn('tabular-nums', unit && 'pr-9', className)}
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
