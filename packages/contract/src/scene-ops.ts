import { z } from 'zod'
import {
  objectIdSchema,
  type Scene,
  type SceneObject,
  sceneObjectSchema,
  sceneSchema,
} from './designs'

/**
 * Co-editing a design: property-level operations on its scene. A client sends what it changed
 * (objects created or deleted, one property of an object or of the scene set); the server applies
 * batches in the order they arrive, keeps them in a log with the version each one made, and
 * sends them to everyone in the design. Everyone applies the same batches in the same order with
 * the same function, `applySceneOps`, so every scene ends the same.
 */

/** An object's properties that change one at a time; `params.<name>` is one parameter. */
const OBJECT_KEY =
  /^(name|position|rotation|scale|color|parentId|visible|supplierItemId|labourHours|params\.[A-Za-z_]\w{0,39})$/
/** The scene's own properties: each setting, the component's parameters, the extra costs. */
const SCENE_KEY = /^(settings\.(background|lighting|units|gridSize)|parameters|costLines)$/

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
/**
 * Any JSON value. Bodies and socket messages are parsed JSON, so there is nothing to check; a
 * custom schema, unlike `z.json()`, is not recursive, which generated clients cannot type.
 */
const jsonValueSchema = z.custom<JsonValue>().describe('Any JSON value')

export const sceneOpSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('create'),
    object: sceneObjectSchema,
    /** Where it goes in the scene's list of objects (the outliner's order). */
    index: z.number().int().min(0).max(1_000_000),
  }),
  /** Deletes the object and everything under it. */
  z.object({ op: z.literal('delete'), id: objectIdSchema }),
  /** Sets one property of an object; without `value` an optional property goes. */
  z.object({
    op: z.literal('set'),
    id: objectIdSchema,
    key: z.string().regex(OBJECT_KEY),
    value: jsonValueSchema.optional(),
  }),
  z.object({
    op: z.literal('scene'),
    key: z.string().regex(SCENE_KEY),
    value: jsonValueSchema.optional(),
  }),
])
export type SceneOp = z.infer<typeof sceneOpSchema>

/** What the log also holds: a whole scene saved by a client that does not send operations. */
export type ReplaceOp = { op: 'replace'; scene: Scene }
export type LoggedOp = SceneOp | ReplaceOp

export const OPS_LIMITS = { maxOpsPerBatch: 20_000 } as const

export const opsBatchInputSchema = z.object({
  /** The sending tab: it knows its own batches when they come back. */
  clientId: z.string().regex(/^[\w-]{8,64}$/),
  /** The version the client's changes were made on. */
  baseVersion: z.number().int().min(0),
  ops: z.array(sceneOpSchema).min(1).max(OPS_LIMITS.maxOpsPerBatch),
})
export type OpsBatchInput = z.infer<typeof opsBatchInputSchema>

/** One batch as the server applied it: the version it made, by whom, from which tab. */
export const opsBatchSchema = z.object({
  version: z.number().int(),
  actorId: z.uuid().nullable(),
  clientId: z.string().nullable(),
  ops: z.array(z.unknown()) as unknown as z.ZodType<LoggedOp[]>,
})
export type OpsBatch = z.infer<typeof opsBatchSchema>

/** What a client missed since a version: the batches, or the whole scene when the log is shorter. */
export const opsSinceSchema = z.object({
  version: z.number().int(),
  batches: z.array(opsBatchSchema),
  scene: (sceneSchema as z.ZodType<Scene>).optional(),
})
export type OpsSince = z.infer<typeof opsSinceSchema>

/** The answer to a batch: the version it made (unchanged when nothing applied) and what applied. */
export const opsResultSchema = z.object({
  version: z.number().int(),
  ops: z.array(z.unknown()) as unknown as z.ZodType<LoggedOp[]>,
})
export type OpsResult = z.infer<typeof opsResultSchema>

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

function withKey<T extends object>(target: T, key: string, value: unknown): T {
  const copy = { ...target } as Record<string, unknown>
  if (value === undefined) delete copy[key]
  else copy[key] = value
  return copy as T
}

function setObjectKey(o: SceneObject, key: string, value: unknown): SceneObject {
  if (key.startsWith('params.')) {
    return { ...o, params: withKey(o.params, key.slice(7), value) } as SceneObject
  }
  return withKey(o, key, value)
}

function setSceneKey(scene: Scene, key: string, value: unknown): Scene {
  if (key.startsWith('settings.')) {
    return { ...scene, settings: withKey(scene.settings, key.slice(9), value) }
  }
  return withKey(scene, key, value)
}

/**
 * Applies operations in order and answers the scene with the ones that applied. An operation on
 * an object that is gone, a second object with a taken id, or a move under an object of its own
 * is skipped; objects whose parent is gone at the end go too (a delete wins over a concurrent
 * change beneath it). Values are not checked here: the server checks the resulting scene with
 * the scene's schema before keeping it.
 */
export function applySceneOps<Op extends LoggedOp>(
  scene: Scene,
  ops: readonly Op[],
): { scene: Scene; applied: Op[] } {
  let current = scene
  let order = scene.objects.map((o) => o.id)
  const byId = new Map(scene.objects.map((o) => [o.id, o]))
  const removed = new Set<string>()
  const applied: Op[] = []
  /** There, and not under something deleted in this batch. */
  const exists = (id: string) => {
    let up: string | null = id
    for (let steps = 0; up !== null && steps <= byId.size; steps++) {
      if (removed.has(up) || !byId.has(up)) return false
      up = byId.get(up)!.parentId
    }
    return true
  }

  for (const op of ops) {
    switch (op.op) {
      case 'replace': {
        current = op.scene
        order = op.scene.objects.map((o) => o.id)
        byId.clear()
        for (const o of op.scene.objects) byId.set(o.id, o)
        removed.clear()
        break
      }
      case 'create': {
        if (byId.has(op.object.id)) continue
        byId.set(op.object.id, op.object)
        order.splice(Math.min(op.index, order.length), 0, op.object.id)
        break
      }
      case 'delete': {
        if (!exists(op.id)) continue
        removed.add(op.id)
        break
      }
      case 'set': {
        const object = byId.get(op.id)
        if (!object || !exists(op.id)) continue
        if (op.key === 'parentId' && op.value !== null && op.value !== undefined) {
          const parent = String(op.value)
          if (!exists(parent)) continue
          // Under itself, directly or through its children: skipped.
          let up: string | null = parent
          let cycle = false
          for (let steps = 0; up !== null && steps <= byId.size; steps++) {
            if (up === op.id) {
              cycle = true
              break
            }
            up = byId.get(up)?.parentId ?? null
          }
          if (cycle) continue
        }
        byId.set(op.id, setObjectKey(object, op.key, op.value))
        break
      }
      case 'scene': {
        current = setSceneKey(current, op.key, op.value)
        break
      }
    }
    applied.push(op)
  }

  // Whatever hangs from something gone (or from nothing) goes with it.
  const alive = new Map<string, boolean>()
  const isAlive = (id: string): boolean => {
    const known = alive.get(id)
    if (known !== undefined) return known
    alive.set(id, false) // a loop of parents ends here as gone
    const o = byId.get(id)
    const result = !!o && !removed.has(id) && (o.parentId === null || isAlive(o.parentId))
    alive.set(id, result)
    return result
  }
  const objects = order.filter(isAlive).map((id) => byId.get(id)!)
  return { scene: { ...current, objects }, applied }
}

/**
 * The operations that turn scene `a` into scene `b`: objects created (in `b`'s order, so their
 * places come out the same), properties set, objects deleted. Unchanged objects are recognised
 * by identity first, so a diff of a large scene with a few changes is cheap.
 */
export function diffScenes(a: Scene, b: Scene): SceneOp[] {
  const creates: SceneOp[] = []
  const sets: SceneOp[] = []
  const deletes: SceneOp[] = []
  if (a !== b) {
    for (const key of ['background', 'lighting', 'units', 'gridSize'] as const) {
      if (!same(a.settings[key], b.settings[key]))
        sets.push({ op: 'scene', key: `settings.${key}`, value: b.settings[key] })
    }
    for (const key of ['parameters', 'costLines'] as const) {
      if (!same(a[key], b[key])) sets.push({ op: 'scene', key, value: b[key] as JsonValue })
    }
  }
  if (a.objects !== b.objects) {
    const before = new Map(a.objects.map((o) => [o.id, o]))
    const after = new Set(b.objects.map((o) => o.id))
    b.objects.forEach((o, index) => {
      const old = before.get(o.id)
      if (!old) {
        creates.push({ op: 'create', object: o, index })
        return
      }
      if (old === o) return
      const keys = new Set([...Object.keys(old), ...Object.keys(o)])
      for (const key of keys) {
        if (key === 'id' || key === 'type') continue
        const was = (old as Record<string, unknown>)[key]
        const now = (o as Record<string, unknown>)[key]
        if (was === now) continue
        if (key === 'params') {
          const p0 = was as Record<string, unknown>
          const p1 = now as Record<string, unknown>
          for (const k of new Set([...Object.keys(p0), ...Object.keys(p1)])) {
            if (!same(p0[k], p1[k]))
              sets.push({ op: 'set', id: o.id, key: `params.${k}`, value: p1[k] as JsonValue })
          }
        } else if (!same(was, now)) {
          sets.push({ op: 'set', id: o.id, key, value: now as JsonValue })
        }
      }
    })
    for (const o of a.objects) if (!after.has(o.id)) deletes.push({ op: 'delete', id: o.id })
  }
  // New objects first (a moved object's new parent may be one), deletes last (a moved object
  // may be leaving a parent that goes).
  return [...creates, ...sets, ...deletes]
}

/**
 * The same operations with the ones a later one overwrites left out: of two `set`s of one
 * property (or two `scene` ops of one key) only the later counts, unless an object is created
 * or deleted between them (whether a `set` applies depends on that). Moves to another parent are
 * kept, since whether one applies depends on the rest of the tree. A drag of sixty frames is
 * then one operation per property, in a batch as in an undo step.
 */
export function compactSceneOps(ops: readonly SceneOp[]): SceneOp[] {
  const later = new Set<string>()
  const kept: SceneOp[] = []
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i]!
    if (op.op === 'create' || op.op === 'delete') later.clear()
    else if (op.op !== 'set' || op.key !== 'parentId') {
      const target = op.op === 'set' ? `${op.id}\u0000${op.key}` : `\u0000${op.key}`
      if (later.has(target)) continue
      later.add(target)
    }
    kept.push(op)
  }
  return kept.reverse()
}
