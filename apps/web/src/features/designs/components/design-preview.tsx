import type { Design } from '@designer/contract'
import { MousePointer2, PenTool, Shapes } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LazySceneViewer } from '@/components/scene/lazy-scene-viewer'
import { Button } from '@/components/ui/button'
import { useComponentScenes } from '@/lib/design-query'
import { useMaterialAppearances } from '@/lib/queries/supplier-items'
import { href } from '@/lib/routes'

/**
 * The design in 3D, read-only: orbit and zoom to look around. A design without objects shows
 * its thumbnail if it has one, else an invitation to open the editor.
 */
export function DesignPreview({ design }: { design: Design }) {
  const { t } = useTranslation()
  const { scenes } = useComponentScenes(design.scene)
  const appearances = useMaterialAppearances().data
  const hasObjects = design.scene.objects.length > 0
  return (
    <div
      data-testid="design-preview"
      className="relative aspect-[16/10] overflow-hidden rounded-xl border bg-muted shadow-xs"
    >
      {hasObjects ? (
        <>
          <LazySceneViewer
            scene={design.scene}
            components={scenes}
            appearances={appearances}
            label={t('designs.detail.previewLabel', { name: design.name })}
            className="size-full"
            showGrid
          />
          <p className="pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-md bg-background/85 px-2 py-1 text-muted-foreground text-xs shadow-xs backdrop-blur">
            <MousePointer2 aria-hidden="true" className="size-3.5" />
            {t('designs.detail.previewHint')}
          </p>
        </>
      ) : design.thumbnailUrl ? (
        <img
          src={design.thumbnailUrl}
          alt={t('designs.detail.thumbnailAlt', { name: design.name })}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 bg-[length:20px_20px] bg-[radial-gradient(circle,color-mix(in_oklab,var(--muted-foreground)_20%,transparent)_1px,transparent_1px)] p-6 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl border bg-background text-primary shadow-xs">
            <Shapes aria-hidden="true" className="size-6" />
          </span>
          <div className="space-y-1">
            <p className="font-medium">{t('designs.detail.emptySceneTitle')}</p>
            <p className="max-w-xs text-muted-foreground text-sm">
              {t('designs.detail.emptySceneDescription')}
            </p>
          </div>
          <Button asChild size="sm" variant="outline" className="bg-background">
            <Link to={href('admin.designs.edit', { designId: design.id })}>
              <PenTool aria-hidden="true" />
              {t('designs.actions.edit')}
            </Link>
          </Button>
        </div>
      )}
    </div>
  )
}
