import type { DesignRef, SupplierItem } from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { usedByOf } from '../api/delete-supplier'
import { useDeleteSupplierItem } from '../api/delete-supplier-item'
import { UsedByList } from './used-by-list'

/**
 * Asks before deleting a supplier item. One that designs use is refused (409
 * supplier_item_in_use): the dialog then lists those designs, to take it out of them first.
 */
export function DeleteItemDialog({
  item,
  onOpenChange,
  returnFocusTo,
}: {
  item: SupplierItem | null
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}) {
  const [shown, setShown] = useState(item)
  const openId = item?.id ?? null
  const [opening, setOpening] = useState({ id: openId, count: 0 })
  if (openId !== opening.id) {
    setOpening({ id: openId, count: opening.count + (openId ? 1 : 0) })
    if (item) setShown(item)
  }
  return (
    shown && (
      <DeleteItemConfirm
        key={`${shown.id}-${opening.count}`}
        item={shown}
        open={item !== null}
        onOpenChange={onOpenChange}
        returnFocusTo={returnFocusTo}
      />
    )
  )
}

function DeleteItemConfirm({
  item,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  item: SupplierItem
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const remove = useDeleteSupplierItem()
  const [usedBy, setUsedBy] = useState<DesignRef[] | null>(null)
  const inUse = usedBy !== null

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="delete-item-dialog"
      returnFocusTo={returnFocusTo}
      destructive
      disabled={inUse}
      title={t('suppliers.deleteItem.title', { name: item.name })}
      description={
        inUse
          ? t('suppliers.deleteItem.inUse', { count: usedBy.length })
          : t('suppliers.deleteItem.description')
      }
      confirmLabel={t('suppliers.deleteItem.confirm')}
      onConfirm={async () => {
        await remove.mutateAsync(item.id)
        toast.success(t('suppliers.deleteItem.deleted', { name: item.name }))
      }}
      onError={(err) => {
        const refs = usedByOf(err, 'supplier_item_in_use')
        if (refs) setUsedBy(refs)
        return refs !== null
      }}
    >
      {inUse && usedBy.length > 0 && (
        <UsedByList
          usedBy={usedBy}
          label={t('suppliers.deleteItem.usedIn')}
          onNavigate={() => onOpenChange(false)}
        />
      )}
    </ConfirmDialog>
  )
}
