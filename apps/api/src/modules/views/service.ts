import type { AreaAction, Camera, View, viewListQuerySchema } from '@designer/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { designs, viewPictures, views } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'
import { randomToken } from '../../lib/tokens'

type Input = { name: string; description: string; designId: string | null; camera: Camera }

const SORTS = sortOrders({ name: sql`lower(${views.name})`, updated: views.updatedAt }, views.id)

/** A view's picture is small (480×270); this bounds what a broken renderer could store. */
const PICTURE_MAX_BYTES = 1_000_000
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const viewPictureUrl = (id: string, key: string) => `/v1/view-pictures/${id}/${key}.png`

// Field by field: jsonb gives the keys back in its own order.
const sameCamera = (a: Camera, b: Camera) =>
  a.mode === b.mode &&
  a.fov === b.fov &&
  a.position.every((n, i) => n === b.position[i]) &&
  a.target.every((n, i) => n === b.target[i])

export function createViewsService({
  db,
  events,
  onViewSaved,
  pictureRendering = () => false,
}: {
  db: Database
  events: EventsPublisher
  /** Told when a view is made or what its picture shows changed: the server renders it again. */
  onViewSaved?: (companyId: string, id: string) => void
  /** Whether the server is rendering this view's picture now or soon. */
  pictureRendering?: (id: string) => boolean
}) {
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
  }): View => {
    // A view whose design was deleted keeps no picture of it.
    const pictureKey = v.designId ? v.pictureKey : null
    return {
      id: v.id,
      name: v.name,
      description: v.description,
      designId: v.designId,
      designName,
      camera: v.camera,
      pictureUrl: pictureKey ? viewPictureUrl(v.id, pictureKey) : null,
      pictureStatus: pictureKey
        ? 'ready'
        : v.designId && pictureRendering(v.id)
          ? 'rendering'
          : 'none',
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    }
  }

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
      if (input.designId) onViewSaved?.(companyId, row!.id)
      published(companyId, 'created', row!.id, userId)
      return get(companyId, row!.id)
    },
    async update(companyId: string, userId: string, id: string, input: Input) {
      await checkDesign(companyId, input.designId)
      const [before] = await db
        .select({ designId: views.designId, camera: views.camera })
        .from(views)
        .where(and(eq(views.id, id), eq(views.companyId, companyId)))
      if (!before) throw notFound('View')
      // Another design or camera: the picture shows something else now, so it goes (its
      // address with it) rather than stand for the view until the new one is rendered.
      const reframed =
        before.designId !== input.designId || !sameCamera(before.camera, input.camera)
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(views)
          .set(reframed ? { ...input, pictureKey: null } : input)
          .where(and(eq(views.id, id), eq(views.companyId, companyId)))
          .returning({ id: views.id })
        if (rows.length && reframed) {
          await tx.delete(viewPictures).where(eq(viewPictures.viewId, id))
        }
        return rows
      })
      if (!updated.length) throw notFound('View')
      if (reframed && input.designId) onViewSaved?.(companyId, id)
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

    /** The views of a design, whose pictures follow its scene. */
    async ofDesign(companyId: string, designId: string): Promise<string[]> {
      const rows = await db
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.companyId, companyId), eq(views.designId, designId)))
      return rows.map((r) => r.id)
    },

    /** Keeps a view's new picture under a new address; the old address stops answering. */
    async savePicture(companyId: string, id: string, png: Buffer) {
      if (png.length > PICTURE_MAX_BYTES || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
        throw new AppError(415, 'unsupported_media_type', 'A view picture must be a PNG image')
      }
      const key = randomToken().slice(0, 22)
      await db.transaction(async (tx) => {
        const [view] = await tx
          .update(views)
          // A picture of the view is not a change to it: its time stays as it was.
          .set({ pictureKey: key, updatedAt: sql`${views.updatedAt}` })
          .where(and(eq(views.id, id), eq(views.companyId, companyId)))
          .returning({ id: views.id })
        if (!view) throw notFound('View')
        await tx
          .insert(viewPictures)
          .values({ viewId: id, companyId, key, png })
          .onConflictDoUpdate({
            target: viewPictures.viewId,
            set: { key, png, updatedAt: new Date() },
          })
      })
      return { pictureUrl: viewPictureUrl(id, key) }
    },

    /** A picture by its address: the view's id and its current key, nothing else opens it. */
    async picture(id: string, key: string): Promise<Buffer | null> {
      const [r] = await db
        .select({ png: viewPictures.png })
        .from(viewPictures)
        .where(and(eq(viewPictures.viewId, id), eq(viewPictures.key, key)))
      return r?.png ?? null
    },
  }
}
export type ViewsService = ReturnType<typeof createViewsService>
