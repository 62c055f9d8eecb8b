import {
  applySceneOps,
  type LoggedOp,
  type OpsBatch,
  type OpsBatchInput,
  type OpsResult,
  type OpsSince,
  type Scene,
  sceneSchema,
} from '@designer/contract'
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client'
import { designOps, designs } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import {
  checkComponents,
  checkSize,
  checkSupplierItems,
  sceneColumns,
  sceneInvalid,
} from './scene-checks'

/** How many versions of a design the log keeps; a client further behind gets the whole scene. */
export const OPS_LOG_KEPT = 200

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
  },
): Promise<(OpsBatch & { updatedAt: Date }) | null> {
  const { companyId, designId, actorId, clientId, ops } = write
  const [saved] = await tx
    .update(designs)
    .set({ ...sceneColumns(write.scene), version: sql`${designs.version} + 1`, updatedBy: actorId })
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
  return {
    async apply(
      companyId: string,
      userId: string,
      id: string,
      input: OpsBatchInput,
    ): Promise<OpsResult> {
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(designs)
          .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
          .for('update')
        if (!current) throw notFound('Design')
        const { scene, applied } = applySceneOps(current.scene, input.ops)
        if (!applied.length) return { version: current.version, ops: [], scene: null }
        const parsed = sceneSchema.safeParse(scene)
        if (!parsed.success) throw sceneInvalid(parsed.error)
        checkSize(parsed.data)
        await checkComponents(tx, companyId, current, parsed.data)
        await checkSupplierItems(tx, companyId, parsed.data)
        const batch = await writeVersion(tx, {
          companyId,
          designId: id,
          actorId: userId,
          clientId: input.clientId,
          scene: parsed.data,
          ops: applied,
        })
        return { version: batch!.version, ops: applied, scene: parsed.data }
      })
      if (result.scene) {
        announceVersion(events, companyId, id, {
          version: result.version,
          actorId: userId,
          clientId: input.clientId,
          ops: result.ops,
        })
        onSceneSaved?.(companyId, id, result.scene)
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
