import type { SceneObject, View } from '@designer/contract'
import type { InstanceParameters } from '@/components/bindings/binding-row'
import { findOption, optionIds, type Problem, problemsAt, type Selection } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { OptionSettings } from './option-settings'
import { StepSettings } from './step-settings'
import { StepsOutline } from './steps-outline'

/**
 * The steps and their options: an outline to choose from, reorder by dragging (or with the
 * arrows, from the keyboard) and add to; below it, the chosen step's or option's settings.
 */
export function OptionsPanel({
  store,
  work,
  objects,
  parameters,
  views,
  currency,
  problems,
  selection,
  onSelect,
  pickingFor,
  onPickingChange,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  objects: SceneObject[]
  /** The parameters of the components the design's instances place, by instance. */
  parameters?: InstanceParameters
  views: View[]
  currency: string
  problems: Problem[]
  selection: Selection
  onSelect: (selection: Selection) => void
  pickingFor: string | null
  onPickingChange: (optionId: string | null) => void
}) {
  const { steps } = work.definition
  const selectedOption =
    selection?.type === 'option' ? findOption(work.definition, selection.id) : null
  const selectedStepIndex =
    selection?.type === 'step' ? steps.findIndex((s) => s.id === selection.id) : -1

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <StepsOutline
        store={store}
        work={work}
        problems={problems}
        selection={selection}
        onSelect={onSelect}
      />
      {(selectedOption || selectedStepIndex >= 0) && (
        <div
          className="max-h-[60%] min-h-0 shrink-0 overflow-y-auto border-t bg-muted/20 p-3"
          data-testid="selection-settings"
        >
          {selectedOption && (
            <OptionSettings
              store={store}
              at={selectedOption}
              steps={steps.length}
              objects={objects}
              parameters={parameters}
              names={optionIds(work.definition)}
              currency={currency}
              problems={problems}
              picking={pickingFor === selectedOption.value.id}
              onPickingChange={(on) => onPickingChange(on ? selectedOption.value.id : null)}
              onSelect={onSelect}
            />
          )}
          {selectedStepIndex >= 0 && (
            <StepSettings
              store={store}
              work={work}
              index={selectedStepIndex}
              views={views}
              problems={problemsAt(problems, `steps.${selectedStepIndex}`)}
              onSelect={onSelect}
            />
          )}
        </div>
      )}
    </div>
  )
}
