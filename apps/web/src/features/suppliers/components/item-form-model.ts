import type {
  Supplier,
  SupplierItem,
  SupplierItemInput,
  supplierItemInputSchema,
} from '@designer/contract'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/** The item form's values, what its sections share, and how it starts. */
export type ItemValues = z.output<typeof supplierItemInputSchema>
export type ItemFormApi = UseFormReturn<SupplierItemInput, unknown, ItemValues>

/** An item as the form shows it. */
export function itemToInput(item: SupplierItem): SupplierItemInput {
  return {
    supplierId: item.supplierId,
    name: item.name,
    code: item.code,
    unit: item.unit,
    materialType: item.materialType,
    unitCost: item.unitCost,
    costEffectiveFrom: undefined,
    stockSize: item.stockSize,
    // The form edits the finish; the texture is uploaded on its own.
    appearance: item.appearance
      ? {
          color: item.appearance.color,
          roughness: item.appearance.roughness,
          metalness: item.appearance.metalness,
        }
      : null,
    densityKgM3: item.densityKgM3,
    wastePercent: item.wastePercent,
    minOrderQuantity: item.minOrderQuantity,
    leadTimeDays: item.leadTimeDays,
    validFrom: item.validFrom,
    validUntil: item.validUntil,
  }
}

/** A new item: of the supplier the list is filtered by, priced in its currency. */
export function newItemInput(
  supplier: Supplier | undefined,
  defaultCurrency: string,
): SupplierItemInput {
  return {
    supplierId: supplier?.id ?? '',
    name: '',
    code: '',
    unit: 'piece',
    materialType: 'other',
    // Nothing typed yet: the money field asks for an amount rather than assuming 0.
    unitCost: { amount: Number.NaN, currency: supplier?.currency ?? defaultCurrency },
    stockSize: null,
    appearance: null,
    densityKgM3: null,
    wastePercent: 0,
    minOrderQuantity: null,
    leadTimeDays: null,
    validFrom: null,
    validUntil: null,
  }
}
