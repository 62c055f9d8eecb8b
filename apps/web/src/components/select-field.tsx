import type { ReactNode, Ref } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select'

type Props = {
  id: string
  label: ReactNode
  description?: ReactNode
  error?: string
  required?: boolean
  placeholder?: string
  value: string
  onValueChange(value: string): void
  onBlur?(): void
  triggerRef?: Ref<HTMLButtonElement>
  disabled?: boolean
  /** The options: SelectItem elements (or groups of them). */
  children: ReactNode
}

/**
 * A labelled select inside a form. The select's root renders nothing, so the field's id,
 * label and error go to its trigger, which is what assistive technology announces.
 */
export function SelectField({
  id,
  label,
  description,
  error,
  required,
  placeholder,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  disabled,
  children,
}: Props) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <FormField id={id} label={label} description={description} required={required} error={error}>
        <SelectTrigger className="w-full" onBlur={onBlur} ref={triggerRef}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
      </FormField>
      <SelectContent>{children}</SelectContent>
    </Select>
  )
}
