import type { MaterialAppearances, SupplierItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { MaterialSwatch } from '@/components/material-swatch'
import type { SelectOption } from '@/components/select-field'

/**
 * How a material value looks in its row: its material's swatch when the value names a material
 * with an appearance (edited on the material itself), else the value's own colour, which the
 * configurator then draws the parts in.
 */
export function MaterialValueLook({
  value,
  appearances,
  onColorChange,
}: {
  value: { name: string; color: string | null; supplierItemId: string | null }
  appearances: MaterialAppearances | undefined
  onColorChange: (color: string) => void
}) {
  const { t } = useTranslation()
  const look = value.supplierItemId ? appearances?.[value.supplierItemId] : undefined
  if (look) {
    return (
      <MaterialSwatch
        look={look}
        className="size-8"
        label={t('configurators.values.look', { name: value.name })}
      />
    )
  }
  return (
    <input
      type="color"
      value={value.color ?? '#cccccc'}
      onChange={(e) => onColorChange(e.target.value)}
      aria-label={t('configurators.values.color', { name: value.name })}
      className="size-8 shrink-0 cursor-pointer rounded border bg-background p-0.5"
    />
  )
}

/** The company's materials as a select's options, each with its swatch when it has a look. */
export function materialOptions(items: SupplierItem[] | undefined): SelectOption[] | undefined {
  return items?.map((item) => ({
    value: item.id,
    label: (
      <span className="flex min-w-0 items-center gap-2">
        {item.appearance && <MaterialSwatch look={item.appearance} className="size-4" />}
        <span className="truncate">{`${item.name} · ${item.supplierName}`}</span>
      </span>
    ),
  }))
}
