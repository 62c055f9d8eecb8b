import type { OptionState } from '@designer/configurator/engine'
import type {
  ConfigOption,
  ConfigStep,
  Money,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { Check } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

type Change = (optionId: string, value: SelectionValue) => void

/**
 * One step's options as a visitor chooses them: a slider with a number for dimensions (mm) and
 * numbers, swatches for materials, cards for components, a switch for a part, a field for
 * text. What the rules hide is not shown; what they disable is shown, greyed and said so.
 * The public page and the configurator editor's test panel both use it, so the studio tries
 * exactly what its customers will see.
 */
export function StepOptions({
  step,
  selections,
  states,
  onChange,
}: {
  step: ConfigStep
  selections: Selections
  states: Record<string, OptionState>
  onChange: Change
}) {
  const visible = step.options.filter((o) => states[o.id]?.visible !== false)
  return (
    <div className="grid gap-7">
      {visible.map((option) => (
        <OptionControl
          key={option.id}
          option={option}
          value={selections[option.id]}
          state={states[option.id]}
          onChange={(value) => onChange(option.id, value)}
        />
      ))}
    </div>
  )
}

/** "+€250.00" beside a choice; nothing for none (null) or zero. */
function useSurcharge() {
  const { t } = useTranslation()
  const format = useFormat()
  return (surcharge: Money | null) =>
    !surcharge || surcharge.amount === 0
      ? null
      : t('public-configurator.options.surcharge', {
          sign: surcharge.amount > 0 ? '+' : '−',
          amount: format.money({ ...surcharge, amount: Math.abs(surcharge.amount) }),
        })
}

/** The option's name, with what a screen reader should also hear: required, or not available. */
function OptionName({ option, state }: { option: ConfigOption; state: OptionState | undefined }) {
  const { t } = useTranslation()
  return (
    <>
      <span className="font-medium text-[0.95rem]">{option.name}</span>
      {state?.required && (
        <span className="ml-1 font-normal text-muted-foreground text-xs">
          ({t('public-configurator.options.required')})
        </span>
      )}
      {state?.enabled === false && (
        <span className="ml-1 font-normal text-muted-foreground text-xs">
          ({t('public-configurator.options.unavailable')})
        </span>
      )}
    </>
  )
}

function Description({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="text-muted-foreground text-sm">
      {children}
    </p>
  )
}

function OptionControl({
  option,
  value,
  state,
  onChange,
}: {
  option: ConfigOption
  value: SelectionValue | undefined
  state: OptionState | undefined
  onChange: (value: SelectionValue) => void
}) {
  const id = useId()
  const disabled = state?.enabled === false
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
        <fieldset
          className="grid gap-3"
          disabled={disabled}
          aria-describedby={described}
          data-testid={`option-${option.id}`}
        >
          <legend className="mb-3">
            <OptionName option={option} state={state} />
          </legend>
          <Choices
            look={option.kind === 'material' ? 'swatches' : 'cards'}
            name={id}
            option={option}
            value={value}
            state={state}
            onChange={onChange}
          />
          {description}
        </fieldset>
      )
    case 'part':
      return <PartControl {...common} option={option} value={value === true} />
    case 'text':
      return (
        <TextControl {...common} option={option} value={typeof value === 'string' ? value : ''} />
      )
  }
}

/** What each kind's control is given: its option and value, and what ties it to its label. */
type ControlProps<K extends ConfigOption['kind'], V> = {
  id: string
  option: Extract<ConfigOption, { kind: K }>
  value: V
  state: OptionState | undefined
  /** The id of the option's description, when it has one. */
  described: string | undefined
  description: ReactNode
  onChange: (value: V) => void
}

function RangeControl({
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
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      <div
        aria-hidden="true"
        className="-mt-1 flex justify-between text-muted-foreground text-xs tabular-nums"
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
      className="h-10 w-28 text-right font-medium tabular-nums"
    />
  )
}

type ChoiceProps = {
  name: string
  option: Extract<ConfigOption, { kind: 'material' | 'component' }>
  value: SelectionValue | undefined
  state: OptionState | undefined
  onChange: (value: string) => void
}

function offered(option: ChoiceProps['option'], state: OptionState | undefined) {
  return option.values.filter((v) => state?.values[v.id]?.visible !== false)
}

/** How a material's or a component's values are shown: colour swatches, or cards. */
const LOOKS = {
  swatches: {
    grid: 'grid grid-cols-3 gap-2 sm:grid-cols-4',
    card: 'flex-col items-center gap-2 px-2 pt-3 pb-2.5 text-center',
    name: 'leading-tight',
  },
  cards: {
    grid: 'grid grid-cols-2 gap-2',
    card: 'min-h-16 flex-col justify-center gap-0.5 py-3 pr-8 pl-3.5 has-[:checked]:bg-primary/5',
    name: 'leading-snug',
  },
} as const

/** One value of the option to choose, as a radio: its name, its surcharge, whether it can be had. */
function Choices({
  look,
  name,
  option,
  value,
  state,
  onChange,
}: ChoiceProps & { look: keyof typeof LOOKS }) {
  const { t } = useTranslation()
  const surcharge = useSurcharge()
  const styles = LOOKS[look]
  return (
    <div className={styles.grid}>
      {offered(option, state).map((v) => {
        const off = state?.values[v.id]?.enabled === false
        const extra = surcharge(v.surcharge)
        return (
          <label
            key={v.id}
            className={cn(
              'group relative flex cursor-pointer rounded-xl border bg-card transition-colors hover:border-foreground/30',
              'has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
              styles.card,
            )}
          >
            <input
              type="radio"
              name={name}
              value={v.id}
              className="sr-only"
              checked={value === v.id}
              disabled={off}
              onChange={() => onChange(v.id)}
            />
            {look === 'swatches' && <Swatch color={'color' in v ? v.color : null} />}
            <span className={cn('font-medium text-sm', styles.name)}>{v.name}</span>
            {extra && <span className="text-muted-foreground text-xs tabular-nums">{extra}</span>}
            {off && <span className="sr-only">{t('public-configurator.options.unavailable')}</span>}
            {look === 'cards' && (
              <span
                aria-hidden="true"
                className="absolute top-3 right-3 grid size-4 place-items-center rounded-full border group-has-[:checked]:border-primary group-has-[:checked]:bg-primary"
              >
                <Check className="hidden size-3 text-primary-foreground group-has-[:checked]:block" />
              </span>
            )}
          </label>
        )
      })}
    </div>
  )
}

/** A material's colour, ticked when chosen. */
function Swatch({ color }: { color: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="relative grid size-11 place-items-center rounded-full border border-black/10 shadow-[inset_0_-6px_12px_rgb(0_0_0/0.18)]"
      style={{ background: color ?? 'var(--muted)' }}
    >
      <Check className="hidden size-5 text-white drop-shadow group-has-[:checked]:block" />
    </span>
  )
}

function PartControl({
  id,
  option,
  value,
  state,
  described,
  description,
  onChange,
}: ControlProps<'part', boolean>) {
  const extra = useSurcharge()(option.surcharge)
  return (
    <div
      className="flex items-start justify-between gap-4 rounded-xl border bg-card p-3.5"
      data-testid={`option-${option.id}`}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-part`}>
          <OptionName option={option} state={state} />
        </label>
        {description}
        {extra && <span className="text-muted-foreground text-xs tabular-nums">{extra}</span>}
      </div>
      <Switch
        id={`${id}-part`}
        checked={value}
        disabled={state?.enabled === false}
        aria-describedby={described}
        onCheckedChange={(checked) => onChange(checked)}
        className="mt-0.5"
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
        className="h-10"
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
