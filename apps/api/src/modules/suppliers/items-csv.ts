import { randomUUID } from 'node:crypto'
import {
  fieldError,
  minorUnitDigits,
  SUPPLIER_ITEM_IMPORT_FIELDS,
  type SupplierItem,
  type SupplierItemImportField,
  type SupplierItemImportResult,
  type supplierItemImportSchema,
  supplierItemInputSchema,
  validationMessages,
} from '@designer/contract'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { supplierItems, suppliers } from '../../db/schema/index'
import { cellReader, csvFile, importError, mappedColumns, numberCell, readCsv } from '../../lib/csv'
import { AppError } from '../../lib/errors'
import {
  ITEM_SORTS,
  type ItemInput,
  type ItemQuery,
  type ItemRow,
  invalid,
  isDuplicateCode,
  itemFilters,
  itemPublisher,
  type SuppliersDeps,
  selectItems,
  toItem,
} from './item-rows'
import { insertItems, writeItem } from './price-history'

type ImportInput = z.output<typeof supplierItemImportSchema>

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
    appearance: i.appearance,
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

/** The items as CSV files: the list exported, a file imported through a column mapping. */
export function createItemFiles({ db, clock, events }: SuppliersDeps) {
  const publishItem = itemPublisher(events)

  /** Every item matching the list's filters, in its order: what the export writes. */
  async function allItems(companyId: string, query: Omit<ItemQuery, 'page' | 'pageSize'>) {
    const rows = await selectItems(db)
      .where(itemFilters(companyId, query))
      .orderBy(...ITEM_SORTS[query.sort])
    return rows.map(toItem)
  }

  return {
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
              if (current) await writeItem(tx, clock, companyId, userId, current, u.input)
            }
          }
          await insertItems(tx, clock, companyId, userId, creates)
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
