import { CUSTOMER_KINDS, CUSTOMER_STAGES, type Customer, LOCALES } from '@designer/contract'
import type { ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/form-section'
import { SelectField } from '@/components/select-field'
import { FormField, FormFieldMessage } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { useFormat } from '@/lib/format'
import { fieldText } from '@/lib/forms'
import { useCompanyCustomers, useOwners } from '../api/customers'
import type { CustomerFormApi } from './customer-form-model'
import { TagPicker } from './tag-picker'

/**
 * Who the customer is: a person or a company, the name, the e-mail (with a link to the customer
 * who already has it), the company a person works at, and the tax id.
 */
export function IdentitySection({
  form,
  customer,
  emailOwner,
}: {
  form: CustomerFormApi
  customer: Customer | undefined
  /** The other customer with the e-mail typed, linked. */
  emailOwner: ReactNode
}) {
  const { t } = useTranslation()
  const companies = useCompanyCustomers()
  const { errors } = form.formState
  const kind = form.watch('kind')
  const companyOptions = (companies.data?.items ?? []).filter((c) => c.id !== customer?.id)
  const taxId = (className?: string) => (
    <FormField
      id="customer-tax-id"
      label={t('customers.fields.taxId')}
      error={fieldText(t, errors.taxId?.message)}
      className={className}
    >
      <Input autoComplete="off" {...form.register('taxId')} />
    </FormField>
  )
  return (
    <FormSection title={t('customers.form.identity')} className="gap-4">
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
              options={CUSTOMER_KINDS.map((k) => ({ value: k, label: t(`customers.kinds.${k}`) }))}
            />
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
                emptyLabel={t('customers.fields.noCompany')}
                value={field.value ?? null}
                onValueChange={field.onChange}
                triggerRef={field.ref}
                options={[
                  ...(field.value && !companyOptions.some((c) => c.id === field.value)
                    ? [
                        {
                          value: field.value,
                          label: customer?.companyContact?.name ?? t('common.loading'),
                        },
                      ]
                    : []),
                  ...companyOptions.map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
            )}
          />
        ) : (
          taxId()
        )}
      </div>
      {emailOwner && (
        <p className="text-sm" data-testid="email-owner">
          {t('customers.form.emailOwner')} {emailOwner}
        </p>
      )}
      {kind === 'person' && taxId('sm:max-w-xs')}
    </FormSection>
  )
}

/** Where the customer stands: stage, owner, language, tags, consent to marketing, notes. */
export function RelationshipSection({
  form,
  customer,
}: {
  form: CustomerFormApi
  customer: Customer | undefined
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const owners = useOwners()
  const { errors } = form.formState
  return (
    <FormSection title={t('customers.form.relationship')} className="gap-4">
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
              options={CUSTOMER_STAGES.map((s) => ({
                value: s,
                label: t(`customers.stages.${s}`),
              }))}
            />
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
              emptyLabel={t('customers.fields.noOwner')}
              value={field.value ?? null}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              options={(owners.data ?? []).map((m) => ({ value: m.userId, label: m.name }))}
            />
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
              options={LOCALES.map((l) => ({ value: l, label: t(`customers.languages.${l}`) }))}
            />
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
              <FormFieldMessage>{fieldText(t, errors.tagIds.message)}</FormFieldMessage>
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
    </FormSection>
  )
}
