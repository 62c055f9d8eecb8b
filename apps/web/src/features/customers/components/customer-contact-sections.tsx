import { ADDRESS_TYPES, COUNTRIES, PHONE_LABELS } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/form-section'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useFormat } from '@/lib/format'
import { fieldText } from '@/lib/forms'
import type { CustomerFormApi } from './customer-form-model'

// How many phones and addresses a customer may have (the contract's limit).
const MAX_ROWS = 5

/** Up to five phones, each with its label (mobile, work…). */
export function PhonesSection({ form }: { form: CustomerFormApi }) {
  const { t } = useTranslation()
  const phones = useFieldArray({ control: form.control, name: 'phones' })
  const { errors } = form.formState
  return (
    <RowsSection
      title={t('customers.form.phones')}
      empty={t('customers.form.noPhones')}
      addLabel={t('customers.form.addPhone')}
      hint={t('customers.form.phoneHint')}
      count={phones.fields.length}
      onAdd={() => phones.append({ label: 'mobile', number: '' })}
    >
      {phones.fields.map((row, index) => (
        <div
          key={row.id}
          className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-start gap-1.5 sm:grid-cols-[8.5rem_minmax(0,1fr)_auto] sm:gap-2"
        >
          <KindSelect
            form={form}
            name={`phones.${index}.label`}
            label={t('customers.form.phoneLabel', { n: index + 1 })}
            kinds={PHONE_LABELS}
            kindLabel={(label) => t(`customers.phoneLabels.${label}`)}
          />
          <FormField
            id={`customer-phone-${index}`}
            label={
              <span className="sr-only">{t('customers.form.phoneNumber', { n: index + 1 })}</span>
            }
            error={fieldText(t, errors.phones?.[index]?.number?.message)}
            className="gap-0"
          >
            <Input
              type="tel"
              autoComplete="off"
              placeholder="+34 612 345 678"
              {...form.register(`phones.${index}.number`)}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9 w-8 sm:w-9"
            aria-label={t('customers.form.removePhone', { n: index + 1 })}
            onClick={() => phones.remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
    </RowsSection>
  )
}

/** Up to five addresses: the first for billing, the next for delivery unless changed. */
export function AddressesSection({ form }: { form: CustomerFormApi }) {
  const { t } = useTranslation()
  const format = useFormat()
  const addresses = useFieldArray({ control: form.control, name: 'addresses' })
  const { errors } = form.formState
  const countries = format
    .byName([...COUNTRIES], format.country)
    .map((code) => ({ value: code, label: format.country(code) }))
  return (
    <RowsSection
      title={t('customers.form.addresses')}
      empty={t('customers.form.noAddresses')}
      addLabel={t('customers.form.addAddress')}
      count={addresses.fields.length}
      onAdd={() =>
        addresses.append({
          type: addresses.fields.length === 0 ? 'billing' : 'delivery',
          line1: '',
          line2: '',
          city: '',
          region: '',
          postalCode: '',
          country: '',
        })
      }
    >
      {addresses.fields.map((row, index) => {
        const text = (name: 'line1' | 'line2' | 'postalCode' | 'city' | 'region') => (
          <FormField
            key={name}
            id={`customer-address-${index}-${name}`}
            label={t(`customers.fields.${name}`)}
            error={fieldText(t, errors.addresses?.[index]?.[name]?.message)}
          >
            <Input autoComplete="off" {...form.register(`addresses.${index}.${name}`)} />
          </FormField>
        )
        return (
          <div key={row.id} className="grid gap-3 rounded-lg border p-4">
            <div className="flex items-center justify-between gap-2">
              <KindSelect
                form={form}
                name={`addresses.${index}.type`}
                label={t('customers.form.addressType', { n: index + 1 })}
                kinds={ADDRESS_TYPES}
                kindLabel={(type) => t(`customers.addressTypes.${type}`)}
                size="sm"
                className="w-56"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => addresses.remove(index)}
                aria-label={t('customers.form.removeAddress', { n: index + 1 })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {text('line1')}
              {text('line2')}
            </div>
            <div className="grid gap-3 sm:grid-cols-4">
              {text('postalCode')}
              {text('city')}
              {text('region')}
              <Controller
                control={form.control}
                name={`addresses.${index}.country`}
                render={({ field }) => (
                  <SelectField
                    id={`customer-address-${index}-country`}
                    label={t('customers.fields.country')}
                    error={fieldText(t, errors.addresses?.[index]?.country?.message)}
                    emptyLabel="—"
                    // No country is an empty text, as the contract has it.
                    value={field.value || null}
                    onValueChange={(code) => field.onChange(code ?? '')}
                    triggerRef={field.ref}
                    options={countries}
                  />
                )}
              />
            </div>
          </div>
        )
      })}
    </RowsSection>
  )
}

/** A section of up to five rows: a note while there is none, the rows, a button to add. */
function RowsSection({
  title,
  empty,
  addLabel,
  hint,
  count,
  onAdd,
  children,
}: {
  title: string
  empty: string
  addLabel: string
  hint?: string
  count: number
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <FormSection title={title} className="gap-4">
      {count === 0 && <p className="text-muted-foreground text-sm">{empty}</p>}
      {children}
      {count < MAX_ROWS && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
    </FormSection>
  )
}

/** What kind a row is (a phone's label, an address's type): a select named after its row. */
function KindSelect<K extends string>({
  form,
  name,
  label,
  kinds,
  kindLabel,
  size,
  className,
}: {
  form: CustomerFormApi
  name: `phones.${number}.label` | `addresses.${number}.type`
  label: string
  kinds: readonly [K, ...K[]]
  kindLabel: (kind: K) => string
  size?: 'sm'
  className?: string
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          hideLabel
          size={size}
          className={className}
          // A new row has its kind already; the first one stands in for a missing one.
          value={field.value ?? kinds[0]}
          onValueChange={field.onChange}
          options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
      )}
    />
  )
}
