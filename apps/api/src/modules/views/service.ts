import type { AreaAction, Camera, View, viewListQuerySchema } from '@designer/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { designs, views } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'

type Input = { name: string; description: string; designId: string | null; camera: Camera }

const SORTS = sortOrders({ name: sql`lower(${views.name})`, updated: views.updatedAt }, views.id)

export function createViewsService({ db, events }: { db: Database; events: EventsPublisher }) {
  const published = (companyId: string, action: AreaAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `views.${action}`, id, actorId })

  const select = () =>
    db
      .select({ v: views, designName: designs.name })
      .from(views)
      .leftJoin(designs, eq(designs.id, views.designId))

  const toView = ({
    v,
    designName,
  }: {
    v: typeof views.$inferSelect
    designName: string | null
  }): View => ({
    id: v.id,
    name: v.name,
    description: v.description,
    designId: v.designId,
    designName,
    camera: v.camera,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  })

  /** A view may only be made for a design of the same company. */
  async function checkDesign(companyId: string, designId: string | null) {
    if (!designId) return
    const [d] = await db
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.id, designId), eq(designs.companyId, companyId)))
    if (!d) {
      throw new AppError(400, 'validation_failed', 'Some fields are invalid', [
        {
          path: 'designId',
          code: 'validation.unknownDesign',
          message: 'This design does not exist in the company',
        },
      ])
    }
  }

  async function get(companyId: string, id: string): Promise<View> {
    const [row] = await select().where(and(eq(views.id, id), eq(views.companyId, companyId)))
    if (!row) throw notFound('View')
    return toView(row)
  }

  return {
    get,
    async list(companyId: string, query: z.output<typeof viewListQuerySchema>) {
      const where = and(
        eq(views.companyId, companyId),
        query.designId ? eq(views.designId, query.designId) : undefined,
        matchesSearch(query.q, [views.name, views.description]),
      )
      const { limit, offset } = pageWindow(query)
      return listPage(
        select()
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(views).where(where),
        toView,
      )
    },
    async create(companyId: string, userId: string, input: Input) {
      await checkDesign(companyId, input.designId)
      const [row] = await db
        .insert(views)
        .values({ ...input, companyId, createdBy: userId })
        .returning({ id: views.id })
      published(companyId, 'created', row!.id, userId)
      return get(companyId, row!.id)
    },
    async update(companyId: string, userId: string, id: string, input: Input) {
      await checkDesign(companyId, input.designId)
      const updated = await db
        .update(views)
        .set(input)
        .where(and(eq(views.id, id), eq(views.companyId, companyId)))
        .returning({ id: views.id })
      if (!updated.length) throw notFound('View')
      published(companyId, 'updated', id, userId)
      return get(companyId, id)
    },
    async remove(companyId: string, userId: string, id: string) {
      const deleted = await db
        .delete(views)
        .where(and(eq(views.id, id), eq(views.companyId, companyId)))
        .returning({ id: views.id })
      if (!deleted.length) throw notFound('View')
      published(companyId, 'deleted', id, userId)
    },
  }
}
