import { randomUUID } from 'node:crypto'
import {
  type DesignRef,
  type DesignType,
  type FieldError,
  fieldError,
  minorUnitDigits,
  SUPPLIER_ITEM_IMPORT_FIELDS,
  type Supplier,
  type SupplierItem,
  type SupplierItemCost,
  type SupplierItemImportField,
  type SupplierItemImportResult,
  type SupplierStatus,
  type supplierInputSchema,
  type supplierItemImportSchema,
  supplierItemInputSchema,
  type supplierItemListQuerySchema,
  type supplierListQuerySchema,
  validationMessages,
} from '@designer/contract'
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { designs, supplierItemCosts, supplierItems, suppliers, users } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import {
  cellReader,
  csvFile,
  importError,
  isUniqueViolation,
  mappedColumns,
  numberCell,
  readCsv,
} from '../../lib/csv'
import { AppError, notFound } from '../../lib/errors'
import type { EventAction, EventsPublisher } from '../../lib/events'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'

type SupplierInput = z.output<typeof supplierInputSchema>
type ItemInput = z.output<typeof supplierItemInputSchema>
type ItemQuery = z.output<typeof supplierItemListQuerySchema>
type ImportInput = z.output<typeof supplierItemImportSchema>
type ItemRow = typeof supplierItems.$inferSelect
/** A transaction or the database: what the writes shared by routes and the import run on. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const invalid = (errors: FieldError[]) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', errors)

const isDuplicateCode = (error: unknown) =>
  isUniqueViolation(error, 'supplier_items_supplier_code_idx')

// The outer table is named in full: in a query of one table Drizzle leaves the table off its
// columns, and inside the subquery "id" would then be the item's own.
const itemCount =
  sql<number>`(select count(*) from ${supplierItems} where ${supplierItems.supplierId} = "suppliers"."id")`.mapWith(
    Number,
  )
const usedIn =
  sql<number>`(select count(*) from ${designs} where ${designs.companyId} = ${supplierItems.companyId} and ${designs.supplierItemIds} @> array[${supplierItems.id}]::uuid[])`.mapWith(
    Number,
  )

const SUPPLIER_SORTS = sortOrders(
  { name: sql`lower(${suppliers.name})`, items: itemCount, updated: suppliers.updatedAt },
  suppliers.id,
)
const ITEM_SORTS = sortOrders(
  {
    name: sql`lower(${supplierItems.name})`,
    supplier: sql`lower(${suppliers.name})`,
    cost: supplierItems.costAmount,
    updated: supplierItems.updatedAt,
  },
  supplierItems.id,
)

function toSupplier(r: { s: typeof suppliers.$inferSelect; itemCount: number }): Supplier {
  const { s } = r
  return {
    id: s.id,
    name: s.name,
    contactName: s.contactName,
    email: s.email,
    phone: s.phone,
    website: s.website,
    address: s.address,
    currency: s.currency,
    leadTimeDays: s.leadTimeDays,
    paymentTerms: s.paymentTerms,
    notes: s.notes,
    status: s.status,
    itemCount: r.itemCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }
}

type ItemSelect = {
  i: ItemRow
  supplierName: string
  supplierStatus: SupplierStatus
  usedIn: number
}

function toItem(r: ItemSelect): SupplierItem {
  const { i } = r
  return {
    id: i.id,
    supplierId: i.supplierId,
    supplierName: r.supplierName,
    supplierStatus: r.supplierStatus,
    name: i.name,
    code: i.code,
    unit: i.unit,
    materialType: i.materialType,
    unitCost: { amount: i.costAmount, currency: i.costCurrency },
    costSince: i.costSince,
    stockSize: i.stockSize ?? null,
    densityKgM3: i.density ?? null,
    wastePercent: i.wasteBasisPoints / 100,
    minOrderQuantity: i.minOrderQuantity ?? null,
    leadTimeDays: i.leadTimeDays,
    validFrom: i.validFrom,
    validUntil: i.validUntil,
    usedIn: r.usedIn,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  }
}

/** The item's columns from an input, all but the cost (which goes through the history). */
function itemColumns(input: ItemInput) {
  return {
    supplierId: input.supplierId,
    name: input.name,
    code: input.code,
    unit: input.unit,
    materialType: input.materialType,
    stockSize: input.stockSize,
    density: input.densityKgM3,
    wasteBasisPoints: Math.round(input.wastePercent * 100),
    minOrderQuantity: input.minOrderQuantity,
    leadTimeDays: input.leadTimeDays,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
  }
}

/** An item as the input that would make it again (the import starts an update from it). */
function inputOf(i: ItemRow): z.input<typeof supplierItemInputSchema> {
  return {
    supplierId: i.supplierId,
    name: i.name,
    code: i.code,
    unit: i.unit,
    materialType: i.materialType,
    unitCost: { amount: i.costAmount, currency: i.costCurrency },
    stockSize: i.stockSize ?? null,
    densityKgM3: i.density ?? null,
    wastePercent: i.wasteBasisPoints / 100,
    minOrderQuantity: i.minOrderQuantity ?? null,
    leadTimeDays: i.leadTimeDays,
    validFrom: i.validFrom,
    validUntil: i.validUntil,
  }
}

// CSV: the file's text in, rows of cells out; amounts between major units and minor units.

function digitsOf(currency: string): number {
  try {
    return minorUnitDigits(currency)
  } catch {
    return 2
  }
}

/** `12.50` or `12,50` in major units as minor units; NaN when it is not a plain decimal. */
export function toMinorUnits(text: string, currency: string): number {
  const m = /^([-+]?)(\d*)(?:[.,](\d*))?$/.exec(text.trim())
  if (!m || (!m[2] && !m[3])) return Number.NaN
  const digits = digitsOf(currency)
  const fraction = (m[3] ?? '').replace(/0+$/, '')
  const sign = m[1] === '-' ? -1 : 1
  // More decimals than the currency has: an amount that is not whole, which the schema refuses.
  if (fraction.length > digits) return sign * Number(`${m[2] || '0'}.${fraction}`) * 10 ** digits
  return sign * Number(`${m[2] || '0'}${fraction.padEnd(digits, '0')}`)
}

/** Minor units as major units with a `.`: 1250 EUR → `12.50`, 1250 JPY → `1250`. */
export function toMajorUnits(amount: number, currency: string): string {
  const digits = digitsOf(currency)
  const sign = amount < 0 ? '-' : ''
  const text = String(Math.abs(amount)).padStart(digits + 1, '0')
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`
}

const numberText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(n)

function importField(path: PropertyKey[]): string {
  const [head, sub] = path
  if (head === 'supplierId') return 'supplier'
  if (head === 'unitCost') return sub === 'currency' ? 'currency' : 'unitCost'
  if (head === 'stockSize') {
    if (sub === 'width') return 'stockWidth'
    if (sub === 'thickness') return 'stockThickness'
    return 'stockLength'
  }
  return String(head ?? '')
}

export function createSuppliersService({
  db,
  clock,
  events,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
}) {
  const publishSupplier = (companyId: string, action: EventAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `suppliers.${action}`, id, actorId })
  const publishItem = (companyId: string, action: EventAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `supplier-items.${action}`, id, actorId })

  /** Today as a calendar day in UTC, by the injected clock. */
  const today = () => clock.now().toISOString().slice(0, 10)

  const selectSuppliers = () => db.select({ s: suppliers, itemCount }).from(suppliers).$dynamic()

  async function getSupplier(companyId: string, id: string): Promise<Supplier> {
    const [row] = await selectSuppliers().where(
      and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)),
    )
    if (!row) throw notFound('Supplier')
    return toSupplier(row)
  }

  const selectItems = () =>
    db
      .select({
        i: supplierItems,
        supplierName: suppliers.name,
        supplierStatus: suppliers.status,
        usedIn,
      })
      .from(supplierItems)
      .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
      .$dynamic()

  async function getItem(companyId: string, id: string): Promise<SupplierItem> {
    const [row] = await selectItems().where(
      and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)),
    )
    if (!row) throw notFound('Supplier item')
    return toItem(row)
  }

  function itemFilters(companyId: string, query: Omit<ItemQuery, 'page' | 'pageSize'>) {
    return and(
      eq(supplierItems.companyId, companyId),
      query.supplierId ? eq(supplierItems.supplierId, query.supplierId) : undefined,
      query.materialType ? eq(supplierItems.materialType, query.materialType) : undefined,
      query.includeArchived ? undefined : eq(suppliers.status, 'active'),
      matchesSearch(query.q, [supplierItems.name, supplierItems.code]),
    )
  }

  /** Designs of the company whose own scene names any of the items. */
  async function designsUsing(companyId: string, items: SQL): Promise<DesignRef[]> {
    const rows = await db
      .select({ id: designs.id, name: designs.name, type: designs.type })
      .from(designs)
      .where(and(eq(designs.companyId, companyId), sql`${designs.supplierItemIds} && ${items}`))
      .orderBy(asc(designs.name), asc(designs.id))
    return rows.map((r) => ({ ...r, type: r.type as DesignType }))
  }

  /**
   * What the database cannot say by itself about an item: its supplier is the company's, its
   * code is free at that supplier, and its cost does not take effect in the future.
   */
  async function checkItem(companyId: string, input: ItemInput, id: string | null) {
    const errors: FieldError[] = []
    const [supplier] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.companyId, companyId)))
    if (!supplier) errors.push(fieldError('supplierId', 'validation.unknownSupplier'))
    if (supplier && input.code) {
      const [taken] = await db
        .select({ id: supplierItems.id })
        .from(supplierItems)
        .where(
          and(
            eq(supplierItems.supplierId, input.supplierId),
            eq(supplierItems.code, input.code),
            id ? ne(supplierItems.id, id) : undefined,
          ),
        )
      if (taken) errors.push(fieldError('code', 'validation.duplicateCode'))
    }
    if (input.costEffectiveFrom && input.costEffectiveFrom > today()) {
      errors.push(fieldError('costEffectiveFrom', 'validation.futureDate'))
    }
    if (errors.length) throw invalid(errors)
  }

  /** The item's current cost: the history's latest effective day, the newest entry on a tie. */
  async function refreshCurrentCost(tx: Tx, itemId: string) {
    const [latest] = await tx
      .select()
      .from(supplierItemCosts)
      .where(eq(supplierItemCosts.itemId, itemId))
      .orderBy(desc(supplierItemCosts.effectiveFrom), desc(supplierItemCosts.createdAt))
      .limit(1)
    if (!latest) return
    await tx
      .update(supplierItems)
      .set({
        costAmount: latest.amount,
        costCurrency: latest.currency,
        costSince: latest.effectiveFrom,
      })
      .where(eq(supplierItems.id, itemId))
  }

  /** Inserts items with their first cost, many at once (the import's new rows). */
  async function insertItems(
    tx: Tx,
    companyId: string,
    userId: string,
    inputs: { id: string; input: ItemInput }[],
  ) {
    const day = today()
    for (let start = 0; start < inputs.length; start += 500) {
      const chunk = inputs.slice(start, start + 500)
      await tx.insert(supplierItems).values(
        chunk.map(({ id, input }) => ({
          ...itemColumns(input),
          id,
          companyId,
          costAmount: input.unitCost.amount,
          costCurrency: input.unitCost.currency,
          costSince: input.costEffectiveFrom ?? day,
        })),
      )
      await tx.insert(supplierItemCosts).values(
        chunk.map(({ id, input }) => ({
          companyId,
          itemId: id,
          amount: input.unitCost.amount,
          currency: input.unitCost.currency,
          effectiveFrom: input.costEffectiveFrom ?? day,
          createdBy: userId,
        })),
      )
    }
  }

  /**
   * Writes an item's fields; a different cost is added to the history (never replacing an
   * entry) and the current cost follows the history.
   */
  async function updateItem(
    tx: Tx,
    companyId: string,
    userId: string,
    current: ItemRow,
    input: ItemInput,
  ) {
    await tx
      .update(supplierItems)
      .set(itemColumns(input))
      .where(and(eq(supplierItems.id, current.id), eq(supplierItems.companyId, companyId)))
    const changed =
      current.costAmount !== input.unitCost.amount ||
      current.costCurrency !== input.unitCost.currency
    if (!changed) return
    await tx.insert(supplierItemCosts).values({
      companyId,
      itemId: current.id,
      amount: input.unitCost.amount,
      currency: input.unitCost.currency,
      effectiveFrom: input.costEffectiveFrom ?? today(),
      createdBy: userId,
    })
    await refreshCurrentCost(tx, current.id)
  }

  /** Runs a write, turning a lost race for a supplier's code into the field error. */
  async function guardCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isDuplicateCode(err)) throw invalid([fieldError('code', 'validation.duplicateCode')])
      throw err
    }
  }

  /** Every item matching the list's filters, in its order: what the export writes. */
  async function allItems(companyId: string, query: Omit<ItemQuery, 'page' | 'pageSize'>) {
    const rows = await selectItems()
      .where(itemFilters(companyId, query))
      .orderBy(...ITEM_SORTS[query.sort])
    return rows.map(toItem)
  }

  return {
    // Suppliers

    getSupplier,

    async listSuppliers(companyId: string, query: z.output<typeof supplierListQuerySchema>) {
      const where = and(
        eq(suppliers.companyId, companyId),
        query.status === 'all' ? undefined : eq(suppliers.status, query.status),
        matchesSearch(query.q, [suppliers.name, suppliers.contactName, suppliers.email]),
      )
      const { limit, offset } = pageWindow(query)
      return listPage(
        selectSuppliers()
          .where(where)
          .orderBy(...SUPPLIER_SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(suppliers).where(where),
        toSupplier,
      )
    },

    async createSupplier(companyId: string, userId: string, input: SupplierInput) {
      const [row] = await db
        .insert(suppliers)
        .values({ ...input, companyId })
        .returning({ id: suppliers.id })
      publishSupplier(companyId, 'created', row!.id, userId)
      return getSupplier(companyId, row!.id)
    },

    async updateSupplier(companyId: string, userId: string, id: string, input: SupplierInput) {
      const updated = await db
        .update(suppliers)
        .set(input)
        .where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)))
        .returning({ id: suppliers.id })
      if (!updated.length) throw notFound('Supplier')
      publishSupplier(companyId, 'updated', id, userId)
      return getSupplier(companyId, id)
    },

    /** Refused while designs use any of its items: the supplier can be archived instead. */
    async removeSupplier(companyId: string, userId: string, id: string) {
      await getSupplier(companyId, id)
      const usedBy = await designsUsing(
        companyId,
        sql`array(select ${supplierItems.id} from ${supplierItems} where ${supplierItems.supplierId} = ${id})`,
      )
      if (usedBy.length) {
        throw new AppError(409, 'supplier_in_use', 'Designs use items of this supplier', {
          usedBy,
        })
      }
      const deleted = await db
        .delete(suppliers)
        .where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)))
        .returning({ id: suppliers.id })
      if (!deleted.length) throw notFound('Supplier')
      publishSupplier(companyId, 'deleted', id, userId)
    },

    // Supplier items

    getItem,

    async listItems(companyId: string, query: ItemQuery) {
      const where = itemFilters(companyId, query)
      const { limit, offset } = pageWindow(query)
      return listPage(
        selectItems()
          .where(where)
          .orderBy(...ITEM_SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(supplierItems)
          .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
          .where(where),
        toItem,
      )
    },

    async createItem(companyId: string, userId: string, input: ItemInput) {
      await checkItem(companyId, input, null)
      const id = randomUUID()
      await guardCode(() =>
        db.transaction((tx) => insertItems(tx, companyId, userId, [{ id, input }])),
      )
      publishItem(companyId, 'created', id, userId)
      return getItem(companyId, id)
    },

    async updateItem(companyId: string, userId: string, id: string, input: ItemInput) {
      await getItem(companyId, id)
      await checkItem(companyId, input, id)
      await guardCode(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(supplierItems)
            .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
            .for('update')
          if (!current) throw notFound('Supplier item')
          await updateItem(tx, companyId, userId, current, input)
        }),
      )
      publishItem(companyId, 'updated', id, userId)
      return getItem(companyId, id)
    },

    /** Refused while designs use the item. */
    async removeItem(companyId: string, userId: string, id: string) {
      await getItem(companyId, id)
      const usedBy = await designsUsing(companyId, sql`array[${id}]::uuid[]`)
      if (usedBy.length) {
        throw new AppError(409, 'supplier_item_in_use', 'Designs use this supplier item', {
          usedBy,
        })
      }
      const deleted = await db
        .delete(supplierItems)
        .where(and(eq(supplierItems.id, id), eq(supplierItems.companyId, companyId)))
        .returning({ id: supplierItems.id })
      if (!deleted.length) throw notFound('Supplier item')
      publishItem(companyId, 'deleted', id, userId)
    },

    /** The item's price history, the latest effective first. */
    async costs(companyId: string, id: string): Promise<SupplierItemCost[]> {
      await getItem(companyId, id)
      const rows = await db
        .select({ c: supplierItemCosts, creatorName: users.name })
        .from(supplierItemCosts)
        .leftJoin(users, eq(users.id, supplierItemCosts.createdBy))
        .where(and(eq(supplierItemCosts.itemId, id), eq(supplierItemCosts.companyId, companyId)))
        .orderBy(
          desc(supplierItemCosts.effectiveFrom),
          desc(supplierItemCosts.createdAt),
          desc(supplierItemCosts.id),
        )
      return rows.map(({ c, creatorName }) => ({
        id: c.id,
        unitCost: { amount: c.amount, currency: c.currency },
        effectiveFrom: c.effectiveFrom,
        createdAt: c.createdAt.toISOString(),
        createdBy: c.createdBy ? { id: c.createdBy, name: creatorName ?? '' } : null,
      }))
    },

    /**
     * The items matching the list's filters as CSV: a byte order mark (spreadsheets then read
     * UTF-8), the import's field names as header, amounts in major units with a `.`.
     */
    async exportItems(
      companyId: string,
      query: Omit<ItemQuery, 'page' | 'pageSize'>,
      delimiter: ',' | ';',
    ): Promise<string> {
      const items = await allItems(companyId, query)
      const cells = (item: SupplierItem): Record<SupplierItemImportField, string> => ({
        supplier: item.supplierName,
        name: item.name,
        code: item.code,
        unit: item.unit,
        materialType: item.materialType,
        unitCost: toMajorUnits(item.unitCost.amount, item.unitCost.currency),
        currency: item.unitCost.currency,
        stockLength: numberText(item.stockSize?.length),
        stockWidth: numberText(item.stockSize?.width),
        stockThickness: numberText(item.stockSize?.thickness),
        densityKgM3: numberText(item.densityKgM3),
        wastePercent: numberText(item.wastePercent),
        minOrderQuantity: numberText(item.minOrderQuantity),
        leadTimeDays: numberText(item.leadTimeDays),
        validFrom: item.validFrom ?? '',
        validUntil: item.validUntil ?? '',
      })
      return csvFile(
        SUPPLIER_ITEM_IMPORT_FIELDS,
        items.map((item) => {
          const row = cells(item)
          return SUPPLIER_ITEM_IMPORT_FIELDS.map((f) => row[f])
        }),
        delimiter,
      )
    },

    /**
     * Reads a CSV file through the column mapping. Each row is checked as an item would be;
     * rows with problems are reported by line and skipped. A row whose supplier already has an
     * item with its code updates that item (a new cost joins the history), any other creates
     * one. A dry run only reports; otherwise all good rows are written in one transaction.
     */
    async importItems(
      companyId: string,
      userId: string,
      body: ImportInput,
    ): Promise<SupplierItemImportResult> {
      const companySuppliers = await db
        .select({ id: suppliers.id, name: suppliers.name, currency: suppliers.currency })
        .from(suppliers)
        .where(eq(suppliers.companyId, companyId))
        .orderBy(asc(suppliers.createdAt), asc(suppliers.id))
      const fallback = body.supplierId
        ? companySuppliers.find((s) => s.id === body.supplierId)
        : undefined
      if (body.supplierId && !fallback) {
        throw invalid([fieldError('supplierId', 'validation.unknownSupplier')])
      }

      const { header, records } = readCsv(body.csv)
      const columns = mappedColumns(header, body.mapping)

      const existing = new Map<string, ItemRow>()
      if (columns.has('code')) {
        const rows = await db
          .select()
          .from(supplierItems)
          .where(and(eq(supplierItems.companyId, companyId), ne(supplierItems.code, '')))
        for (const r of rows) existing.set(`${r.supplierId}\u0000${r.code}`, r)
      }

      const byName = new Map<string, typeof companySuppliers>()
      for (const s of companySuppliers) {
        const key = s.name.toLowerCase()
        byName.set(key, [...(byName.get(key) ?? []), s])
      }

      const result: SupplierItemImportResult = {
        rows: [],
        created: 0,
        updated: 0,
        failed: 0,
        dryRun: body.dryRun,
      }
      const creates: { id: string; input: ItemInput }[] = []
      const updates: { current: ItemRow; input: ItemInput }[] = []
      const seen = new Set<string>()

      for (const { line, cells } of records) {
        const has = (field: SupplierItemImportField) => columns.has(field)
        const cell = cellReader(columns, cells)
        const errors: SupplierItemImportResult['rows'][number]['errors'] = []

        const supplierName = cell('supplier')
        let supplier = fallback
        if (supplierName) {
          const matches = byName.get(supplierName.toLowerCase()) ?? []
          supplier = matches.find((s) => s.id === fallback?.id) ?? matches[0]
          if (!supplier) errors.push(importError('supplier', 'validation.unknownSupplier'))
        } else if (!supplier) {
          errors.push(importError('supplier', 'validation.required'))
        }

        const code = cell('code')
        const key = supplier && code ? `${supplier.id}\u0000${code}` : null
        const current = key ? existing.get(key) : undefined
        if (key && seen.has(key)) errors.push(importError('code', 'validation.duplicateCode'))

        const raw: Record<string, unknown> = current ? inputOf(current) : {}
        raw.supplierId = supplier?.id ?? current?.supplierId
        for (const field of ['name', 'code', 'unit', 'validFrom', 'validUntil'] as const) {
          if (has(field)) raw[field] = field.startsWith('valid') ? cell(field) || null : cell(field)
        }
        if (has('materialType')) raw.materialType = cell('materialType') || undefined
        for (const field of [
          'densityKgM3',
          'minOrderQuantity',
          'leadTimeDays',
          'wastePercent',
        ] as const) {
          if (has(field)) raw[field] = numberCell(cell(field)) ?? undefined
        }
        if (has('stockLength') || has('stockWidth') || has('stockThickness')) {
          const size = [cell('stockLength'), cell('stockWidth'), cell('stockThickness')]
          raw.stockSize = size.every((c) => !c)
            ? null
            : {
                length: numberCell(size[0]!) ?? undefined,
                width: numberCell(size[1]!) ?? undefined,
                thickness: numberCell(size[2]!) ?? undefined,
              }
        }
        if (has('unitCost') || has('currency') || !current) {
          const currency =
            cell('currency').toUpperCase() ||
            (current && !has('unitCost') ? current.costCurrency : (supplier?.currency ?? ''))
          const amountText = cell('unitCost')
          let amount: number | undefined
          if (has('unitCost')) {
            if (amountText) amount = toMinorUnits(amountText, currency)
            else errors.push(importError('unitCost', 'validation.required'))
          } else if (current) amount = current.costAmount
          else errors.push(importError('unitCost', 'validation.required'))
          raw.unitCost = { amount, currency }
        }

        const parsed = supplierItemInputSchema.safeParse(raw)
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const field = importField(issue.path)
            if (errors.some((e) => e.field === field)) continue
            // Without a supplier there is no currency to default to: one problem, not two.
            if (field === 'currency' && !supplier && !cell('currency')) continue
            errors.push(
              importError(
                field,
                issue.message in validationMessages ? issue.message : issue.code,
                issue.message,
              ),
            )
          }
        }
        const name = cell('name') || current?.name || ''
        if (errors.length || !parsed.success) {
          result.rows.push({ line, action: 'error', name, errors })
          result.failed++
          continue
        }
        if (key) seen.add(key)
        if (current) {
          updates.push({ current, input: parsed.data })
          result.updated++
        } else {
          creates.push({ id: randomUUID(), input: parsed.data })
          result.created++
        }
        result.rows.push({ line, action: current ? 'update' : 'create', name, errors: [] })
      }

      if (body.dryRun || (!creates.length && !updates.length)) return result
      try {
        await db.transaction(async (tx) => {
          if (updates.length) {
            // Rows are locked in one order so two imports cannot deadlock on each other.
            const locked = await tx
              .select()
              .from(supplierItems)
              .where(
                inArray(
                  supplierItems.id,
                  updates.map((u) => u.current.id),
                ),
              )
              .orderBy(asc(supplierItems.id))
              .for('update')
            const fresh = new Map(locked.map((r) => [r.id, r]))
            for (const u of updates) {
              const current = fresh.get(u.current.id)
              if (current) await updateItem(tx, companyId, userId, current, u.input)
            }
          }
          await insertItems(tx, companyId, userId, creates)
        })
      } catch (err) {
        if (isDuplicateCode(err)) {
          throw new AppError(
            409,
            'duplicate_code',
            'Another item took one of these codes meanwhile; import the file again',
          )
        }
        throw err
      }
      for (const u of updates) publishItem(companyId, 'updated', u.current.id, userId)
      for (const c of creates) publishItem(companyId, 'created', c.id, userId)
      return result
    },
  }
}
export type SuppliersService = ReturnType<typeof createSuppliersService>
