import type { Customer, CustomerStage, TagColor } from '@designer/contract'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** The colour of each tag palette entry, light and dark, legible on both. */
const TAG_CLASSES: Record<TagColor, string> = {
  gray: 'bg-zinc-100 text-zinc-800 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-100 dark:ring-zinc-600',
  red: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  orange:
    'bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800',
  amber:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  green:
    'bg-green-50 text-green-800 ring-green-200 dark:bg-green-950 dark:text-green-200 dark:ring-green-800',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-950 dark:text-teal-200 dark:ring-teal-800',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-800',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  pink: 'bg-pink-50 text-pink-800 ring-pink-200 dark:bg-pink-950 dark:text-pink-200 dark:ring-pink-800',
}
export const TAG_SWATCHES: Record<TagColor, string> = {
  gray: 'bg-zinc-400',
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  amber: 'bg-amber-500',
  green: 'bg-green-500',
  teal: 'bg-teal-500',
  blue: 'bg-blue-500',
  violet: 'bg-violet-500',
  pink: 'bg-pink-500',
}

/** A tag as a chip; with `onRemove`, a button takes it off. */
export function TagChip({
  tag,
  onRemove,
  className,
}: {
  tag: { name: string; color: TagColor }
  onRemove?: () => void
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <span
      className={cn(
        'inline-flex max-w-40 items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
        TAG_CLASSES[tag.color],
        className,
      )}
    >
      <span className="truncate">{tag.name}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('customers.tags.remove', { name: tag.name })}
          className="-mr-1 cursor-pointer rounded-full p-0.5 outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3" />
        </button>
      )}
    </span>
  )
}

const STAGE_CLASSES: Record<CustomerStage, string> = {
  lead: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  prospect:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  customer:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  inactive: 'border-border bg-muted text-muted-foreground',
}

export function StageBadge({ stage }: { stage: CustomerStage }) {
  const { t } = useTranslation()
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 font-medium text-xs',
        STAGE_CLASSES[stage],
      )}
    >
      {t(`customers.stages.${stage}`)}
    </span>
  )
}

/** `+34612345678` as people read it: `+34 612 34 56 78`. */
export function phoneText(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/** The name to show: an anonymised customer has none left. */
export function useCustomerName() {
  const { t } = useTranslation()
  return (c: Pick<Customer, 'name' | 'anonymisedAt'>) =>
    c.anonymisedAt ? t('customers.anonymised.name') : c.name
}
