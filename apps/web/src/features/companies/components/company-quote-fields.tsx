import {
  type CompanyInput,
  type companyInputSchema,
  LOCALES,
  type Locale,
} from '@designer/contract'
import { type ReactNode, useEffect, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { fieldText } from '@/lib/forms'

type Form = UseFormReturn<CompanyInput, unknown, z.output<typeof companyInputSchema>>
const TEXTS = ['paymentTerms', 'quoteFooter'] as const

/** The server's paths of the texts per language: `paymentTerms.fr`. */
export const QUOTE_TEXT_FIELDS = TEXTS.flatMap((name) => LOCALES.map((l) => `${name}.${l}`))

/** The language whose text a customer reading `locale` gets (as the contract's `textFor`). */
export function fallbackOf(texts: Partial<Record<Locale, string>> | undefined, locale: Locale) {
  return [locale, ...LOCALES].find((l) => texts?.[l]?.trim()) ?? null
}

/** What quotes print about the studio: its legal name, tax id, phone, e-mail and website. */
export function QuoteDetailsSection({ form, title }: { form: Form; title: ReactNode }) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const field = (
    key: 'legalName' | 'taxId' | 'phone' | 'email' | 'website',
    props: React.ComponentProps<typeof Input> = {},
    description?: string,
  ) => (
    <FormField
      id={`company-${key}`}
      className="content-start"
      label={t(`companies.form.${key}`)}
      description={description}
      error={fieldText(t, errors[key]?.message)}
    >
      <Input {...props} {...form.register(key)} />
    </FormField>
  )
  return (
    <section className="grid gap-5" aria-labelledby="company-documents">
      {title}
      {field('legalName', { autoComplete: 'organization' }, t('companies.form.legalNameHint'))}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('taxId', {}, t('companies.form.taxIdHint'))}
        {field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      </div>
    </section>
  )
}

/**
 * Payment terms and the quote's footer, one of each per language, a tab per language. A tab
 * marks the languages written and those with a problem; a language left empty says which
 * text its customers get instead. A refused submit opens the first language with a problem.
 */
export function QuoteTextsSection({ form, title }: { form: Form; title: ReactNode }) {
  const { t } = useTranslation()
  const { errors, submitCount } = form.formState
  const values = useWatch({ control: form.control, name: TEXTS })
  const [active, setActive] = useState<Locale>('en')
  const invalid = LOCALES.filter((l) => TEXTS.some((name) => errors[name]?.[l]))
  const firstInvalid = invalid[0]

  // After a refused submit, show a language with a problem, unless the one shown has one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit.
  useEffect(() => {
    if (firstInvalid && !invalid.includes(active)) setActive(firstInvalid)
  }, [submitCount])

  const language = (l: Locale) => t(`companies.quoteTexts.language.${l}`)
  return (
    <section className="grid gap-4" aria-labelledby="company-quote-texts">
      {title}
      <Tabs value={active} onValueChange={(v) => setActive(v as Locale)}>
        <TabsList aria-label={t('companies.quoteTexts.languages')}>
          {LOCALES.map((l) => {
            const written = values.some((texts) => texts?.[l]?.trim())
            return (
              <TabsTrigger key={l} value={l} data-testid={`quote-texts-${l}`}>
                {language(l)}
                <span
                  aria-hidden="true"
                  className={
                    invalid.includes(l)
                      ? 'size-1.5 rounded-full bg-destructive'
                      : written
                        ? 'size-1.5 rounded-full bg-primary'
                        : 'size-1.5 rounded-full bg-muted-foreground/30'
                  }
                />
                <span className="sr-only">
                  {invalid.includes(l)
                    ? t('companies.quoteTexts.hasProblem')
                    : written
                      ? t('companies.quoteTexts.written')
                      : t('companies.quoteTexts.empty')}
                </span>
              </TabsTrigger>
            )
          })}
        </TabsList>
        {LOCALES.map((l) => (
          <TabsContent key={l} value={l} className="grid gap-5 pt-2">
            {TEXTS.map((name, i) => {
              const own = values[i]?.[l]?.trim()
              const instead = own ? null : fallbackOf(values[i], l)
              return (
                <FormField
                  key={name}
                  id={`company-${name}-${l}`}
                  label={t(`companies.quoteTexts.${name}`, { language: language(l) })}
                  description={
                    instead
                      ? t('companies.quoteTexts.fallback', {
                          language: language(l),
                          fallback: language(instead),
                        })
                      : t(`companies.quoteTexts.${name}Hint`)
                  }
                  error={fieldText(t, errors[name]?.[l]?.message)}
                >
                  <Textarea
                    rows={name === 'paymentTerms' ? 3 : 2}
                    lang={l}
                    className="min-h-20"
                    {...form.register(`${name}.${l}`)}
                  />
                </FormField>
              )
            })}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
