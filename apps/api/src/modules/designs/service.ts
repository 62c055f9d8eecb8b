import {
  type AreaAction,
  DEFAULT_SCENE,
  type Design,
  type DesignListItem,
  type DesignRef,
  type DesignSummary,
  type DesignType,
  type designListQuerySchema,
  fieldError,
  type OpsBatch,
  SCENE_LIMITS,
  type Scene,
  THUMBNAIL_MAX_BYTES,
} from '@designer/contract'
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { configurators, designs, designThumbnails, users } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, pageWindow, searchPattern, sortOrders } from '../../lib/lists'
import { randomToken } from '../../lib/tokens'
import { expectVersion, versionedWrite } from '../../lib/versions'
import { detachComponent } from './detach'
import { announceVersion, replaced, writeVersion } from './ops'
import { checkComponents, checkSize, checkSupplierItems, sceneColumns } from './scene-checks'

type Row = typeof designs.$inferSelect
const creators = alias(users, 'creators')
const updaters = alias(users, 'updaters')

export const thumbnailUrl = (row: { id: string; thumbnailKey: string | null }) =>
  row.thumbnailKey ? `/v1/thumbnails/${row.id}/${row.thumbnailKey}.png` : null

const listColumns = {
  id: designs.id,
  name: designs.name,
  description: designs.description,
  type: designs.type,
  version: designs.version,
  thumbnailKey: designs.thumbnailKey,
  objectCount: designs.objectCount,
  createdAt: designs.createdAt,
  updatedAt: designs.updatedAt,
  updatedById: updaters.id,
  updatedByName: updaters.name,
}

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: string
  name: string
  description: string
  type: string
  version: number
  thumbnailKey: string | null
  objectCount: number
  createdAt: Date
  updatedAt: Date
  updatedById: string | null
  updatedByName: string | null
}

function toListItem(r: ListRow, rendering: (id: string) => boolean): DesignListItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as DesignType,
    version: r.version,
    thumbnailUrl: thumbnailUrl(r),
    thumbnailStatus: r.thumbnailKey ? 'ready' : rendering(r.id) ? 'rendering' : 'none',
    objectCount: r.objectCount,
    updatedBy: r.updatedById ? { id: r.updatedById, name: r.updatedByName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }
}

const SORTS = sortOrders(
  { updated: designs.updatedAt, name: sql`lower(${designs.name})` },
  designs.id,
)

export function createDesignsService({
  db,
  events,
  onSceneSaved,
  thumbnailRendering = () => false,
}: {
  db: Database
  events: EventsPublisher
  /** Told after every scene save, from wherever it came: the server re-renders the thumbnail. */
  onSceneSaved?: (companyId: string, id: string, scene: Scene) => void
  /** Whether the server is rendering this design's thumbnail now or soon. */
  thumbnailRendering?: (id: string) => boolean
}) {
  const published = (
    companyId: string,
    action: AreaAction,
    id: string,
    actorId: string,
    version?: number,
  ) => events.publish(companyId, { type: `designs.${action}`, id, version, actorId })

  /**
   * The list is the hottest read: its queries are prepared once per shape (filters and sort),
   * so a request only binds values instead of building SQL again.
   */
  const prepared = new Map<string, ReturnType<typeof prepareList>>()
  function prepareList(byType: boolean, bySearch: boolean, sort: keyof typeof SORTS) {
    const name = `designs_list_${Number(byType)}${Number(bySearch)}_${sort.replace('-', 'desc_')}`
    const conditions = [eq(designs.companyId, sql.placeholder('companyId'))]
    if (byType) conditions.push(eq(designs.type, sql.placeholder('type')))
    if (bySearch) {
      conditions.push(
        or(
          ilike(designs.name, sql.placeholder('pattern')),
          ilike(designs.description, sql.placeholder('pattern')),
        )!,
      )
    }
    const where = and(...conditions)
    return {
      items: db
        .select(listColumns)
        .from(designs)
        .leftJoin(updaters, eq(updaters.id, designs.updatedBy))
        .where(where)
        .orderBy(...SORTS[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      total: db.select({ n: count() }).from(designs).where(where).prepare(`${name}_total`),
    }
  }
  function listStatements(byType: boolean, bySearch: boolean, sort: keyof typeof SORTS) {
    const key = `${byType}${bySearch}${sort}`
    let statements = prepared.get(key)
    if (!statements) {
      statements = prepareList(byType, bySearch, sort)
      prepared.set(key, statements)
    }
    return statements
  }

  async function row(companyId: string, id: string): Promise<Row> {
    const [r] = await db
      .select()
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
    if (!r) throw notFound('Design')
    return r
  }

  async function get(companyId: string, id: string): Promise<Design> {
    const [r] = await db
      .select({ d: designs, creatorName: creators.name, updaterName: updaters.name })
      .from(designs)
      .leftJoin(creators, eq(creators.id, designs.createdBy))
      .leftJoin(updaters, eq(updaters.id, designs.updatedBy))
      .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
    if (!r) throw notFound('Design')
    const d = r.d
    return {
      id: d.id,
      name: d.name,
      description: d.description,
      type: d.type as DesignType,
      scene: d.scene,
      version: d.version,
      thumbnailUrl: thumbnailUrl(d),
      createdBy: d.createdBy ? { id: d.createdBy, name: r.creatorName ?? '' } : null,
      updatedBy: d.updatedBy ? { id: d.updatedBy, name: r.updaterName ?? '' } : null,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    }
  }

  async function usage(companyId: string, id: string): Promise<DesignRef[]> {
    const rows = await db
      .select({ id: designs.id, name: designs.name, type: designs.type })
      .from(designs)
      .where(
        and(eq(designs.companyId, companyId), sql`${designs.componentIds} @> ARRAY[${id}]::uuid[]`),
      )
      .orderBy(asc(designs.name))
    return rows.map((r) => ({ ...r, type: r.type as DesignType }))
  }

  return {
    get,
    usage,

    async list(companyId: string, query: z.output<typeof designListQuerySchema>) {
      const statements = listStatements(Boolean(query.type), Boolean(query.q), query.sort)
      const params = {
        companyId,
        type: query.type ?? '',
        pattern: query.q ? searchPattern(query.q) : '',
        ...pageWindow(query),
      }
      return listPage(statements.items.execute(params), statements.total.execute(params), (r) =>
        toListItem(r as ListRow, thumbnailRendering),
      )
    },

    async summary(companyId: string): Promise<DesignSummary> {
      const counts = await db
        .select({ type: designs.type, n: count() })
        .from(designs)
        .where(eq(designs.companyId, companyId))
        .groupBy(designs.type)
      const recent = await db
        .select(listColumns)
        .from(designs)
        .leftJoin(updaters, eq(updaters.id, designs.updatedBy))
        .where(eq(designs.companyId, companyId))
        .orderBy(desc(designs.updatedAt))
        .limit(6)
      const of = (type: DesignType) => counts.find((c) => c.type === type)?.n ?? 0
      return {
        designs: of('design'),
        components: of('component'),
        recent: recent.map((r) => toListItem(r as ListRow, thumbnailRendering)),
      }
    },

    async create(
      companyId: string,
      userId: string,
      input: { name: string; description: string; type: DesignType; fromDesignId?: string | null },
    ): Promise<Design> {
      const scene = input.fromDesignId
        ? (await row(companyId, input.fromDesignId)).scene
        : DEFAULT_SCENE
      await checkSupplierItems(db, companyId, scene)
      const [created] = await db
        .insert(designs)
        .values({
          companyId,
          name: input.name,
          description: input.description,
          type: input.type,
          ...sceneColumns(scene),
          createdBy: userId,
          updatedBy: userId,
        })
        .returning({ id: designs.id, version: designs.version })
      published(companyId, 'created', created!.id, userId, created!.version)
      return get(companyId, created!.id)
    },

    async update(
      companyId: string,
      userId: string,
      id: string,
      input: { name: string; description: string },
    ) {
      const updated = await db
        .update(designs)
        .set({ name: input.name, description: input.description, updatedBy: userId })
        .where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
        .returning({ id: designs.id, version: designs.version })
      if (!updated.length) throw notFound('Design')
      published(companyId, 'updated', id, userId, updated[0]!.version)
      return get(companyId, id)
    },

    /**
     * Saves the scene edited from `version`. A save based on an older version is refused with
     * the current version: nothing is overwritten, the editor decides what to keep.
     */
    async saveScene(companyId: string, userId: string, id: string, version: number, scene: Scene) {
      checkSize(scene)
      const current = await row(companyId, id)
      expectVersion('design', current.version, version)
      await checkComponents(db, companyId, current, scene)
      await checkSupplierItems(db, companyId, scene)
      const saved = await versionedWrite(
        'design',
        async () => {
          const written = await db.transaction((tx) =>
            writeVersion(tx, {
              companyId,
              designId: id,
              actorId: userId,
              clientId: null,
              scene,
              ops: replaced(scene),
              fromVersion: version,
            }),
          )
          return written ? [written] : []
        },
        // Another save won the race between our read and this write.
        async () => (await row(companyId, id)).version,
      )
      announceVersion(events, companyId, id, saved)
      onSceneSaved?.(companyId, id, scene)
      return { version: saved.version, updatedAt: saved.updatedAt.toISOString() }
    },

    async duplicate(companyId: string, userId: string, id: string, name?: string): Promise<Design> {
      const source = await row(companyId, id)
      return this.create(companyId, userId, {
        name: name ?? `${source.name} (copy)`.slice(0, 120),
        description: source.description,
        type: source.type as DesignType,
        fromDesignId: source.id,
      })
    },

    /**
     * Deleting a component that designs still use is refused, with where it is used, unless
     * the caller confirms detaching it: each of those designs then keeps a copy of its parts
     * where its instances were (detach.ts), and only the link to the component goes.
     */
    async remove(companyId: string, userId: string, id: string, detach: boolean) {
      const target = await row(companyId, id)
      // Customers configure what a configurator is built on: it goes first.
      const configuredBy = await db
        .select({ id: configurators.id, name: configurators.name })
        .from(configurators)
        .where(and(eq(configurators.companyId, companyId), eq(configurators.designId, id)))
      if (configuredBy.length) {
        throw new AppError(
          409,
          'design_in_configurator',
          'Configurators are built on this design',
          {
            configurators: configuredBy,
          },
        )
      }
      if (target.type === 'component') {
        const usedBy = (await usage(companyId, id)).filter((u) => u.id !== id)
        if (usedBy.length && !detach) {
          throw new AppError(409, 'component_in_use', 'This component is used by other designs', {
            usedBy,
          })
        }
        const detached: (OpsBatch & { id: string })[] = []
        await db.transaction(async (tx) => {
          for (const ref of usedBy) {
            const [using] = await tx
              .select()
              .from(designs)
              .where(eq(designs.id, ref.id))
              .for('update')
            if (!using) continue
            const scene = detachComponent(using.scene, id, target.scene)
            const objects = scene.objects
            if (objects.length > SCENE_LIMITS.maxObjects) {
              throw new AppError(400, 'validation_failed', 'Some fields are invalid', [
                fieldError('scene.objects', 'validation.tooManyObjects'),
              ])
            }
            const changed = await writeVersion(tx, {
              companyId,
              designId: ref.id,
              actorId: userId,
              clientId: null,
              scene,
              ops: replaced(scene),
            })
            if (changed) detached.push({ ...changed, id: ref.id })
          }
          await tx.delete(designs).where(eq(designs.id, id))
        })
        for (const d of detached) announceVersion(events, companyId, d.id, d)
        published(companyId, 'deleted', id, userId)
        return
      }
      await db.delete(designs).where(and(eq(designs.id, id), eq(designs.companyId, companyId)))
      published(companyId, 'deleted', id, userId)
    },

    async saveThumbnail(companyId: string, id: string, png: Buffer) {
      const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      if (png.length > THUMBNAIL_MAX_BYTES) {
        throw new AppError(
          413,
          'payload_too_large',
          `A thumbnail may be at most ${THUMBNAIL_MAX_BYTES} bytes`,
        )
      }
      if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
        throw new AppError(415, 'unsupported_media_type', 'A thumbnail must be a PNG image')
      }
      await row(companyId, id)
      const key = randomToken().slice(0, 22)
      await db.transaction(async (tx) => {
        await tx
          .insert(designThumbnails)
          .values({ designId: id, companyId, key, png })
          .onConflictDoUpdate({
            target: designThumbnails.designId,
            set: { key, png, updatedAt: new Date() },
          })
        // A picture of the design is not a change to it: its time and author stay as they were.
        await tx
          .update(designs)
          .set({ thumbnailKey: key, updatedAt: sql`${designs.updatedAt}` })
          .where(eq(designs.id, id))
      })
      return { thumbnailUrl: thumbnailUrl({ id, thumbnailKey: key })! }
    },

    async thumbnail(id: string, key: string): Promise<Buffer | null> {
      const [r] = await db
        .select({ png: designThumbnails.png })
        .from(designThumbnails)
        .where(and(eq(designThumbnails.designId, id), eq(designThumbnails.key, key)))
      return r?.png ?? null
    },
  }
}
export type DesignsService = ReturnType<typeof createDesignsService>
