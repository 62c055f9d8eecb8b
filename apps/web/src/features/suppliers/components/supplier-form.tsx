import {
  SUPPLIER_STATUSES,
  type Supplier,
  type SupplierInput,
  supplierInputSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { CurrencyField } from '@/components/currency-field'
import { SelectField } from '@/components/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { supplierToInput } from '../api/update-supplier'
import { FormFooter } from './form-dialog'
import { LeadTimeField } from './lead-time-field'

export type SupplierValues = z.output<typeof supplierInputSchema>

// The API's field paths, so its errors land on the field they are about.
const FIELDS = Object.keys(supplierInputSchema.shape)

/**
 * A supplier's details, checked by the contract's own schema before anything is sent. A new
 * supplier starts in the company's currency; a failed save keeps everything typed.
 */
export function SupplierForm({
  supplier,
  defaultCurrency,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  /** The supplier being edited; none when creating. */
  supplier?: Supplier
  defaultCurrency: string
  onSubmit: (values: SupplierValues) => Promise<unknown>
  onCancel: () => void
  submitLabel: string
}) {
  const { t } = useTranslation()
  const form = useForm<SupplierInput, unknown, SupplierValues>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: supplier
      ? supplierToInput(supplier)
      : {
          name: '',
          contactName: '',
          email: '',
          phone: '',
          website: '',
          address: '',
          currency: defaultCurrency,
          leadTimeDays: null,
          paymentTerms: '',
          notes: '',
          status: 'active',
        },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, error } = useFormSubmit(form, FIELDS, onSubmit)

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <AlertBox>{error}</AlertBox>}
      <FormField
        id="supplier-name"
        label={t('suppliers.fields.name')}
        required
        error={fieldText(t, errors.name?.message)}
      >
        <Input
          autoComplete="organization"
          placeholder={t('suppliers.fields.namePlaceholder')}
          autoFocus
          {...form.register('name')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="supplier-contact"
          label={t('suppliers.fields.contactName')}
          error={fieldText(t, errors.contactName?.message)}
        >
          <Input autoComplete="off" {...form.register('contactName')} />
        </FormField>
        <FormField
          id="supplier-email"
          label={t('suppliers.fields.email')}
          error={fieldText(t, errors.email?.message)}
        >
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField
          id="supplier-phone"
          label={t('suppliers.fields.phone')}
          error={fieldText(t, errors.phone?.message)}
        >
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
        <FormField
          id="supplier-website"
          label={t('suppliers.fields.website')}
          error={fieldText(t, errors.website?.message)}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.register('website')}
          />
        </FormField>
      </div>
      <FormField
        id="supplier-address"
        label={t('suppliers.fields.address')}
        error={fieldText(t, errors.address?.message)}
      >
        <Textarea rows={2} className="min-h-16" {...form.register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <CurrencyField
          control={form.control}
          name="currency"
          id="supplier-currency"
          label={t('suppliers.fields.currency')}
          description={t('suppliers.fields.currencyHint')}
          required
          error={fieldText(t, errors.currency?.message)}
          placeholder={t('suppliers.fields.currencyPlaceholder')}
          // A supplier stored in a currency outside the usual list keeps it as a choice.
          keep={[supplier?.currency]}
        />
        <LeadTimeField
          control={form.control}
          id="supplier-lead-time"
          description={t('suppliers.fields.leadTimeHint')}
          error={fieldText(t, errors.leadTimeDays?.message)}
        />
      </div>
      <FormField
        id="supplier-payment-terms"
        label={t('suppliers.fields.paymentTerms')}
        error={fieldText(t, errors.paymentTerms?.message)}
      >
        <Input
          autoComplete="off"
          placeholder={t('suppliers.fields.paymentTermsPlaceholder')}
          {...form.register('paymentTerms')}
        />
      </FormField>
      <FormField
        id="supplier-notes"
        label={t('suppliers.fields.notes')}
        error={fieldText(t, errors.notes?.message)}
      >
        <Textarea rows={3} className="min-h-20" {...form.register('notes')} />
      </FormField>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <SelectField
            id="supplier-status"
            label={t('suppliers.fields.status')}
            description={t('suppliers.fields.statusHint')}
            error={fieldText(t, errors.status?.message)}
            value={field.value ?? 'active'}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            options={SUPPLIER_STATUSES.map((status) => ({
              value: status,
              label: t(`suppliers.status.${status}`),
            }))}
          />
        )}
      />
      <FormFooter submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  )
}
