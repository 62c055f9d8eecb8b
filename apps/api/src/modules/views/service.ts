import type { Camera, View } from '@designer/contract'
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { designs, views } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'

type Input = { name: string; description: string; designId: string | null; camera: Camera }

export function createViewsService(db: Database) {
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
    async list(
      companyId: string,
      query: { q?: string; designId?: string; page: number; pageSize: number },
    ) {
      const conditions: SQL[] = [eq(views.companyId, companyId)]
      if (query.designId) conditions.push(eq(views.designId, query.designId))
      if (query.q)
        conditions.push(ilike(views.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(asc(views.name), asc(views.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(views).where(where),
      ])
      return { items: rows.map(toView), total: total?.n ?? 0 }
    },
    async create(companyId: string, userId: string, input: Input) {
      await checkDesign(companyId, input.designId)
      const [row] = await db
        .insert(views)
        .values({ ...input, companyId, createdBy: userId })
        .returning({ id: views.id })
      return get(companyId, row!.id)
    },
    async update(companyId: string, id: string, input: Input) {
      await checkDesign(companyId, input.designId)
      const updated = await db
        .update(views)
        .set(input)
        .where(and(eq(views.id, id), eq(views.companyId, companyId)))
        .returning({ id: views.id })
      if (!updated.length) throw notFound('View')
      return get(companyId, id)
    },
    async remove(companyId: string, id: string) {
      const deleted = await db
        .delete(views)
        .where(and(eq(views.id, id), eq(views.companyId, companyId)))
        .returning({ id: views.id })
      if (!deleted.length) throw notFound('View')
    },
  }
}
