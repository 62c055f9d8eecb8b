import type { SupplierItem } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { useCreateSupplierItem } from '../api/create-supplier-item'
import { useSupplierOptions } from '../api/get-suppliers'
import { useUpdateSupplierItem } from '../api/update-supplier-item'
import { ItemForm } from './item-form'
import { PriceHistory } from './price-history'

/** What the dialog is for: a new item (of a supplier, when one is filtered), or one to edit. */
export type ItemDialogState =
  | { mode: 'create'; supplierId: string | null }
  | { mode: 'edit'; item: SupplierItem }
  | null

/** Creates or edits a supplier item in a dialog; editing shows the price history too. */
export function ItemDialog({
  state,
  onOpenChange,
  returnFocusTo,
}: {
  state: ItemDialogState
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const company = useCurrentCompany()
  const suppliers = useSupplierOptions()
  const create = useCreateSupplierItem()
  const update = useUpdateSupplierItem()
  const item = state?.mode === 'edit' ? state.item : undefined
  // The form picks its supplier and currency when it starts, so it waits for both lists.
  const ready = (suppliers.data || suppliers.isError) && (company.data || company.isError)

  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-3xl"
        data-testid="item-dialog"
        onCloseAutoFocus={(event) => {
          if (returnFocusTo === undefined) return
          event.preventDefault()
          if (returnFocusTo?.isConnected) returnFocusTo.focus()
          else document.getElementById('main')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {item
              ? t('suppliers.editItem.title', { name: item.name })
              : t('suppliers.createItem.title')}
          </DialogTitle>
          <DialogDescription>
            {item ? t('suppliers.editItem.description') : t('suppliers.createItem.description')}
          </DialogDescription>
        </DialogHeader>
        {state !== null &&
          (ready ? (
            <ItemForm
              key={item?.id ?? 'new'}
              item={item}
              suppliers={suppliers.data?.items}
              defaultSupplierId={state.mode === 'create' ? state.supplierId : null}
              defaultCurrency={company.data?.currency ?? 'EUR'}
              submitLabel={item ? t('suppliers.editItem.submit') : t('suppliers.createItem.submit')}
              history={item && <PriceHistory item={item} />}
              onCancel={() => onOpenChange(false)}
              onSubmit={async (input) => {
                if (item) {
                  const saved = await update.mutateAsync({ id: item.id, input })
                  toast.success(t('suppliers.editItem.saved', { name: saved.name }))
                } else {
                  const saved = await create.mutateAsync(input)
                  toast.success(t('suppliers.createItem.created', { name: saved.name }))
                }
                onOpenChange(false)
              }}
            />
          ) : (
            <div role="status" aria-busy="true" className="grid gap-3">
              <span className="sr-only">{t('common.loading')}</span>
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-2/3" />
            </div>
          ))}
      </DialogContent>
    </Dialog>
  )
}
