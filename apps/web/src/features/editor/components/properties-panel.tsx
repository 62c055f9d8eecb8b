import { type ComponentParameter, SCENE_LIMITS, type SceneObject } from '@designer/contract'
import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalSpaceBetween,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalSpaceBetween,
  Copy,
  Group,
  Trash2,
  Ungroup,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useComponents } from '@/lib/queries/components'
import { href } from '@/lib/routes'
import { type ActionContext, actions } from '../core/actions'
import { updateObjects } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import type { ComponentScenes } from '../core/scene-ops'
import { type Axis, alignObjects, distributeObjects, type Edge, topmost } from '../core/selection'
import { fromUnit, toUnit } from '../core/units'
import { useEditor } from '../use-editor'
import { MaterialSection } from './material-section'
import { NameInput } from './name-input'
import { NumberField } from './number-field'
import type { ViewportHandle } from './viewport-handle'

type Props = {
  store: EditorStore
  ctx: ActionContext
  viewport?: ViewportHandle | null
  /** The scenes of the components placed: an instance sets its component's parameters. */
  components?: ComponentScenes
}

/**
 * The properties of what is selected (three.js editor's `Sidebar.Object`): one object's name,
 * dimensions, transform, colour and material; for several, the values they share — typing one
 * sets it on all of them as one step — with group, align and distribute.
 */
export function PropertiesPanel({ store, ctx, viewport, components = {} }: Props) {
  const { t } = useTranslation()
  const scene = useEditor(store, (s) => s.scene)
  const selectedIds = useEditor(store, (s) => s.selectedIds)
  const objects = topmost(scene, selectedIds)
  if (objects.length === 0)
    return (
      <p className="py-6 text-center text-muted-foreground text-sm">
        {t('editor.objects.noSelection')}
      </p>
    )
  if (objects.length === 1) {
    const object = objects[0]!
    return (
      <div className="space-y-5" data-testid="object-properties">
        <Header store={store} ctx={ctx} object={object} />
        <Dimensions store={store} objects={objects} object={object} />
        {object.type === 'component' && (
          <InstanceValues
            store={store}
            object={object}
            parameters={components[object.params.designId]?.parameters ?? []}
          />
        )}
        <TransformFields store={store} objects={objects} />
        {object.type !== 'component' && object.type !== 'group' && (
          <>
            <ColorField store={store} objects={objects} />
            {/* An instance has no material of its own: its component's parts do. */}
            <MaterialSection store={store} object={object} />
          </>
        )}
      </div>
    )
  }
  const painted = objects.filter((o) => o.type !== 'component' && o.type !== 'group')
  return (
    <div className="space-y-5" data-testid="selection-properties">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-sm">
          {t('editor.selection.count', { count: objects.length })}
        </p>
        <SelectionButtons ctx={ctx} />
      </div>
      <Arrange store={store} viewport={viewport} ids={objects.map((o) => o.id)} />
      <Dimensions store={store} objects={objects} />
      <TransformFields store={store} objects={objects} />
      {painted.length === objects.length && <ColorField store={store} objects={objects} />}
    </div>
  )
}

/** Group, ungroup, duplicate and delete, as the selection allows. */
function SelectionButtons({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation()
  const buttons = [
    { action: actions.group, icon: Group },
    { action: actions.ungroup, icon: Ungroup },
    { action: actions.duplicate, icon: Copy },
    { action: actions.delete, icon: Trash2 },
  ]
  return (
    <div className="flex items-center gap-1">
      {buttons
        .filter(({ action }) => !action.enabled || action.enabled(ctx))
        .map(({ action, icon: Icon }) => (
          <Button
            key={action.id}
            variant="outline"
            size="icon"
            className={action.id === 'delete' ? 'size-8 text-destructive' : 'size-8'}
            aria-label={t(action.label)}
            title={t(action.label)}
            onClick={() => action.perform(ctx)}
            data-testid={`selection-${action.id}`}
          >
            <Icon aria-hidden />
          </Button>
        ))}
    </div>
  )
}

function Header({
  store,
  ctx,
  object,
}: {
  store: EditorStore
  ctx: ActionContext
  object: SceneObject
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-end gap-2">
      <div className="grid flex-1 gap-1">
        <Label htmlFor="object-name" className="text-muted-foreground text-xs">
          {t('editor.objects.name')}
        </Label>
        <NameInput
          id="object-name"
          testId="prop-name"
          value={object.name}
          onCommit={(name) =>
            store.dispatch(
              updateObjects(store.get().scene, [{ id: object.id, after: { name } }], {
                label: 'editor.history.rename',
              }),
            )
          }
        />
      </div>
      <SelectionButtons ctx={ctx} />
    </div>
  )
}

const DIMENSIONS = ['width', 'height', 'depth', 'radius', 'tube', 'segments'] as const

/** The value all of them have, or null when they differ. */
function shared<T>(values: readonly T[]): T | null {
  return values.every((v) => v === values[0]) ? (values[0] ?? null) : null
}

/**
 * The dimensions every selected object has (Width of boxes and planes, Radius of round
 * things…), each showing the shared value or empty when they differ.
 */
function Dimensions({
  store,
  objects,
  object,
}: {
  store: EditorStore
  objects: SceneObject[]
  /** The one selected object, when only one is. */
  object?: SceneObject
}) {
  const { t } = useTranslation()
  const units = useEditor(store, (s) => s.scene.settings.units)
  const keys = DIMENSIONS.filter((key) => objects.every((o) => key in o.params))
  const heading =
    object?.type === 'component'
      ? t('editor.objects.component')
      : object?.type === 'group'
        ? t('editor.objects.types.group')
        : t('editor.objects.dimensions')
  if (!object && keys.length === 0) return null
  const set = (key: string, value: number) =>
    store.dispatch(
      updateObjects(
        store.get().scene,
        objects.map((o) => ({
          id: o.id,
          after: { params: { [key]: value } } as Partial<SceneObject>,
        })),
      ),
    )
  return (
    <section className="space-y-2">
      <h3 className="font-medium text-xs uppercase tracking-wide">{heading}</h3>
      <div className="grid grid-cols-2 gap-2 empty:hidden">
        {keys.map((key) => {
          const value = shared(objects.map((o) => (o.params as Record<string, number>)[key]!))
          return key === 'segments' ? (
            <NumberField
              key={key}
              label={t('editor.objects.segments')}
              value={value}
              placeholder={t('editor.selection.mixed')}
              min={SCENE_LIMITS.minSegments}
              max={SCENE_LIMITS.maxSegments}
              integer
              onCommit={(v) => set(key, v)}
              testId="prop-segments"
            />
          ) : (
            <NumberField
              key={key}
              label={t(`editor.objects.${key}`)}
              unit={units}
              value={value === null ? null : toUnit(value, units)}
              placeholder={t('editor.selection.mixed')}
              min={toUnit(SCENE_LIMITS.minSize, units)}
              max={toUnit(SCENE_LIMITS.maxSize, units)}
              step={toUnit(10, units)}
              onCommit={(v) => set(key, fromUnit(v, units))}
              testId={`prop-${key}`}
            />
          )
        })}
      </div>
      {object?.type === 'component' && <ComponentLink designId={object.params.designId} />}
      {object?.type === 'group' && <GroupParts store={store} groupId={object.id} />}
    </section>
  )
}

function GroupParts({ store, groupId }: { store: EditorStore; groupId: string }) {
  const { t } = useTranslation()
  const count = useEditor(
    store,
    (s) => s.scene.objects.filter((o) => o.parentId === groupId).length,
  )
  return <p className="text-muted-foreground text-sm">{t('editor.selection.parts', { count })}</p>
}

/**
 * An instance's values of its component's parameters (Height of a leg), each between the
 * component's bounds; the component's default until one is typed.
 */
function InstanceValues({
  store,
  object,
  parameters,
}: {
  store: EditorStore
  object: Extract<SceneObject, { type: 'component' }>
  parameters: readonly ComponentParameter[]
}) {
  const { t } = useTranslation()
  if (parameters.length === 0) return null
  const values = object.params.values ?? {}
  const set = (id: string, value: number | undefined) => {
    const next = { ...values }
    if (value === undefined) delete next[id]
    else next[id] = value
    const params = {
      designId: object.params.designId,
      values: Object.keys(next).length ? next : undefined,
    }
    store.dispatch(
      updateObjects(store.get().scene, [{ id: object.id, after: { params } }], {
        label: 'editor.history.change',
      }),
    )
  }
  return (
    <section className="space-y-2" data-testid="instance-parameters">
      <h3 className="font-medium text-xs uppercase tracking-wide">
        {t('editor.parameters.title')}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        {parameters.map((p) => (
          <div key={p.id} className="grid gap-1">
            <NumberField
              label={p.name}
              value={values[p.id] ?? p.default}
              min={p.min}
              max={p.max}
              step={10}
              onCommit={(v) => set(p.id, v)}
              testId={`instance-${p.id}`}
            />
            {p.id in values && values[p.id] !== p.default ? (
              <button
                type="button"
                className="justify-self-start text-primary text-xs hover:underline"
                onClick={() => set(p.id, undefined)}
              >
                {t('editor.parameters.reset', { value: p.default })}
              </button>
            ) : (
              <span className="text-muted-foreground text-xs">
                {t('editor.parameters.range', { min: p.min, max: p.max })}
              </span>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}

const DEG = 180 / Math.PI
const AXES = ['X', 'Y', 'Z'] as const
type Vec3 = [number, number, number]

/**
 * Position, rotation and scale on three axes. A field shows the value the objects share;
 * typing one sets that axis of every selected object, as one step.
 */
function TransformFields({ store, objects }: { store: EditorStore; objects: SceneObject[] }) {
  const { t } = useTranslation()
  const units = useEditor(store, (s) => s.scene.settings.units)
  const set = (
    field: 'position' | 'rotation' | 'scale',
    axis: number,
    value: number,
    label: string,
  ) =>
    store.dispatch(
      updateObjects(
        store.get().scene,
        objects.map((o) => ({
          id: o.id,
          after: { [field]: o[field].map((c, j) => (j === axis ? value : c)) as Vec3 },
        })),
        { label },
      ),
    )
  const mixed = t('editor.selection.mixed')
  const value = (field: 'position' | 'rotation' | 'scale', axis: number) =>
    shared(objects.map((o) => o[field][axis]!))
  return (
    <section className="space-y-2">
      <h3 className="font-medium text-xs uppercase tracking-wide">
        {t('editor.objects.transform')}
      </h3>
      <div className="grid grid-cols-3 gap-2">
        {AXES.map((axis, i) => {
          const v = value('position', i)
          return (
            <NumberField
              key={`p${axis}`}
              label={`${t('editor.objects.position')} ${axis}`}
              unit={units}
              value={v === null ? null : toUnit(v, units)}
              placeholder={mixed}
              min={toUnit(-SCENE_LIMITS.maxCoordinate, units)}
              max={toUnit(SCENE_LIMITS.maxCoordinate, units)}
              step={toUnit(10, units)}
              onCommit={(n) => set('position', i, fromUnit(n, units), 'editor.history.translate')}
              testId={`prop-position-${axis.toLowerCase()}`}
            />
          )
        })}
        {AXES.map((axis, i) => {
          const v = value('rotation', i)
          return (
            <NumberField
              key={`r${axis}`}
              label={`${t('editor.objects.rotation')} ${axis}`}
              value={v === null ? null : v * DEG}
              placeholder={mixed}
              min={-360}
              max={360}
              step={15}
              onCommit={(n) => set('rotation', i, n / DEG, 'editor.history.rotate')}
            />
          )
        })}
        {AXES.map((axis, i) => (
          <NumberField
            key={`s${axis}`}
            label={`${t('editor.objects.scale')} ${axis}`}
            value={value('scale', i)}
            placeholder={mixed}
            min={SCENE_LIMITS.minScale}
            max={SCENE_LIMITS.maxScale}
            step={0.1}
            onCommit={(n) => set('scale', i, n, 'editor.history.scale')}
          />
        ))}
      </div>
    </section>
  )
}

function ColorField({ store, objects }: { store: EditorStore; objects: SceneObject[] }) {
  const { t } = useTranslation()
  const color = shared(objects.map((o) => o.color))
  const key = `color:${objects.map((o) => o.id).join(',')}`
  return (
    <section className="flex items-center justify-between gap-2">
      <Label htmlFor="object-color" className="font-medium text-xs uppercase tracking-wide">
        {t('editor.objects.color')}
      </Label>
      <div className="flex items-center gap-2">
        <code className="text-muted-foreground text-xs">
          {color ?? t('editor.selection.mixed')}
        </code>
        <input
          id="object-color"
          type="color"
          value={color ?? objects[0]!.color}
          className="h-8 w-12 cursor-pointer rounded border bg-background p-0.5"
          onChange={(e) =>
            store.dispatch(
              updateObjects(
                store.get().scene,
                objects.map((o) => ({ id: o.id, after: { color: e.target.value } })),
                { mergeKey: key },
              ),
            )
          }
          onBlur={() => store.seal()}
        />
      </div>
    </section>
  )
}

const ALIGN: { axis: Axis; edge: Edge; icon: typeof AlignStartVertical; key: string }[] = [
  { axis: 0, edge: 'min', icon: AlignStartVertical, key: 'left' },
  { axis: 0, edge: 'center', icon: AlignCenterVertical, key: 'centerX' },
  { axis: 0, edge: 'max', icon: AlignEndVertical, key: 'right' },
  { axis: 1, edge: 'min', icon: AlignEndHorizontal, key: 'bottom' },
  { axis: 1, edge: 'center', icon: AlignCenterHorizontal, key: 'middle' },
  { axis: 1, edge: 'max', icon: AlignStartHorizontal, key: 'top' },
  { axis: 2, edge: 'min', icon: AlignStartHorizontal, key: 'back' },
  { axis: 2, edge: 'center', icon: AlignCenterHorizontal, key: 'centerZ' },
  { axis: 2, edge: 'max', icon: AlignEndHorizontal, key: 'front' },
]
const DISTRIBUTE: { axis: Axis; icon: typeof AlignStartVertical; key: string }[] = [
  { axis: 0, icon: AlignHorizontalSpaceBetween, key: 'distributeX' },
  { axis: 1, icon: AlignVerticalSpaceBetween, key: 'distributeY' },
  { axis: 2, icon: AlignVerticalSpaceBetween, key: 'distributeZ' },
]

/**
 * One arrange button: a short word on the button, what it does in full as its name and tooltip
 * ("Centre" alone is ambiguous: across or in depth). A disabled one says why in its tooltip.
 */
function ArrangeButton({
  name,
  disabledWhy,
  onClick,
  children,
  'data-testid': testId,
}: {
  name: string
  disabledWhy?: string
  onClick: () => void
  children: ReactNode
  'data-testid': string
}) {
  const { t } = useTranslation()
  const hint = t(`editor.arrange.hints.${name}`)
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button hears no pointer: the tooltip hangs on a wrapper that does. */}
        <span className="grid">
          <Button
            variant="outline"
            size="sm"
            className="h-8 justify-start gap-1.5 px-2 text-xs"
            disabled={disabledWhy !== undefined}
            aria-label={hint}
            aria-description={disabledWhy}
            onClick={onClick}
            data-testid={testId}
          >
            {children}
            <span className="truncate" aria-hidden>
              {t(`editor.arrange.${name}`)}
            </span>
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{disabledWhy ?? hint}</TooltipContent>
    </Tooltip>
  )
}

/** Align the selection's sides or middles on one axis, or space it evenly (three or more). */
function Arrange({
  store,
  viewport,
  ids,
}: {
  store: EditorStore
  viewport?: ViewportHandle | null
  ids: string[]
}) {
  const { t } = useTranslation()
  if (!viewport) return null
  const run = (
    make: (bounds: ReturnType<ViewportHandle['bounds']>) => ReturnType<typeof alignObjects>,
  ) => {
    const change = make(viewport.bounds(ids))
    if (change) store.dispatch(change)
  }
  return (
    <section className="space-y-2">
      <h3 className="font-medium text-xs uppercase tracking-wide">{t('editor.arrange.title')}</h3>
      <fieldset className="grid grid-cols-3 gap-1" aria-label={t('editor.arrange.align')}>
        {ALIGN.map(({ axis, edge, icon: Icon, key }) => (
          <ArrangeButton
            key={key}
            name={key}
            onClick={() => run((b) => alignObjects(store.get().scene, ids, b, axis, edge))}
            data-testid={`align-${key}`}
          >
            <Icon aria-hidden className={axis === 2 ? 'opacity-60' : undefined} />
          </ArrangeButton>
        ))}
      </fieldset>
      <fieldset className="grid grid-cols-3 gap-1" aria-label={t('editor.arrange.distribute')}>
        {DISTRIBUTE.map(({ axis, icon: Icon, key }) => (
          <ArrangeButton
            key={key}
            name={key}
            disabledWhy={ids.length < 3 ? t('editor.arrange.needThree') : undefined}
            onClick={() => run((b) => distributeObjects(store.get().scene, ids, b, axis))}
            data-testid={`distribute-${key}`}
          >
            <Icon aria-hidden />
          </ArrangeButton>
        ))}
      </fieldset>
    </section>
  )
}

/** Which component an instance places, with a link to open it. */
function ComponentLink({ designId }: { designId: string }) {
  const { t } = useTranslation()
  const components = useComponents()
  const name = components.data?.items.find((c) => c.id === designId)?.name
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        {name && (
          <p className="min-w-0 truncate text-sm" data-testid="prop-component-name">
            {t('editor.objects.instanceOf', { name })}
          </p>
        )}
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={href('admin.designs.show', { designId })}>
            {t('editor.objects.openComponent')}
          </Link>
        </Button>
      </div>
      <span className="text-muted-foreground text-xs">{t('editor.objects.designId')}</span>
      <code
        className="min-w-0 truncate rounded bg-muted px-2 py-1 text-xs"
        data-testid="prop-design-id"
      >
        {designId}
      </code>
    </div>
  )
}
