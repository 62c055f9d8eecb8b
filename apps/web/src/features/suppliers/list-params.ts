import { MATERIAL_TYPES, SUPPLIER_ITEM_SORTS, SUPPLIER_SORTS } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'

/**
 * The suppliers page keeps everything in the URL (lib/use-list-params.ts): which tab is open,
 * and each tab's search, filters, order and page. The tabs share one address, so a link such as
 * "this supplier's items" (`?tab=items&supplierId=…`) opens the right tab already filtered.
 */
export const SUPPLIER_TABS = ['suppliers', 'items'] as const
export type SupplierTab = (typeof SUPPLIER_TABS)[number]

const tabSpec = {
  schema: z.object({ tab: z.enum(SUPPLIER_TABS).default('suppliers') }),
}

const suppliersList = {
  schema: z.object({
    q: z.string().trim().default(''),
    status: z.enum(['active', 'archived', 'all']).default('active'),
    sort: z.enum(SUPPLIER_SORTS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type SupplierListParams = z.output<typeof suppliersList.schema>

const itemsList = {
  schema: z.object({
    q: z.string().trim().default(''),
    supplierId: z.uuid().nullable().default(null),
    materialType: z.enum(MATERIAL_TYPES).nullable().default(null),
    /** Items of archived suppliers are left out unless asked for. */
    archived: z.stringbool().default(false),
    sort: z.enum(SUPPLIER_ITEM_SORTS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
export type SupplierItemListParams = z.output<typeof itemsList.schema>

export const useSupplierTab = () => useListParams(tabSpec)
export const useSupplierListParams = () => useListParams(suppliersList)
export const useSupplierItemListParams = () => useListParams(itemsList)
