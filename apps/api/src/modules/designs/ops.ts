import {
  applySceneOps,
  componentIdsOf,
  type LoggedOp,
  type OpsBatch,
  type OpsBatchInput,
  type OpsResult,
  type OpsSince,
  type Scene,
} from '@designer/contract'
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client'
import { designOps, designs } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { createSceneCache } from './scene-cache'
import {
  type CheckedBatch,
  checkBatch,
  checkComponents,
  checkSupplierItems,
  sceneBytes,
  sceneColumns,
  supplierItemIdsOf,
} from './scene-checks'

/** How many versions of a design the log keeps; a client further behind gets the whole scene. */
export const OPS_LOG_KEPT = 200

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i])

/**
 * The scene column patched where a batch changed it: each object replaced at its place, each of
 * the scene's own keys set or removed. PostgreSQL rewrites the value, but nothing of the scene
 * is written out, sent or parsed again but what changed.
 */
function patched(checked: CheckedBatch & { patch: object }): SQL {
  let scene: SQL = sql`${designs.scene}`
  for (const [index, object] of checked.patch.objects) {
    scene = sql`jsonb_set(${scene}, ${`{objects,${index}}`}::text[], ${JSON.stringify(object)}::jsonb)`
  }
  for (const key of checked.patch.keys) {
    const value = checked.scene[key]
    scene =
      value === undefined
        ? sql`(${scene} - ${key}::text)`
        : sql`jsonb_set(${scene}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`
  }
  return scene
}

/** A whole scene saved, as the log records it. */
export const replaced = (scene: Scene): LoggedOp[] => [{ op: 'replace', scene }]

/**
 * Writes a new version of a design's scene, in the transaction given: the row (the scene and
 * what is kept beside it, the version bumped) and its entry in the log — the operations of a
 * co-editor, or the whole scene of a save. With `fromVersion`, only over that version (a save
 * made on it); null when another write came first. Older log entries go now and then. Answers
 * the batch to announce once the transaction has committed.
 */
export async function writeVersion(
  tx: Database | Tx,
  write: {
    companyId: string
    designId: string
    actorId: string
    clientId: string | null
    scene: Scene
    ops: LoggedOp[]
    fromVersion?: number
    /**
     * Instead of the whole scene, what to set: the scene patched where it changed, and only the
     * columns kept beside it that changed (a co-editing batch that only set properties).
     */
    patch?: { scene: SQL; columns: Partial<Omit<ReturnType<typeof sceneColumns>, 'scene'>> }
  },
): Promise<(OpsBatch & { updatedAt: Date }) | null> {
  const { companyId, designId, actorId, clientId, ops } = write
  const columns = write.patch
    ? { ...write.patch.columns, scene: write.patch.scene }
    : sceneColumns(write.scene)
  const [saved] = await tx
    .update(designs)
    .set({ ...columns, version: sql`${designs.version} + 1`, updatedBy: actorId })
    .where(
      and(
        eq(designs.id, designId),
        eq(designs.companyId, companyId),
        write.fromVersion === undefined ? undefined : eq(designs.version, write.fromVersion),
      ),
    )
    .returning({ version: designs.version, updatedAt: designs.updatedAt })
  if (!saved) return null
  const { version } = saved
  await tx.insert(designOps).values({ designId, companyId, version, actorId, clientId, ops })
  if (version % 50 === 0) {
    await tx
      .delete(designOps)
      .where(and(eq(designOps.designId, designId), lte(designOps.version, version - OPS_LOG_KEPT)))
  }
  return { version, actorId, clientId, ops, updatedAt: saved.updatedAt }
}

/**
 * Tells the company of a committed version: the batch to the design's co-editors, the event to
 * every page that lists or shows the design.
 */
export function announceVersion(
  events: EventsPublisher,
  companyId: string,
  designId: string,
  { version, actorId, clientId, ops }: OpsBatch,
) {
  events.publish(companyId, { type: 'ops', designId, batch: { version, actorId, clientId, ops } })
  events.publish(companyId, { type: 'designs.updated', id: designId, version, actorId })
}

/**
 * Co-editing: batches of operations applied in the order they arrive (server order), whatever
 * version they were made on — a property changed by two people ends with the later one, and
 * changes to different properties both stay. The result is checked as a whole save is (the
 * scene's schema, its size, components of this company without cycles, supplier items of this
 * company) before it is kept.
 */
export function createDesignOps({
  db,
  events,
  onSceneSaved,
}: {
  db: Database
  events: EventsPublisher
  onSceneSaved?: (companyId: string, id: string, scene: Scene) => void
}) {
  const scenes = createSceneCache()

  /** The scene of the version the row is at, read from the row (the cache did not hold it). */
  async function load(tx: Tx, id: string, version: number) {
    const [row] = await tx.select({ scene: designs.scene }).from(designs).where(eq(designs.id, id))
    const scene = row!.scene
    return { version, scene, bytes: sceneBytes(scene) }
  }

  /**
   * The components and supplier items the scene names, checked where the batch changed them;
   * answers the columns kept beside the scene that changed.
   */
  async function checkReferences(
    tx: Tx,
    companyId: string,
    current: { id: string; type: string; componentIds: string[]; supplierItemIds: string[] },
    scene: Scene,
  ) {
    const columns: Partial<Omit<ReturnType<typeof sceneColumns>, 'scene'>> = {
      objectCount: scene.objects.length,
    }
    const componentIds = componentIdsOf(scene)
    if (!sameList(componentIds, current.componentIds)) {
      await checkComponents(tx, companyId, current, scene)
      columns.componentIds = componentIds
    }
    const supplierItemIds = supplierItemIdsOf(scene)
    if (!sameList(supplierItemIds, current.supplierItemIds)) {
      const known = new Set(current.supplierItemIds)
      const added = new Set(supplierItemIds.filter((i) => !known.has(i)))
      if (added.size) await checkSupplierItems(tx, companyId, scene, added)
      columns.supplierItemIds = supplierItemIds
    }
    return columns
  }

  return {
    async apply(
      companyId: string,
      userId: string,
      id: string,
      input: OpsBatchInput,
    ): Promise<OpsResult> {
      const result = await db.transaction(async (tx) => {
        // The row locked, without its scene: the scene comes from this process's cache when it
        // holds the version the row is at, else from the row.
        const [current] = await tx
          .select({
            id: designs.id,
            type: designs.type,
            version: designs.version,
            componentIds: designs.componentIds,
            supplierItemIds: designs.supplierItemIds,
          })
          .from(designs)
          .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
          .for('update')
        if (!current) throw notFound('Design')
        const before = scenes.get(id, current.version) ?? (await load(tx, id, current.version))
        const { scene, applied } = applySceneOps(before.scene, input.ops)
        if (!applied.length) return { version: current.version, ops: [], checked: null }
        const checked = checkBatch(before, scene, applied)
        const columns = await checkReferences(tx, companyId, current, checked.scene)
        const batch = await writeVersion(tx, {
          companyId,
          designId: id,
          actorId: userId,
          clientId: input.clientId,
          scene: checked.scene,
          ops: applied,
          patch: checked.patch
            ? { scene: patched({ ...checked, patch: checked.patch }), columns }
            : undefined,
        })
        return { version: batch!.version, ops: applied, checked }
      })
      if (result.checked) {
        scenes.set(id, {
          version: result.version,
          scene: result.checked.scene,
          bytes: result.checked.bytes,
        })
      }
      if (result.checked) {
        announceVersion(events, companyId, id, {
          version: result.version,
          actorId: userId,
          clientId: input.clientId,
          ops: result.ops,
        })
        onSceneSaved?.(companyId, id, result.checked.scene)
      }
      return { version: result.version, ops: result.ops }
    },

    /**
     * What changed after `since`: every batch in order when the log still has them all, else
     * the whole scene at the current version.
     */
    async since(companyId: string, id: string, since: number): Promise<OpsSince> {
      const [current] = await db
        .select({ version: designs.version, scene: designs.scene })
        .from(designs)
        .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
      if (!current) throw notFound('Design')
      if (since === current.version) return { version: current.version, batches: [] }
      const rows =
        since < current.version
          ? await db
              .select({
                version: designOps.version,
                actorId: designOps.actorId,
                clientId: designOps.clientId,
                ops: designOps.ops,
              })
              .from(designOps)
              .where(
                and(
                  eq(designOps.designId, id),
                  eq(designOps.companyId, companyId),
                  gt(designOps.version, since),
                  lte(designOps.version, current.version),
                ),
              )
              .orderBy(asc(designOps.version))
          : []
      const complete =
        rows.length === current.version - since && rows.every((r, i) => r.version === since + i + 1)
      return complete
        ? { version: current.version, batches: rows }
        : { version: current.version, batches: [], scene: current.scene }
    },
  }
}
export type DesignOps = ReturnType<typeof createDesignOps>
