import {
  BINDING_TARGETS,
  type Binding,
  type ComponentParameter,
  type SceneObject,
} from '@designer/contract'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FormulaInput } from '@/components/formula-input'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** The parameters of the component each instance places, by the instance's object id. */
export type InstanceParameters = Readonly<Record<string, readonly ComponentParameter[] | undefined>>

/**
 * What a binding can change on an object: its sizes where it has them, its position and
 * scale, and the parameters of the component it places.
 */
export function targetsFor(
  object: SceneObject | undefined,
  parameters: InstanceParameters = {},
): Binding['target'][] {
  const own = BINDING_TARGETS.filter(
    (target) =>
      !target.startsWith('params.') ||
      (object !== undefined && target.slice('params.'.length) in object.params),
  )
  const ofInstance = object ? (parameters[object.id] ?? []) : []
  return [...ofInstance.map((p) => `values.${p.id}` as const), ...own]
}

/** A binding line: which object, which of its properties, and the formula that sets it. */
export function BindingRow({
  binding,
  objects,
  parameters,
  names,
  formulaId,
  broken,
  onChange,
  onRemove,
  testId,
}: {
  binding: Binding
  objects: readonly SceneObject[]
  parameters?: InstanceParameters
  /** The variables its formula may read. */
  names: readonly string[]
  formulaId: string
  broken?: boolean
  onChange(patch: Partial<Binding>): void
  onRemove(): void
  testId?: string
}) {
  const { t } = useTranslation()
  const object = objects.find((o) => o.id === binding.objectId)
  const targetLabel = (target: Binding['target']) => {
    if (target.startsWith('values.')) {
      const id = target.slice('values.'.length)
      const found = object ? parameters?.[object.id]?.find((p) => p.id === id) : undefined
      return found?.name ?? id
    }
    return t(`configurators.targets.${target.replace('.', '_')}`)
  }
  return (
    <li
      className={cn(
        'grid gap-2 rounded-md border bg-muted/30 p-2',
        broken && 'border-destructive/60',
      )}
      data-testid={testId}
    >
      <div className="flex gap-2">
        <SelectField
          label={t('configurators.bindings.object')}
          hideLabel
          className="h-8 min-w-0 flex-1 text-xs"
          aria-invalid={!object}
          placeholder={t('configurators.objects.missing', { id: binding.objectId })}
          value={binding.objectId}
          onValueChange={(objectId) => onChange({ objectId })}
          options={objects.map((o) => ({ value: o.id, label: o.name }))}
        />
        <SelectField
          label={t('configurators.bindings.target')}
          hideLabel
          className="h-8 w-36 text-xs"
          value={binding.target}
          onValueChange={(target) => onChange({ target: target as Binding['target'] })}
          options={targetsFor(object, parameters).map((target) => ({
            value: target,
            label: targetLabel(target),
          }))}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('configurators.bindings.remove')}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <FormulaInput
        id={formulaId}
        value={binding.formula}
        names={names}
        label={t('configurators.bindings.formula')}
        onChange={(formula) => onChange({ formula })}
      />
    </li>
  )
}
