import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
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
import { restoreFocus } from '@/lib/restore-focus'

/**
 * Asks before something that cannot be undone. The dialog stays open while the action runs and
 * shows its error in place, so the person can try again or cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  disabled = false,
  onConfirm,
  onError,
  returnFocusTo,
  testId,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  destructive?: boolean
  /** Holds the confirm button back, e.g. until a name is typed. */
  disabled?: boolean
  /** Resolves when done; the dialog then closes. A rejection is shown in the dialog. */
  onConfirm: () => Promise<unknown>
  /**
   * Gets the failure first: answers true when it handled it (the dialog then stays open with
   * no error shown, e.g. to ask something else), false to show it.
   */
  onError?: (error: unknown) => boolean
  /**
   * Where focus goes back to on closing, when the dialog was opened from something that is gone
   * by then (a menu item). Falls back to the page's main region if that element went too.
   */
  returnFocusTo?: HTMLElement | null
  testId?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setPending(true)
    setError(null)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch (err) {
      if (!onError?.(err)) setError(errorText(t, err))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return
        setError(null)
        onOpenChange(next)
      }}
    >
      <DialogContent data-testid={testId} onCloseAutoFocus={restoreFocus(returnFocusTo)}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!disabled) void confirm()
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {error && <AlertBox>{error}</AlertBox>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              loading={pending}
              disabled={disabled}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
