import { type ReactNode, type Ref, useId } from 'react'
import { FormField } from '@/components/ui/form-field'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'

// A select item cannot have an empty value, so the empty option has a name of its own. It never
// leaves this file: outside, "none" and "all" are null.
const EMPTY = '__empty__'

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean }
/** Options under a heading, after a separator; a group without options is left out. */
export type SelectOptionGroup = { label: string; options: readonly SelectOption[] }

/** A select whose value is never empty. */
type Plain = { emptyLabel?: undefined; value: string; onValueChange(value: string): void }
/** A select with an empty option. */
type Nullable = {
  /** The first option, standing for no value ("None", "All stages"…): chosen when null. */
  emptyLabel: string
  value: string | null
  onValueChange(value: string | null): void
}

type CommonProps = {
  /** The trigger's id, which the label points at; made up when not given. */
  id?: string
  label: string
  /** The label is read out but not shown: a filter in a toolbar, a select in a table row. */
  hideLabel?: boolean
  description?: ReactNode
  error?: string
  required?: boolean
  placeholder?: string
  options?: readonly (SelectOption | SelectOptionGroup)[]
  /** Options that need more than a label (an icon, a `lang`), after `options`. */
  children?: ReactNode
  onBlur?(): void
  triggerRef?: Ref<HTMLButtonElement>
  disabled?: boolean
  size?: 'sm' | 'default'
  /** The trigger's classes; full width unless told otherwise. */
  className?: string
  /** The classes of the field around a shown label (its layout). */
  fieldClassName?: string
  /** The shown label's classes: an editor panel's smaller labels. */
  labelClassName?: string
  /** Where the list opens against the trigger. */
  align?: 'start' | 'center' | 'end'
  'aria-invalid'?: boolean
  'data-testid'?: string
}

export type SelectFieldProps = CommonProps & (Plain | Nullable)

// Two signatures rather than the union: TypeScript then types an inline `onValueChange`'s
// parameter even when `emptyLabel` is a call such as `t(…)`.
/**
 * One select for forms, filters and rows: its label (shown, or only read out), the options as
 * data, and an optional empty option that stands for null. With a shown label the field's id,
 * label, description and error go to the trigger, which is what assistive technology announces
 * (the select's root renders nothing).
 */
export function SelectField(props: CommonProps & Plain): ReactNode
export function SelectField(props: CommonProps & Nullable): ReactNode
export function SelectField(props: SelectFieldProps) {
  const {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    placeholder,
    emptyLabel,
    options,
    children,
    onBlur,
    triggerRef,
    disabled,
    size,
    className,
    fieldClassName,
    labelClassName,
    align,
  } = props
  const ownId = useId()
  // Without an empty option nothing maps to null, so a caller that took `string` gets one.
  const change = props.onValueChange as (value: string | null) => void
  const trigger = (
    <SelectTrigger
      id={hideLabel ? id : undefined}
      size={size}
      className={className ?? 'w-full'}
      onBlur={onBlur}
      ref={triggerRef}
      aria-label={hideLabel ? label : undefined}
      aria-invalid={props['aria-invalid'] || undefined}
      data-testid={props['data-testid']}
    >
      <SelectValue placeholder={placeholder} />
    </SelectTrigger>
  )
  return (
    <Select
      value={props.value ?? EMPTY}
      onValueChange={(value) => change(value === EMPTY ? null : value)}
      disabled={disabled}
    >
      {hideLabel ? (
        trigger
      ) : (
        <FormField
          id={id ?? ownId}
          label={label}
          description={description}
          required={required}
          error={error}
          className={fieldClassName}
          labelClassName={labelClassName}
        >
          {trigger}
        </FormField>
      )}
      <SelectContent align={align}>
        {emptyLabel !== undefined && <SelectItem value={EMPTY}>{emptyLabel}</SelectItem>}
        {options?.map((option) =>
          'options' in option
            ? option.options.length > 0 && (
                <SelectGroup key={`group:${option.label}`}>
                  <SelectSeparator />
                  <SelectLabel>{option.label}</SelectLabel>
                  {option.options.map(item)}
                </SelectGroup>
              )
            : item(option),
        )}
        {children}
      </SelectContent>
    </Select>
  )
}

function item(option: SelectOption) {
  return (
    <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </SelectItem>
  )
}
