import {
  MATERIAL_TYPES,
  type MaterialType,
  type Money,
  SUPPLY_UNITS,
  type Supplier,
  type SupplyUnit,
} from '@designer/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** Material types bought in a stock size: a sheet, a board, a bar. */
export const STOCK_TYPES: readonly MaterialType[] = ['sheet', 'solid_wood', 'linear']

/** Names of units and material types, and a cost per unit, in the reader's language. */
export function useSupplierLabels() {
  const { t } = useTranslation()
  const format = useFormat()
  return useMemo(
    () => ({
      /** "Square metre (m²)", for selects. */
      unit: (unit: SupplyUnit) => t(`suppliers.units.${unit}`),
      /** "m²", after an amount. */
      unitShort: (unit: SupplyUnit) => t(`suppliers.unitsShort.${unit}`),
      material: (type: MaterialType) => t(`suppliers.materialTypes.${type}`),
      /** Every material type, as select options. */
      materialOptions: MATERIAL_TYPES.map((type) => ({
        value: type,
        label: t(`suppliers.materialTypes.${type}`),
      })),
      /** Every unit, as select options. */
      unitOptions: SUPPLY_UNITS.map((unit) => ({
        value: unit,
        label: t(`suppliers.units.${unit}`),
      })),
      /** A supplier's name, marked when it is archived. */
      supplier: (supplier: Pick<Supplier, 'name' | 'status'>) =>
        supplier.status === 'archived'
          ? t('suppliers.fields.archivedSupplier', { name: supplier.name })
          : supplier.name,
      /** "€45.50 / m²". */
      costPerUnit: (cost: Money, unit: SupplyUnit) =>
        t('suppliers.items.costPerUnit', {
          cost: format.money(cost),
          unit: t(`suppliers.unitsShort.${unit}`),
        }),
    }),
    [t, format],
  )
}
