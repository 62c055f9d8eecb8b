import { componentIdsOf, fieldError, SCENE_LIMITS, type Scene } from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
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

export function checkSize(scene: Scene) {
  const bytes = Buffer.byteLength(JSON.stringify(scene))
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

/** Supplier items named by the scene must be this company's. */
export async function checkSupplierItems(q: Database | Tx, companyId: string, scene: Scene) {
  const kind = 'supplierItem'
  await refuseUnknownReferences(q, companyId, [
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
  ])
}
