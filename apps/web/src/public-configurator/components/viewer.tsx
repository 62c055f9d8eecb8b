import { selectionsToQuery, shapingSelections } from '@designer/configurator/share'
import {
  type Camera,
  type ModelFormat,
  modelPath,
  type PublicConfigurator,
  type Scene,
  type Selections,
} from '@designer/contract'
import { Box, Check, Download, ImageDown, Link2, Loader2, ScanEye } from 'lucide-react'
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
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
import { fileNameOf, roomViewerFor, saveFile, supportsQuickLook } from '../files'
import { ViewInRoom } from './view-in-room'

// three.js and the 3D view load after the page: the poster and the choices come first.
const SceneViewer = lazy(() => import('@/components/scene/scene-viewer'))

/**
 * The configured product in 3D: the published poster painted at once, then the live view
 * (drawn again on every change), looking from the open step's saved view. Beside it, the
 * link to share, the files to take away (a picture, a GLB model, a USDZ for AR, the models
 * built by the server for these choices) and "View in your room".
 */
export function ConfiguratorViewer({
  configurator,
  scene,
  selections,
  view,
  describedBy,
  className,
}: {
  configurator: PublicConfigurator
  /** The scene with the visitor's choices applied. */
  scene: Scene
  /** The choices as the rules left them: what the files are built for. */
  selections: Selections
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
          appearances={configurator.materials}
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
      <ViewerTools configurator={configurator} selections={selections} root={root} frame={frame} />
    </div>
  )
}

function ViewerTools({
  configurator,
  selections,
  root,
  frame,
}: {
  configurator: PublicConfigurator
  selections: Selections
  root: Object3D | null
  frame: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation()
  const { id, name, definition } = configurator
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const [viewer] = useState(() => roomViewerFor(supportsQuickLook(), navigator.userAgent))
  // The same address for the same choices: the server keeps what it built for them.
  const paths = useMemo(() => {
    const query = selectionsToQuery(definition, shapingSelections(definition, selections))
    const path = (format: ModelFormat) => modelPath(id, format, query)
    return { glb: path('glb'), usdz: path('usdz') }
  }, [id, definition, selections])

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

  const status =
    copied === 'yes'
      ? t('public-configurator.share.copied')
      : copied === 'failed'
        ? t('public-configurator.share.copyFailed')
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
          {/* On a phone the three tools share one row: two of them as icons, named all the same. */}
          <span className="max-sm:sr-only">
            {copied === 'yes'
              ? t('public-configurator.share.copied')
              : t('public-configurator.share.copy')}
          </span>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="rounded-full" data-testid="download-menu">
              <Download aria-hidden="true" />
              <span className="max-sm:sr-only">{t('public-configurator.download.menu')}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-56">
            <DropdownMenuItem disabled={!root} onSelect={image}>
              <ImageDown aria-hidden="true" />
              {t('public-configurator.download.image')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            {/* Built by the server for these choices: a download of an address on this site. */}
            <DropdownMenuItem asChild>
              <a href={paths.glb} download={`${fileNameOf(name)}.glb`}>
                <Box aria-hidden="true" />
                {t('public-configurator.download.glb')}
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={paths.usdz} download={`${fileNameOf(name)}.usdz`}>
                <ScanEye aria-hidden="true" />
                {t('public-configurator.download.usdz')}
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <ViewInRoom viewer={viewer} name={name} glbPath={paths.glb} usdzPath={paths.usdz} />
      </div>
      <p
        aria-live="polite"
        className={cn(
          'max-w-60 rounded-lg bg-background/95 px-3 py-1.5 text-right text-xs shadow-sm empty:bg-transparent empty:p-0 empty:shadow-none',
          copied === 'failed' && 'text-destructive',
        )}
      >
        {status}
      </p>
    </div>
  )
}
