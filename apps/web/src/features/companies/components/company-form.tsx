import {
  COUNTRIES,
  type Company,
  type CompanyInput,
  type CURRENCIES,
  companyInputSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { CurrencyField } from '@/components/currency-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Separator } from '@/components/ui/separator'
import { useFormat } from '@/lib/format'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { CompanyLogoField } from './company-logo-field'
import { QUOTE_TEXT_FIELDS, QuoteDetailsSection, QuoteTextsSection } from './company-quote-fields'

export type CompanyValues = z.output<typeof companyInputSchema>
const FIELDS = [...Object.keys(companyInputSchema.shape), ...QUOTE_TEXT_FIELDS]

type Country = (typeof COUNTRIES)[number]
type Currency = (typeof CURRENCIES)[number]

const EURO_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'GR', 'IE', 'IT', 'LU', 'NL', 'PT']
const CURRENCY_OF: Partial<Record<Country, Currency>> = {
  US: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  CA: 'CAD',
  AU: 'AUD',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  JP: 'JPY',
  ...Object.fromEntries(EURO_COUNTRIES.map((c) => [c, 'EUR'])),
}

/**
 * A first guess for a new company from the browser's languages ("fr-FR" → France, euro), so
 * most people only check two selects instead of scrolling them. Nothing is guessed without a
 * region in the language tag.
 */
export function suggestedDefaults(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): { country?: Country; currency?: Currency } {
  for (const language of languages) {
    const region = language.split('-')[1]?.toUpperCase()
    if (region && (COUNTRIES as readonly string[]).includes(region)) {
      const country = region as Country
      return { country, currency: CURRENCY_OF[country] }
    }
  }
  return {}
}

/** A company as the form shows it: empty strings where nothing is set. */
export function companyToInput(company: Company): CompanyInput {
  return {
    name: company.name,
    currency: company.currency as Currency,
    country: company.country as Country,
    addressLine1: company.addressLine1 ?? '',
    addressLine2: company.addressLine2 ?? '',
    city: company.city ?? '',
    postalCode: company.postalCode ?? '',
    region: company.region ?? '',
    legalName: company.legalName ?? '',
    taxId: company.taxId ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    paymentTerms: { ...company.paymentTerms },
    quoteFooter: { ...company.quoteFooter },
  }
}

const noTexts = { en: '', es: '', fr: '' }
const empty: Partial<CompanyInput> = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  region: '',
  legalName: '',
  taxId: '',
  phone: '',
  email: '',
  website: '',
  paymentTerms: noTexts,
  quoteFooter: noTexts,
}

/**
 * The company's details, for creating one and for its profile. `onSubmit` throws what the
 * server answered; field problems land on their fields, and whatever was typed stays. The
 * profile also has the logo (sent on its own, at once) and what quotes print: the details on
 * them and the texts per language; a new company gets those later.
 */
export function CompanyForm({
  company,
  initial,
  readOnly = false,
  submitLabel,
  onSubmit,
  footer,
}: {
  /** Edit this company; without it the form creates one. */
  company?: Company
  /** First values for a new company. */
  initial?: Partial<CompanyInput>
  readOnly?: boolean
  submitLabel: string
  /** Saves; resolves with the values to show afterwards (the server's), or nothing. */
  onSubmit: (values: CompanyValues) => Promise<CompanyInput | undefined>
  /** Shown at the start of the button row, e.g. a cancel link. */
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: company ? companyToInput(company) : { ...empty, ...initial },
  })
  const { errors, isSubmitting, isDirty } = form.formState

  const { submit, error } = useFormSubmit(form, FIELDS, async (values) => {
    const saved = await onSubmit(values)
    if (saved) form.reset(saved)
  })

  const countries = format.byName(COUNTRIES, format.country)
  const text = (key: keyof CompanyInput, label: string, autoComplete?: string) => (
    <FormField id={`company-${key}`} label={label} error={fieldText(t, errors[key]?.message)}>
      <Input autoComplete={autoComplete} {...form.register(key)} />
    </FormField>
  )

  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.form.label')}>
      <fieldset disabled={readOnly} className="grid gap-6">
        {error && <AlertBox>{error}</AlertBox>}

        <section className="grid gap-5" aria-labelledby="company-identity">
          <SectionTitle id="company-identity" hint={t('companies.form.identityHint')}>
            {t('companies.form.identity')}
          </SectionTitle>
          <FormField
            id="company-name"
            label={t('companies.form.name')}
            required
            error={fieldText(t, errors.name?.message)}
          >
            <Input autoComplete="organization" {...form.register('name')} />
          </FormField>
          {company && <CompanyLogoField company={company} readOnly={readOnly} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <CurrencyField
              control={form.control}
              name="currency"
              id="company-currency"
              label={t('companies.form.currency')}
              required
              error={fieldText(t, errors.currency?.message)}
              placeholder={t('companies.form.currencyPlaceholder')}
            />
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <SelectField
                  id="company-country"
                  label={t('companies.form.country')}
                  required
                  error={fieldText(t, errors.country?.message)}
                  placeholder={t('companies.form.countryPlaceholder')}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  disabled={field.disabled}
                  options={countries.map((code) => ({ value: code, label: format.country(code) }))}
                />
              )}
            />
          </div>
        </section>

        <Separator />

        <section className="grid gap-5" aria-labelledby="company-address">
          <SectionTitle id="company-address" hint={t('companies.form.addressHint')}>
            {t('companies.form.address')}
          </SectionTitle>
          {text('addressLine1', t('companies.form.addressLine1'), 'address-line1')}
          {text('addressLine2', t('companies.form.addressLine2'), 'address-line2')}
          <div className="grid gap-5 sm:grid-cols-3">
            {text('postalCode', t('companies.form.postalCode'), 'postal-code')}
            {text('city', t('companies.form.city'), 'address-level2')}
            {text('region', t('companies.form.region'), 'address-level1')}
          </div>
        </section>

        {company && (
          <>
            <Separator />
            <QuoteDetailsSection
              form={form}
              title={
                <SectionTitle id="company-documents" hint={t('companies.form.documentsHint')}>
                  {t('companies.form.documents')}
                </SectionTitle>
              }
            />
            <Separator />
            <QuoteTextsSection
              form={form}
              title={
                <SectionTitle id="company-quote-texts" hint={t('companies.quoteTexts.hint')}>
                  {t('companies.quoteTexts.title')}
                </SectionTitle>
              }
            />
          </>
        )}
      </fieldset>

      {!readOnly && (
        <div className="mt-6 flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
          {footer}
          <Button type="submit" loading={isSubmitting} disabled={Boolean(company) && !isDirty}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  )
}

function SectionTitle({ id, hint, children }: { id: string; hint: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h2 id={id} className="font-medium text-base">
        {children}
      </h2>
      <p className="text-muted-foreground text-sm">{hint}</p>
    </div>
  )
}
