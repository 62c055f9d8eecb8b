import type { DesignRef, Supplier } from '@designer/contract'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useDeleteSupplier, usedByOf } from '../api/delete-supplier'
import { useSetSupplierStatus } from '../api/update-supplier'
import { UsedByList } from './used-by-list'

/**
 * Asks before deleting a supplier (and its items). A supplier whose items designs use is not
 * deleted (409 supplier_in_use): the dialog then lists those designs and offers to archive the
 * supplier instead, which keeps its items priced.
 */
export function DeleteSupplierDialog({
  supplier,
  onOpenChange,
  returnFocusTo,
}: {
  /** The supplier to delete; null closes the dialog. */
  supplier: Supplier | null
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}) {
  // Kept while the dialog closes, so its text does not blank out; each opening starts afresh.
  const [shown, setShown] = useState(supplier)
  const openId = supplier?.id ?? null
  const [opening, setOpening] = useState({ id: openId, count: 0 })
  if (openId !== opening.id) {
    setOpening({ id: openId, count: opening.count + (openId ? 1 : 0) })
    if (supplier) setShown(supplier)
  }
  return (
    shown && (
      <DeleteSupplierConfirm
        key={`${shown.id}-${opening.count}`}
        supplier={shown}
        open={supplier !== null}
        onOpenChange={onOpenChange}
        returnFocusTo={returnFocusTo}
      />
    )
  )
}

function DeleteSupplierConfirm({
  supplier,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  supplier: Supplier
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const remove = useDeleteSupplier()
  const archive = useSetSupplierStatus()
  const [usedBy, setUsedBy] = useState<DesignRef[] | null>(null)
  const inUse = usedBy !== null
  const canArchive = supplier.status === 'active'

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="delete-supplier-dialog"
      returnFocusTo={returnFocusTo}
      destructive={!inUse}
      disabled={inUse && !canArchive}
      title={t('suppliers.delete.title', { name: supplier.name })}
      description={
        inUse
          ? t('suppliers.delete.inUse', { count: usedBy.length })
          : supplier.itemCount > 0
            ? t('suppliers.delete.descriptionWithItems', { count: supplier.itemCount })
            : t('suppliers.delete.description')
      }
      confirmLabel={inUse ? t('suppliers.delete.archiveInstead') : t('suppliers.delete.confirm')}
      onConfirm={async () => {
        if (inUse) {
          await archive.setStatus(supplier, 'archived')
          toast.success(t('suppliers.archive.archived', { name: supplier.name }))
        } else {
          await remove.mutateAsync(supplier.id)
          toast.success(t('suppliers.delete.deleted', { name: supplier.name }))
        }
      }}
      onError={(err) => {
        const refs = inUse ? null : usedByOf(err, 'supplier_in_use')
        if (refs) setUsedBy(refs)
        return refs !== null
      }}
    >
      {inUse && (
        <div className="space-y-3">
          {usedBy.length > 0 && (
            <UsedByList
              usedBy={usedBy}
              label={t('suppliers.delete.usedIn')}
              onNavigate={() => onOpenChange(false)}
            />
          )}
          <p className="flex gap-2 rounded-md border border-warning/35 bg-warning/10 px-3 py-2 text-sm text-[color-mix(in_oklab,var(--warning)_50%,black)]">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {canArchive ? t('suppliers.delete.archiveHint') : t('suppliers.delete.alreadyArchived')}
          </p>
        </div>
      )}
    </ConfirmDialog>
  )
}
