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

/**
 * Records a new version of a design in the log, in the transaction that wrote it: the
 * operations of a co-editor, or the whole scene of a save. Older entries beyond what the log
 * keeps go now and then.
 */
export async function logVersion(
  tx: Database | Tx,
  entry: {
    designId: string
    companyId: string
    version: number
    actorId: string | null
    clientId: string | null
    ops: LoggedOp[]
  },
) {
  await tx.insert(designOps).values(entry)
  if (entry.version % 50 === 0) {
    await tx
      .delete(designOps)
      .where(
        and(
          eq(designOps.designId, entry.designId),
          lte(designOps.version, entry.version - OPS_LOG_KEPT),
        ),
      )
  }
}

/** The message that tells a design's co-editors of a new version. */
export const opsMessage = (designId: string, batch: OpsBatch) =>
  ({ type: 'design.ops', designId, batch }) as const

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
        const [saved] = await tx
          .update(designs)
          .set({
            ...sceneColumns(parsed.data),
            version: sql`${designs.version} + 1`,
            updatedBy: userId,
          })
          .where(eq(designs.id, id))
          .returning({ version: designs.version })
        await logVersion(tx, {
          designId: id,
          companyId,
          version: saved!.version,
          actorId: userId,
          clientId: input.clientId,
          ops: applied,
        })
        return { version: saved!.version, ops: applied, scene: parsed.data }
      })
      if (result.scene) {
        const batch = { version: result.version, actorId: userId, clientId: input.clientId }
        events.publish(companyId, opsMessage(id, { ...batch, ops: result.ops }))
        events.publish(companyId, {
          type: 'designs.updated',
          id,
          version: result.version,
          actorId: userId,
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
