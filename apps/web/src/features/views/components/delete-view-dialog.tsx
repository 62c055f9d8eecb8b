import type { View } from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { errorText } from '@/lib/forms'
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
  const [error, setError] = useState<string | null>(null)
  if (view && view.id !== shown?.id) {
    setShown(view)
    setError(null)
  }

  async function confirm() {
    if (!shown) return
    setError(null)
    try {
      await remove.mutateAsync(shown.id)
      toast.success(t('views.delete.deleted', { name: shown.name }))
      onOpenChange(false)
    } catch (err) {
      setError(errorText(t, err))
    }
  }

  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => {
        if (!open) setError(null)
        onOpenChange(open)
      }}
    >
      <DialogContent
        data-testid="delete-view-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return
          event.preventDefault()
          returnFocusTo.focus()
        }}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('views.delete.title', { name: shown?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('views.delete.description')}</DialogDescription>
          </DialogHeader>
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-sm"
            >
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={remove.isPending}>
              {t('views.delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
