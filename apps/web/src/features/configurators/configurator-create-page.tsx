import {
  type ConfiguratorDefinition,
  configuratorCreateSchema,
  emptyDefinition,
  isLocale,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, Check } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { PageHeader } from '@/components/layout/page-header'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField, FormFieldMessage } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { request } from '@/lib/api'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import {
  useConfigurableDesigns,
  useConfigurators,
  useCreateConfigurator,
} from './api/configurators'

const FIELDS = ['name', 'designId'] as const

const formSchema = configuratorCreateSchema
  .pick({ name: true, designId: true })
  // The configurator to copy from; none starts empty.
  .extend({ templateId: z.string().nullable() })
type Values = z.output<typeof formSchema>

/**
 * /admin/configurators/create: a name, the design customers will configure (searched among the
 * company's designs) and, optionally, the options, rules and prices of another configurator to
 * start from. `?designId=` preselects the design (from a design's page).
 */
export function ConfiguratorCreatePage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const [q, setQ] = useState('')
  const designs = useConfigurableDesigns(q)
  const templates = useConfigurators({ pageSize: 100, sort: 'name' })
  const create = useCreateConfigurator()
  const form = useForm<z.input<typeof formSchema>, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', designId: search.get('designId') ?? '', templateId: null },
  })
  const { errors, isSubmitting } = form.formState
  const back = href('admin.configurators')

  const { submit, error } = useFormSubmit(form, FIELDS, async ({ templateId, ...values }) => {
    // A new configurator's texts are in the language its creator works in (decision 038); one
    // started from another keeps that one's language and translations.
    const definition = templateId
      ? (await request<{ definition: ConfiguratorDefinition }>(
          'GET',
          `/configurators/${templateId}`,
        ))!.definition
      : { ...emptyDefinition(), language: isLocale(i18n.language) ? i18n.language : 'en' }
    const made = await create.mutateAsync({ ...values, definition })
    toast.success(t('configurators.create.created', { name: made.name }))
    navigate(href('admin.configurators.edit', { configuratorId: made.id }))
  })

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="space-y-3">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('configurators.backToList')}
        </Link>
        <PageHeader
          title={t('configurators.create.title')}
          description={t('configurators.create.description')}
        />
      </div>
      <Card>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-6">
            {error && <AlertBox>{error}</AlertBox>}
            <FormField
              id="configurator-name"
              label={t('configurators.fields.name')}
              required
              error={fieldText(t, errors.name?.message)}
            >
              <Input
                autoComplete="off"
                autoFocus
                placeholder={t('configurators.fields.namePlaceholder')}
                {...form.register('name')}
              />
            </FormField>

            <Controller
              control={form.control}
              name="designId"
              render={({ field }) => (
                <fieldset className="grid gap-3" aria-describedby="configurator-design-hint">
                  <legend className="mb-1 font-medium text-sm">
                    {t('configurators.fields.design')}
                    <span aria-hidden="true" className="ml-0.5 text-destructive">
                      *
                    </span>
                  </legend>
                  <p id="configurator-design-hint" className="text-muted-foreground text-sm">
                    {t('configurators.fields.designHint')}
                  </p>
                  <SearchField
                    value={q}
                    onSearch={setQ}
                    label={t('configurators.fields.designSearch')}
                    placeholder={t('configurators.fields.designSearch')}
                  />
                  <div
                    role="radiogroup"
                    aria-label={t('configurators.fields.design')}
                    className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-3"
                  >
                    {designs.isLoading &&
                      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
                        <Skeleton key={key} className="aspect-[4/3] rounded-lg" />
                      ))}
                    {designs.data?.items.map((d) => (
                      <label
                        key={d.id}
                        className={cn(
                          'group relative cursor-pointer overflow-hidden rounded-lg border bg-background transition-colors hover:bg-accent/40',
                          'has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary',
                          'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                        )}
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={d.id}
                          checked={field.value === d.id}
                          onChange={() => {
                            field.onChange(d.id)
                            if (!form.getValues('name')) form.setValue('name', d.name)
                          }}
                          className="sr-only"
                        />
                        <DesignThumbnail
                          url={d.thumbnailUrl}
                          type="design"
                          className="aspect-[4/3] w-full border-b"
                        />
                        <span className="block truncate px-3 py-2 font-medium text-sm">
                          {d.name}
                        </span>
                        <Check
                          aria-hidden="true"
                          className="absolute top-2 right-2 hidden size-5 rounded-full bg-primary p-0.5 text-primary-foreground group-has-[:checked]:block"
                        />
                      </label>
                    ))}
                    {designs.data?.items.length === 0 && (
                      <p className="col-span-full py-6 text-center text-muted-foreground text-sm">
                        {q
                          ? t('configurators.fields.noDesignsFound', { q })
                          : t('configurators.fields.noDesigns')}
                      </p>
                    )}
                  </div>
                  {errors.designId && (
                    <FormFieldMessage>{fieldText(t, errors.designId.message)}</FormFieldMessage>
                  )}
                </fieldset>
              )}
            />

            <Controller
              control={form.control}
              name="templateId"
              render={({ field }) => (
                <SelectField
                  id="configurator-template"
                  label={t('configurators.fields.template')}
                  description={t('configurators.fields.templateHint')}
                  placeholder={t('common.loading')}
                  disabled={!templates.data}
                  emptyLabel={t('configurators.fields.templateBlank')}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={templates.data?.items.map((c) => ({
                    value: c.id,
                    label: t('configurators.fields.templateCopy', { name: c.name }),
                  }))}
                />
              )}
            />

            <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => navigate(back)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('configurators.create.submit')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
