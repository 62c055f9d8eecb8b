import type {
  ConfigOption,
  ConfigStep,
  EvaluationResult,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { Check, Lock } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

type OptionStates = EvaluationResult['options']

/**
 * One step's options as a customer chooses them: a slider and a number for a dimension,
 * swatches for a material, cards for a component, a switch for a part, fields for numbers and
 * text. What the rules hide is not shown; what they disable is shown greyed out. The configurator
 * editor's test panel and the public page both use it.
 */
export function ChoiceControls({
  step,
  selections,
  states,
  currency,
  onChange,
}: {
  step: ConfigStep
  selections: Selections
  states: OptionStates
  currency: string
  onChange: (optionId: string, value: SelectionValue) => void
}) {
  const visible = step.options.filter((o) => states[o.id]?.visible !== false)
  return (
    <div className="grid gap-5">
      {visible.map((option) => (
        <OptionControl
          key={option.id}
          option={option}
          value={selections[option.id]}
          state={states[option.id]}
          currency={currency}
          onChange={(value) => onChange(option.id, value)}
        />
      ))}
    </div>
  )
}

function OptionControl({
  option,
  value,
  state,
  currency,
  onChange,
}: {
  option: ConfigOption
  value: SelectionValue | undefined
  state: OptionStates[string] | undefined
  currency: string
  onChange: (value: SelectionValue) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const id = useId()
  const disabled = state?.enabled === false
  const surcharge = (amount: number) =>
    amount === 0
      ? null
      : t('configurators.choices.surcharge', {
          amount: format.money({ amount: Math.abs(amount), currency }),
          sign: amount > 0 ? '+' : '−',
        })
  const label = (
    <span className="flex items-center gap-1.5 font-medium text-sm">
      {option.name}
      {state?.required && (
        <>
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
          <span className="sr-only">{t('configurators.choices.required')}</span>
        </>
      )}
      {disabled && <Lock aria-hidden="true" className="size-3.5 text-muted-foreground" />}
    </span>
  )
  const description = option.description ? (
    <p className="text-muted-foreground text-xs">{option.description}</p>
  ) : null

  switch (option.kind) {
    case 'dimension':
    case 'number': {
      const n = typeof value === 'number' ? value : option.default
      const unit = option.kind === 'dimension' ? 'mm' : ''
      return (
        <div className="grid gap-2" data-testid={`choice-${option.id}`}>
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-number`}>{label}</label>
            <div className="flex items-center gap-1.5">
              <CommittedNumber
                id={`${id}-number`}
                min={option.min}
                max={option.max}
                step={option.step}
                value={n}
                disabled={disabled}
                onCommit={onChange}
              />
              {unit && <span className="text-muted-foreground text-xs">{unit}</span>}
            </div>
          </div>
          {option.kind === 'dimension' && (
            <input
              type="range"
              min={option.min}
              max={option.max}
              step={option.step}
              value={n}
              disabled={disabled}
              aria-label={option.name}
              onChange={(e) => onChange(e.target.valueAsNumber)}
              className="w-full accent-primary disabled:opacity-50"
            />
          )}
          {option.kind === 'dimension' && (
            <div className="flex justify-between text-muted-foreground text-xs tabular-nums">
              <span>{format.length(option.min)}</span>
              <span>{format.length(option.max)}</span>
            </div>
          )}
          {description}
        </div>
      )
    }
    case 'material':
      return (
        <fieldset className="grid gap-2" data-testid={`choice-${option.id}`}>
          <legend className="mb-2">{label}</legend>
          <div className="flex flex-wrap gap-2">
            {option.values
              .filter((v) => state?.values[v.id]?.visible !== false)
              .map((v) => {
                const off = disabled || state?.values[v.id]?.enabled === false
                const extra = surcharge(v.surcharge)
                return (
                  <label
                    key={v.id}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-full border bg-background py-1 pr-3 pl-1 text-sm transition-colors hover:bg-accent/50',
                      'has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary',
                      'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      off && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={id}
                      className="sr-only"
                      checked={value === v.id}
                      disabled={off}
                      onChange={() => onChange(v.id)}
                    />
                    <span
                      aria-hidden="true"
                      className="size-6 rounded-full border shadow-inner"
                      style={{ background: v.color ?? 'var(--muted)' }}
                    />
                    <span>{v.name}</span>
                    {extra && <span className="text-muted-foreground text-xs">{extra}</span>}
                  </label>
                )
              })}
          </div>
          {description}
        </fieldset>
      )
    case 'component':
      return (
        <fieldset className="grid gap-2" data-testid={`choice-${option.id}`}>
          <legend className="mb-2">{label}</legend>
          <div className="grid grid-cols-2 gap-2">
            {option.values
              .filter((v) => state?.values[v.id]?.visible !== false)
              .map((v) => {
                const off = disabled || state?.values[v.id]?.enabled === false
                const extra = surcharge(v.surcharge)
                return (
                  <label
                    key={v.id}
                    className={cn(
                      'group relative flex cursor-pointer flex-col gap-0.5 rounded-lg border bg-background p-3 text-sm transition-colors hover:bg-accent/50',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary',
                      'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      off && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={id}
                      className="sr-only"
                      checked={value === v.id}
                      disabled={off}
                      onChange={() => onChange(v.id)}
                    />
                    <span className="pr-5 font-medium">{v.name}</span>
                    {extra && <span className="text-muted-foreground text-xs">{extra}</span>}
                    <Check
                      aria-hidden="true"
                      className="absolute top-2.5 right-2.5 hidden size-4 text-primary group-has-[:checked]:block"
                    />
                  </label>
                )
              })}
          </div>
          {description}
        </fieldset>
      )
    case 'part': {
      const extra = surcharge(option.surcharge)
      return (
        <div className="flex items-start justify-between gap-3" data-testid={`choice-${option.id}`}>
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-part`}>{label}</label>
            {extra && <span className="text-muted-foreground text-xs">{extra}</span>}
            {description}
          </div>
          <Switch
            id={`${id}-part`}
            checked={value === true}
            disabled={disabled}
            onCheckedChange={(checked) => onChange(checked)}
          />
        </div>
      )
    }
    case 'text':
      return (
        <div className="grid gap-2" data-testid={`choice-${option.id}`}>
          <label htmlFor={`${id}-text`}>{label}</label>
          <Input
            id={`${id}-text`}
            value={typeof value === 'string' ? value : ''}
            maxLength={option.maxLength}
            disabled={disabled}
            aria-required={state?.required || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {description}
        </div>
      )
  }
}

/**
 * A number typed whole before it counts: kept as typed while the field has the focus, given
 * on Enter or on leaving it (the engine then keeps it in range and on the step grid). Typing
 * "2" on the way to "2000" must not snap to the minimum.
 */
function CommittedNumber({
  value,
  onCommit,
  ...props
}: {
  id: string
  min: number
  max: number
  step: number
  value: number
  disabled: boolean
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
      onFocus={() => setEditing(true)}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        setEditing(false)
        commit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
      className="h-8 w-24 text-right tabular-nums"
    />
  )
}
