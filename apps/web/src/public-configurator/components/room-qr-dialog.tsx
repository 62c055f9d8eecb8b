import { Smartphone } from 'lucide-react'
import { type RefObject, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { QrCode } from './qr-code'

/**
 * "View in your room" on a computer: a QR code of the page's address, which carries the
 * choices, so a phone opens this configuration and goes on to Quick Look or Scene Viewer.
 */
export function RoomQrDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it, focused again when it closes. */
  returnFocus: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const onFailed = useCallback(() => setFailed(true), [])
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        setFailed(false)
      }}
    >
      <DialogContent
        className="sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('public-configurator.ar.title')}</DialogTitle>
          <DialogDescription>{t('public-configurator.ar.scan')}</DialogDescription>
        </DialogHeader>
        {/* The address as it is now: the page keeps it up to date with the choices. */}
        {open && !failed && (
          <QrCode
            text={window.location.href}
            label={t('public-configurator.ar.code')}
            onFailed={onFailed}
            className="mx-auto size-56 rounded-lg border"
          />
        )}
        {failed && (
          <p role="alert" className="text-destructive text-sm">
            {t('public-configurator.ar.failed')}
          </p>
        )}
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Smartphone aria-hidden="true" className="size-4 shrink-0" />
          {t('public-configurator.ar.phones')}
        </p>
      </DialogContent>
    </Dialog>
  )
}
