import { LIGHTING, type SceneSettings, UNITS, type View } from '@designer/contract'
import { History as HistoryIcon, Redo2, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Separator } from '@/components/ui/separator'
import { Switch } from '@/components/ui/switch'
import { useDesignViews } from '@/lib/queries/design-views'
import { cn } from '@/lib/utils'
import { actions } from '../core/actions'
import { updateSettings } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import { useEditor } from '../use-editor'
import { ExtraCostsSection } from './extra-costs-section'
import { NumberField } from './number-field'
import { SaveViewDialog } from './save-view-dialog'
import type { ViewportHandle } from './viewport-handle'

type Props = { store: EditorStore; designId: string; viewport: ViewportHandle | null }

/** A select among the panel's fields: small, its label like theirs (NumberField's). */
const PANEL_SELECT = {
  size: 'sm',
  fieldClassName: 'gap-1',
  labelClassName: 'text-muted-foreground text-xs',
} as const

function Section({
  title,
  children,
  id,
}: {
  title: string
  children: React.ReactNode
  id: string
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 px-3 py-4">
      <h3 id={id} className="font-semibold text-sm">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Toggle({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string
  label: string
  checked: boolean
  onChange(v: boolean): void
  hint?: string
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
        {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  )
}

/** Spec §2: Scene Settings, History, Camera, Display and Views. */
export function SettingsPanel({ store, designId, viewport }: Props) {
  const { t } = useTranslation()
  const settings = useEditor(store, (s) => s.scene.settings)
  const history = useEditor(store, (s) => s.history)
  const position = useEditor(store, (s) => s.historyPosition)
  const canUndo = useEditor(store, (s) => s.canUndo)
  const canRedo = useEditor(store, (s) => s.canRedo)
  const display = useEditor(store, (s) => s.display)
  const cameraMode = useEditor(store, (s) => s.cameraMode)
  const setSetting = (patch: Partial<SceneSettings>, mergeKey?: string) =>
    store.dispatch(updateSettings(store.get().scene, patch, mergeKey))
  const ctx = { store, viewport: null }

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <Section id="settings-scene" title={t('editor.settings.scene')}>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="scene-background" className="font-normal">
            {t('editor.settings.background')}
          </Label>
          <input
            id="scene-background"
            type="color"
            value={settings.background}
            className="h-8 w-12 cursor-pointer rounded border bg-background p-0.5"
            onChange={(e) => setSetting({ background: e.target.value }, 'background')}
            onBlur={() => store.seal()}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 *:min-w-0">
          <SelectField
            id="scene-lighting"
            label={t('editor.settings.lighting')}
            {...PANEL_SELECT}
            value={settings.lighting}
            options={LIGHTING.map((l) => ({
              value: l,
              label: t(`editor.settings.lightingOptions.${l}`),
            }))}
            onValueChange={(lighting) =>
              setSetting({ lighting: lighting as SceneSettings['lighting'] })
            }
          />
          <SelectField
            id="scene-units"
            label={t('editor.settings.units')}
            {...PANEL_SELECT}
            value={settings.units}
            options={UNITS.map((u) => ({ value: u, label: t(`editor.settings.unitOptions.${u}`) }))}
            onValueChange={(units) => setSetting({ units: units as SceneSettings['units'] })}
          />
        </div>
        <NumberField
          label={t('editor.settings.gridSize')}
          unit="mm"
          value={settings.gridSize}
          min={1}
          max={10_000}
          step={10}
          onCommit={(v) => setSetting({ gridSize: v })}
        />
      </Section>
      <Separator />

      <Section id="settings-extra-costs" title={t('editor.extraCosts.title')}>
        <ExtraCostsSection store={store} />
      </Section>
      <Separator />

      <Section id="settings-history" title={t('editor.settings.history')}>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!canUndo}
            onClick={() => actions.undo.perform(ctx)}
            data-testid="undo"
          >
            <Undo2 aria-hidden />
            {t('editor.actions.undo')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!canRedo}
            onClick={() => actions.redo.perform(ctx)}
            data-testid="redo"
          >
            <Redo2 aria-hidden />
            {t('editor.actions.redo')}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">{t('editor.settings.historyHint')}</p>
        <ol className="max-h-56 space-y-0.5 overflow-y-auto" data-testid="history-list">
          {[
            { label: 'editor.settings.historyStart', labelValues: undefined, applied: true },
            ...history,
          ].map((entry, i) => {
            const index = i - 1
            const current = index === position
            return (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => store.jumpTo(index)}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    current ? 'bg-accent font-medium text-accent-foreground' : 'hover:bg-muted',
                    !entry.applied &&
                      'text-muted-foreground line-through decoration-muted-foreground/40',
                  )}
                >
                  <HistoryIcon aria-hidden className="size-3.5 shrink-0" />
                  <span className="truncate">{t(entry.label, entry.labelValues)}</span>
                </button>
              </li>
            )
          })}
        </ol>
      </Section>
      <Separator />

      <Section id="settings-camera" title={t('editor.settings.camera')}>
        <Toggle
          id="camera-orbit"
          label={t('editor.settings.orbit')}
          checked={cameraMode === 'orbit'}
          onChange={(on) => store.setCameraMode(on ? 'orbit' : 'first-person')}
        />
        <Toggle
          id="camera-first-person"
          label={t('editor.settings.firstPerson')}
          hint={t('editor.settings.firstPersonHint')}
          checked={cameraMode === 'first-person'}
          onChange={(on) => store.setCameraMode(on ? 'first-person' : 'orbit')}
        />
      </Section>
      <Separator />

      <Section id="settings-display" title={t('editor.settings.display')}>
        <Toggle
          id="display-grid"
          label={t('editor.settings.showGrid')}
          checked={display.grid}
          onChange={(grid) => store.setDisplay({ grid })}
        />
        <Toggle
          id="display-axes"
          label={t('editor.settings.showAxes')}
          checked={display.axes}
          onChange={(axes) => store.setDisplay({ axes })}
        />
        <Toggle
          id="display-snap"
          label={t('editor.settings.snap')}
          checked={display.snap}
          onChange={(snap) => store.setDisplay({ snap })}
        />
        <Toggle
          id="display-snap-objects"
          label={t('editor.settings.snapObjects')}
          checked={display.snapObjects}
          onChange={(snapObjects) => store.setDisplay({ snapObjects })}
        />
        <Toggle
          id="display-wireframe"
          label={t('editor.settings.wireframe')}
          checked={display.wireframe}
          onChange={(wireframe) => store.setDisplay({ wireframe })}
        />
      </Section>
      <Separator />

      <Section id="settings-views" title={t('editor.settings.views')}>
        <ViewsSection designId={designId} viewport={viewport} />
      </Section>
    </div>
  )
}

function ViewsSection({
  designId,
  viewport,
}: {
  designId: string
  viewport: ViewportHandle | null
}) {
  const { t } = useTranslation()
  const views = useDesignViews(designId)
  const [selected, setSelected] = useState<string>('')
  const [saving, setSaving] = useState(false)
  const apply = (view: View | undefined) => {
    if (!view || !viewport) return
    viewport.applyCamera(view.camera)
    toast.success(t('editor.settings.applied', { name: view.name }))
  }
  const items = views.data?.items ?? []

  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('editor.settings.viewsEmpty')}</p>
      ) : (
        <>
          <ul className="space-y-1" data-testid="views-list">
            {items.map((v) => (
              <li
                key={v.id}
                className="flex items-center justify-between gap-2 rounded-md border px-2 py-1.5"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-sm">{v.name}</p>
                  {v.description && (
                    <p className="truncate text-muted-foreground text-xs">{v.description}</p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!viewport}
                  onClick={() => apply(v)}
                  aria-label={`${t('editor.settings.applyView')}: ${v.name}`}
                >
                  {t('editor.settings.applyView')}
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <SelectField
              label={t('editor.settings.selectView')}
              hideLabel
              size="sm"
              className="min-w-0 flex-1"
              placeholder={t('editor.settings.selectView')}
              value={selected}
              onValueChange={setSelected}
              options={items.map((v) => ({ value: v.id, label: v.name }))}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={!selected || !viewport}
              onClick={() => apply(items.find((v) => v.id === selected))}
            >
              {t('editor.settings.applySelected')}
            </Button>
          </div>
        </>
      )}
      <Button size="sm" className="w-full" onClick={() => setSaving(true)} disabled={!viewport}>
        {t('editor.settings.saveCurrentView')}
      </Button>
      <SaveViewDialog
        open={saving}
        onOpenChange={setSaving}
        designId={designId}
        viewport={viewport}
      />
    </div>
  )
}
