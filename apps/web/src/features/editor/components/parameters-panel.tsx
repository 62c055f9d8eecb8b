import { applyParameters } from '@designer/configurator/bindings'
import type { ComponentParameter } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { BindingRow, type InstanceParameters, targetsFor } from '@/components/bindings/binding-row'
import { NumberInput } from '@/components/number-input'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { idFrom } from '@/lib/ids'
import { setParameters } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import type { ComponentScenes } from '../core/scene-ops'
import { useEditor } from '../use-editor'
import { NameInput } from './name-input'

const LIMIT = 1_000_000

/**
 * A component's parameters (the Parameters tab of a component): each a number every instance
 * sets between a smallest and a largest value, and the lines that size or place the
 * component's objects by formulas over the parameters.
 */
export function ParametersPanel({
  store,
  components,
}: {
  store: EditorStore
  components: ComponentScenes
}) {
  const { t } = useTranslation()
  const scene = useEditor(store, (s) => s.scene)
  const parameters = scene.parameters ?? []
  const names = parameters.map((p) => p.id)
  const errors = useMemo(() => applyParameters(scene, {}).errors, [scene])
  // Instances inside this component offer their own component's parameters as targets.
  const nested: InstanceParameters = useMemo(
    () =>
      Object.fromEntries(
        scene.objects.flatMap((o) =>
          o.type === 'component' ? [[o.id, components[o.params.designId]?.parameters]] : [],
        ),
      ),
    [scene.objects, components],
  )
  const change = (recipe: (draft: ComponentParameter[]) => void, mergeKey?: string) => {
    const draft = structuredClone(store.get().scene.parameters ?? [])
    recipe(draft)
    store.dispatch(setParameters(store.get().scene, draft, mergeKey))
  }

  return (
    <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-3 py-3" data-testid="parameters">
      <p className="text-muted-foreground text-sm">{t('editor.parameters.intro')}</p>
      {parameters.map((parameter, index) => (
        <ParameterCard
          // By place: the id follows the name while it is typed.
          key={index}
          parameter={parameter}
          index={index}
          names={names}
          objects={scene.objects}
          nested={nested}
          errors={errors.filter((e) => e.parameterId === parameter.id)}
          change={change}
        />
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={parameters.length >= 20}
        onClick={() =>
          change((draft) => {
            const name = t('editor.parameters.newName', { n: draft.length + 1 })
            draft.push({
              id: idFrom(name, names, 'p'),
              name,
              min: 100,
              max: 2000,
              default: 700,
              bindings: [],
            })
          })
        }
        data-testid="add-parameter"
      >
        <Plus aria-hidden />
        {t('editor.parameters.add')}
      </Button>
    </div>
  )
}

function ParameterCard({
  parameter,
  index,
  names,
  objects,
  nested,
  errors,
  change,
}: {
  parameter: ComponentParameter
  index: number
  names: string[]
  objects: ReturnType<EditorStore['get']>['scene']['objects']
  nested: InstanceParameters
  errors: ReturnType<typeof applyParameters>['errors']
  change: (recipe: (draft: ComponentParameter[]) => void, mergeKey?: string) => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  const edit = (recipe: (p: ComponentParameter) => void, mergeKey?: string) =>
    change((draft) => recipe(draft[index]!), mergeKey)
  const rename = (typed: string) =>
    edit((p) => {
      p.name = typed
      // Until a formula uses it, the id follows the name.
      if (p.bindings.length === 0)
        p.id = idFrom(
          typed,
          names.filter((n) => n !== parameter.id),
          'p',
        )
    })
  /** Min, default and max stay in order: moving one past another takes it along. */
  const setBound = (field: 'min' | 'default' | 'max', value: number) =>
    edit((p) => {
      p[field] = value
      if (field === 'min') p.max = Math.max(p.max, value)
      if (field === 'max') p.min = Math.min(p.min, value)
      p.default = Math.min(p.max, Math.max(p.min, p.default))
    })

  return (
    <section
      className="min-w-0 space-y-3 rounded-lg border bg-card p-3"
      aria-label={parameter.name}
      data-testid={`parameter-${parameter.id}`}
    >
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`${uid}-name`} className="text-muted-foreground text-xs">
            {t('editor.parameters.name')}
          </Label>
          <NameInput
            id={`${uid}-name`}
            value={parameter.name}
            maxLength={60}
            onCommit={rename}
            testId="parameter-name"
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive"
          aria-label={t('editor.parameters.remove', { name: parameter.name })}
          onClick={() => change((draft) => draft.splice(index, 1))}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        {t('editor.parameters.inFormulas')}{' '}
        <code className="rounded bg-muted px-1 py-0.5" data-testid="parameter-id">
          {parameter.id}
        </code>
      </p>
      <div className="grid grid-cols-3 gap-2">
        {(['min', 'default', 'max'] as const).map((field) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={`${uid}-${field}`} className="text-muted-foreground text-xs">
              {t(`editor.parameters.${field}`)}
            </Label>
            <NumberInput
              id={`${uid}-${field}`}
              className="h-8"
              commitOn="enter"
              value={parameter[field]}
              min={-LIMIT}
              max={LIMIT}
              step={10}
              onValueChange={(v) => setBound(field, v)}
              data-testid={`parameter-${field}`}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <span className="font-medium text-xs uppercase tracking-wide">
          {t('editor.parameters.bindings')}
        </span>
        {parameter.bindings.length === 0 && (
          <p className="rounded-md border border-dashed px-3 py-3 text-center text-muted-foreground text-xs">
            {t('editor.parameters.noBindings', { id: parameter.id })}
          </p>
        )}
        <ul className="grid min-w-0 gap-2">
          {parameter.bindings.map((binding, i) => (
            <BindingRow
              // Lines have no id of their own; their place is what identifies them.
              key={i}
              binding={binding}
              objects={objects}
              parameters={nested}
              names={names}
              formulaId={`${uid}-formula-${i}`}
              broken={errors.some(
                (e) => e.objectId === binding.objectId && e.target === binding.target,
              )}
              onChange={(patch) =>
                edit((p) => Object.assign(p.bindings[i]!, patch), `parameter:${index}:binding:${i}`)
              }
              onRemove={() => edit((p) => p.bindings.splice(i, 1))}
              testId={`parameter-binding-${i}`}
            />
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={objects.length === 0 || parameter.bindings.length >= 50}
          onClick={() =>
            edit((p) => {
              const first = objects[0]!
              const targets = targetsFor(first, nested)
              // A Height parameter most likely sets a height.
              const named = targets.find((target) => target.split('.')[1] === p.id.toLowerCase())
              p.bindings.push({ objectId: first.id, target: named ?? targets[0]!, formula: p.id })
            })
          }
          data-testid="add-parameter-binding"
        >
          <Plus aria-hidden />
          {t('configurators.bindings.add')}
        </Button>
      </div>
    </section>
  )
}
