import {
  componentIdsOf,
  fieldError,
  SCENE_LIMITS,
  type Scene,
  type SceneObject,
  type SceneOp,
  sceneObjectSchema,
  sceneSchema,
  sceneTreeIssues,
} from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Tx } from '../../db/client'
import { designs } from '../../db/schema/index'
import { AppError } from '../../lib/errors'
import { type Reference, refuseUnknownReferences } from '../../lib/references'

/**
 * What a scene must satisfy beyond its schema before it is kept, whether it comes whole (a save)
 * or as operations (co-editing): its size, its components (this company's, and no component
 * inside itself) and its supplier items (this company's). `q` is the database or the transaction
 * the write runs in.
 */

/** The supplier items a scene itself names (its objects and extra cost lines), in order of first use. */
export function supplierItemIdsOf(scene: Scene): string[] {
  const ids = new Set<string>()
  for (const o of scene.objects) if (o.supplierItemId) ids.add(o.supplierItemId)
  for (const line of scene.costLines ?? []) ids.add(line.supplierItemId)
  return [...ids]
}

/** What a scene sets on its design's row: the scene, and what is kept beside it for queries. */
export function sceneColumns(scene: Scene) {
  return {
    scene,
    componentIds: componentIdsOf(scene),
    supplierItemIds: supplierItemIdsOf(scene),
    objectCount: scene.objects.length,
  }
}

/** The size of a scene written out, in bytes: what the size limit counts. */
export const sceneBytes = (scene: unknown) => Buffer.byteLength(JSON.stringify(scene))

export function checkSize(scene: Scene, bytes = sceneBytes(scene)) {
  if (bytes > SCENE_LIMITS.maxBytes) {
    throw new AppError(
      413,
      'scene_too_large',
      `The scene is too large (${bytes} bytes; at most ${SCENE_LIMITS.maxBytes})`,
    )
  }
}

/** A scene that fails its schema, answered as the request validator answers a bad body. */
export function sceneInvalid(error: z.ZodError): AppError {
  const details = error.issues.slice(0, 50).map((issue) => {
    const path = ['scene', ...issue.path].join('.')
    return issue.message.startsWith('validation.')
      ? fieldError(path, issue.message as Parameters<typeof fieldError>[1])
      : { path, code: issue.code, message: issue.message }
  })
  return new AppError(400, 'validation_failed', 'Some fields are invalid', details)
}

/**
 * Components must be this company's components, and a component may not contain itself,
 * directly or through other components.
 */
export async function checkComponents(
  q: Database | Tx,
  companyId: string,
  design: { id: string; type: string },
  scene: Scene,
) {
  const used = componentIdsOf(scene)
  if (!used.length) return
  await refuseUnknownReferences(
    q,
    companyId,
    scene.objects.flatMap((o, i): Reference[] =>
      o.type === 'component'
        ? [{ kind: 'component', path: `scene.objects.${i}.params.designId`, id: o.params.designId }]
        : [],
    ),
  )
  if (design.type !== 'component') return

  // Walk everything the new components contain; meeting this design again is a cycle.
  const seen = new Set<string>()
  let frontier = used
  while (frontier.length) {
    if (frontier.includes(design.id)) {
      throw new AppError(
        400,
        'component_cycle',
        'A component cannot contain itself, directly or through other components',
      )
    }
    for (const id of frontier) seen.add(id)
    const next = await q
      .select({ ids: designs.componentIds })
      .from(designs)
      .where(and(eq(designs.companyId, companyId), inArray(designs.id, frontier)))
    frontier = [...new Set(next.flatMap((n) => n.ids))].filter(
      (id) => !seen.has(id) || id === design.id,
    )
  }
}

/**
 * Supplier items named by the scene must be this company's: all of them, or with `only` just
 * those ids (the ones a co-editing batch brings in; the others were checked when they came).
 */
export async function checkSupplierItems(
  q: Database | Tx,
  companyId: string,
  scene: Scene,
  only?: ReadonlySet<string>,
) {
  const kind = 'supplierItem'
  const refs: Reference[] = [
    ...scene.objects.flatMap((o, i): Reference[] =>
      o.supplierItemId
        ? [{ kind, path: `scene.objects.${i}.supplierItemId`, id: o.supplierItemId }]
        : [],
    ),
    ...(scene.costLines ?? []).map(
      (line, i): Reference => ({
        kind,
        path: `scene.costLines.${i}.supplierItemId`,
        id: line.supplierItemId,
      }),
    ),
  ]
  await refuseUnknownReferences(q, companyId, only ? refs.filter((r) => only.has(r.id)) : refs)
}

/** What a co-editing batch changed, checked, and how to write it. */
export type CheckedBatch = {
  scene: Scene
  bytes: number
  /**
   * Only properties changed (no object created or deleted): the objects replaced, by their place
   * in the list, and the scene's own keys set; the write patches just those. Null: write the
   * whole scene.
   */
  patch: {
    objects: Map<number, SceneObject>
    keys: Set<'settings' | 'parameters' | 'costLines'>
  } | null
}

/** More objects changed than this in one batch: the whole scene is written instead of patched. */
const MAX_PATCHED_OBJECTS = 2

/**
 * A co-editing batch's result checked as a save is, without checking again what it left as it
 * was: the objects whose properties it set (each against the object's schema), the scene's own
 * keys when it set one, and the whole tree's invariants (ids, parents, cycles, the number of
 * objects), which one pass over the objects checks. Objects it created were checked with the
 * request; objects it did not touch were checked when they were last written. The size is the
 * kept one moved by what changed. Answers the scene as the schemas leave it (defaults filled,
 * unknown keys dropped), as a whole save keeps it.
 */
export function checkBatch(
  before: { scene: Scene; bytes: number },
  after: Scene,
  applied: readonly SceneOp[],
): CheckedBatch {
  const issues: z.core.$ZodIssue[] = []
  const structural =
    after.objects.length !== before.scene.objects.length ||
    applied.some((op) => op.op === 'create' || op.op === 'delete')
  const setIds = new Set<string>()
  const keys = new Set<'settings' | 'parameters' | 'costLines'>()
  for (const op of applied) {
    if (op.op === 'set') setIds.add(op.id)
    if (op.op === 'scene')
      keys.add(op.key.startsWith('settings.') ? 'settings' : (op.key as 'parameters' | 'costLines'))
  }

  const objects = after.objects.slice()
  const changed = new Map<number, SceneObject>()
  if (setIds.size) {
    objects.forEach((o, i) => {
      if (!setIds.has(o.id)) return
      const parsed = sceneObjectSchema.safeParse(o)
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          issues.push({ ...issue, path: ['objects', i, ...issue.path] })
      } else {
        objects[i] = parsed.data
        changed.set(i, parsed.data)
      }
    })
  }
  let shell: Omit<Scene, 'objects'> = after
  if (keys.size) {
    const parsed = sceneSchema.safeParse({ ...after, objects: [] })
    if (!parsed.success) issues.push(...parsed.error.issues)
    else shell = parsed.data
  }
  if (objects.length > SCENE_LIMITS.maxObjects) {
    issues.push({
      code: 'custom',
      path: ['objects'],
      message: 'validation.tooManyObjects',
      input: undefined,
    })
  }
  for (const t of sceneTreeIssues(objects)) {
    issues.push({
      code: 'custom',
      path: ['objects', t.index, t.key],
      message: t.message,
      input: undefined,
    })
  }
  if (issues.length) throw sceneInvalid(new z.ZodError(issues))

  const scene: Scene = { ...shell, objects }
  if (structural || changed.size > MAX_PATCHED_OBJECTS) {
    const bytes = sceneBytes(scene)
    checkSize(scene, bytes)
    return { scene, bytes, patch: null }
  }
  let bytes = before.bytes
  for (const [i, o] of changed) bytes += sceneBytes(o) - sceneBytes(before.scene.objects[i])
  if (keys.size) {
    bytes += sceneBytes({ ...scene, objects: [] }) - sceneBytes({ ...before.scene, objects: [] })
  }
  checkSize(scene, bytes)
  return { scene, bytes, patch: { objects: changed, keys } }
}
