import type { SupplierItemInput } from '@designer/contract'
import { type Control, Controller, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormFieldMessage } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { fieldText } from '@/lib/forms'
import type { ItemValues } from './item-form-model'
import { OptionalNumberInput } from './optional-number-input'

const DIMENSIONS = ['length', 'width', 'thickness'] as const

type StockErrors = {
  message?: string
  length?: FieldError
  width?: FieldError
  thickness?: FieldError
}

/**
 * Length × width × thickness in millimetres, all three or none: empty fields make no stock
 * size; one or two leave the others to fill in (the contract then names them).
 */
export function StockSizeField({
  control,
  errors,
  numberText,
}: {
  control: Control<SupplierItemInput, unknown, ItemValues>
  errors: StockErrors | undefined
  numberText: (problem: FieldError | undefined) => string | undefined
}) {
  const { t } = useTranslation()
  const problem =
    fieldText(t, errors?.message) ?? DIMENSIONS.map((d) => numberText(errors?.[d])).find(Boolean)
  return (
    <Controller
      control={control}
      name="stockSize"
      render={({ field }) => {
        const size = field.value ?? null
        const set = (dimension: (typeof DIMENSIONS)[number], value: number | null) => {
          const next = {
            length: size?.length ?? Number.NaN,
            width: size?.width ?? Number.NaN,
            thickness: size?.thickness ?? Number.NaN,
            [dimension]: value ?? Number.NaN,
          }
          const allEmpty = DIMENSIONS.every((d) => Number.isNaN(next[d]))
          field.onChange(allEmpty ? null : next)
        }
        return (
          <fieldset className="grid min-w-0 gap-2 border-0 p-0">
            <legend className="mb-2 font-medium text-sm">
              {t('suppliers.fields.stockSize')}{' '}
              <span className="font-normal text-muted-foreground">
                {t('suppliers.fields.stockSizeHint')}
              </span>
            </legend>
            <div className="grid grid-cols-3 gap-3">
              {DIMENSIONS.map((dimension) => (
                <div key={dimension} className="grid gap-1.5">
                  <Label
                    htmlFor={`item-stock-${dimension}`}
                    className="text-muted-foreground text-xs"
                  >
                    {t(`suppliers.fields.${dimension}`)}
                  </Label>
                  <OptionalNumberInput
                    id={`item-stock-${dimension}`}
                    aria-invalid={errors?.[dimension] ? true : undefined}
                    value={size?.[dimension] ?? null}
                    onValueChange={(value) => set(dimension, value)}
                    onBlur={field.onBlur}
                    min={0.1}
                    max={100_000}
                    unit="mm"
                  />
                </div>
              ))}
            </div>
            {problem && <FormFieldMessage>{problem}</FormFieldMessage>}
          </fieldset>
        )
      }}
    />
  )
}
