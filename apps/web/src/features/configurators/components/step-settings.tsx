import type { View } from '@designer/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { fieldText } from '@/lib/forms'
import { moveItem, type Problem, type Selection } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { followStepId } from '../editor/texts'
import { ItemActions } from './item-actions'
import { NameIdFields } from './name-id-fields'

/** The chosen step's settings: its name, its id, the saved view it shows the design from. */
export function StepSettings({
  store,
  work,
  index,
  views,
  problems,
  onSelect,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  index: number
  /** The design's saved views, to show the step from. */
  views: Pick<View, 'id' | 'name'>[]
  /** The step's problems (paths from the definition: `steps.0.name`). */
  problems: Problem[]
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  const step = work.definition.steps[index]!
  const at = (field: string) => {
    const found = problems.find((p) => p.path === `steps.${index}.${field}`)
    return found ? fieldText(t, found.code) : undefined
  }
  const set = (recipe: (s: typeof step) => void, key?: string) =>
    store.change((w) => recipe(w.definition.steps[index]!), key && `step.${step.id}.${key}`)
  return (
    <div className="grid gap-3" data-testid="step-form">
      <div className="flex items-center gap-1">
        <h2 className="min-w-0 flex-1 font-semibold text-sm">
          {t('configurators.steps.settings')}
        </h2>
        <ItemActions
          labels={{
            up: t('configurators.steps.moveUp'),
            down: t('configurators.steps.moveDown'),
            remove: t('configurators.steps.remove', { name: step.name }),
          }}
          first={index === 0}
          last={index === work.definition.steps.length - 1}
          onMove={(delta) =>
            store.change((w) => moveItem(w.definition.steps, index, index + delta))
          }
          onRemove={() => {
            store.change((w) => void w.definition.steps.splice(index, 1))
            onSelect(null)
          }}
        />
      </div>
      <NameIdFields
        nameLabel={t('configurators.steps.name')}
        name={step.name}
        id={step.id}
        nameError={at('name')}
        idError={at('id')}
        onNameChange={(name) =>
          set((s) => {
            s.name = name
          }, 'name')
        }
        onIdChange={(id) => {
          store.change((w) => {
            w.definition.steps[index]!.id = id
            // Its translations keep to it (decision 038).
            followStepId(w.definition, step.id, id)
          }, `step.${step.id}.id`)
          onSelect({ type: 'step', id })
        }}
      />
      <SelectField
        id={`${uid}-view`}
        label={t('configurators.steps.view')}
        description={
          views.length ? t('configurators.steps.viewHint') : t('configurators.steps.noViews')
        }
        emptyLabel={t('configurators.steps.noView')}
        value={step.viewId}
        onValueChange={(viewId) =>
          set((s) => {
            s.viewId = viewId
          })
        }
        options={views.map((v) => ({ value: v.id, label: v.name }))}
      />
    </div>
  )
}
