import type { SceneObject } from '@designer/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useCostFormat } from '@/components/costs/use-cost-format'
import { useSupplierItem } from '@/lib/queries/supplier-items'
import { setLabourHours, setMaterial } from '../core/changes'
import { estimateObjectCost } from '../core/cost-estimate'
import type { EditorStore } from '../core/editor-store'
import { useEditor } from '../use-editor'
import { MaterialPicker } from './material-picker'
import { NumberField } from './number-field'

/**
 * What the selected object is made of: its supplier item, the hours when the item is counted by
 * the hour, and what that comes to. Every change goes through the store: undo, redo and saving follow.
 */
export function MaterialSection({ store, object }: { store: EditorStore; object: SceneObject }) {
  const { t } = useTranslation()
  const format = useCostFormat()
  const labelId = useId()
  const scene = useEditor(store, (s) => s.scene)
  const value = object.supplierItemId ?? null
  const item = useSupplierItem(value)
  const byTheHour = item.data?.unit === 'hour'
  const estimate = item.data ? estimateObjectCost(scene, object, item.data) : null

  return (
    <section className="space-y-2" data-testid="material-section">
      <h3 id={labelId} className="font-medium text-xs uppercase tracking-wide">
        {t('editor.material.title')}
      </h3>
      <MaterialPicker
        value={value}
        labelledBy={labelId}
        onChange={(chosen) =>
          store.dispatch(setMaterial(store.get().scene, object.id, chosen?.id ?? null))
        }
      />
      {value && byTheHour && (
        <NumberField
          label={t('editor.material.hours')}
          unit={t('costs.unitSymbols.hour')}
          value={object.labourHours ?? 0}
          min={0}
          max={10_000}
          step={0.5}
          onCommit={(hours) => store.dispatch(setLabourHours(store.get().scene, object.id, hours))}
          testId="prop-labour-hours"
        />
      )}
      {item.data && (
        <p className="text-muted-foreground text-xs" data-testid="material-estimate">
          {estimate
            ? t('editor.material.estimate', {
                quantity: format.quantity(estimate.quantityWithWaste, item.data.unit),
                cost: format.money(estimate.cost),
              })
            : byTheHour
              ? t('editor.material.noHours')
              : t('editor.material.noQuantity')}
        </p>
      )}
    </section>
  )
}
