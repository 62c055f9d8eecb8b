import type { Supplier } from '@designer/contract'
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
import { useCreateSupplier } from '../api/create-supplier'
import { useUpdateSupplier } from '../api/update-supplier'
import { SupplierForm } from './supplier-form'

/** What the dialog is for: a new supplier, or one to edit. */
export type SupplierDialogState = { mode: 'create' } | { mode: 'edit'; supplier: Supplier } | null

/** Creates or edits a supplier in a dialog; it closes once saved. */
export function SupplierDialog({
  state,
  onOpenChange,
  returnFocusTo,
}: {
  state: SupplierDialogState
  onOpenChange: (open: boolean) => void
  /** Where the focus goes back to, when the dialog was opened from a row's menu. */
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const company = useCurrentCompany()
  const create = useCreateSupplier()
  const update = useUpdateSupplier()
  const supplier = state?.mode === 'edit' ? state.supplier : undefined
  // A new supplier starts in the company's currency, so the form waits for the company.
  const ready = supplier !== undefined || company.data || company.isError

  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        data-testid="supplier-dialog"
        onCloseAutoFocus={(event) => {
          if (returnFocusTo === undefined) return
          event.preventDefault()
          if (returnFocusTo?.isConnected) returnFocusTo.focus()
          else document.getElementById('main')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {supplier
              ? t('suppliers.edit.title', { name: supplier.name })
              : t('suppliers.create.title')}
          </DialogTitle>
          <DialogDescription>
            {supplier ? t('suppliers.edit.description') : t('suppliers.create.description')}
          </DialogDescription>
        </DialogHeader>
        {state !== null &&
          (ready ? (
            <SupplierForm
              key={supplier?.id ?? 'new'}
              supplier={supplier}
              defaultCurrency={company.data?.currency ?? 'EUR'}
              submitLabel={supplier ? t('suppliers.edit.submit') : t('suppliers.create.submit')}
              onCancel={() => onOpenChange(false)}
              onSubmit={async (input) => {
                if (supplier) {
                  const saved = await update.mutateAsync({ id: supplier.id, input })
                  toast.success(t('suppliers.edit.saved', { name: saved.name }))
                } else {
                  const saved = await create.mutateAsync(input)
                  toast.success(t('suppliers.create.created', { name: saved.name }))
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
