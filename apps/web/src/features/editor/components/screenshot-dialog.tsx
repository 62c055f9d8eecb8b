import type { View } from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureOptions } from '@/components/scene/framing'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { SelectItem } from '@/components/ui/select'

/** The sizes offered: the view itself, and the formats catalogues, slides and shares use. */
export const SCREENSHOT_SIZES = {
  view: null,
  hd: [1280, 720],
  fullHd: [1920, 1080],
  social: [1200, 630],
  square: [2048, 2048],
} as const satisfies Record<string, readonly [number, number] | null>
type SizeKey = keyof typeof SCREENSHOT_SIZES
type Framing = 'current-angle' | 'view'
type Background = 'scene' | 'white' | 'transparent'
// A select item cannot have an empty value: the camera as it is has a name of its own.
const CURRENT = 'current'

type Props = {
  open: boolean
  onOpenChange(open: boolean): void
  sceneBackground: string
  /** The design's saved views: a picture can be taken from one of them. */
  views: readonly View[]
  onTake(options: CaptureOptions): Promise<void>
}

/** Screenshot: the design alone, framed or as in the view, at a chosen size and background. */
export function ScreenshotDialog({ open, onOpenChange, sceneBackground, views, onTake }: Props) {
  const { t } = useTranslation()
  const [size, setSize] = useState<SizeKey>('fullHd')
  const [framing, setFraming] = useState<Framing>('current-angle')
  const [background, setBackground] = useState<Background>('scene')
  const [viewId, setViewId] = useState<string>(CURRENT)
  const saved = views.find((v) => v.id === viewId)
  const [busy, setBusy] = useState(false)

  const take = async () => {
    const dimensions = SCREENSHOT_SIZES[size]
    setBusy(true)
    try {
      await onTake({
        width: dimensions?.[0],
        height: dimensions?.[1],
        framing,
        camera: saved?.camera,
        background:
          background === 'scene'
            ? sceneBackground
            : background === 'white'
              ? '#ffffff'
              : background,
      })
      onOpenChange(false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.screenshot.title')}</DialogTitle>
          <DialogDescription>{t('editor.screenshot.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <SelectField
            id="screenshot-size"
            label={t('editor.screenshot.size')}
            value={size}
            onValueChange={(v) => setSize(v as SizeKey)}
          >
            {(Object.keys(SCREENSHOT_SIZES) as SizeKey[]).map((key) => {
              const d = SCREENSHOT_SIZES[key]
              return (
                <SelectItem key={key} value={key}>
                  {t(`editor.screenshot.sizes.${key}`, d ? { width: d[0], height: d[1] } : {})}
                </SelectItem>
              )
            })}
          </SelectField>
          {views.length > 0 && (
            <SelectField
              id="screenshot-view"
              label={t('editor.screenshot.camera')}
              value={viewId}
              onValueChange={setViewId}
            >
              <SelectItem value={CURRENT}>{t('editor.screenshot.currentCamera')}</SelectItem>
              {views.map((view) => (
                <SelectItem key={view.id} value={view.id}>
                  {view.name}
                </SelectItem>
              ))}
            </SelectField>
          )}
          <SelectField
            id="screenshot-framing"
            label={t('editor.screenshot.framing')}
            value={framing}
            onValueChange={(v) => setFraming(v as Framing)}
            disabled={saved !== undefined}
          >
            <SelectItem value="current-angle">{t('editor.screenshot.framed')}</SelectItem>
            <SelectItem value="view">{t('editor.screenshot.asInView')}</SelectItem>
          </SelectField>
          <SelectField
            id="screenshot-background"
            label={t('editor.screenshot.background')}
            value={background}
            onValueChange={(v) => setBackground(v as Background)}
          >
            <SelectItem value="scene">{t('editor.screenshot.sceneBackground')}</SelectItem>
            <SelectItem value="white">{t('editor.screenshot.white')}</SelectItem>
            <SelectItem value="transparent">{t('editor.screenshot.transparent')}</SelectItem>
          </SelectField>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void take()} disabled={busy} data-testid="screenshot-download">
            {t('editor.screenshot.download')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
