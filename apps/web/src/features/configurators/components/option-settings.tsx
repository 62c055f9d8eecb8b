import type { ConfigOption } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { findOption, type Problem, problemsAt, type Selection } from '../editor/model'
import type { ConfiguratorStore } from '../editor/store'
import { followOptionIds } from '../editor/texts'
import { ItemActions } from './item-actions'
import { OptionForm, type OptionFormProps } from './option-form'
import { moveOptionBy } from './outline-moves'
import { ProblemList } from './problem-list'

/** An option's problems its own fields show under them. */
const FIELD_PATHS = ['name', 'id', 'min', 'max', 'step', 'default']

/** The chosen option's settings: moved, removed, and its form. */
export function OptionSettings({
  store,
  at,
  steps,
  problems,
  onSelect,
  ...passed
}: Pick<
  OptionFormProps,
  'objects' | 'parameters' | 'names' | 'currency' | 'picking' | 'onPickingChange'
> & {
  store: ConfiguratorStore
  at: { step: number; option: number; value: ConfigOption }
  /** How many steps there are: the last option of the last one moves no further down. */
  steps: number
  /** The draft's problems. */
  problems: Problem[]
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const prefix = `steps.${at.step}.options.${at.option}`
  const own = problemsAt(problems, prefix).map((p) => ({
    ...p,
    path: p.path.slice(prefix.length + 1),
  }))
  const option = at.value
  const move = (delta: number) => store.change((w) => moveOptionBy(w.definition, at, delta))
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-1">
        <h2 className="min-w-0 flex-1 truncate font-semibold text-sm">
          {t('configurators.option.title', { kind: t(`configurators.kinds.${option.kind}`) })}
        </h2>
        <ItemActions
          labels={{
            up: t('configurators.option.moveUp'),
            down: t('configurators.option.moveDown'),
            remove: t('configurators.option.remove', { name: option.name }),
          }}
          first={at.step === 0 && at.option === 0}
          last={
            at.step === steps - 1 &&
            at.option === store.get().work.definition.steps[at.step]!.options.length - 1
          }
          onMove={move}
          onRemove={() => {
            store.change((w) => void w.definition.steps[at.step]!.options.splice(at.option, 1))
            onSelect(null)
          }}
        />
      </div>
      {/* Fields say their own problems; formulas are checked as typed. The rest is listed. */}
      <ProblemList
        problems={own.filter((p) => !FIELD_PATHS.includes(p.path) && !p.path.endsWith('.formula'))}
      />
      <OptionForm
        {...passed}
        option={option}
        update={(recipe, mergeKey) =>
          store.change((w) => {
            const found = findOption(w.definition, option.id)
            if (!found) return
            const changed = w.definition.steps[found.step]!.options[found.option]!
            const before = structuredClone(changed)
            recipe(changed)
            // Translations follow a new id of the option or of one of its values (decision 038).
            followOptionIds(w.definition, before, changed)
          }, mergeKey)
        }
        problems={own}
        onIdChange={(id) => onSelect({ type: 'option', id })}
      />
    </div>
  )
}
