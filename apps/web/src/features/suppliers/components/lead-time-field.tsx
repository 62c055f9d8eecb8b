import type { ReactNode } from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { OptionalNumberInput } from './optional-number-input'

/**
 * The days from order to delivery, up to two years, or none: a supplier's usual lead time, or
 * an item's own.
 */
export function LeadTimeField<T extends FieldValues & { leadTimeDays?: number | null }, V>({
  control,
  id,
  description,
  error,
}: {
  control: Control<T, unknown, V>
  id: string
  description: ReactNode
  error: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name={'leadTimeDays' as Path<T>}
      render={({ field }) => (
        <FormField
          id={id}
          label={t('suppliers.fields.leadTime')}
          description={description}
          error={error}
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
  )
}
