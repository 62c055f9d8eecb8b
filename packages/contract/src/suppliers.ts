import { z } from 'zod'
import { designTypeSchema, objectIdSchema } from './designs'
import { listQuerySchema, sortValues } from './lists'
import { materialAppearanceSchema, materialFinishSchema } from './materials'
import { currencySchema, moneySchema } from './money'
import { textInput } from './text'

/**
 * Suppliers, what they sell (supplier items, each with a price history), and what a design
 * costs to make from them (docs/decisions/019-suppliers-and-costs.md).
 */

const required = (max: number) =>
  textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' })
const optionalText = (max: number) =>
  textInput().trim().max(max, { message: 'validation.tooLong' }).default('')
/** A calendar day, `2026-11-23`. */
export const dateSchema = z.iso.date({ message: 'validation.date' })

export const SUPPLIER_STATUSES = ['active', 'archived'] as const
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number]

export const supplierInputSchema = z.object({
  name: required(120),
  contactName: optionalText(120),
  email: z.union([z.literal(''), z.email({ message: 'validation.email' }).max(254)]).default(''),
  phone: optionalText(40),
  website: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, message: 'validation.url' })
        .max(500, { message: 'validation.tooLong' }),
    ])
    .default(''),
  address: optionalText(500),
  currency: currencySchema,
  /** Days from order to delivery, unless an item says otherwise. */
  leadTimeDays: z.number().int().min(0).max(730).nullable().default(null),
  paymentTerms: optionalText(200),
  notes: optionalText(5000),
  status: z.enum(SUPPLIER_STATUSES).default('active'),
})
export type SupplierInput = z.input<typeof supplierInputSchema>

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: z.string(),
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
  paymentTerms: z.string(),
  notes: z.string(),
  status: z.enum(SUPPLIER_STATUSES),
  itemCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Supplier = z.infer<typeof supplierSchema>

export const SUPPLIER_SORTS = sortValues(['name', 'items', 'updated'])
export type SupplierSort = (typeof SUPPLIER_SORTS)[number]
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_SORTS, 'name').extend({
  status: z.enum([...SUPPLIER_STATUSES, 'all']).default('active'),
})
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>

/** What a supplier item is counted in, and how a design's object turns into that count. */
export const SUPPLY_UNITS = ['piece', 'm', 'm2', 'm3', 'kg', 'hour'] as const
export type SupplyUnit = (typeof SUPPLY_UNITS)[number]

export const MATERIAL_TYPES = [
  'sheet',
  'solid_wood',
  'linear',
  'hardware',
  'finish',
  'labour',
  'other',
] as const
export type MaterialType = (typeof MATERIAL_TYPES)[number]

const millimetres = z.number().finite().min(0.1).max(100_000)
/** The size a material is bought in (a sheet 2440 × 1220 × 18, a board, a bar), millimetres. */
export const stockSizeSchema = z.object({
  length: millimetres,
  width: millimetres,
  thickness: millimetres,
})
export type StockSize = z.infer<typeof stockSizeSchema>

const unitCostSchema = moneySchema.refine((m) => m.amount >= 0, {
  message: 'validation.notNegative',
  path: ['amount'],
})

export const supplierItemInputSchema = z
  .object({
    supplierId: z.uuid({ message: 'validation.required' }),
    name: required(120),
    /** The supplier's own reference; unique per supplier when given (CSV imports match on it). */
    code: optionalText(60),
    unit: z.enum(SUPPLY_UNITS),
    materialType: z.enum(MATERIAL_TYPES).default('other'),
    unitCost: unitCostSchema,
    /**
     * The day this cost takes effect. A new cost never overwrites the old one: it is added to
     * the history (today when not given), and quotes keep the cost they were made with.
     */
    costEffectiveFrom: dateSchema.optional(),
    stockSize: stockSizeSchema.nullable().default(null),
    /**
     * How parts made of it look (colour, roughness, metalness); null for none. Left out, an
     * update keeps the appearance the item has. Its texture is uploaded on its own.
     */
    appearance: materialFinishSchema.nullable().optional(),
    /** Needed to count by weight: kilograms per cubic metre. */
    densityKgM3: z.number().finite().positive().max(25_000).nullable().default(null),
    /** Offcuts and losses added to every quantity, 0 to 100 %, two decimals at most. */
    wastePercent: z
      .number()
      .min(0)
      .max(100)
      .refine(
        (n) =>
          Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        {
          message: 'validation.twoDecimals',
        },
      )
      .default(0),
    minOrderQuantity: z.number().finite().min(0).max(1_000_000).nullable().default(null),
    leadTimeDays: z.number().int().min(0).max(730).nullable().default(null),
    validFrom: dateSchema.nullable().default(null),
    validUntil: dateSchema.nullable().default(null),
  })
  .superRefine((item, ctx) => {
    if (item.unit === 'kg' && item.densityKgM3 === null) {
      ctx.addIssue({ code: 'custom', path: ['densityKgM3'], message: 'validation.densityRequired' })
    }
    if (item.validFrom && item.validUntil && item.validUntil < item.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validation.dateOrder' })
    }
  })
export type SupplierItemInput = z.input<typeof supplierItemInputSchema>

export const supplierItemSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  supplierStatus: z.enum(SUPPLIER_STATUSES),
  name: z.string(),
  code: z.string(),
  unit: z.enum(SUPPLY_UNITS),
  materialType: z.enum(MATERIAL_TYPES),
  unitCost: moneySchema,
  /** When the current cost took effect. */
  costSince: dateSchema,
  stockSize: stockSizeSchema.nullable(),
  /** How parts made of it are drawn; null: they keep their own colour. */
  appearance: materialAppearanceSchema.nullable(),
  densityKgM3: z.number().nullable(),
  wastePercent: z.number(),
  minOrderQuantity: z.number().nullable(),
  leadTimeDays: z.number().int().nullable(),
  validFrom: dateSchema.nullable(),
  validUntil: dateSchema.nullable(),
  /** Designs and components whose own scene names this item. */
  usedIn: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type SupplierItem = z.infer<typeof supplierItemSchema>

export const SUPPLIER_ITEM_SORTS = sortValues(['name', 'supplier', 'cost', 'updated'])
export type SupplierItemSort = (typeof SUPPLIER_ITEM_SORTS)[number]
export const supplierItemListQuerySchema = listQuerySchema(SUPPLIER_ITEM_SORTS, 'name').extend({
  supplierId: z.uuid().optional(),
  materialType: z.enum(MATERIAL_TYPES).optional(),
  /** Archived suppliers' items are left out unless asked for. */
  includeArchived: z.stringbool().default(false),
})
export type SupplierItemListQuery = z.input<typeof supplierItemListQuerySchema>

/** One entry of an item's price history. */
export const supplierItemCostSchema = z.object({
  id: z.uuid(),
  unitCost: moneySchema,
  effectiveFrom: dateSchema,
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
})
export type SupplierItemCost = z.infer<typeof supplierItemCostSchema>

/** What a new unit cost would change: each design that uses the item, now and after. */
export const priceImpactQuerySchema = z.object({ amount: z.coerce.number().int().min(0).max(1e13) })
export const priceImpactSchema = z.object({
  designs: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      type: designTypeSchema,
      /** Of this item, waste included, through every component. */
      quantity: z.number(),
      change: moneySchema,
    }),
  ),
  total: moneySchema,
})
export type PriceImpact = z.infer<typeof priceImpactSchema>

/** Fields a CSV column can fill when importing supplier items. */
export const SUPPLIER_ITEM_IMPORT_FIELDS = [
  'supplier',
  'name',
  'code',
  'unit',
  'materialType',
  'unitCost',
  'currency',
  'stockLength',
  'stockWidth',
  'stockThickness',
  'densityKgM3',
  'wastePercent',
  'minOrderQuantity',
  'leadTimeDays',
  'validFrom',
  'validUntil',
] as const
export type SupplierItemImportField = (typeof SUPPLIER_ITEM_IMPORT_FIELDS)[number]

export const supplierItemImportSchema = z.object({
  /** The file's text, UTF-8; a byte order mark, `,` or `;` separators and quotes are understood. */
  csv: z.string().max(5_000_000, { message: 'validation.tooLong' }),
  /** Which column fills which field; unnamed fields keep their defaults. */
  mapping: z.partialRecord(z.enum(SUPPLIER_ITEM_IMPORT_FIELDS), textInput().max(200)),
  /** Rows without a supplier column go to this supplier. */
  supplierId: z.uuid().nullable().default(null),
  /** Only check and report; nothing is written. */
  dryRun: z.boolean().default(true),
})
export type SupplierItemImport = z.input<typeof supplierItemImportSchema>

export const supplierItemImportResultSchema = z.object({
  rows: z.array(
    z.object({
      /** The row's line in the file, the header being line 1. */
      line: z.number().int(),
      action: z.enum(['create', 'update', 'error']),
      name: z.string(),
      errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
    }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  dryRun: z.boolean(),
})
export type SupplierItemImportResult = z.infer<typeof supplierItemImportResultSchema>

// What a design costs to make.

/** A component instance a cost line came through, outermost first. */
export const costPathStepSchema = z.object({
  objectId: objectIdSchema,
  name: z.string(),
  designId: z.uuid(),
  designName: z.string(),
})
export type CostPathStep = z.infer<typeof costPathStepSchema>

export const costLineSchema = z.object({
  /** The object (or the extra cost line) of the scene it was found in. */
  objectId: objectIdSchema,
  objectName: z.string(),
  path: z.array(costPathStepSchema),
  source: z.enum(['geometry', 'extra']),
  itemId: z.uuid(),
  itemName: z.string(),
  itemCode: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  materialType: z.enum(MATERIAL_TYPES),
  unit: z.enum(SUPPLY_UNITS),
  /** In the item's unit, before waste, rounded to 4 decimals. */
  quantity: z.number(),
  wastePercent: z.number(),
  quantityWithWaste: z.number(),
  unitCost: moneySchema,
  lineCost: moneySchema,
  /** The part's extent, largest first (length × width × thickness, mm), for the cut list. */
  size: z.tuple([z.number(), z.number(), z.number()]).nullable(),
})
export type CostLine = z.infer<typeof costLineSchema>

export const COST_PROBLEMS = [
  'no_material',
  'unknown_item',
  'component_missing',
  'cycle',
  'no_hours',
] as const
export type CostProblem = (typeof COST_PROBLEMS)[number]

export const costMissingSchema = z.object({
  objectId: objectIdSchema,
  objectName: z.string(),
  path: z.array(costPathStepSchema),
  reason: z.enum(COST_PROBLEMS),
})
export type CostMissing = z.infer<typeof costMissingSchema>

export const costFlagsSchema = z.object({
  missingMaterial: z.boolean(),
  stalePrice: z.boolean(),
  mixedCurrencies: z.boolean(),
  inactiveSupplier: z.boolean(),
})
export type CostFlags = z.infer<typeof costFlagsSchema>

export const designCostSchema = z.object({
  designId: z.uuid(),
  lines: z.array(costLineSchema),
  /** One amount per currency, never added across currencies. */
  totals: z.array(moneySchema),
  material: z.array(moneySchema),
  labour: z.array(moneySchema),
  missing: z.array(costMissingSchema),
  flags: costFlagsSchema,
})
export type DesignCost = z.infer<typeof designCostSchema>

export const costQuerySchema = z.object({
  /** A price whose cost took effect longer ago than this is flagged as old. */
  staleDays: z.coerce.number().int().min(1).max(3650).default(180),
})

export const COST_SORTS = sortValues(['name', 'material', 'labour', 'total', 'updated'])
export type CostSort = (typeof COST_SORTS)[number]
export const costOverviewQuerySchema = listQuerySchema(COST_SORTS, 'name')
  .extend(costQuerySchema.shape)
  .extend({
    type: designTypeSchema.optional(),
    /** Only the designs with at least one flag. */
    flagged: z.stringbool().default(false),
  })
export type CostOverviewQuery = z.input<typeof costOverviewQuerySchema>

export const costOverviewItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: designTypeSchema,
  thumbnailUrl: z.string().nullable(),
  material: z.array(moneySchema),
  labour: z.array(moneySchema),
  totals: z.array(moneySchema),
  lineCount: z.number().int(),
  missingCount: z.number().int(),
  flags: costFlagsSchema,
  updatedAt: z.iso.datetime(),
})
export type CostOverviewItem = z.infer<typeof costOverviewItemSchema>
