import { CURRENCIES } from '@designer/contract'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { SelectField, type SelectFieldProps } from '@/components/select-field'
import { useFormat } from '@/lib/format'

type Props<T extends FieldValues, V> = Pick<
  SelectFieldProps,
  'id' | 'label' | 'description' | 'error' | 'required' | 'placeholder'
> & {
  /** The form's control and the currency's field in it. */
  control: Control<T, unknown, V>
  name: Path<T>
  /** Codes outside the usual list that stay choosable: the one stored, the supplier's. */
  keep?: readonly (string | null | undefined)[]
}

/**
 * A form's currency, chosen by its name in the reader's language ("Euro (EUR)"), sorted by
 * name.
 */
export function CurrencyField<T extends FieldValues, V>({
  control,
  name,
  keep = [],
  ...props
}: Props<T, V>) {
  const format = useFormat()
  const codes: string[] = [...CURRENCIES]
  for (const code of keep) if (code && !codes.includes(code)) codes.push(code)
  const options = format
    .byName(codes, format.currency)
    .map((code) => ({ value: code, label: format.currencyLabel(code) }))
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...props}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          disabled={field.disabled}
          options={options}
        />
      )}
    />
  )
}
