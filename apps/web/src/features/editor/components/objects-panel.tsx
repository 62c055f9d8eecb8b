import { SCENE_LIMITS, type SceneObject } from '@designer/contract'
import { Copy, Eye, EyeOff, Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useComponents } from '@/lib/queries/components'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import { actions, addObjectOfType } from '../core/actions'
import { updateObject } from '../core/commands'
import type { EditorStore } from '../core/editor-store'
import type { ComponentScenes } from '../core/scene-ops'
import { fromUnit, toUnit } from '../core/units'
import { useEditor } from '../use-editor'
import { AddObjectDialog } from './add-object-dialog'
import { MaterialSection } from './material-section'
import { NumberField } from './number-field'
import type { ViewportHandle } from './viewport'

type Props = {
  store: EditorStore
  designId: string
  /** The 3D view, once ready: new objects land where it looks. */
  viewport?: ViewportHandle | null
  components?: ComponentScenes
}

export function ObjectsPanel({ store, designId, viewport, components }: Props) {
  const { t } = useTranslation()
  const objects = useEditor(store, (s) => s.scene.objects)
  const selectedId = useEditor(store, (s) => s.selectedId)
  const [adding, setAdding] = useState(false)
  const selected = objects.find((o) => o.id === selectedId)
  const ctx = { store, viewport: null }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <span className="text-muted-foreground text-xs">
          {t('editor.objects.count', { count: objects.length })}
        </span>
        <Button size="sm" onClick={() => setAdding(true)} data-testid="add-object">
          <Plus aria-hidden />
          {t('editor.objects.addObject')}
        </Button>
      </div>
      <AddObjectDialog
        open={adding}
        onOpenChange={setAdding}
        designId={designId}
        onChoose={(type, name, componentId) =>
          addObjectOfType(store, type, name, componentId, {
            target: viewport?.getCamera().target,
            components,
          })
        }
      />
      <ul
        aria-label={t('editor.objects.listLabel')}
        className="max-h-[40%] min-h-24 overflow-y-auto border-y px-1 py-1"
        data-testid="object-list"
      >
        {objects.length === 0 && (
          <li className="px-2 py-6 text-center text-muted-foreground text-sm">
            {t('editor.objects.empty')}
          </li>
        )}
        {objects.map((o) => (
          <li key={o.id}>
            <div
              className={cn(
                'group flex items-center gap-1 rounded-md pr-1 text-sm',
                o.id === selectedId ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
            >
              <button
                type="button"
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                style={{ paddingLeft: `${0.5 + depthOf(objects, o) * 0.9}rem` }}
                aria-pressed={o.id === selectedId}
                onClick={() => store.select(o.id)}
                data-testid={`object-${o.name}`}
              >
                <span
                  className="size-3 shrink-0 rounded-sm border"
                  style={{ background: o.type === 'component' ? 'transparent' : o.color }}
                />
                <span
                  className={cn('truncate', !o.visible && 'text-muted-foreground line-through')}
                >
                  {o.name}
                </span>
                <span className="ml-auto shrink-0 text-muted-foreground text-xs">
                  {t(`editor.objects.types.${o.type}`)}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`${o.visible ? t('editor.actions.hide') : t('editor.actions.show')}: ${o.name}`}
                onClick={() =>
                  store.dispatch(
                    updateObject(
                      store.get().scene,
                      o.id,
                      { visible: !o.visible },
                      { label: 'editor.history.visibility' },
                    ),
                  )
                }
              >
                {o.visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {selected ? (
          <Properties
            key={selected.id}
            store={store}
            object={selected}
            onDuplicate={() => actions.duplicate.perform(ctx)}
            onDelete={() => actions.delete.perform(ctx)}
          />
        ) : (
          <p className="py-6 text-center text-muted-foreground text-sm">
            {t('editor.objects.noSelection')}
          </p>
        )}
      </div>
    </div>
  )
}

function depthOf(objects: SceneObject[], o: SceneObject): number {
  let depth = 0
  let parent = o.parentId
  while (parent && depth < 10) {
    depth++
    parent = objects.find((x) => x.id === parent)?.parentId ?? null
  }
  return depth
}

const DEG = 180 / Math.PI
const AXES = ['X', 'Y', 'Z'] as const

/** The selected object's properties: spec §2's Width, Height, Depth, Radius, Segments, Design ID as they apply. */
function Properties({
  store,
  object,
  onDuplicate,
  onDelete,
}: {
  store: EditorStore
  object: SceneObject
  onDuplicate(): void
  onDelete(): void
}) {
  const { t } = useTranslation()
  const units = useEditor(store, (s) => s.scene.settings.units)
  // Fields show the scene's unit; the scene keeps millimetres.
  const shown = (mm: number) => toUnit(mm, units)
  const stored = (value: number) => fromUnit(value, units)
  const change = (after: Partial<SceneObject>, label = 'editor.history.change') =>
    store.dispatch(updateObject(store.get().scene, object.id, after, { label }))
  const param = (key: string, value: number) =>
    change({ params: { [key]: stored(value) } } as Partial<SceneObject>)
  const size = {
    min: shown(SCENE_LIMITS.minSize),
    max: shown(SCENE_LIMITS.maxSize),
    step: shown(10),
  }
  const p = object.params as Record<string, number | string>

  return (
    <div className="space-y-5" data-testid="object-properties">
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor="object-name" className="text-muted-foreground text-xs">
            {t('editor.objects.name')}
          </Label>
          <NameInput
            value={object.name}
            onCommit={(name) => change({ name }, 'editor.history.rename')}
          />
        </div>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t('editor.actions.duplicate')}
          onClick={onDuplicate}
        >
          <Copy aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8 text-destructive"
          aria-label={t('editor.actions.delete')}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>

      <section className="space-y-2">
        <h3 className="font-medium text-xs uppercase tracking-wide">
          {object.type === 'component'
            ? t('editor.objects.component')
            : t('editor.objects.dimensions')}
        </h3>
        <div className="grid grid-cols-2 gap-2 empty:hidden">
          {'width' in p && (
            <NumberField
              label={t('editor.objects.width')}
              unit={units}
              value={shown(p.width as number)}
              {...size}
              onCommit={(v) => param('width', v)}
              testId="prop-width"
            />
          )}
          {'height' in p && (
            <NumberField
              label={t('editor.objects.height')}
              unit={units}
              value={shown(p.height as number)}
              {...size}
              onCommit={(v) => param('height', v)}
              testId="prop-height"
            />
          )}
          {'depth' in p && (
            <NumberField
              label={t('editor.objects.depth')}
              unit={units}
              value={shown(p.depth as number)}
              {...size}
              onCommit={(v) => param('depth', v)}
              testId="prop-depth"
            />
          )}
          {'radius' in p && (
            <NumberField
              label={t('editor.objects.radius')}
              unit={units}
              value={shown(p.radius as number)}
              {...size}
              onCommit={(v) => param('radius', v)}
              testId="prop-radius"
            />
          )}
          {'tube' in p && (
            <NumberField
              label={t('editor.objects.tube')}
              unit={units}
              value={shown(p.tube as number)}
              {...size}
              onCommit={(v) => param('tube', v)}
              testId="prop-tube"
            />
          )}
          {'segments' in p && (
            <NumberField
              label={t('editor.objects.segments')}
              value={p.segments as number}
              min={SCENE_LIMITS.minSegments}
              max={SCENE_LIMITS.maxSegments}
              integer
              onCommit={(v) => param('segments', v)}
              testId="prop-segments"
            />
          )}
        </div>
        {object.type === 'component' && (
          <div className="grid min-w-0 gap-1">
            <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <ComponentName designId={object.params.designId} />
              <Button asChild variant="link" size="sm" className="h-auto px-0">
                <Link to={href('admin.designs.show', { designId: object.params.designId })}>
                  {t('editor.objects.openComponent')}
                </Link>
              </Button>
            </div>
            <span className="text-muted-foreground text-xs">{t('editor.objects.designId')}</span>
            <code
              className="min-w-0 truncate rounded bg-muted px-2 py-1 text-xs"
              data-testid="prop-design-id"
            >
              {object.params.designId}
            </code>
          </div>
        )}
      </section>

      <section className="space-y-2">
        <h3 className="font-medium text-xs uppercase tracking-wide">
          {t('editor.objects.transform')}
        </h3>
        <div className="grid grid-cols-3 gap-2">
          {AXES.map((axis, i) => (
            <NumberField
              key={`p${axis}`}
              label={`${t('editor.objects.position')} ${axis}`}
              unit={units}
              value={shown(object.position[i]!)}
              min={shown(-SCENE_LIMITS.maxCoordinate)}
              max={shown(SCENE_LIMITS.maxCoordinate)}
              step={shown(10)}
              onCommit={(v) =>
                change(
                  {
                    position: object.position.map((c, j) => (j === i ? stored(v) : c)) as [
                      number,
                      number,
                      number,
                    ],
                  },
                  'editor.history.translate',
                )
              }
            />
          ))}
          {AXES.map((axis, i) => (
            <NumberField
              key={`r${axis}`}
              label={`${t('editor.objects.rotation')} ${axis}`}
              value={object.rotation[i]! * DEG}
              min={-360}
              max={360}
              step={15}
              onCommit={(v) =>
                change(
                  {
                    rotation: object.rotation.map((c, j) => (j === i ? v / DEG : c)) as [
                      number,
                      number,
                      number,
                    ],
                  },
                  'editor.history.rotate',
                )
              }
            />
          ))}
          {AXES.map((axis, i) => (
            <NumberField
              key={`s${axis}`}
              label={`${t('editor.objects.scale')} ${axis}`}
              value={object.scale[i]!}
              min={SCENE_LIMITS.minScale}
              max={SCENE_LIMITS.maxScale}
              step={0.1}
              onCommit={(v) =>
                change(
                  {
                    scale: object.scale.map((c, j) => (j === i ? v : c)) as [
                      number,
                      number,
                      number,
                    ],
                  },
                  'editor.history.scale',
                )
              }
            />
          ))}
        </div>
      </section>

      {object.type !== 'component' && (
        <section className="flex items-center justify-between gap-2">
          <Label htmlFor="object-color" className="font-medium text-xs uppercase tracking-wide">
            {t('editor.objects.color')}
          </Label>
          <div className="flex items-center gap-2">
            <code className="text-muted-foreground text-xs">{object.color}</code>
            <input
              id="object-color"
              type="color"
              value={object.color}
              className="h-8 w-12 cursor-pointer rounded border bg-background p-0.5"
              onChange={(e) =>
                store.dispatch(
                  updateObject(
                    store.get().scene,
                    object.id,
                    { color: e.target.value },
                    { mergeKey: `color:${object.id}` },
                  ),
                )
              }
              onBlur={() => store.seal()}
            />
          </div>
        </section>
      )}

      {/* An instance has no material of its own: its component's parts do. */}
      {object.type !== 'component' && <MaterialSection store={store} object={object} />}
    </div>
  )
}

function NameInput({ value, onCommit }: { value: string; onCommit(name: string): void }) {
  const [text, setText] = useState(value)
  // Undo and redo change the name from outside the field.
  useEffect(() => setText(value), [value])
  const commit = () => {
    const name = text.trim().slice(0, 100)
    if (!name) setText(value)
    else if (name !== value) onCommit(name)
  }
  return (
    <Input
      id="object-name"
      className="h-8"
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
        if (e.key === 'Escape') setText(value)
      }}
    />
  )
}

/** The name of the component an instance places, as its design is called. */
function ComponentName({ designId }: { designId: string }) {
  const { t } = useTranslation()
  const components = useComponents()
  const name = components.data?.items.find((c) => c.id === designId)?.name
  if (!name) return null
  return (
    <p className="min-w-0 truncate text-sm" data-testid="prop-component-name">
      {t('editor.objects.instanceOf', { name })}
    </p>
  )
}
