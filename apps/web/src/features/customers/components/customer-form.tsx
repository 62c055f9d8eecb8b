import { type Customer, type CustomerInput, customerInputSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api'
import { applyServerErrors, errorText } from '@/lib/forms'
import { customerToInput } from '../api/customers'
import { AddressesSection, PhonesSection } from './customer-contact-sections'
import { type CustomerValues, emptyCustomer, fieldPaths, forEditing } from './customer-form-model'
import { IdentitySection, RelationshipSection } from './customer-profile-sections'

/**
 * A customer's profile, checked by the contract's schema before it is sent. It creates a
 * customer, or edits one in place on its page. A failed save keeps everything typed; an
 * e-mail another customer has gets a link to that customer.
 */
export function CustomerForm({
  customer,
  initial,
  onSubmit,
  submitLabel,
  onCancel,
  renderOtherCustomer,
}: {
  customer?: Customer
  initial?: Partial<CustomerInput>
  onSubmit: (values: CustomerValues) => Promise<unknown>
  submitLabel: string
  onCancel?: () => void
  /** A link to the customer who already has the e-mail typed. */
  renderOtherCustomer: (other: { id: string; name: string }) => ReactNode
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [other, setOther] = useState<{ id: string; name: string } | null>(null)
  const form = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: forEditing(
      customer ? customerToInput(customer) : { ...emptyCustomer(), ...initial },
    ),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setError(null)
    setOther(null)
    try {
      await onSubmit(values)
      // What was saved is the new starting point: the form is clean until the next change.
      form.reset(form.getValues())
    } catch (err) {
      if (err instanceof ApiError && err.code === 'customer_email_taken') {
        const details = err.details as { customer?: { id: string | null; name: string } }
        form.setError('email', { type: 'server', message: 'validation.customerEmailTaken' })
        if (details?.customer?.id)
          setOther({ id: details.customer.id, name: details.customer.name })
        return
      }
      if (!applyServerErrors(err, form.setError, fieldPaths(form.getValues()))) {
        setError(errorText(t, err))
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-8" data-testid="customer-form">
      {error && <AlertBox>{error}</AlertBox>}
      <IdentitySection
        form={form}
        customer={customer}
        emailOwner={other && renderOtherCustomer(other)}
      />
      <PhonesSection form={form} />
      <AddressesSection form={form} />
      <RelationshipSection form={form} customer={customer} />
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} disabled={customer ? !isDirty : false}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
