import type { OptionState } from '@designer/configurator/engine'
import type { ConfigOption, MaterialAppearances, Money } from '@designer/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

// The pieces every option's control is made with.

/** How the choices look: the materials' appearances and the components' pictures. */
export type ChoiceLooks = {
  /** By supplier item id (a material value's `supplierItemId`). */
  materials?: MaterialAppearances
  /** By the component design's id: its picture's address, or null without one. */
  componentPictures?: Record<string, string | null>
}

/**
 * What a choice does to the price, as words by option id and value id (`on` for a part):
 * "+€120", "−€40", "Included". Without it, a choice shows the surcharge its definition gives.
 */
export type DifferenceTexts = Record<string, Record<string, string>>

/** "+€250.00" beside a choice; nothing for none (null) or zero. */
export function useSurcharge() {
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
export function OptionName({
  option,
  state,
}: {
  option: ConfigOption
  state: OptionState | undefined
}) {
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

export function Description({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="text-muted-foreground text-sm">
      {children}
    </p>
  )
}

/** What each kind's control is given: its option and value, and what ties it to its label. */
export type ControlProps<K extends ConfigOption['kind'], V> = {
  id: string
  option: Extract<ConfigOption, { kind: K }>
  value: V
  state: OptionState | undefined
  /** The id of the option's description, when it has one. */
  described: string | undefined
  description: ReactNode
  onChange: (value: V) => void
}
