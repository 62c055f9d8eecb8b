import type { Supplier } from '@designer/contract'
import { useCurrentCompany } from '@/lib/current-company'
import { useCreateSupplier } from '../api/create-supplier'
import { useUpdateSupplier } from '../api/update-supplier'
import { FormDialog, type FormDialogProps } from './form-dialog'
import { SupplierForm } from './supplier-form'

/** What the dialog is for: a new supplier, or one to edit. */
export type SupplierDialogState = { mode: 'create' } | { mode: 'edit'; supplier: Supplier }

/** Creates or edits a supplier in a dialog; it closes once saved. */
export function SupplierDialog({
  state,
  onOpenChange,
  returnFocusTo,
}: FormDialogProps<SupplierDialogState>) {
  const company = useCurrentCompany()
  const create = useCreateSupplier()
  const update = useUpdateSupplier()
  const supplier = state?.mode === 'edit' ? state.supplier : undefined

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      editing={supplier}
      texts={{ create: 'suppliers.create', edit: 'suppliers.edit' }}
      // A new supplier starts in the company's currency, so the form waits for the company.
      ready={supplier !== undefined || Boolean(company.data || company.isError)}
      className="sm:max-w-2xl"
      testId="supplier-dialog"
    >
      {({ submitLabel, save }) => (
        <SupplierForm
          key={supplier?.id ?? 'new'}
          supplier={supplier}
          defaultCurrency={company.data?.currency ?? 'EUR'}
          submitLabel={submitLabel}
          onCancel={() => onOpenChange(false)}
          onSubmit={(input) =>
            save(
              supplier ? update.mutateAsync({ id: supplier.id, input }) : create.mutateAsync(input),
            )
          }
        />
      )}
    </FormDialog>
  )
}
