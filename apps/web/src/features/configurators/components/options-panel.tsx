import type { ConfigOption, OptionKind, SceneObject, View } from '@designer/contract'
import {
  AlertCircle,
  ArrowDown,
  ArrowUp,
  type Box,
  Calculator,
  GripVertical,
  Palette,
  Plus,
  Puzzle,
  Ruler,
  ToggleRight,
  Trash2,
  Type,
} from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InstanceParameters } from '@/components/bindings/binding-row'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { fieldText } from '@/lib/forms'
import { cn } from '@/lib/utils'
import {
  findOption,
  idFrom,
  moveItem,
  newOption,
  optionIds,
  type Problem,
  problemsAt,
} from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { OptionForm } from './option-form'

export const KIND_ICONS: Record<OptionKind, typeof Box> = {
  dimension: Ruler,
  material: Palette,
  part: ToggleRight,
  component: Puzzle,
  number: Calculator,
  text: Type,
}
const KINDS: OptionKind[] = ['dimension', 'material', 'part', 'component', 'number', 'text']

export type Selection = { type: 'step'; id: string } | { type: 'option'; id: string } | null

type Dragged = { type: 'step' | 'option'; id: string }
/** An option's problems its own fields show under them. */
const FIELD_PATHS = ['name', 'id', 'min', 'max', 'step', 'default']
const DRAG_TYPE = 'application/x-configurator-item'

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
  const { t } = useTranslation()
  const { steps } = work.definition
  const [dragged, setDragged] = useState<Dragged | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const names = optionIds(work.definition)

  const change = store.change
  const addStep = () => {
    const name = t('configurators.steps.newName', { n: steps.length + 1 })
    const id = idFrom(
      name,
      steps.map((s) => s.id),
      'step',
    )
    change((w) => void w.definition.steps.push({ id, name, viewId: null, options: [] }))
    onSelect({ type: 'step', id })
  }
  const addOption = (stepIndex: number, kind: OptionKind) => {
    const option = newOption(kind, t(`configurators.kinds.${kind}`), names)
    change((w) => void w.definition.steps[stepIndex]!.options.push(option))
    onSelect({ type: 'option', id: option.id })
  }

  const drop = (target: { step: number; option: number | null }) => (event: DragEvent) => {
    event.preventDefault()
    setOver(null)
    if (!dragged) return
    change((w) => {
      const list = w.definition.steps
      if (dragged.type === 'step') {
        const from = list.findIndex((s) => s.id === dragged.id)
        moveItem(list, from, target.step)
        return
      }
      const at = findOption(w.definition, dragged.id)
      if (!at) return
      const [option] = list[at.step]!.options.splice(at.option, 1)
      const into = list[target.step]!.options
      into.splice(target.option ?? into.length, 0, option!)
    })
    setDragged(null)
  }
  const dragProps = (item: Dragged) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(DRAG_TYPE, item.id)
      event.dataTransfer.effectAllowed = 'move'
      setDragged(item)
    },
    onDragEnd: () => {
      setDragged(null)
      setOver(null)
    },
  })
  const dropProps = (key: string, target: { step: number; option: number | null }) => ({
    onDragOver: (event: DragEvent) => {
      if (!dragged || (dragged.type === 'step' && target.option !== null)) return
      event.preventDefault()
      setOver(key)
    },
    onDragLeave: () => setOver((current) => (current === key ? null : current)),
    onDrop: drop(target),
  })

  const selectedOption =
    selection?.type === 'option' ? findOption(work.definition, selection.id) : null
  const selectedStepIndex =
    selection?.type === 'step' ? steps.findIndex((s) => s.id === selection.id) : -1

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2" data-testid="steps-outline">
        {steps.length === 0 && (
          <div className="mx-1 my-3 rounded-lg border border-dashed p-4 text-center">
            <p className="font-medium text-sm">{t('configurators.steps.emptyTitle')}</p>
            <p className="mt-1 text-muted-foreground text-xs">
              {t('configurators.steps.emptyDescription')}
            </p>
          </div>
        )}
        <ol className="grid gap-2">
          {steps.map((step, s) => {
            const stepProblems = problemsAt(problems, `steps.${s}`)
            return (
              <li
                key={step.id}
                className={cn(
                  'rounded-lg border bg-background',
                  over === `step-${step.id}` && 'ring-2 ring-primary',
                )}
                data-testid={`step-${step.id}`}
              >
                <div
                  className={cn(
                    'flex items-center gap-1 rounded-t-lg border-b bg-muted/40 px-1 py-1',
                    selection?.type === 'step' && selection.id === step.id && 'bg-primary/10',
                  )}
                  {...dropProps(`step-${step.id}`, { step: s, option: null })}
                >
                  <span
                    {...dragProps({ type: 'step', id: step.id })}
                    className="cursor-grab p-1 text-muted-foreground"
                    title={t('configurators.steps.drag')}
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </span>
                  <button
                    type="button"
                    onClick={() => onSelect({ type: 'step', id: step.id })}
                    className="min-w-0 flex-1 truncate rounded-sm px-1 text-left font-semibold text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
                  >
                    <span className="text-muted-foreground">{s + 1}.</span> {step.name || '—'}
                  </button>
                  <AddOptionMenu onAdd={(kind) => addOption(s, kind)} />
                </div>
                <ul className="grid p-1">
                  {step.options.length === 0 && (
                    <li className="px-2 py-2 text-muted-foreground text-xs">
                      {t('configurators.steps.noOptions')}
                    </li>
                  )}
                  {step.options.map((option, o) => {
                    const Icon = KIND_ICONS[option.kind]
                    const broken = problemsAt(stepProblems, `steps.${s}.options.${o}`).length > 0
                    const active = selection?.type === 'option' && selection.id === option.id
                    return (
                      <li
                        key={`${o}-${option.id}`}
                        className={cn(
                          'flex items-center gap-1 rounded-md',
                          active ? 'bg-accent' : 'hover:bg-accent/50',
                          over === `option-${option.id}` && 'shadow-[inset_0_2px_0_var(--primary)]',
                          dragged?.id === option.id && 'opacity-50',
                        )}
                        {...dropProps(`option-${option.id}`, { step: s, option: o })}
                      >
                        <span
                          {...dragProps({ type: 'option', id: option.id })}
                          className="cursor-grab p-1 text-muted-foreground"
                          title={t('configurators.steps.drag')}
                        >
                          <GripVertical aria-hidden="true" className="size-3.5" />
                        </span>
                        <button
                          type="button"
                          onClick={() => onSelect({ type: 'option', id: option.id })}
                          aria-current={active ? 'true' : undefined}
                          className="flex min-w-0 flex-1 items-center gap-2 rounded-sm py-1.5 pr-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
                          data-testid={`option-${option.id}`}
                        >
                          <Icon
                            aria-label={t(`configurators.kinds.${option.kind}`)}
                            className="size-4 shrink-0 text-muted-foreground"
                          />
                          <span className="min-w-0 flex-1 truncate">{option.name || '—'}</span>
                          <code className="text-[10px] text-muted-foreground">{option.id}</code>
                          {broken && (
                            <AlertCircle
                              aria-label={t('configurators.problems.here')}
                              className="size-4 shrink-0 text-destructive"
                            />
                          )}
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 w-full border-dashed"
          onClick={addStep}
          data-testid="add-step"
        >
          <Plus aria-hidden="true" />
          {t('configurators.steps.add')}
        </Button>
      </div>

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
              names={names}
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

function AddOptionMenu({ onAdd }: { onAdd: (kind: OptionKind) => void }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" data-testid="add-option">
          <Plus aria-hidden="true" />
          {t('configurators.steps.addOption')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind]
          return (
            <DropdownMenuItem key={kind} onSelect={() => onAdd(kind)} className="items-start">
              <Icon aria-hidden="true" className="mt-0.5" />
              <span className="grid">
                <span>{t(`configurators.kinds.${kind}`)}</span>
                <span className="text-muted-foreground text-xs">
                  {t(`configurators.kindHints.${kind}`)}
                </span>
              </span>
            </DropdownMenuItem>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function OptionSettings({
  store,
  at,
  steps,
  objects,
  parameters,
  names,
  currency,
  problems,
  picking,
  onPickingChange,
  onSelect,
}: {
  store: ConfiguratorStore
  at: { step: number; option: number; value: ConfigOption }
  steps: number
  objects: SceneObject[]
  parameters?: InstanceParameters
  names: string[]
  currency: string
  problems: Problem[]
  picking: boolean
  onPickingChange: (on: boolean) => void
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const prefix = `steps.${at.step}.options.${at.option}`
  const own = problemsAt(problems, prefix).map((p) => ({
    ...p,
    path: p.path.slice(prefix.length + 1),
  }))
  const option = at.value
  const move = (delta: number) =>
    store.change((w) => {
      const list = w.definition.steps
      const here = list[at.step]!.options
      const to = at.option + delta
      if (to >= 0 && to < here.length) moveItem(here, at.option, to)
      else {
        // Past either end of its step: into the next or previous step.
        const next = list[at.step + Math.sign(delta)]
        if (!next) return
        const [moved] = here.splice(at.option, 1)
        if (delta > 0) next.options.unshift(moved!)
        else next.options.push(moved!)
      }
    })
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-1">
        <h2 className="min-w-0 flex-1 truncate font-semibold text-sm">
          {t('configurators.option.title', { kind: t(`configurators.kinds.${option.kind}`) })}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('configurators.option.moveUp')}
          disabled={at.step === 0 && at.option === 0}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('configurators.option.moveDown')}
          disabled={
            at.step === steps - 1 &&
            at.option === store.get().work.definition.steps[at.step]!.options.length - 1
          }
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 text-destructive hover:text-destructive"
          aria-label={t('configurators.option.remove', { name: option.name })}
          onClick={() => {
            store.change((w) => void w.definition.steps[at.step]!.options.splice(at.option, 1))
            onSelect(null)
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {/* Fields say their own problems; formulas are checked as typed. The rest is listed. */}
      <ProblemList
        problems={own.filter((p) => !FIELD_PATHS.includes(p.path) && !p.path.endsWith('.formula'))}
      />
      <OptionForm
        option={option}
        update={(recipe, mergeKey) =>
          store.change((w) => {
            const found = findOption(w.definition, option.id)
            if (found) recipe(w.definition.steps[found.step]!.options[found.option]!)
          }, mergeKey)
        }
        objects={objects}
        parameters={parameters}
        names={names}
        currency={currency}
        problems={own}
        picking={picking}
        onPickingChange={onPickingChange}
        onIdChange={(id) => onSelect({ type: 'option', id })}
      />
    </div>
  )
}

/** Problems that belong to no one field, listed above the form. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation()
  if (!problems.length) return null
  return (
    <ul
      className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-xs"
      role="alert"
    >
      {problems.map((p) => (
        <li key={`${p.path}:${p.code}`}>{fieldText(t, p.code)}</li>
      ))}
    </ul>
  )
}

function StepSettings({
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
  views: View[]
  problems: Problem[]
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  const step = work.definition.steps[index]!
  const NO_VIEW = 'none'
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
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('configurators.steps.moveUp')}
          disabled={index === 0}
          onClick={() => store.change((w) => moveItem(w.definition.steps, index, index - 1))}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('configurators.steps.moveDown')}
          disabled={index === work.definition.steps.length - 1}
          onClick={() => store.change((w) => moveItem(w.definition.steps, index, index + 1))}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 text-destructive hover:text-destructive"
          aria-label={t('configurators.steps.remove', { name: step.name })}
          onClick={() => {
            store.change((w) => void w.definition.steps.splice(index, 1))
            onSelect(null)
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-[1fr_9rem] items-start gap-3">
        <FormField
          id={`${uid}-name`}
          label={t('configurators.steps.name')}
          required
          error={at('name')}
        >
          <Input
            value={step.name}
            onChange={(e) =>
              set((s) => {
                s.name = e.target.value
              }, 'name')
            }
          />
        </FormField>
        <FormField id={`${uid}-id`} label={t('configurators.option.id')} error={at('id')}>
          <Input
            value={step.id}
            spellCheck={false}
            className="font-mono text-xs"
            onChange={(e) => {
              const id = e.target.value
              set((s) => {
                s.id = id
              }, 'id')
              onSelect({ type: 'step', id })
            }}
          />
        </FormField>
      </div>
      <Select
        value={step.viewId ?? NO_VIEW}
        onValueChange={(v) =>
          set((s) => {
            s.viewId = v === NO_VIEW ? null : v
          })
        }
      >
        <FormField
          id={`${uid}-view`}
          label={t('configurators.steps.view')}
          description={
            views.length ? t('configurators.steps.viewHint') : t('configurators.steps.noViews')
          }
        >
          <SelectTrigger className="w-full">
            <SelectValue />
          </SelectTrigger>
        </FormField>
        <SelectContent>
          <SelectItem value={NO_VIEW}>{t('configurators.steps.noView')}</SelectItem>
          {views.map((v) => (
            <SelectItem key={v.id} value={v.id}>
              {v.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
