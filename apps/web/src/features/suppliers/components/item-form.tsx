import {
  type Supplier,
  type SupplierItem,
  type SupplierItemInput,
  supplierItemInputSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { AlertBox } from '@/components/alert-box'
import { useFormSubmit } from '@/lib/forms'
import { FormFooter } from './form-dialog'
import { ItemAppearanceSection } from './item-appearance-section'
import { type ItemValues, itemToInput, newItemInput } from './item-form-model'
import {
  ItemCostSection,
  ItemDetailsSection,
  ItemOrderingSection,
  ItemStockSection,
} from './item-form-sections'

// The API's field paths, so its errors land on the field they are about.
const FIELDS = [
  'supplierId',
  'name',
  'code',
  'unit',
  'materialType',
  'unitCost',
  'unitCost.amount',
  'unitCost.currency',
  'costEffectiveFrom',
  'stockSize',
  'stockSize.length',
  'stockSize.width',
  'stockSize.thickness',
  'appearance',
  'appearance.color',
  'appearance.roughness',
  'appearance.metalness',
  'densityKgM3',
  'wastePercent',
  'minOrderQuantity',
  'leadTimeDays',
  'validFrom',
  'validUntil',
]

/**
 * A supplier item: what it is, what it costs (money typed in major units, sent as integer minor
 * units), the size it is bought in, and how it is ordered. Checked by the contract's schema
 * before anything is sent. Editing the cost asks when the new cost takes effect and shows what
 * it changes in the designs that use the item, before saving.
 */
export function ItemForm({
  item,
  suppliers,
  defaultSupplierId,
  defaultCurrency,
  onSubmit,
  onCancel,
  submitLabel,
  history,
}: {
  /** The item being edited; none when creating. */
  item?: SupplierItem
  /** The suppliers to choose from; undefined while they load. */
  suppliers: Supplier[] | undefined
  defaultSupplierId?: string | null
  /** The company's currency, for a new item whose supplier is not chosen yet. */
  defaultCurrency: string
  onSubmit: (values: ItemValues) => Promise<unknown>
  onCancel: () => void
  submitLabel: string
  /** The item's price history, shown with its cost. */
  history?: ReactNode
}) {
  const form = useForm<SupplierItemInput, unknown, ItemValues>({
    resolver: zodResolver(supplierItemInputSchema),
    defaultValues: item
      ? itemToInput(item)
      : newItemInput(
          suppliers?.find((s) => s.id === defaultSupplierId),
          defaultCurrency,
        ),
  })
  const [unit, materialType, supplierId, unitCost] = useWatch({
    control: form.control,
    name: ['unit', 'materialType', 'supplierId', 'unitCost'],
  })
  const supplier = suppliers?.find((s) => s.id === supplierId)
  const costChanged =
    item !== undefined &&
    (unitCost.amount !== item.unitCost.amount || unitCost.currency !== item.unitCost.currency)
  const { submit, error } = useFormSubmit(form, FIELDS, (values) =>
    // The day a cost takes effect only means something for a new cost.
    onSubmit(costChanged ? values : { ...values, costEffectiveFrom: undefined }),
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {error && <AlertBox>{error}</AlertBox>}
      <ItemDetailsSection form={form} item={item} suppliers={suppliers} />
      <ItemCostSection
        form={form}
        item={item}
        unit={unit}
        unitCost={unitCost}
        supplier={supplier}
        costChanged={costChanged}
        history={history}
      />
      <ItemStockSection form={form} unit={unit} materialType={materialType} />
      <ItemAppearanceSection form={form} item={item} />
      <ItemOrderingSection form={form} unit={unit} supplier={supplier} />
      <FormFooter
        submitLabel={submitLabel}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
