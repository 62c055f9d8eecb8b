import {
  CURRENCIES,
  MATERIAL_TYPES,
  SUPPLY_UNITS,
  type Supplier,
  type SupplierItem,
  type SupplierItemInput,
  supplierItemInputSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type Control, Controller, type FieldError, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { MoneyInput } from '@/components/money-input'
import { NumberInput } from '@/components/number-input'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SelectItem } from '@/components/ui/select'
import { useFormat } from '@/lib/format'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { OptionalNumberInput } from './optional-number-input'
import { PriceImpactPanel } from './price-impact-panel'
import { STOCK_TYPES, useSupplierLabels } from './use-supplier-labels'

export type ItemValues = z.output<typeof supplierItemInputSchema>

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
  'densityKgM3',
  'wastePercent',
  'minOrderQuantity',
  'leadTimeDays',
  'validFrom',
  'validUntil',
]
const DIMENSIONS = ['length', 'width', 'thickness'] as const

/** Today in the reader's time zone, as a date input writes it. */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An item as the form shows it. */
function toInput(item: SupplierItem): SupplierItemInput {
  return {
    supplierId: item.supplierId,
    name: item.name,
    code: item.code,
    unit: item.unit,
    materialType: item.materialType,
    unitCost: item.unitCost,
    costEffectiveFrom: undefined,
    stockSize: item.stockSize,
    densityKgM3: item.densityKgM3,
    wastePercent: item.wastePercent,
    minOrderQuantity: item.minOrderQuantity,
    leadTimeDays: item.leadTimeDays,
    validFrom: item.validFrom,
    validUntil: item.validUntil,
  }
}

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
  history?: React.ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const labels = useSupplierLabels()
  const [error, setError] = useState<string | null>(null)
  const startSupplier = suppliers?.find((s) => s.id === defaultSupplierId)
  const form = useForm<SupplierItemInput, unknown, ItemValues>({
    resolver: zodResolver(supplierItemInputSchema),
    defaultValues: item
      ? toInput(item)
      : {
          supplierId: startSupplier?.id ?? '',
          name: '',
          code: '',
          unit: 'piece',
          materialType: 'other',
          // Nothing typed yet: the money field asks for an amount rather than assuming 0.
          unitCost: { amount: Number.NaN, currency: startSupplier?.currency ?? defaultCurrency },
          stockSize: null,
          densityKgM3: null,
          wastePercent: 0,
          minOrderQuantity: null,
          leadTimeDays: null,
          validFrom: null,
          validUntil: null,
        },
  })
  const { errors, isSubmitting } = form.formState
  const [unit, materialType, supplierId, unitCost] = useWatch({
    control: form.control,
    name: ['unit', 'materialType', 'supplierId', 'unitCost'],
  })
  const supplier = suppliers?.find((s) => s.id === supplierId)
  const costChanged =
    item !== undefined &&
    (unitCost.amount !== item.unitCost.amount || unitCost.currency !== item.unitCost.currency)
  const hasStockSize = STOCK_TYPES.includes(materialType ?? 'other')

  // The contract's "expected a number" is the field left empty (or not a number) here.
  const numberText = (problem: FieldError | undefined, empty = t('validation.required')) =>
    problem?.type === 'invalid_type' ? empty : fieldText(t, problem?.message)

  const codes: string[] = [...CURRENCIES]
  for (const code of [unitCost.currency, supplier?.currency]) {
    if (code && !codes.includes(code)) codes.push(code)
  }
  const currencies = format.byName(codes, format.currency)

  const submit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      // The day a cost takes effect only means something for a new cost.
      await onSubmit(costChanged ? values : { ...values, costEffectiveFrom: undefined })
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS)) setError(errorText(t, err))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-sm"
        >
          {error}
        </p>
      )}

      <Section title={t('suppliers.itemForm.details')}>
        <Controller
          control={form.control}
          name="supplierId"
          render={({ field }) => (
            <SelectField
              id="item-supplier"
              label={t('suppliers.fields.supplier')}
              required
              error={fieldText(t, errors.supplierId?.message)}
              placeholder={
                suppliers ? t('suppliers.fields.supplierPlaceholder') : t('common.loading')
              }
              value={field.value ?? ''}
              onValueChange={(id) => {
                field.onChange(id)
                // A new item is priced in its supplier's currency unless told otherwise.
                const chosen = suppliers?.find((s) => s.id === id)
                if (!item && chosen) {
                  form.setValue('unitCost.currency', chosen.currency, { shouldDirty: true })
                }
              }}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              disabled={!suppliers}
            >
              {(suppliers ?? []).map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.status === 'archived'
                    ? t('suppliers.fields.archivedSupplier', { name: s.name })
                    : s.name}
                </SelectItem>
              ))}
            </SelectField>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <FormField
            id="item-name"
            label={t('suppliers.fields.itemName')}
            required
            error={fieldText(t, errors.name?.message)}
          >
            <Input
              autoComplete="off"
              placeholder={t('suppliers.fields.itemNamePlaceholder')}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="item-code"
            label={t('suppliers.fields.code')}
            description={t('suppliers.fields.codeHint')}
            error={fieldText(t, errors.code?.message)}
          >
            <Input autoComplete="off" {...form.register('code')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="materialType"
            render={({ field }) => (
              <SelectField
                id="item-material-type"
                label={t('suppliers.fields.materialType')}
                error={fieldText(t, errors.materialType?.message)}
                value={field.value ?? 'other'}
                onValueChange={(value) => {
                  field.onChange(value)
                  // Only materials bought in a size keep one.
                  if (!STOCK_TYPES.includes(value as (typeof MATERIAL_TYPES)[number])) {
                    form.setValue('stockSize', null, { shouldDirty: true })
                  }
                }}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              >
                {MATERIAL_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {labels.material(type)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <SelectField
                id="item-unit"
                label={t('suppliers.fields.unit')}
                description={t('suppliers.fields.unitHint')}
                required
                error={fieldText(t, errors.unit?.message)}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              >
                {SUPPLY_UNITS.map((u) => (
                  <SelectItem key={u} value={u}>
                    {labels.unit(u)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
        </div>
      </Section>

      <Section title={t('suppliers.itemForm.cost')}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="unitCost.amount"
            render={({ field }) => (
              <FormField
                id="item-unit-cost"
                label={t('suppliers.fields.unitCost')}
                description={t('suppliers.fields.unitCostHint', { unit: labels.unitShort(unit) })}
                required
                error={numberText(errors.unitCost?.amount, t('suppliers.fields.unitCostInvalid'))}
              >
                <MoneyInput
                  value={field.value}
                  currency={unitCost.currency}
                  onValueChange={(amount) => field.onChange(amount ?? Number.NaN)}
                  onBlur={field.onBlur}
                  suffix={t('suppliers.items.perUnitSuffix', { unit: labels.unitShort(unit) })}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="unitCost.currency"
            render={({ field }) => (
              <SelectField
                id="item-currency"
                label={t('suppliers.fields.currency')}
                error={fieldText(t, errors.unitCost?.currency?.message)}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              >
                {currencies.map((code) => (
                  <SelectItem key={code} value={code}>
                    {format.currencyLabel(code)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
        </div>
        {item && costChanged && (
          <>
            <FormField
              id="item-cost-effective-from"
              label={t('suppliers.fields.costEffectiveFrom')}
              description={t('suppliers.fields.costEffectiveFromHint', {
                current: format.date(item.costSince),
              })}
              error={fieldText(t, errors.costEffectiveFrom?.message)}
              className="sm:max-w-xs"
            >
              <Input
                type="date"
                max={today()}
                {...form.register('costEffectiveFrom', {
                  setValueAs: (v: string | undefined) => v || undefined,
                })}
              />
            </FormField>
            <PriceImpactPanel item={item} newCost={unitCost} />
          </>
        )}
        {history}
      </Section>

      <Section title={t('suppliers.itemForm.stock')}>
        {hasStockSize && (
          <StockSizeField
            control={form.control}
            errors={errors.stockSize}
            numberText={numberText}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="densityKgM3"
            render={({ field }) => (
              <FormField
                id="item-density"
                label={t('suppliers.fields.density')}
                description={t('suppliers.fields.densityHint')}
                required={unit === 'kg'}
                error={numberText(errors.densityKgM3)}
              >
                <OptionalNumberInput
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0.01}
                  max={25_000}
                  unit="kg/m³"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="wastePercent"
            render={({ field }) => (
              <FormField
                id="item-waste"
                label={t('suppliers.fields.waste')}
                description={t('suppliers.fields.wasteHint')}
                error={numberText(errors.wastePercent)}
              >
                <NumberInput
                  value={field.value ?? 0}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  max={100}
                  step={0.5}
                  unit="%"
                />
              </FormField>
            )}
          />
        </div>
      </Section>

      <Section title={t('suppliers.itemForm.ordering')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="minOrderQuantity"
            render={({ field }) => (
              <FormField
                id="item-min-order"
                label={t('suppliers.fields.minOrderQuantity')}
                error={numberText(errors.minOrderQuantity)}
              >
                <OptionalNumberInput
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  max={1_000_000}
                  unit={labels.unitShort(unit)}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="leadTimeDays"
            render={({ field }) => (
              <FormField
                id="item-lead-time"
                label={t('suppliers.fields.leadTime')}
                description={
                  supplier?.leadTimeDays != null
                    ? t('suppliers.fields.itemLeadTimeHint', { count: supplier.leadTimeDays })
                    : t('suppliers.fields.itemLeadTimeHintNone')
                }
                error={numberText(errors.leadTimeDays)}
              >
                <OptionalNumberInput
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  max={730}
                  integer
                  unit={t('suppliers.fields.days')}
                />
              </FormField>
            )}
          />
          <FormField
            id="item-valid-from"
            label={t('suppliers.fields.validFrom')}
            error={fieldText(t, errors.validFrom?.message)}
          >
            <Input
              type="date"
              {...form.register('validFrom', { setValueAs: (v: string | null) => v || null })}
            />
          </FormField>
          <FormField
            id="item-valid-until"
            label={t('suppliers.fields.validUntil')}
            error={fieldText(t, errors.validUntil?.message)}
          >
            <Input
              type="date"
              {...form.register('validUntil', { setValueAs: (v: string | null) => v || null })}
            />
          </FormField>
        </div>
      </Section>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 border-0 p-0">
      <legend className="mb-4 font-semibold text-sm">{title}</legend>
      {children}
    </fieldset>
  )
}

type StockErrors = {
  message?: string
  length?: FieldError
  width?: FieldError
  thickness?: FieldError
}

/**
 * Length × width × thickness in millimetres, all three or none: empty fields make no stock
 * size; one or two leave the others to fill in (the contract then names them).
 */
function StockSizeField({
  control,
  errors,
  numberText,
}: {
  control: Control<SupplierItemInput, unknown, ItemValues>
  errors: StockErrors | undefined
  numberText: (problem: FieldError | undefined) => string | undefined
}) {
  const { t } = useTranslation()
  const problem =
    fieldText(t, errors?.message) ?? DIMENSIONS.map((d) => numberText(errors?.[d])).find(Boolean)
  return (
    <Controller
      control={control}
      name="stockSize"
      render={({ field }) => {
        const size = field.value ?? null
        const set = (dimension: (typeof DIMENSIONS)[number], value: number | null) => {
          const next = {
            length: size?.length ?? Number.NaN,
            width: size?.width ?? Number.NaN,
            thickness: size?.thickness ?? Number.NaN,
            [dimension]: value ?? Number.NaN,
          }
          const allEmpty = DIMENSIONS.every((d) => Number.isNaN(next[d]))
          field.onChange(allEmpty ? null : next)
        }
        return (
          <fieldset className="grid min-w-0 gap-2 border-0 p-0">
            <legend className="mb-2 font-medium text-sm">
              {t('suppliers.fields.stockSize')}{' '}
              <span className="font-normal text-muted-foreground">
                {t('suppliers.fields.stockSizeHint')}
              </span>
            </legend>
            <div className="grid grid-cols-3 gap-3">
              {DIMENSIONS.map((dimension) => (
                <div key={dimension} className="grid gap-1.5">
                  <Label
                    htmlFor={`item-stock-${dimension}`}
                    className="text-muted-foreground text-xs"
                  >
                    {t(`suppliers.fields.${dimension}`)}
                  </Label>
                  <OptionalNumberInput
                    id={`item-stock-${dimension}`}
                    aria-invalid={errors?.[dimension] ? true : undefined}
                    value={size?.[dimension] ?? null}
                    onValueChange={(value) => set(dimension, value)}
                    onBlur={field.onBlur}
                    min={0.1}
                    max={100_000}
                    unit="mm"
                  />
                </div>
              ))}
            </div>
            {problem && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {problem}
              </p>
            )}
          </fieldset>
        )
      }}
    />
  )
}
