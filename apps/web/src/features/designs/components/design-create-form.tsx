import {
  type DesignCreateInput,
  type DesignListItem,
  type DesignType,
  designCreateSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Box, Puzzle } from 'lucide-react'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { useDesignSelectOptions } from '@/components/design-select-options'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField, FormFieldMessage } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { cn } from '@/lib/utils'

const FIELDS = ['name', 'description', 'type', 'fromDesignId'] as const

type Values = z.output<typeof designCreateSchema>

export function DesignCreateForm({
  defaultType,
  sources,
  onSubmit,
  onCancel,
  onTypeChange,
}: {
  defaultType: DesignType
  /** Designs to start from; undefined while they load. */
  sources: DesignListItem[] | undefined
  onSubmit: (values: Values) => Promise<unknown>
  onCancel: () => void
  onTypeChange?: (type: DesignType) => void
}) {
  const { t } = useTranslation()
  const form = useForm<DesignCreateInput, unknown, Values>({
    resolver: zodResolver(designCreateSchema),
    defaultValues: { name: '', description: '', type: defaultType, fromDesignId: null },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, error } = useFormSubmit(form, FIELDS, onSubmit)
  const sourceOptions = useDesignSelectOptions(sources)
  const type = form.watch('type')
  useEffect(() => {
    if (type !== defaultType) onTypeChange?.(type)
  }, [type, defaultType, onTypeChange])

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {error && <AlertBox>{error}</AlertBox>}
      <FormField
        id="design-name"
        label={t('designs.fields.name')}
        required
        error={fieldText(t, errors.name?.message)}
      >
        <Input
          autoComplete="off"
          placeholder={t('designs.fields.namePlaceholder')}
          autoFocus
          {...form.register('name')}
        />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('designs.fields.type')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['design', 'component'] as const).map((type) => {
            const Icon = type === 'component' ? Puzzle : Box
            return (
              <label
                key={type}
                className={cn(
                  'group flex cursor-pointer gap-3 rounded-lg border bg-background p-4 transition-colors hover:bg-accent/40',
                  'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary',
                  'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                )}
              >
                <input
                  type="radio"
                  value={type}
                  className="sr-only"
                  aria-describedby={`design-type-${type}-hint`}
                  {...form.register('type')}
                />
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground transition-colors group-has-[:checked]:bg-primary/10 group-has-[:checked]:text-primary">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="grid gap-0.5">
                  <span className="font-medium text-sm">{t(`designs.types.${type}`)}</span>
                  <span id={`design-type-${type}-hint`} className="text-muted-foreground text-xs">
                    {t(`designs.fields.typeHint.${type}`)}
                  </span>
                </span>
              </label>
            )
          })}
        </div>
        {errors.type && <FormFieldMessage>{fieldText(t, errors.type.message)}</FormFieldMessage>}
      </fieldset>

      <FormField
        id="design-description"
        label={t('designs.fields.description')}
        description={t('designs.fields.descriptionHint')}
        error={fieldText(t, errors.description?.message)}
      >
        <Textarea
          rows={3}
          className="min-h-24"
          placeholder={t('designs.fields.descriptionPlaceholder')}
          {...form.register('description')}
        />
      </FormField>

      <Controller
        control={form.control}
        name="fromDesignId"
        render={({ field }) => (
          <SelectField
            id="design-from"
            label={t('designs.fields.from')}
            description={t('designs.fields.fromHint')}
            error={fieldText(t, errors.fromDesignId?.message)}
            placeholder={t('common.loading')}
            emptyLabel={t('designs.fields.fromBlank')}
            value={field.value ?? null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={!sources}
            options={sourceOptions}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('designs.create.submit')}
        </Button>
      </div>
    </form>
  )
}
