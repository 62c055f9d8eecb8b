import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

/**
 * Whether the customer of an appointment that was moved, resized or deleted is told: by
 * default yes (the first button, focused), with an updated invitation, or a cancellation, that
 * their calendar app applies to the one entry it has. Closing it undoes the change.
 */
export function NotifyDialog({
  open,
  action,
  customer,
  onChoose,
  onCancel,
}: {
  open: boolean
  action: 'change' | 'delete'
  customer: { name: string } | null
  onChoose: (notify: boolean) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="sm:max-w-md" data-testid="notify-dialog">
        <DialogHeader>
          <DialogTitle>{t('calendar.notify.title', { name: customer?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {t(`calendar.notify.${action}Description`, { name: customer?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2 sm:justify-start">
          <Button autoFocus onClick={() => onChoose(true)}>
            {t(`calendar.notify.${action}AndTell`)}
          </Button>
          <Button variant="outline" onClick={() => onChoose(false)}>
            {t(`calendar.notify.${action}Only`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
