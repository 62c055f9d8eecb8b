import * as React from 'react'
import { cn } from '@/lib/utils'
import { Label } from './label'

type FormFieldProps = {
  /** The control's id; the label points at it and the description and message derive from it. */
  id: string
  label: React.ReactNode
  description?: React.ReactNode
  /** The validation message; when set the control is marked invalid and the message announced. */
  error?: string
  /** Adds a visual marker to the label and `aria-required` to the control. */
  required?: boolean
  className?: string
  /** The label's classes, where a panel's labels are smaller than a form's. */
  labelClassName?: string
  /** Exactly one control element (Input, Textarea, SelectTrigger, Switch, Checkbox…). */
  children: React.ReactElement
}

/**
 * A label, a control, an optional description and an optional error message, wired together
 * for assistive technology. Independent of any form library: pass the error in, render the
 * control as the child.
 */
function FormField({
  id,
  label,
  description,
  error,
  required,
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined
  const messageId = error ? `${id}-message` : undefined
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
    >
      <FormFieldLabel
        htmlFor={id}
        invalid={Boolean(error)}
        required={required}
        className={labelClassName}
      >
        {label}
      </FormFieldLabel>
      <FormFieldControl
        id={id}
        invalid={Boolean(error)}
        required={required}
        describedBy={[descriptionId, messageId]}
      >
        {children}
      </FormFieldControl>
      {description && <FormFieldDescription id={descriptionId}>{description}</FormFieldDescription>}
      {error && <FormFieldMessage id={messageId}>{error}</FormFieldMessage>}
    </div>
  )
}

function FormFieldLabel({
  className,
  invalid,
  required,
  children,
  ...props
}: React.ComponentProps<typeof Label> & { invalid?: boolean; required?: boolean }) {
  return (
    <Label
      data-slot="form-field-label"
      data-invalid={invalid || undefined}
      className={cn('data-[invalid]:text-destructive', className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="-ml-1 text-destructive">
          *
        </span>
      )}
    </Label>
  )
}

type ControlProps = {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
  'aria-required'?: React.AriaAttributes['aria-required']
}

/** Gives its single child element the id and the aria attributes that tie it to the field. */
function FormFieldControl({
  id,
  invalid,
  required,
  describedBy,
  children,
}: {
  id: string
  invalid: boolean
  required?: boolean
  describedBy: (string | undefined)[]
  children: React.ReactElement
}) {
  if (!React.isValidElement<ControlProps>(children)) return children
  const ids = [children.props['aria-describedby'], ...describedBy].filter(Boolean).join(' ')
  const extra: ControlProps = { id }
  if (ids) extra['aria-describedby'] = ids
  if (invalid) extra['aria-invalid'] = true
  if (required) extra['aria-required'] = true
  return React.cloneElement(children, extra)
}

function FormFieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="form-field-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  )
}

function FormFieldMessage({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="form-field-message"
      role="alert"
      className={cn('font-medium text-destructive text-sm', className)}
      {...props}
    />
  )
}

export type { FormFieldProps }
export { FormField, FormFieldControl, FormFieldDescription, FormFieldLabel, FormFieldMessage }
