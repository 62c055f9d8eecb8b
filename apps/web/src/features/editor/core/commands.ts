import type {
  ComponentParameter,
  ExtraCostLine,
  Scene,
  SceneObject,
  SceneSettings,
} from '@designer/contract'
import {
  findObject,
  insertCostLine,
  insertObjects,
  patchCostLine,
  patchObject,
  patchSettings,
  removeCostLine,
  removeObjects,
  withDescendants,
} from './scene-ops'

/**
 * One change to a scene, able to undo itself. Commands are plain data plus two pure
 * functions, so history can list, merge and serialise them.
 */
export type Command = {
  type: string
  /** The i18n key of its label in the history list, and the values the label names. */
  label: string
  labelValues?: Record<string, string>
  /** Commands with the same merge key in a row (a drag, a held key) become one history step. */
  mergeKey?: string
  apply(scene: Scene): Scene
  revert(scene: Scene): Scene
  /** This command followed by `next` as one command, or null when they do not combine. */
  merge?(next: Command): Command | null
  /** What the command changes, for merging and inspection. */
  data?: unknown
  toJSON(): object
}

/**
 * Objects added, removed and changed as one step: applying removes, then patches, then adds;
 * undoing takes the added away, puts the patched fields back and the removed in their places.
 */
export function structural(
  label: string,
  labelValues: Record<string, string>,
  change: { added?: Entry[]; removed?: Entry[]; patched?: Patch[] },
  type = 'structural',
): Command {
  const added = change.added ?? []
  const removed = change.removed ?? []
  const patched = change.patched ?? []
  const addedIds = new Set(added.map((e) => e.object.id))
  const removedIds = new Set(removed.map((e) => e.object.id))
  return {
    type,
    label,
    labelValues,
    apply: (scene) =>
      insertObjects(
        patched.reduce((s, p) => patchObject(s, p.id, p.after), removeObjects(scene, removedIds)),
        added,
      ),
    revert: (scene) =>
      insertObjects(
        patched.reduceRight(
          (s, p) => patchObject(s, p.id, p.before),
          removeObjects(scene, addedIds),
        ),
        removed,
      ),
    toJSON: () => ({ type, added, removed, patched }),
  }
}

export function addObjects(
  entries: { object: SceneObject; index: number }[],
  label = 'editor.history.add',
): Command {
  return structural(
    label,
    { name: entries[0]?.object.name ?? '' },
    { added: entries },
    'add-objects',
  )
}

export function addObject(object: SceneObject, index: number): Command {
  return addObjects([{ object, index }])
}

/** Removes objects with everything grouped under them; undo puts each back in its place. */
export function removeObjectsCommand(scene: Scene, ids: readonly string[]): Command {
  return structural(
    'editor.history.remove',
    { name: namesOf(ids.flatMap((id) => findObject(scene, id) ?? [])) },
    { removed: withDescendants(scene, ids) },
    'remove-objects',
  )
}

type Entry = { object: SceneObject; index: number }
type Patch = { id: string; before: Partial<SceneObject>; after: Partial<SceneObject> }
type UpdateData = Patch
type SettingsData = { before: Partial<SceneSettings>; after: Partial<SceneSettings> }

/** Two partial objects laid over each other, their parameters too. */
function overlay(first: Partial<SceneObject>, second: Partial<SceneObject>): Partial<SceneObject> {
  const params = first.params || second.params ? { ...first.params, ...second.params } : undefined
  return { ...first, ...second, ...(params ? { params } : {}) } as Partial<SceneObject>
}

/** The names of some objects for a history label: "Leg", "Leg, Top", "Leg, Top +3". */
export function namesOf(objects: readonly Pick<SceneObject, 'name'>[]): string {
  const shown = objects.slice(0, 2).map((o) => o.name)
  return objects.length > 2 ? `${shown.join(', ')} +${objects.length - 2}` : shown.join(', ')
}

/** The fields of `after` as they are on `current` now: what undo puts back. */
function beforeOf(current: SceneObject, after: Partial<SceneObject>): Partial<SceneObject> {
  const before: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof SceneObject)[]) {
    if (key === 'params') {
      const params: Record<string, unknown> = {}
      for (const p of Object.keys(after.params ?? {}))
        params[p] = (current.params as Record<string, unknown>)[p]
      before.params = params
    } else {
      before[key] = current[key]
    }
  }
  return before as Partial<SceneObject>
}

/**
 * Changes some fields of one object. `before` holds the same fields' old values, so undo
 * restores exactly what changed and nothing else.
 */
export function updateObject(
  scene: Scene,
  id: string,
  after: Partial<SceneObject>,
  options: { label?: string; mergeKey?: string } = {},
): Command {
  return updateObjects(scene, [{ id, after }], options)
}

/**
 * Changes fields of several objects as one history step (the selection moved together, a
 * width typed for all of them). Each object's undo restores exactly the fields it changed.
 */
export function updateObjects(
  scene: Scene,
  changes: readonly { id: string; after: Partial<SceneObject> }[],
  options: { label?: string; mergeKey?: string } = {},
): Command {
  const entries = changes.map(({ id, after }) => {
    const current = findObject(scene, id)
    if (!current) throw new Error(`no object ${id}`)
    return { id, before: beforeOf(current, after), after }
  })
  const objects = changes.map(({ id }) => findObject(scene, id)!)
  return makeUpdate(
    namesOf(objects),
    entries,
    options.label ?? 'editor.history.change',
    options.mergeKey,
  )
}

function makeUpdate(
  name: string,
  entries: UpdateData[],
  label: string,
  mergeKey: string | undefined,
): Command {
  return {
    type: 'update-object',
    label,
    labelValues: { name },
    mergeKey,
    data: entries,
    apply: (scene) => entries.reduce((s, e) => patchObject(s, e.id, e.after), scene),
    revert: (scene) => entries.reduceRight((s, e) => patchObject(s, e.id, e.before), scene),
    merge(next) {
      if (next.type !== 'update-object' || !mergeKey || next.mergeKey !== mergeKey) return null
      const later = new Map((next.data as UpdateData[]).map((e) => [e.id, e]))
      if (later.size !== entries.length || entries.some((e) => !later.has(e.id))) return null
      // From the first command's "before" to the last one's "after": one step.
      return makeUpdate(
        name,
        entries.map((e) => {
          const n = later.get(e.id)!
          return { id: e.id, before: overlay(n.before, e.before), after: overlay(e.after, n.after) }
        }),
        label,
        mergeKey,
      )
    },
    toJSON: () => ({ type: 'update-object', entries }),
  }
}

/**
 * The supplier item an object is made of (`null`: none), as one history step. A component
 * instance has no material of its own: its contents do.
 */
export function setMaterial(scene: Scene, id: string, supplierItemId: string | null): Command {
  const object = findObject(scene, id)
  if (object?.type === 'component') throw new Error(`${id} is a component instance`)
  return updateObject(scene, id, { supplierItemId }, { label: 'editor.history.material' })
}

/** Hours of work on an object whose supplier item is counted by the hour. */
export function setLabourHours(scene: Scene, id: string, labourHours: number): Command {
  return updateObject(scene, id, { labourHours }, { label: 'editor.history.hours' })
}

/** Adds an extra cost line (screws, assembly hours) at the end of the scene's list. */
export function addCostLine(scene: Scene, line: ExtraCostLine): Command {
  const index = scene.costLines?.length ?? 0
  return {
    type: 'add-cost-line',
    label: 'editor.history.addCost',
    apply: (s) => insertCostLine(s, line, index),
    revert: (s) => removeCostLine(s, line.id),
    toJSON: () => ({ type: 'add-cost-line', line, index }),
  }
}

export function removeCostLineCommand(scene: Scene, id: string): Command {
  const index = (scene.costLines ?? []).findIndex((l) => l.id === id)
  const line = scene.costLines?.[index]
  if (!line) throw new Error(`no cost line ${id}`)
  return {
    type: 'remove-cost-line',
    label: 'editor.history.removeCost',
    apply: (s) => removeCostLine(s, id),
    revert: (s) => insertCostLine(s, line, index),
    toJSON: () => ({ type: 'remove-cost-line', line, index }),
  }
}

/** Changes an extra cost line's item, quantity or note; undo restores the fields it changed. */
export function updateCostLine(
  scene: Scene,
  id: string,
  after: Partial<Omit<ExtraCostLine, 'id'>>,
): Command {
  const line = scene.costLines?.find((l) => l.id === id)
  if (!line) throw new Error(`no cost line ${id}`)
  const before: Partial<ExtraCostLine> = {}
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    ;(before as Record<string, unknown>)[key] = line[key]
  }
  return {
    type: 'update-cost-line',
    label: 'editor.history.changeCost',
    data: { id, before, after },
    apply: (s) => patchCostLine(s, id, after),
    revert: (s) => patchCostLine(s, id, before),
    toJSON: () => ({ type: 'update-cost-line', id, before, after }),
  }
}

export function updateSettings(
  scene: Scene,
  after: Partial<SceneSettings>,
  mergeKey?: string,
): Command {
  const before: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof SceneSettings)[]) before[key] = scene.settings[key]
  return makeSettings({ before: before as Partial<SceneSettings>, after }, mergeKey)
}

function makeSettings(data: SettingsData, mergeKey: string | undefined): Command {
  return {
    type: 'update-settings',
    label: 'editor.history.settings',
    mergeKey,
    data,
    apply: (s) => patchSettings(s, data.after),
    revert: (s) => patchSettings(s, data.before),
    merge: (next) => {
      if (next.type !== 'update-settings' || !mergeKey || next.mergeKey !== mergeKey) return null
      const n = next.data as SettingsData
      return makeSettings(
        { before: { ...n.before, ...data.before }, after: { ...data.after, ...n.after } },
        mergeKey,
      )
    },
    toJSON: () => ({ type: 'update-settings', ...data }),
  }
}

/** Several commands as one history step (a multi-object change). */
export function group(
  commands: Command[],
  label: string,
  labelValues?: Record<string, string>,
): Command {
  return {
    type: 'group',
    label,
    labelValues,
    apply: (scene) => commands.reduce((s, c) => c.apply(s), scene),
    revert: (scene) => [...commands].reverse().reduce((s, c) => c.revert(s), scene),
    toJSON: () => ({ type: 'group', commands: commands.map((c) => c.toJSON()) }),
  }
}

/** The whole scene at once (restoring a draft): undo brings back the one before. */
export function replaceScene(before: Scene, after: Scene, label: string): Command {
  return {
    type: 'replace-scene',
    label,
    apply: () => after,
    revert: () => before,
    toJSON: () => ({ type: 'replace-scene', after }),
  }
}

/**
 * A component's parameters replaced as a whole (a name typed, a binding added); typing in one
 * field is one step when the commands share a merge key.
 */
export function setParameters(
  scene: Scene,
  after: ComponentParameter[],
  mergeKey?: string,
): Command {
  return makeParameters(scene.parameters, after.length ? after : undefined, mergeKey)
}

function makeParameters(
  before: ComponentParameter[] | undefined,
  after: ComponentParameter[] | undefined,
  mergeKey: string | undefined,
): Command {
  const put = (scene: Scene, parameters: ComponentParameter[] | undefined): Scene => {
    const { parameters: _, ...rest } = scene
    return parameters ? { ...rest, parameters } : rest
  }
  return {
    type: 'set-parameters',
    label: 'editor.history.parameters',
    mergeKey,
    data: { before, after },
    apply: (s) => put(s, after),
    revert: (s) => put(s, before),
    merge: (next) => {
      if (next.type !== 'set-parameters' || !mergeKey || next.mergeKey !== mergeKey) return null
      return makeParameters(before, (next.data as { after: typeof after }).after, mergeKey)
    },
    toJSON: () => ({ type: 'set-parameters', after }),
  }
}
