import {
  ADDRESS_TYPES,
  COUNTRIES,
  CUSTOMER_KINDS,
  CUSTOMER_STAGES,
  type Customer,
  type CustomerInput,
  customerInputSchema,
  LOCALES,
  PHONE_LABELS,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { useFormat } from '@/lib/format'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { customerToInput, useCompanyCustomers, useOwners } from '../api/customers'
import { phoneText } from './labels'
import { TagPicker } from './tag-picker'

export type CustomerValues = z.output<typeof customerInputSchema>

// A select item cannot have an empty value, so "nobody" and "none" have names of their own.
const NONE = '__none__'

/** Every path the API may name a problem by, so its errors land on their field. */
function fieldPaths(values: CustomerInput): string[] {
  const paths = Object.keys(customerInputSchema.shape)
  ;(values.phones ?? []).forEach((_, i) => {
    paths.push(`phones.${i}.number`)
  })
  ;(values.addresses ?? []).forEach((_, i) => {
    for (const f of ['line1', 'line2', 'city', 'region', 'postalCode', 'country']) {
      paths.push(`addresses.${i}.${f}`)
    }
  })
  return paths
}

export const emptyCustomer = (): CustomerInput => ({
  kind: 'person',
  name: '',
  email: '',
  companyContactId: null,
  phones: [],
  language: 'en',
  addresses: [],
  taxId: '',
  tagIds: [],
  stage: 'lead',
  ownerId: null,
  marketingConsent: false,
  notes: '',
})

/** Phones as the form shows them: `+34 612 34 56 78` rather than E.164. */
const forEditing = (input: CustomerInput): CustomerInput => ({
  ...input,
  phones: (input.phones ?? []).map((p) => ({ ...p, number: phoneText(p.number) })),
})

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-0 p-0">
      <legend className="mb-3 font-semibold text-sm">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * A customer's profile, checked by the contract's schema before it is sent. It creates a
 * customer, or edits one in place on its page. A failed save keeps everything typed; an
 * e-mail another customer has gets a link to that customer.
 */
export function CustomerForm({
  customer,
  initial,
  onSubmit,
  submitLabel,
  onCancel,
  renderOtherCustomer,
}: {
  customer?: Customer
  initial?: Partial<CustomerInput>
  onSubmit: (values: CustomerValues) => Promise<unknown>
  submitLabel: string
  onCancel?: () => void
  /** A link to the customer who already has the e-mail typed. */
  renderOtherCustomer: (other: { id: string; name: string }) => ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const [error, setError] = useState<string | null>(null)
  const [other, setOther] = useState<{ id: string; name: string } | null>(null)
  const owners = useOwners()
  const companies = useCompanyCustomers()
  const form = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: forEditing(
      customer ? customerToInput(customer) : { ...emptyCustomer(), ...initial },
    ),
  })
  const { errors, isSubmitting, isDirty } = form.formState
  const phones = useFieldArray({ control: form.control, name: 'phones' })
  const addresses = useFieldArray({ control: form.control, name: 'addresses' })
  const kind = form.watch('kind')
  const countries = format.byName([...COUNTRIES], format.country)

  const submit = form.handleSubmit(async (values) => {
    setError(null)
    setOther(null)
    try {
      await onSubmit(values)
      // What was saved is the new starting point: the form is clean until the next change.
      form.reset(form.getValues())
    } catch (err) {
      if (err instanceof ApiError && err.code === 'customer_email_taken') {
        const details = err.details as { customer?: { id: string | null; name: string } }
        form.setError('email', { type: 'server', message: 'validation.customerEmailTaken' })
        if (details?.customer?.id)
          setOther({ id: details.customer.id, name: details.customer.name })
        return
      }
      if (!applyServerErrors(err, form.setError, fieldPaths(form.getValues()))) {
        setError(errorText(t, err))
      }
    }
  })
  const companyOptions = (companies.data?.items ?? []).filter((c) => c.id !== customer?.id)

  return (
    <form onSubmit={submit} noValidate className="grid gap-8" data-testid="customer-form">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-sm"
        >
          {error}
        </p>
      )}
      <Section title={t('customers.form.identity')}>
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SelectField
                id="customer-kind"
                label={t('customers.fields.kind')}
                value={field.value ?? 'person'}
                onValueChange={field.onChange}
                triggerRef={field.ref}
              >
                {CUSTOMER_KINDS.map((k) => (
                  <SelectItem key={k} value={k}>
                    {t(`customers.kinds.${k}`)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
          <FormField
            id="customer-name"
            label={t(kind === 'company' ? 'customers.fields.companyName' : 'customers.fields.name')}
            required
            error={fieldText(t, errors.name?.message)}
          >
            <Input autoComplete="off" autoFocus={!customer} {...form.register('name')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="customer-email"
            label={t('customers.fields.email')}
            error={fieldText(t, errors.email?.message)}
          >
            <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          {kind === 'person' ? (
            <Controller
              control={form.control}
              name="companyContactId"
              render={({ field }) => (
                <SelectField
                  id="customer-company"
                  label={t('customers.fields.worksAt')}
                  error={fieldText(t, errors.companyContactId?.message)}
                  value={field.value ?? NONE}
                  onValueChange={(v) => field.onChange(v === NONE ? null : v)}
                  triggerRef={field.ref}
                >
                  <SelectItem value={NONE}>{t('customers.fields.noCompany')}</SelectItem>
                  {field.value && !companyOptions.some((c) => c.id === field.value) && (
                    <SelectItem value={field.value}>
                      {customer?.companyContact?.name ?? t('common.loading')}
                    </SelectItem>
                  )}
                  {companyOptions.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectField>
              )}
            />
          ) : (
            <FormField
              id="customer-tax-id"
              label={t('customers.fields.taxId')}
              error={fieldText(t, errors.taxId?.message)}
            >
              <Input autoComplete="off" {...form.register('taxId')} />
            </FormField>
          )}
        </div>
        {other && (
          <p className="text-sm" data-testid="email-owner">
            {t('customers.form.emailOwner')} {renderOtherCustomer(other)}
          </p>
        )}
        {kind === 'person' && (
          <FormField
            id="customer-tax-id"
            label={t('customers.fields.taxId')}
            error={fieldText(t, errors.taxId?.message)}
            className="sm:max-w-xs"
          >
            <Input autoComplete="off" {...form.register('taxId')} />
          </FormField>
        )}
      </Section>

      <Section title={t('customers.form.phones')}>
        {phones.fields.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('customers.form.noPhones')}</p>
        )}
        {phones.fields.map((row, index) => (
          <div
            key={row.id}
            className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-start gap-1.5 sm:grid-cols-[8.5rem_minmax(0,1fr)_auto] sm:gap-2"
          >
            <Controller
              control={form.control}
              name={`phones.${index}.label`}
              render={({ field }) => (
                <Select value={field.value ?? 'mobile'} onValueChange={field.onChange}>
                  <SelectTrigger
                    className="w-full"
                    aria-label={t('customers.form.phoneLabel', { n: index + 1 })}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PHONE_LABELS.map((label) => (
                      <SelectItem key={label} value={label}>
                        {t(`customers.phoneLabels.${label}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
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
        {phones.fields.length < 5 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => phones.append({ label: 'mobile', number: '' })}
          >
            <Plus aria-hidden="true" />
            {t('customers.form.addPhone')}
          </Button>
        )}
        <p className="text-muted-foreground text-xs">{t('customers.form.phoneHint')}</p>
      </Section>

      <Section title={t('customers.form.addresses')}>
        {addresses.fields.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('customers.form.noAddresses')}</p>
        )}
        {addresses.fields.map((row, index) => (
          <div key={row.id} className="grid gap-3 rounded-lg border p-4">
            <div className="flex items-center justify-between gap-2">
              <Controller
                control={form.control}
                name={`addresses.${index}.type`}
                render={({ field }) => (
                  <Select value={field.value ?? 'billing'} onValueChange={field.onChange}>
                    <SelectTrigger
                      size="sm"
                      className="w-56"
                      aria-label={t('customers.form.addressType', { n: index + 1 })}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ADDRESS_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`customers.addressTypes.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
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
              {(['line1', 'line2'] as const).map((f) => (
                <FormField
                  key={f}
                  id={`customer-address-${index}-${f}`}
                  label={t(`customers.fields.${f}`)}
                  error={fieldText(t, errors.addresses?.[index]?.[f]?.message)}
                >
                  <Input autoComplete="off" {...form.register(`addresses.${index}.${f}`)} />
                </FormField>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-4">
              <FormField
                id={`customer-address-${index}-postalCode`}
                label={t('customers.fields.postalCode')}
                error={fieldText(t, errors.addresses?.[index]?.postalCode?.message)}
              >
                <Input autoComplete="off" {...form.register(`addresses.${index}.postalCode`)} />
              </FormField>
              <FormField
                id={`customer-address-${index}-city`}
                label={t('customers.fields.city')}
                error={fieldText(t, errors.addresses?.[index]?.city?.message)}
              >
                <Input autoComplete="off" {...form.register(`addresses.${index}.city`)} />
              </FormField>
              <FormField
                id={`customer-address-${index}-region`}
                label={t('customers.fields.region')}
                error={fieldText(t, errors.addresses?.[index]?.region?.message)}
              >
                <Input autoComplete="off" {...form.register(`addresses.${index}.region`)} />
              </FormField>
              <Controller
                control={form.control}
                name={`addresses.${index}.country`}
                render={({ field }) => (
                  <SelectField
                    id={`customer-address-${index}-country`}
                    label={t('customers.fields.country')}
                    error={fieldText(t, errors.addresses?.[index]?.country?.message)}
                    value={field.value || NONE}
                    onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
                    triggerRef={field.ref}
                  >
                    <SelectItem value={NONE}>—</SelectItem>
                    {countries.map((code) => (
                      <SelectItem key={code} value={code}>
                        {format.country(code)}
                      </SelectItem>
                    ))}
                  </SelectField>
                )}
              />
            </div>
          </div>
        ))}
        {addresses.fields.length < 5 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() =>
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
            <Plus aria-hidden="true" />
            {t('customers.form.addAddress')}
          </Button>
        )}
      </Section>

      <Section title={t('customers.form.relationship')}>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Controller
            control={form.control}
            name="stage"
            render={({ field }) => (
              <SelectField
                id="customer-stage"
                label={t('customers.fields.stage')}
                value={field.value ?? 'lead'}
                onValueChange={field.onChange}
                triggerRef={field.ref}
              >
                {CUSTOMER_STAGES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`customers.stages.${s}`)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={form.control}
            name="ownerId"
            render={({ field }) => (
              <SelectField
                id="customer-owner"
                label={t('customers.fields.owner')}
                error={fieldText(t, errors.ownerId?.message)}
                value={field.value ?? NONE}
                onValueChange={(v) => field.onChange(v === NONE ? null : v)}
                triggerRef={field.ref}
              >
                <SelectItem value={NONE}>{t('customers.fields.noOwner')}</SelectItem>
                {(owners.data ?? []).map((m) => (
                  <SelectItem key={m.userId} value={m.userId}>
                    {m.name}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <SelectField
                id="customer-language"
                label={t('customers.fields.language')}
                description={t('customers.fields.languageHint')}
                value={field.value ?? 'en'}
                onValueChange={field.onChange}
                triggerRef={field.ref}
              >
                {LOCALES.map((l) => (
                  <SelectItem key={l} value={l}>
                    {t(`customers.languages.${l}`)}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="tagIds"
          render={({ field }) => (
            <div className="grid gap-2">
              <Label htmlFor="customer-tags">{t('customers.fields.tags')}</Label>
              <TagPicker id="customer-tags" value={field.value ?? []} onChange={field.onChange} />
              {errors.tagIds && (
                <p role="alert" className="font-medium text-destructive text-sm">
                  {fieldText(t, errors.tagIds.message)}
                </p>
              )}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="marketingConsent"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch
                id="customer-consent"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                aria-describedby="customer-consent-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="customer-consent">{t('customers.fields.marketingConsent')}</Label>
                <p id="customer-consent-hint" className="text-muted-foreground text-xs">
                  {customer?.marketingConsentAt && field.value
                    ? t('customers.fields.consentGiven', {
                        date: format.dateTime(customer.marketingConsentAt),
                      })
                    : t('customers.fields.consentHint')}
                </p>
              </div>
            </div>
          )}
        />
        <FormField
          id="customer-notes"
          label={t('customers.fields.notes')}
          description={t('customers.fields.notesHint')}
          error={fieldText(t, errors.notes?.message)}
        >
          <Textarea rows={3} {...form.register('notes')} />
        </FormField>
      </Section>

      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} disabled={customer ? !isDirty : false}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
