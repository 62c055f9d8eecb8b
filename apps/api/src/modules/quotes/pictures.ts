import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { configurators, configuratorVersions, quotePictures, quotes } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/errors'
import { randomToken } from '../../lib/tokens'

/** A picture is 1200×630 on one colour, like a poster: this bounds what a broken renderer could store. */
const PICTURE_MAX_BYTES = 2_000_000
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

/** Where a quote's picture is served: the random key is the permission (decision 044). */
export const quotePicturePath = (quoteId: string, key: string) =>
  `/v1/public/quotes/${quoteId}/picture/${key}.jpg`

/** The version a quote was asked of, as kept: gone when its configurator was deleted. */
const askedVersion = and(
  eq(configuratorVersions.configuratorId, quotes.configuratorId),
  eq(configuratorVersions.version, quotes.configuratorVersion),
)

/**
 * Quotes' pictures (decision 044): what the customer configured, rendered on the server after
 * the request (the screenshots module's queue, wired in services.ts) and kept with the quote.
 * This finds what to render, keeps the picture and gives it out.
 */
export function createQuotePicturesService({ db }: { db: Database }) {
  return {
    /**
     * What a quote's picture is rendered of: the version it was asked of (live or not now), its
     * choices and the currency it was priced in, on the configurator's design and the version's
     * background. Null when that version is gone (its configurator was deleted).
     */
    async target(quoteId: string) {
      const [t] = await db
        .select({
          companyId: quotes.companyId,
          configuratorId: configuratorVersions.configuratorId,
          version: configuratorVersions.version,
          selections: quotes.selections,
          currency: quotes.currency,
          designId: configurators.designId,
          background: sql<string | null>`${configuratorVersions.scene}->'settings'->>'background'`,
        })
        .from(quotes)
        .innerJoin(configuratorVersions, askedVersion)
        .innerJoin(configurators, eq(configurators.id, configuratorVersions.configuratorId))
        .where(eq(quotes.id, quoteId))
      return t ?? null
    },

    /** Keeps a quote's picture under a new address; an older one stops answering. */
    async save(companyId: string, quoteId: string, jpeg: Buffer) {
      if (jpeg.length > PICTURE_MAX_BYTES || !jpeg.subarray(0, 3).equals(JPEG_SIGNATURE)) {
        throw new AppError(415, 'unsupported_media_type', "A quote's picture must be a JPEG image")
      }
      const [owned] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), eq(quotes.companyId, companyId)))
      if (!owned) throw notFound('Quote')
      const key = randomToken().slice(0, 22)
      await db
        .insert(quotePictures)
        .values({ quoteId, companyId, key, jpeg })
        .onConflictDoUpdate({
          target: quotePictures.quoteId,
          set: { key, jpeg, updatedAt: new Date() },
        })
      return quotePicturePath(quoteId, key)
    },

    /** A quote's picture (JPEG) for a member of its company, as its PDF shows it; null before it is rendered. */
    async picture(companyId: string, quoteId: string): Promise<Buffer | null> {
      const [p] = await db
        .select({ jpeg: quotePictures.jpeg })
        .from(quotePictures)
        .where(and(eq(quotePictures.quoteId, quoteId), eq(quotePictures.companyId, companyId)))
      return p?.jpeg ?? null
    },

    /** A picture by its address: the quote's id and the picture's key, nothing else. */
    async byKey(quoteId: string, key: string): Promise<Buffer | null> {
      const [p] = await db
        .select({ jpeg: quotePictures.jpeg })
        .from(quotePictures)
        .where(and(eq(quotePictures.quoteId, quoteId), eq(quotePictures.key, key)))
      return p?.jpeg ?? null
    },

    /**
     * Quotes without a picture whose version is still kept, the newest first: rendered after
     * start (those asked while the renderer was off or the server stopped, and those from before
     * quotes had pictures).
     */
    async unpictured() {
      return db
        .select({ companyId: quotes.companyId, id: quotes.id })
        .from(quotes)
        .innerJoin(configuratorVersions, askedVersion)
        .leftJoin(quotePictures, eq(quotePictures.quoteId, quotes.id))
        .where(isNull(quotePictures.key))
        .orderBy(desc(quotes.createdAt))
    },
  }
}
export type QuotePicturesService = ReturnType<typeof createQuotePicturesService>
