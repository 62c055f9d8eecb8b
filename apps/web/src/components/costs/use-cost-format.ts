import type { CostLine, CostPathStep, MaterialType, SupplyUnit } from '@designer/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/**
 * How costs read: quantities in a supply unit (4 decimals at most, as the engine rounds them),
 * unit and material type names, and the path of a part through component instances
 * ("Leg 2 › Foot"). Shared by the costs overview, the design page and the editor.
 */
export function useCostFormat() {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const language = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 4 })
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
    const unitSymbol = (unit: SupplyUnit) => t(`costs.unitSymbols.${unit}`)
    return {
      money: format.money,
      number: (n: number) => number.format(n),
      percent: (n: number) => percent.format(n),
      /** `1.25 m²` */
      quantity: (n: number, unit: SupplyUnit) =>
        t('costs.quantity', { value: number.format(n), unit: unitSymbol(unit) }),
      unitSymbol,
      unitName: (unit: SupplyUnit) => t(`costs.units.${unit}`),
      materialType: (type: MaterialType) => t(`costs.materialTypes.${type}`),
      /** The instances a part came through, then the part: `Leg 2 › Foot`. */
      path: (steps: CostPathStep[], name: string) =>
        [...steps.map((s) => s.name), name].join(' › '),
      /** `€12.00 / m²` */
      unitCost: (line: Pick<CostLine, 'unitCost' | 'unit'>) =>
        t('costs.bom.perUnit', {
          cost: format.money(line.unitCost),
          unit: unitSymbol(line.unit),
        }),
    }
  }, [t, format, language])
}
