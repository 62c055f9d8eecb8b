import { useEffect, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

type Props = Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** `null`: no one value (several objects that differ); the field shows its placeholder. */
  value: number | null
  onValueChange: (value: number) => void
  min: number
  max: number
  /** What the arrow keys add or take away; with Shift, ten times as much. */
  step?: number
  unit?: string
  integer?: boolean
  /**
   * `typing`: every keystroke that makes a good number is passed on (a live preview follows).
   * `enter`: passed on with Enter or on leaving the field, once, as one change (an editor's
   * undo step); Escape puts the value back.
   */
  commitOn?: 'typing' | 'enter'
}

const format = (n: number | null) => (n === null ? '' : String(Math.round(n * 100) / 100))
const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')))

/**
 * A number typed freely, with a unit beside it: out of bounds is clamped, something that is not a
 * number puts the last good value back, the arrow keys step it, and a value changed from outside
 * (the camera moved, undo) shows up here. Views' camera fields and the editor's properties use it.
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  unit,
  integer = false,
  commitOn = 'typing',
  className,
  onBlur,
  onKeyDown,
  ...props
}: Props) {
  const [text, setText] = useState(format(value))
  // Typed and not committed yet: a value changed from outside meanwhile (a co-editor) does not
  // replace what this person is typing.
  const [typing, setTyping] = useState(false)
  useEffect(() => {
    if (typing) return
    setText((current) => (parse(current) === value ? current : format(value)))
  }, [value, typing])

  const clamp = (n: number) => {
    const bounded = Math.min(max, Math.max(min, n))
    return integer ? Math.round(bounded) : bounded
  }
  /** Puts the typed text through: the last good value back, or the clamped number. */
  const settle = () => {
    setTyping(false)
    const n = parse(text)
    if (!Number.isFinite(n)) setText(format(value))
    else if (value === null && commitOn === 'enter') {
      setText(format(clamp(n)))
      onValueChange(clamp(n))
    } else if (commitOn === 'enter' || n !== clamp(n)) {
      setText(format(clamp(n)))
      if (clamp(n) !== value) onValueChange(clamp(n))
    }
  }

  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          if (commitOn === 'enter') return setTyping(true)
          const n = parse(event.target.value)
          if (Number.isFinite(n) && n >= min && n <= max) onValueChange(n)
        }}
        onBlur={(event) => {
          settle()
          onBlur?.(event)
        }}
        onKeyDown={(event) => {
          if (commitOn === 'enter' && event.key === 'Enter') settle()
          if (commitOn === 'enter' && event.key === 'Escape') {
            setTyping(false)
            setText(format(value))
          }
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault()
            const delta = (event.shiftKey ? step * 10 : step) * (event.key === 'ArrowUp' ? 1 : -1)
            // From the text shown, not `value`: the form's copy can be a render behind while a
            // key is held down.
            const typed = parse(text)
            const from = Number.isFinite(typed) ? typed : (value ?? min)
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
