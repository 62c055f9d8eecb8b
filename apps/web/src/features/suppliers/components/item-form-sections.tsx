import type { MaterialType, Money, Supplier, SupplierItem, SupplyUnit } from '@designer/contract'
import type { ReactNode } from 'react'
import { Controller, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CurrencyField } from '@/components/currency-field'
import { FormSection } from '@/components/form-section'
import { MoneyInput } from '@/components/money-input'
import { NumberInput } from '@/components/number-input'
import { SelectField } from '@/components/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useFormat } from '@/lib/format'
import { fieldText } from '@/lib/forms'
import type { ItemFormApi } from './item-form-model'
import { LeadTimeField } from './lead-time-field'
import { OptionalNumberInput } from './optional-number-input'
import { PriceImpactPanel } from './price-impact-panel'
import { StockSizeField } from './stock-size-field'
import { STOCK_TYPES, useSupplierLabels } from './use-supplier-labels'

/** Today in the reader's time zone, as a date input writes it. */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A number field's problem: the contract's "expected a number" is the field left empty here. */
function useNumberText() {
  const { t } = useTranslation()
  return (problem: FieldError | undefined, empty = t('validation.required')) =>
    problem?.type === 'invalid_type' ? empty : fieldText(t, problem?.message)
}

/** What the item is: its supplier, name and code, material and the unit it is sold by. */
export function ItemDetailsSection({
  form,
  item,
  suppliers,
}: {
  form: ItemFormApi
  item: SupplierItem | undefined
  suppliers: Supplier[] | undefined
}) {
  const { t } = useTranslation()
  const labels = useSupplierLabels()
  const { errors } = form.formState
  return (
    <FormSection title={t('suppliers.itemForm.details')}>
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
            options={(suppliers ?? []).map((s) => ({ value: s.id, label: labels.supplier(s) }))}
          />
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
                if (!STOCK_TYPES.includes(value as MaterialType)) {
                  form.setValue('stockSize', null, { shouldDirty: true })
                }
              }}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              options={labels.materialOptions}
            />
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
              options={labels.unitOptions}
            />
          )}
        />
      </div>
    </FormSection>
  )
}

/**
 * What the item costs, in which currency; when an edit changes it, from which day, and what that
 * changes in the designs using the item. The price history follows.
 */
export function ItemCostSection({
  form,
  item,
  unit,
  unitCost,
  supplier,
  costChanged,
  history,
}: {
  form: ItemFormApi
  item: SupplierItem | undefined
  unit: SupplyUnit
  unitCost: Money
  supplier: Supplier | undefined
  costChanged: boolean
  history: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const labels = useSupplierLabels()
  const numberText = useNumberText()
  const { errors } = form.formState
  return (
    <FormSection title={t('suppliers.itemForm.cost')}>
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
        <CurrencyField
          control={form.control}
          name="unitCost.currency"
          id="item-currency"
          label={t('suppliers.fields.currency')}
          error={fieldText(t, errors.unitCost?.currency?.message)}
          keep={[unitCost.currency, supplier?.currency]}
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
    </FormSection>
  )
}

/** The size it is bought in (for sheets, boards and bars), its density, and what is wasted. */
export function ItemStockSection({
  form,
  unit,
  materialType,
}: {
  form: ItemFormApi
  unit: SupplyUnit
  materialType: MaterialType | undefined
}) {
  const { t } = useTranslation()
  const numberText = useNumberText()
  const { errors } = form.formState
  return (
    <FormSection title={t('suppliers.itemForm.stock')}>
      {STOCK_TYPES.includes(materialType ?? 'other') && (
        <StockSizeField control={form.control} errors={errors.stockSize} numberText={numberText} />
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
    </FormSection>
  )
}

/** How it is ordered: the least quantity, the lead time, and the days its price holds. */
export function ItemOrderingSection({
  form,
  unit,
  supplier,
}: {
  form: ItemFormApi
  unit: SupplyUnit
  supplier: Supplier | undefined
}) {
  const { t } = useTranslation()
  const labels = useSupplierLabels()
  const numberText = useNumberText()
  const { errors } = form.formState
  return (
    <FormSection title={t('suppliers.itemForm.ordering')}>
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
        <LeadTimeField
          control={form.control}
          id="item-lead-time"
          description={
            supplier?.leadTimeDays != null
              ? t('suppliers.fields.itemLeadTimeHint', { count: supplier.leadTimeDays })
              : t('suppliers.fields.itemLeadTimeHintNone')
          }
          error={numberText(errors.leadTimeDays)}
        />
        {(['validFrom', 'validUntil'] as const).map((name) => (
          <FormField
            key={name}
            id={name === 'validFrom' ? 'item-valid-from' : 'item-valid-until'}
            label={t(`suppliers.fields.${name}`)}
            error={fieldText(t, errors[name]?.message)}
          >
            <Input
              type="date"
              {...form.register(name, { setValueAs: (v: string | null) => v || null })}
            />
          </FormField>
        ))}
      </div>
    </FormSection>
  )
}
