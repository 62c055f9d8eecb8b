import { useEffect, useState } from 'react'
import { Input } from '@/components/ui/input'
import { useFormat } from '@/lib/format'
import { type ControlProps, OptionName } from './option-parts'

/**
 * A dimension (mm) or a number: a slider to feel the range, and a field for the exact value.
 * Both are named by the option; the slider says its value in words ("1,800 mm").
 */
export function RangeControl({
  id,
  option,
  value,
  state,
  described,
  description,
  onChange,
}: ControlProps<'dimension' | 'number', number>) {
  const format = useFormat()
  const disabled = state?.enabled === false
  const mm = option.kind === 'dimension'
  const show = (n: number) => (mm ? format.length(n) : format.number(n))
  return (
    <div className="grid gap-3" data-testid={`option-${option.id}`}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${id}-number`} id={`${id}-label`}>
          <OptionName option={option} state={state} />
        </label>
        <div className="flex items-center gap-2">
          <CommittedNumber
            id={`${id}-number`}
            min={option.min}
            max={option.max}
            step={option.step}
            value={value}
            disabled={disabled}
            describedBy={described}
            onCommit={onChange}
          />
          {mm && (
            <span aria-hidden="true" className="w-6 text-muted-foreground text-sm">
              mm
            </span>
          )}
        </div>
      </div>
      <input
        type="range"
        min={option.min}
        max={option.max}
        step={option.step}
        value={value}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-valuetext={show(value)}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className="h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      <div
        aria-hidden="true"
        className="-mt-2 flex justify-between text-muted-foreground text-xs tabular-nums"
      >
        <span>{show(option.min)}</span>
        <span>{show(option.max)}</span>
      </div>
      {description}
    </div>
  )
}

/**
 * A number typed whole before it counts: kept as typed while the field has the focus, given on
 * Enter or on leaving it (the engine then keeps it in range and on the step grid), so typing
 * "2" on the way to "2000" does not snap the table to its shortest.
 */
function CommittedNumber({
  value,
  onCommit,
  describedBy,
  ...props
}: {
  id: string
  min: number
  max: number
  step: number
  value: number
  disabled: boolean
  describedBy: string | undefined
  onCommit: (value: number) => void
}) {
  const [text, setText] = useState(String(value))
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    if (!editing) setText(String(value))
  }, [value, editing])
  const commit = () => {
    const n = Number(text.replace(',', '.'))
    if (text.trim() !== '' && Number.isFinite(n)) onCommit(n)
    else setText(String(value))
  }
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      value={text}
      aria-describedby={describedBy}
      onFocus={() => setEditing(true)}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        setEditing(false)
        commit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
      className="h-11 w-28 text-right font-medium tabular-nums"
    />
  )
}
