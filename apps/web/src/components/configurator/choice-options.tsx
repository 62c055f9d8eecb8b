import type { OptionState } from '@designer/configurator/engine'
import {
  type ConfigOption,
  DEFAULT_FINISH,
  type MaterialAppearance,
  type SelectionValue,
} from '@designer/contract'
import { Box, Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { swatchStyle } from '@/components/material-swatch'
import { cn } from '@/lib/utils'
import { type ChoiceLooks, useSurcharge } from './option-parts'

type ChoiceOption = Extract<ConfigOption, { kind: 'material' | 'component' }>
type MaterialValue = Extract<ConfigOption, { kind: 'material' }>['values'][number]

/** How much of a material a swatch shows across, so a texture's grain is at a believable scale. */
const SWATCH_MILLIMETRES = 150

/**
 * A material value's look: its material's appearance, else the value's own colour (a value
 * without a supplier item, or one without an appearance), drawn as every swatch is.
 */
function valueLook(appearance: MaterialAppearance | undefined, color: string | null) {
  return appearance ?? { color: color ?? '#d4d4d8', ...DEFAULT_FINISH, texture: null }
}

function offered(option: ChoiceOption, state: OptionState | undefined) {
  return option.values.filter((v) => state?.values[v.id]?.visible !== false)
}

/**
 * A material's or a component's values as one radio group, named by the option: swatches for
 * materials, pictured cards for components. Each value's name says what it does to the price;
 * the chosen one is ringed and ticked, so it does not rest on colour alone. The arrow keys move
 * between the values, as in any radio group.
 */
export function Choices({
  id,
  option,
  value,
  state,
  looks,
  differences,
  described,
  onChange,
}: {
  id: string
  option: ChoiceOption
  value: SelectionValue | undefined
  state: OptionState | undefined
  looks: ChoiceLooks | undefined
  differences: Record<string, string> | undefined
  described: string | undefined
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const surcharge = useSurcharge()
  const disabled = state?.enabled === false
  const material = option.kind === 'material'
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={described}
      aria-disabled={disabled || undefined}
      className={cn(
        'grid gap-2.5',
        material ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-3' : 'grid-cols-2',
      )}
    >
      {offered(option, state).map((v) => {
        const off = disabled || state?.values[v.id]?.enabled === false
        // On the public page the difference the engine computed; elsewhere the surcharge typed.
        const extra = differences ? differences[v.id] : surcharge(v.surcharge)
        const key = `${id}-${v.id}`
        const pictures = looks?.componentPictures
        const picture = pictures && 'designId' in v ? (pictures[v.designId] ?? null) : undefined
        return (
          <label
            key={v.id}
            className={cn(
              'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-card text-sm transition-[border-color,box-shadow,background-color] hover:border-foreground/35',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/[0.04] has-[:checked]:ring-1 has-[:checked]:ring-primary',
              'has-[:focus-visible]:outline-none has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
              material ? 'items-center gap-2 px-2 pt-3.5 pb-3 text-center' : '',
            )}
          >
            <input
              type="radio"
              name={id}
              value={v.id}
              className="sr-only"
              checked={value === v.id}
              disabled={off}
              onChange={() => onChange(v.id)}
              // Named by its words one by one ("Walnut +€120"), not by the label's text run
              // together.
              aria-labelledby={[`${key}-name`, extra && `${key}-extra`, off && `${key}-off`]
                .filter(Boolean)
                .join(' ')}
            />
            {material ? (
              <span
                aria-hidden="true"
                data-testid="swatch"
                className="block size-14 shrink-0 rounded-full border border-black/10 shadow-[inset_0_1px_2px_rgb(255_255_255/0.5),0_1px_3px_rgb(0_0_0/0.12)]"
                style={swatchStyle(
                  valueLook(materialLook(v as MaterialValue, looks), (v as MaterialValue).color),
                  true,
                  SWATCH_MILLIMETRES,
                )}
              />
            ) : (
              // Only where the pictures were given (the public page), not in the studio's test panel.
              picture !== undefined && <ComponentPicture url={picture} />
            )}
            <span className={cn('grid gap-0.5', !material && 'px-3 pt-2.5 pb-3 pr-8')}>
              <span id={`${key}-name`} className="font-medium leading-snug">
                {v.name}
              </span>
              {extra && (
                <span id={`${key}-extra`} className="text-muted-foreground text-xs tabular-nums">
                  {extra}
                </span>
              )}
              {off && (
                <span id={`${key}-off`} className="sr-only">
                  {t('public-configurator.options.unavailable')}
                </span>
              )}
            </span>
            <span
              aria-hidden="true"
              data-testid="chosen-tick"
              className="absolute top-2 right-2 hidden size-5 place-items-center rounded-full bg-primary text-primary-foreground shadow-sm group-has-[:checked]:grid"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
          </label>
        )
      })}
    </div>
  )
}

function materialLook(v: MaterialValue, looks: ChoiceLooks | undefined) {
  return v.supplierItemId ? looks?.materials?.[v.supplierItemId] : undefined
}

/** A component's picture (its design's thumbnail), or a plain frame when it has none. */
function ComponentPicture({ url }: { url: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="block aspect-[16/10] w-full overflow-hidden border-b bg-muted"
    >
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <span className="grid size-full place-items-center text-muted-foreground/60">
          <Box className="size-7" strokeWidth={1.5} />
        </span>
      )}
    </span>
  )
}
