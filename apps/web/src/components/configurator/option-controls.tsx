import type { OptionState } from '@designer/configurator/engine'
import type { ConfigOption, ConfigStep, Selections, SelectionValue } from '@designer/contract'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'
import { Choices } from './choice-options'
import {
  type ChoiceLooks,
  type ControlProps,
  Description,
  type DifferenceTexts,
  OptionName,
  useSurcharge,
} from './option-parts'
import { RangeControl } from './range-option'

type Change = (optionId: string, value: SelectionValue) => void

/**
 * One step's options as a visitor chooses them: a slider with a number for dimensions (mm) and
 * numbers, swatches for materials, pictured cards for components, a switch for a part, a field
 * for text. What the rules hide is not shown; what they disable is shown, greyed and said so.
 * The public page and the configurator editor's test panel both use it, so the studio tries
 * exactly what its customers will see.
 */
export function StepOptions({
  step,
  selections,
  states,
  onChange,
  looks,
  differences,
  after,
}: {
  step: ConfigStep
  selections: Selections
  states: Record<string, OptionState>
  onChange: Change
  looks?: ChoiceLooks
  differences?: DifferenceTexts
  /** Shown under an option: what the rules did after it changed. */
  after?: (optionId: string) => ReactNode
}) {
  const visible = step.options.filter((o) => states[o.id]?.visible !== false)
  return (
    <div className="grid gap-8">
      {visible.map((option) => (
        <div key={option.id} className="grid gap-3" data-option={option.id}>
          <OptionControl
            option={option}
            value={selections[option.id]}
            state={states[option.id]}
            looks={looks}
            differences={differences ? (differences[option.id] ?? {}) : undefined}
            onChange={(value) => onChange(option.id, value)}
          />
          {after?.(option.id)}
        </div>
      ))}
    </div>
  )
}

function OptionControl({
  option,
  value,
  state,
  looks,
  differences,
  onChange,
}: {
  option: ConfigOption
  value: SelectionValue | undefined
  state: OptionState | undefined
  looks: ChoiceLooks | undefined
  differences: Record<string, string> | undefined
  onChange: (value: SelectionValue) => void
}) {
  const id = useId()
  const described = option.description ? `${id}-description` : undefined
  const description = <Description id={`${id}-description`}>{option.description}</Description>
  const common = { id, state, described, description, onChange }

  switch (option.kind) {
    case 'dimension':
    case 'number':
      return (
        <RangeControl
          {...common}
          option={option}
          value={typeof value === 'number' ? value : option.default}
        />
      )
    case 'material':
    case 'component':
      return (
        <div className="grid gap-3" data-testid={`option-${option.id}`}>
          <div id={`${id}-label`}>
            <OptionName option={option} state={state} />
          </div>
          <Choices
            id={id}
            option={option}
            value={value}
            state={state}
            looks={looks}
            differences={differences}
            described={described}
            onChange={onChange}
          />
          {description}
        </div>
      )
    case 'part':
      return (
        <PartControl
          {...common}
          option={option}
          value={value === true}
          difference={differences?.on}
        />
      )
    case 'text':
      return (
        <TextControl {...common} option={option} value={typeof value === 'string' ? value : ''} />
      )
  }
}

/** An optional part: a card with its name, what it is and costs, and a switch. */
function PartControl({
  id,
  option,
  value,
  state,
  described,
  description,
  onChange,
  difference,
}: ControlProps<'part', boolean> & { difference: string | undefined }) {
  const surcharge = useSurcharge()(option.surcharge)
  // On the public page the difference the engine computed; elsewhere the definition's surcharge.
  const extra = difference ?? surcharge
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-4 rounded-xl border bg-card p-4 transition-colors sm:p-5',
        value && 'border-primary/60 bg-primary/[0.04]',
      )}
      data-testid={`option-${option.id}`}
    >
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-part`} className="cursor-pointer">
          <OptionName option={option} state={state} />
        </label>
        {description}
        {extra && (
          <span id={`${id}-extra`} className="font-medium text-sm tabular-nums">
            {extra}
          </span>
        )}
      </div>
      <Switch
        id={`${id}-part`}
        checked={value}
        disabled={state?.enabled === false}
        aria-describedby={
          [described, extra ? `${id}-extra` : undefined].filter(Boolean).join(' ') || undefined
        }
        onCheckedChange={(checked) => onChange(checked)}
        className="mt-0.5 h-6 w-11 [&>span]:size-5"
      />
    </div>
  )
}

function TextControl({
  id,
  option,
  value,
  state,
  described,
  description,
  onChange,
}: ControlProps<'text', string>) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2" data-testid={`option-${option.id}`}>
      <label htmlFor={`${id}-text`}>
        <OptionName option={option} state={state} />
      </label>
      <Input
        id={`${id}-text`}
        value={value}
        maxLength={option.maxLength}
        disabled={state?.enabled === false}
        aria-required={state?.required || undefined}
        aria-describedby={[described, `${id}-count`].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
        className="h-11"
      />
      <div className="flex justify-between gap-3">
        {description}
        <span id={`${id}-count`} className="ml-auto text-muted-foreground text-xs tabular-nums">
          {t('public-configurator.options.characters', {
            count: value.length,
            max: option.maxLength,
          })}
        </span>
      </div>
    </div>
  )
}
