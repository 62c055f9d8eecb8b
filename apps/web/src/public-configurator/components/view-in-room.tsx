import { View } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { type RoomViewer, sceneViewerIntent } from '../files'

// Only a computer shows the code, and only when asked: the dialog and the encoder load then.
const RoomQrDialog = lazy(() =>
  import('./room-qr-dialog').then((m) => ({ default: m.RoomQrDialog })),
)

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
  return <QrButton label={label} />
}

function QrButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="rounded-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
        data-testid="view-in-room"
      >
        <View aria-hidden="true" />
        {label}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <RoomQrDialog open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  )
}
