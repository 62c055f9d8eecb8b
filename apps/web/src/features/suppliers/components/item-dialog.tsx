import type { SupplierItem } from '@designer/contract'
import { useCurrentCompany } from '@/lib/current-company'
import { useCreateSupplierItem } from '../api/create-supplier-item'
import { useSupplierOptions } from '../api/get-suppliers'
import { useUpdateSupplierItem } from '../api/update-supplier-item'
import { FormDialog, type FormDialogProps } from './form-dialog'
import { ItemForm } from './item-form'
import { PriceHistory } from './price-history'

/** What the dialog is for: a new item (of a supplier, when one is filtered), or one to edit. */
export type ItemDialogState =
  | { mode: 'create'; supplierId: string | null }
  | { mode: 'edit'; item: SupplierItem }

/** Creates or edits a supplier item in a dialog; editing shows the price history too. */
export function ItemDialog({
  state,
  onOpenChange,
  returnFocusTo,
}: FormDialogProps<ItemDialogState>) {
  const company = useCurrentCompany()
  const suppliers = useSupplierOptions()
  const create = useCreateSupplierItem()
  const update = useUpdateSupplierItem()
  const item = state?.mode === 'edit' ? state.item : undefined

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      editing={item}
      texts={{ create: 'suppliers.createItem', edit: 'suppliers.editItem' }}
      // The form picks its supplier and currency when it starts, so it waits for both lists.
      ready={Boolean((suppliers.data || suppliers.isError) && (company.data || company.isError))}
      className="sm:max-w-3xl"
      testId="item-dialog"
    >
      {({ submitLabel, save }) => (
        <ItemForm
          key={item?.id ?? 'new'}
          item={item}
          suppliers={suppliers.data?.items}
          defaultSupplierId={state?.mode === 'create' ? state.supplierId : null}
          defaultCurrency={company.data?.currency ?? 'EUR'}
          submitLabel={submitLabel}
          history={item && <PriceHistory item={item} />}
          onCancel={() => onOpenChange(false)}
          onSubmit={(input) =>
            save(item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input))
          }
        />
      )}
    </FormDialog>
  )
}
