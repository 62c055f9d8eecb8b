import type {
  ComponentParameter,
  ExtraCostLine,
  Scene,
  SceneObject,
  SceneOp,
  SceneSettings,
} from '@designer/contract'
import { findObject } from './scene-ops'

/**
 * One change to a scene as the editor makes it: the operations it is made of — the same ones
 * co-editing sends and the same function applies — with what the history calls it. A change
 * does not undo itself: the history works out the operations that take it back when it is
 * made (history.ts).
 */
export type Change = {
  /** The i18n key of its label in the history list, and the values the label names. */
  label: string
  labelValues?: Record<string, string>
  /** Changes with the same merge key in a row (a drag, a held key) become one history step. */
  mergeKey?: string
  ops: SceneOp[]
}

type Entry = { object: SceneObject; index: number }

/** The names of some objects for a history label: "Leg", "Leg, Top", "Leg, Top +3". */
export function namesOf(objects: readonly Pick<SceneObject, 'name'>[]): string {
  const shown = objects.slice(0, 2).map((o) => o.name)
  return objects.length > 2 ? `${shown.join(', ')} +${objects.length - 2}` : shown.join(', ')
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

type Value = Extract<SceneOp, { op: 'set' }>['value']

/** One property of an object set; `undefined` takes an optional one away. */
const set = (id: string, key: string, value: unknown): SceneOp =>
  value === undefined ? { op: 'set', id, key } : { op: 'set', id, key, value: value as Value }

/** One property of the scene set; `undefined` takes an optional one away. */
const setScene = (key: string, value: unknown): SceneOp =>
  value === undefined ? { op: 'scene', key } : { op: 'scene', key, value: value as Value }

/**
 * The operations that give an object the fields of `after` (`params` one parameter at a time),
 * leaving out what it has already: a drag that only moves sends no rotation or scale, which
 * would otherwise overwrite a colleague's turn made meanwhile.
 */
function setsOf(object: SceneObject, after: Partial<SceneObject>): SceneOp[] {
  return Object.entries(after).flatMap(([key, value]): SceneOp[] => {
    if (key !== 'params') {
      return same((object as Record<string, unknown>)[key], value)
        ? []
        : [set(object.id, key, value)]
    }
    const params = object.params as Record<string, unknown>
    return Object.entries(value as Record<string, unknown>).flatMap(([name, v]) =>
      same(params[name], v) ? [] : [set(object.id, `params.${name}`, v)],
    )
  })
}

/**
 * Objects added, removed and changed as one step: new ones first (a changed object's new parent
 * may be one of them), removed ones last (a changed object may be leaving a parent that goes).
 */
export function structural(
  scene: Scene,
  label: string,
  labelValues: Record<string, string>,
  change: {
    added?: Entry[]
    removed?: readonly string[]
    patched?: { id: string; after: Partial<SceneObject> }[]
  },
): Change {
  const added = [...(change.added ?? [])].sort((a, b) => a.index - b.index)
  return {
    label,
    labelValues,
    ops: [
      ...added.map(({ object, index }): SceneOp => ({ op: 'create', object, index })),
      ...(change.patched ?? []).flatMap(({ id, after }) => {
        const object = findObject(scene, id)
        return object ? setsOf(object, after) : []
      }),
      ...(change.removed ?? []).map((id): SceneOp => ({ op: 'delete', id })),
    ],
  }
}

export function addObjects(entries: Entry[], label = 'editor.history.add'): Change {
  return {
    label,
    labelValues: { name: entries[0]?.object.name ?? '' },
    ops: [...entries]
      .sort((a, b) => a.index - b.index)
      .map(({ object, index }) => ({ op: 'create', object, index })),
  }
}

export function addObject(object: SceneObject, index: number): Change {
  return addObjects([{ object, index }])
}

/** Removes objects with everything grouped under them (a delete takes what hangs from it). */
export function removeObjects(scene: Scene, ids: readonly string[]): Change {
  return {
    label: 'editor.history.remove',
    labelValues: { name: namesOf(ids.flatMap((id) => findObject(scene, id) ?? [])) },
    ops: ids.map((id) => ({ op: 'delete', id })),
  }
}

/** Changes some fields of one object. */
export function updateObject(
  scene: Scene,
  id: string,
  after: Partial<SceneObject>,
  options: { label?: string; mergeKey?: string } = {},
): Change {
  return updateObjects(scene, [{ id, after }], options)
}

/**
 * Changes fields of several objects as one history step (the selection moved together, a
 * width typed for all of them). Undo restores each object's fields that changed, nothing else.
 */
export function updateObjects(
  scene: Scene,
  changes: readonly { id: string; after: Partial<SceneObject> }[],
  options: { label?: string; mergeKey?: string } = {},
): Change {
  const objects = changes.map(({ id }) => {
    const object = findObject(scene, id)
    if (!object) throw new Error(`no object ${id}`)
    return object
  })
  return {
    label: options.label ?? 'editor.history.change',
    labelValues: { name: namesOf(objects) },
    mergeKey: options.mergeKey,
    ops: changes.flatMap(({ after }, i) => setsOf(objects[i]!, after)),
  }
}

/**
 * The supplier item an object is made of (`null`: none), as one history step. A component
 * instance has no material of its own: its contents do.
 */
export function setMaterial(scene: Scene, id: string, supplierItemId: string | null): Change {
  const object = findObject(scene, id)
  if (object?.type === 'component') throw new Error(`${id} is a component instance`)
  return updateObject(scene, id, { supplierItemId }, { label: 'editor.history.material' })
}

/** Hours of work on an object whose supplier item is counted by the hour. */
export function setLabourHours(scene: Scene, id: string, labourHours: number): Change {
  return updateObject(scene, id, { labourHours }, { label: 'editor.history.hours' })
}

/** The scene's extra cost lines as one operation; a scene left without any has no list. */
const costLines = (label: string, lines: ExtraCostLine[]): Change => ({
  label,
  ops: [setScene('costLines', lines.length ? lines : undefined)],
})

/** Adds an extra cost line (screws, assembly hours) at the end of the scene's list. */
export function addCostLine(scene: Scene, line: ExtraCostLine): Change {
  return costLines('editor.history.addCost', [...(scene.costLines ?? []), line])
}

export function removeCostLine(scene: Scene, id: string): Change {
  if (!scene.costLines?.some((l) => l.id === id)) throw new Error(`no cost line ${id}`)
  return costLines(
    'editor.history.removeCost',
    scene.costLines.filter((l) => l.id !== id),
  )
}

/** Changes an extra cost line's item, quantity or note. */
export function updateCostLine(
  scene: Scene,
  id: string,
  after: Partial<Omit<ExtraCostLine, 'id'>>,
): Change {
  if (!scene.costLines?.some((l) => l.id === id)) throw new Error(`no cost line ${id}`)
  return costLines(
    'editor.history.changeCost',
    scene.costLines.map((l) => (l.id === id ? { ...l, ...after } : l)),
  )
}

export function updateSettings(
  scene: Scene,
  after: Partial<SceneSettings>,
  mergeKey?: string,
): Change {
  return {
    label: 'editor.history.settings',
    mergeKey,
    ops: (Object.keys(after) as (keyof SceneSettings)[]).flatMap((key): SceneOp[] =>
      same(scene.settings[key], after[key]) ? [] : [setScene(`settings.${key}`, after[key])],
    ),
  }
}

/**
 * A component's parameters replaced as a whole (a name typed, a binding added); typing in one
 * field is one step when the changes share a merge key.
 */
export function setParameters(
  scene: Scene,
  after: ComponentParameter[],
  mergeKey?: string,
): Change {
  const value = after.length ? after : undefined
  return {
    label: 'editor.history.parameters',
    mergeKey,
    ops: same(scene.parameters, value) ? [] : [setScene('parameters', value)],
  }
}
