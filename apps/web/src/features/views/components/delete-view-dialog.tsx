import type { View } from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useDeleteView } from '../api/delete-view'

type Target = Pick<View, 'id' | 'name'>

/** Asks before deleting a view; a failure stays in the dialog, which can be tried again. */
export function DeleteViewDialog({
  view,
  onOpenChange,
  returnFocusTo,
}: {
  /** The view to delete; null closes the dialog. */
  view: Target | null
  onOpenChange: (open: boolean) => void
  /** Where the focus goes back to, when the dialog was opened from a menu; skipped if gone. */
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const remove = useDeleteView()
  // Kept while the dialog closes, so its text does not blank out mid-animation.
  const [shown, setShown] = useState(view)
  if (view && view.id !== shown?.id) setShown(view)

  return (
    <ConfirmDialog
      open={view !== null}
      onOpenChange={onOpenChange}
      title={t('views.delete.title', { name: shown?.name ?? '' })}
      description={t('views.delete.description')}
      confirmLabel={t('views.delete.confirm')}
      destructive
      returnFocusTo={returnFocusTo}
      testId="delete-view-dialog"
      onConfirm={async () => {
        if (!shown) return
        await remove.mutateAsync(shown.id)
        toast.success(t('views.delete.deleted', { name: shown.name }))
      }}
    />
  )
}
