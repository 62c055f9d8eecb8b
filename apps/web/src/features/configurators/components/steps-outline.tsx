import type { OptionKind } from '@designer/contract'
import {
  AlertCircle,
  type Box,
  Calculator,
  GripVertical,
  Palette,
  Plus,
  Puzzle,
  Ruler,
  ToggleRight,
  Type,
} from 'lucide-react'
import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'
import {
  idFrom,
  newOption,
  optionIds,
  type Problem,
  problemsAt,
  type Selection,
} from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { EmptyNote } from './empty-note'
import { type Dragged, dropItem, type Target } from './outline-moves'

const KIND_ICONS: Record<OptionKind, typeof Box> = {
  dimension: Ruler,
  material: Palette,
  part: ToggleRight,
  component: Puzzle,
  number: Calculator,
  text: Type,
}
const KINDS: OptionKind[] = ['dimension', 'material', 'part', 'component', 'number', 'text']

const DRAG_TYPE = 'application/x-configurator-item'

/**
 * Dragging steps and options about: what is dragged, what it is over, and the props that make an
 * element a handle or a place to drop. A step drops only on a step; an option anywhere.
 */
function useOutlineDrag(store: ConfiguratorStore) {
  const [dragged, setDragged] = useState<Dragged | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const drop = (target: Target) => (event: DragEvent) => {
    event.preventDefault()
    setOver(null)
    if (!dragged) return
    store.change((w) => dropItem(w.definition, dragged, target))
    setDragged(null)
  }
  return {
    dragged,
    over,
    handle: (item: Dragged) => ({
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
    }),
    dropZone: (key: string, target: Target) => ({
      onDragOver: (event: DragEvent) => {
        if (!dragged || (dragged.type === 'step' && target.option !== null)) return
        event.preventDefault()
        setOver(key)
      },
      onDragLeave: () => setOver((current) => (current === key ? null : current)),
      onDrop: drop(target),
    }),
  }
}

type OutlineDrag = ReturnType<typeof useOutlineDrag>

/** The grip a step or an option is dragged by. */
function Grip({ drag, item, small }: { drag: OutlineDrag; item: Dragged; small?: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      {...drag.handle(item)}
      className="cursor-grab p-1 text-muted-foreground"
      title={t('configurators.steps.drag')}
    >
      <GripVertical aria-hidden="true" className={small ? 'size-3.5' : 'size-4'} />
    </span>
  )
}

/**
 * The steps and their options as an outline: chosen by a click, reordered by dragging (or with
 * the arrows of their settings, from the keyboard), added to.
 */
export function StepsOutline({
  store,
  work,
  problems,
  selection,
  onSelect,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  problems: Problem[]
  selection: Selection
  onSelect: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const { steps } = work.definition
  const drag = useOutlineDrag(store)
  const names = optionIds(work.definition)

  const addStep = () => {
    const name = t('configurators.steps.newName', { n: steps.length + 1 })
    const id = idFrom(
      name,
      steps.map((s) => s.id),
      'step',
    )
    store.change((w) => void w.definition.steps.push({ id, name, viewId: null, options: [] }))
    onSelect({ type: 'step', id })
  }
  const addOption = (stepIndex: number, kind: OptionKind) => {
    const option = newOption(kind, t(`configurators.kinds.${kind}`), names)
    store.change((w) => void w.definition.steps[stepIndex]!.options.push(option))
    onSelect({ type: 'option', id: option.id })
  }

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2" data-testid="steps-outline">
      {steps.length === 0 && (
        <EmptyNote
          className="mx-1 my-3"
          title={t('configurators.steps.emptyTitle')}
          description={t('configurators.steps.emptyDescription')}
        />
      )}
      <ol className="grid gap-2">
        {steps.map((step, s) => (
          <li
            key={step.id}
            className={cn(
              'rounded-lg border bg-background',
              drag.over === `step-${step.id}` && 'ring-2 ring-primary',
            )}
            data-testid={`step-${step.id}`}
          >
            <div
              className={cn(
                'flex items-center gap-1 rounded-t-lg border-b bg-muted/40 px-1 py-1',
                selection?.type === 'step' && selection.id === step.id && 'bg-primary/10',
              )}
              {...drag.dropZone(`step-${step.id}`, { step: s, option: null })}
            >
              <Grip drag={drag} item={{ type: 'step', id: step.id }} />
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
                const broken = problemsAt(problems, `steps.${s}.options.${o}`).length > 0
                const active = selection?.type === 'option' && selection.id === option.id
                return (
                  <li
                    key={`${o}-${option.id}`}
                    className={cn(
                      'flex items-center gap-1 rounded-md',
                      active ? 'bg-accent' : 'hover:bg-accent/50',
                      drag.over === `option-${option.id}` &&
                        'shadow-[inset_0_2px_0_var(--primary)]',
                      drag.dragged?.id === option.id && 'opacity-50',
                    )}
                    {...drag.dropZone(`option-${option.id}`, { step: s, option: o })}
                  >
                    <Grip drag={drag} item={{ type: 'option', id: option.id }} small />
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
        ))}
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
