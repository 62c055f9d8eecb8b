import type { ConfiguratorDefinition } from '@designer/contract'
import { findOption, moveItem } from '../editor/model'

/** Moving steps and options about the outline: by a drag, or by the arrows of their settings. */

export type Dragged = { type: 'step' | 'option'; id: string }
/** Where a drop lands: on a step (its options' end), or before one of its options. */
export type Target = { step: number; option: number | null }

/** A step dropped on a step takes its place; an option goes before the one it is dropped on. */
export function dropItem(def: ConfiguratorDefinition, dragged: Dragged, target: Target) {
  const list = def.steps
  if (dragged.type === 'step') {
    const from = list.findIndex((s) => s.id === dragged.id)
    moveItem(list, from, target.step)
    return
  }
  const at = findOption(def, dragged.id)
  if (!at) return
  const [option] = list[at.step]!.options.splice(at.option, 1)
  const into = list[target.step]!.options
  into.splice(target.option ?? into.length, 0, option!)
}

/**
 * An option one place up or down; past either end of its step, into the next step's start or
 * the previous step's end. The first and the last option of all stay where they are.
 */
export function moveOptionBy(
  def: ConfiguratorDefinition,
  at: { step: number; option: number },
  delta: number,
) {
  const list = def.steps
  const here = list[at.step]!.options
  const to = at.option + delta
  if (to >= 0 && to < here.length) moveItem(here, at.option, to)
  else {
    const next = list[at.step + Math.sign(delta)]
    if (!next) return
    const [moved] = here.splice(at.option, 1)
    if (delta > 0) next.options.unshift(moved!)
    else next.options.push(moved!)
  }
}
