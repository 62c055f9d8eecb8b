import { Smartphone, View } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { type RoomViewer, sceneViewerIntent } from '../files'
import { QrCode } from './qr-code'

const pill =
  'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 font-medium text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4'

/**
 * "View in your room": on an iPhone or iPad a `rel="ar"` link to the USDZ, which Safari opens
 * in AR Quick Look; on Android a link that opens the GLB in Scene Viewer; on a computer a QR code
 * of this configuration's link, to open it on a phone and go on there.
 */
export function ViewInRoom({
  viewer,
  name,
  glbPath,
  usdzPath,
}: {
  viewer: RoomViewer
  name: string
  /** The files' addresses on this site, with the choices. */
  glbPath: string
  usdzPath: string
}) {
  const { t } = useTranslation()
  const label = t('public-configurator.ar.open')
  if (viewer === 'quick-look') {
    return (
      // Quick Look opens a rel="ar" link only when an image is its first child.
      <a rel="ar" href={usdzPath} className={pill} data-testid="view-in-room">
        <img alt="" width={0} height={0} className="hidden" />
        <View aria-hidden="true" />
        {label}
      </a>
    )
  }
  if (viewer === 'scene-viewer') {
    const here = window.location.href
    const intent = sceneViewerIntent(new URL(glbPath, here).href, here, name)
    return (
      <a href={intent} className={pill} data-testid="view-in-room">
        <View aria-hidden="true" />
        {label}
      </a>
    )
  }
  return <QrDialog label={label} />
}

function QrDialog({ label }: { label: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)
  const onFailed = useCallback(() => setFailed(true), [])
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setFailed(false)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="rounded-full" data-testid="view-in-room">
          <View aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('public-configurator.ar.title')}</DialogTitle>
          <DialogDescription>{t('public-configurator.ar.scan')}</DialogDescription>
        </DialogHeader>
        {/* The address as it is now: it carries the choices (the page keeps it up to date). */}
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
