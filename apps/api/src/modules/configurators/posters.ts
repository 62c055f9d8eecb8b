import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { configuratorPosters, configurators, configuratorVersions } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import { randomToken } from '../../lib/tokens'
import { thumbnailUrl } from '../designs/service'

/** A poster is 1200×630 on one colour: this bounds what a broken renderer could store. */
const POSTER_MAX_BYTES = 2_000_000
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

export const posterUrl = (configuratorId: string, key: string) =>
  `/v1/public/configurators/${configuratorId}/poster/${key}.jpg`

/**
 * The picture painted first: the live version's own poster when it has been rendered (its
 * default configuration), else the design's thumbnail, as before there were posters.
 */
export const posterOrThumbnail = (row: {
  id: string
  posterKey: string | null
  designId: string
  thumbnailKey: string | null
}) =>
  row.posterKey
    ? posterUrl(row.id, row.posterKey)
    : thumbnailUrl({ id: row.designId, thumbnailKey: row.thumbnailKey })

/** The poster of the published version only: an older one shows what is no longer offered. */
export const livePoster = and(
  eq(configuratorPosters.configuratorId, configurators.id),
  eq(configuratorPosters.version, configurators.publishedVersion),
)

/**
 * The posters of published configurators (decision 040): the picture their public page paints
 * first, kept per live version and served by a random key. The server renders them (the
 * screenshots module's queue, wired in services.ts); this keeps and finds them.
 */
export function createConfiguratorPostersService({ db }: { db: Database }) {
  return {
    /** What a poster is rendered of, for the published version now; null when none is live. */
    async posterTarget(id: string) {
      const [c] = await db
        .select({
          designId: configurators.designId,
          version: configurators.publishedVersion,
          background: sql<string | null>`${configuratorVersions.scene}->'settings'->>'background'`,
        })
        .from(configurators)
        .innerJoin(
          configuratorVersions,
          and(
            eq(configuratorVersions.configuratorId, configurators.id),
            eq(configuratorVersions.version, configurators.publishedVersion),
          ),
        )
        .where(and(eq(configurators.id, id), eq(configurators.status, 'published')))
      return c && c.version !== null ? { ...c, version: c.version } : null
    },

    /** Keeps a version's poster under a new address; the old one stops answering. */
    async savePoster(companyId: string, id: string, version: number, jpeg: Buffer) {
      if (jpeg.length > POSTER_MAX_BYTES || !jpeg.subarray(0, 3).equals(JPEG_SIGNATURE)) {
        throw new AppError(415, 'unsupported_media_type', 'A poster must be a JPEG image')
      }
      const [owned] = await db
        .select({ id: configurators.id })
        .from(configurators)
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
      if (!owned) throw notFound('Configurator')
      const key = randomToken().slice(0, 22)
      await db
        .insert(configuratorPosters)
        .values({ configuratorId: id, companyId, version, key, jpeg })
        .onConflictDoUpdate({
          target: configuratorPosters.configuratorId,
          set: { version, key, jpeg, updatedAt: new Date() },
        })
      return posterUrl(id, key)
    },

    /** A poster by its address: the configurator's id and the poster's key, nothing else. */
    async poster(id: string, key: string): Promise<Buffer | null> {
      const [p] = await db
        .select({ jpeg: configuratorPosters.jpeg })
        .from(configuratorPosters)
        .where(and(eq(configuratorPosters.configuratorId, id), eq(configuratorPosters.key, key)))
      return p?.jpeg ?? null
    },

    /** Published configurators whose live version has no poster yet: rendered after start. */
    async unpostered() {
      return db
        .select({ companyId: configurators.companyId, id: configurators.id })
        .from(configurators)
        .leftJoin(configuratorPosters, eq(configuratorPosters.configuratorId, configurators.id))
        .where(
          and(
            eq(configurators.status, 'published'),
            or(
              isNull(configuratorPosters.key),
              ne(configuratorPosters.version, configurators.publishedVersion),
            ),
          ),
        )
        .orderBy(sql`${configurators.publishedAt} desc nulls last`)
    },
  }
}
export type ConfiguratorPostersService = ReturnType<typeof createConfiguratorPostersService>
