import type { Camera } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { Focus, MousePointer2, Shapes } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { designQuery, useComponentScenes } from '@/lib/design-query'
import { cn } from '@/lib/utils'

// three.js is large: it loads only when a form shows a design, never with the views list.
const CameraPreview = lazy(() => import('./camera-preview'))

const frame = 'relative aspect-[16/10] w-full overflow-hidden rounded-lg border bg-muted'

/**
 * The chosen design in 3D, seen through the view's camera. Moving the camera reports it back
 * to the form; a camera typed in the form moves the view.
 */
export function ViewPreview({
  designId,
  camera,
  fitOnLoad,
  onCameraChange,
}: {
  designId: string
  camera: Camera
  /** Frame the whole design once it has loaded, rather than start at `camera`. */
  fitOnLoad: boolean
  /** `auto` is true when the preview framed the design by itself, not at the person's hand. */
  onCameraChange: (camera: Camera, auto: boolean) => void
}) {
  const { t } = useTranslation()
  const design = useQuery(designQuery(designId))
  const { scenes, loading } = useComponentScenes(design.data?.scene)
  const [fitRequest, setFitRequest] = useState(0)

  if (design.isError) {
    return (
      <div className={cn(frame, 'flex items-center justify-center p-6')}>
        <LoadError error={design.error} onRetry={() => void design.refetch()} />
      </div>
    )
  }
  if (!design.data || loading) {
    return (
      <div role="status" aria-busy="true" className={frame}>
        <span className="sr-only">{t('views.preview.loading')}</span>
        <Skeleton className="size-full rounded-none" />
      </div>
    )
  }
  if (design.data.scene.objects.length === 0) {
    return (
      <div
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-3 bg-[length:20px_20px] bg-[radial-gradient(circle,color-mix(in_oklab,var(--muted-foreground)_20%,transparent)_1px,transparent_1px)] p-6 text-center',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-xl border bg-background text-primary shadow-xs">
          <Shapes aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <p className="font-medium text-sm">{t('views.preview.emptyTitle')}</p>
          <p className="max-w-xs text-muted-foreground text-sm">
            {t('views.preview.emptyDescription')}
          </p>
        </div>
      </div>
    )
  }

  const firstPerson = camera.mode === 'first-person'
  return (
    <div className={frame} data-testid="camera-preview">
      <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
        <CameraPreview
          scene={design.data.scene}
          components={scenes}
          camera={camera}
          fitOnLoad={fitOnLoad}
          fitRequest={fitRequest}
          onChange={onCameraChange}
          label={t('views.preview.label', { name: design.data.name })}
          className="size-full cursor-grab active:cursor-grabbing"
        />
      </Suspense>
      <p className="pointer-events-none absolute bottom-3 left-3 inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-md bg-background/85 px-2 py-1 text-muted-foreground text-xs shadow-xs backdrop-blur">
        <MousePointer2 aria-hidden="true" className="size-3.5 shrink-0" />
        {firstPerson ? t('views.preview.hintFirstPerson') : t('views.preview.hintOrbit')}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="absolute top-3 right-3 bg-background/90 shadow-xs backdrop-blur"
        onClick={() => setFitRequest((n) => n + 1)}
      >
        <Focus aria-hidden="true" />
        {t('views.preview.fit')}
      </Button>
    </div>
  )
}
