import type { Camera, PublicConfigurator, Scene } from '@designer/contract'
import { Box, Check, Download, ImageDown, Link2, Loader2, ScanEye } from 'lucide-react'
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Object3D } from 'three'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'
import {
  exportModel,
  fileNameOf,
  type ModelFormat,
  saveFile,
  supportsQuickLook,
} from '../export-model'

// three.js and the 3D view load after the page: the poster and the choices come first.
const SceneViewer = lazy(() => import('@/components/scene/scene-viewer'))

/**
 * The configured product in 3D: the published poster painted at once, then the live view
 * (drawn again on every change), looking from the open step's saved view. Beside it, the
 * link to share and the files to take away: a picture, a GLB model, a USDZ for AR.
 */
export function ConfiguratorViewer({
  configurator,
  scene,
  view,
  describedBy,
  className,
}: {
  configurator: PublicConfigurator
  /** The scene with the visitor's choices applied. */
  scene: Scene
  view: Camera | null
  /** The id of the configuration in words, the 3D view's description. */
  describedBy?: string
  className?: string
}) {
  const { t } = useTranslation()
  const frame = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<Object3D | null>(null)
  const onSceneReady = useCallback((r: Object3D) => setRoot(r), [])
  return (
    <div
      ref={frame}
      className={cn('relative isolate overflow-hidden', className)}
      style={{ background: scene.settings.background }}
    >
      {configurator.posterUrl && !root && (
        <img
          src={configurator.posterUrl}
          alt=""
          fetchPriority="high"
          decoding="async"
          // As tall as the view, centred: the 3D view's camera fits the product to the
          // view's height, and so did the poster's, so the two show it at the same size.
          className="absolute inset-y-0 left-1/2 h-full w-auto max-w-none -translate-x-1/2"
        />
      )}
      <Suspense fallback={null}>
        <SceneViewer
          className="absolute inset-0 touch-none"
          scene={scene}
          components={configurator.components}
          label={t('public-configurator.viewer.label', { name: configurator.name })}
          describedBy={describedBy}
          showGrid={false}
          view={view}
          onSceneReady={onSceneReady}
        />
      </Suspense>
      {!root && (
        <Loader2
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-6 -translate-x-1/2 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      )}
      <p
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3 left-3 hidden rounded-full bg-background/80 px-3 py-1 text-muted-foreground text-xs shadow-sm backdrop-blur sm:block"
      >
        {t('public-configurator.viewer.hint')}
      </p>
      <ViewerTools name={configurator.name} root={root} frame={frame} />
    </div>
  )
}

function ViewerTools({
  name,
  root,
  frame,
}: {
  name: string
  root: Object3D | null
  frame: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const [busy, setBusy] = useState<ModelFormat | null>(null)
  const [failed, setFailed] = useState(false)
  const [quickLook] = useState(supportsQuickLook)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(null), 2500)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  const image = () => {
    const canvas = frame.current?.querySelector('canvas')
    if (canvas) saveFile(canvas.toDataURL('image/png'), `${fileNameOf(name)}.png`)
  }
  const model = async (format: ModelFormat) => {
    if (!root) return
    setBusy(format)
    setFailed(false)
    try {
      const blob = await exportModel(root, format)
      saveFile(blob, `${fileNameOf(name)}.${format}`, { quickLook: format === 'usdz' && quickLook })
    } catch {
      setFailed(true)
    } finally {
      setBusy(null)
    }
  }

  const status =
    copied === 'yes'
      ? t('public-configurator.share.copied')
      : copied === 'failed'
        ? t('public-configurator.share.copyFailed')
        : busy
          ? t('public-configurator.download.preparing')
          : failed
            ? t('public-configurator.download.failed')
            : ''

  return (
    <div className="absolute top-3 right-3 flex flex-col items-end gap-2">
      <div
        role="toolbar"
        aria-label={t('public-configurator.viewer.tools')}
        className="flex gap-1 rounded-full bg-background/90 p-1 shadow-sm ring-1 ring-black/5 backdrop-blur"
      >
        <Button
          variant="ghost"
          size="sm"
          className="rounded-full"
          onClick={() => void copy()}
          data-testid="copy-link"
        >
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="text-success" />
          ) : (
            <Link2 aria-hidden="true" />
          )}
          {copied === 'yes'
            ? t('public-configurator.share.copied')
            : t('public-configurator.share.copy')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="rounded-full"
              loading={busy !== null}
              data-testid="download-menu"
            >
              {busy === null && <Download aria-hidden="true" />}
              {t('public-configurator.download.menu')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-56">
            <DropdownMenuItem disabled={!root} onSelect={image}>
              <ImageDown aria-hidden="true" />
              {t('public-configurator.download.image')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={!root} onSelect={() => void model('glb')}>
              <Box aria-hidden="true" />
              {t('public-configurator.download.glb')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={!root} onSelect={() => void model('usdz')}>
              <ScanEye aria-hidden="true" />
              {quickLook
                ? t('public-configurator.download.ar')
                : t('public-configurator.download.usdz')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p
        aria-live="polite"
        className={cn(
          'max-w-60 rounded-lg bg-background/95 px-3 py-1.5 text-right text-xs shadow-sm empty:bg-transparent empty:p-0 empty:shadow-none',
          (copied === 'failed' || failed) && 'text-destructive',
        )}
      >
        {status}
      </p>
    </div>
  )
}
