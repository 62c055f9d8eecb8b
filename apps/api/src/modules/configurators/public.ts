import { currencyProblems, evaluate } from '@designer/configurator/engine'
import { bookPricer, priceBookOf, publicDefinition } from '@designer/configurator/price-book'
import { localize } from '@designer/configurator/texts'
import type {
  Camera,
  ConfiguratorDefinition,
  Funnel,
  FunnelEvent,
  MaterialAppearances,
  PublicConfigurator,
  Scene,
  Selections,
  ShotScene,
} from '@designer/contract'
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../db/client'
import {
  companies,
  configuratorPosters,
  configuratorStats,
  configurators,
  configuratorVersions,
  designs,
  designThumbnails,
  quotes,
  views,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, notFound } from '../../lib/errors'
import { visitorLocale } from '../../lib/languages'
import type { ConfiguratorHead } from '../../plugins/web'
import type { CostsService } from '../costs/service'
import { thumbnailUrl } from '../designs/service'
import { livePoster, posterOrThumbnail } from './posters'

/** The size link previews (Open Graph, X/Twitter cards) show best. */
export const PREVIEW = { width: 1200, height: 630 } as const

/** One answer for unpublished, archived, unknown and malformed alike: no hint whether it exists. */
export const unavailable = () =>
  new AppError(404, 'configurator_unavailable', 'This configurator is not available')

/**
 * What a visitor asks the studio's texts in: the page's `?lang=` and the browser's
 * `Accept-Language` (lib/languages.ts decides).
 */
export type AskedLanguage = { lang?: unknown; acceptLanguage?: string }

/** A scene as a stranger may see it: extra cost lines keep their items, not the studio's notes. */
function publicScene(scene: Scene): Scene {
  if (!scene.costLines?.length) return scene
  return { ...scene, costLines: scene.costLines.map((l) => ({ ...l, note: '' })) }
}

/**
 * The public side of configurators: what the page customers open loads (the live version, the
 * components it draws, the cameras its steps look from, the unit prices a cost-plus price is
 * made of, the company's name, logo and currency — never a cost, a margin, a supplier or a
 * member), the price the server computes for a quote, and the funnel the page counts.
 */
export function createPublicConfiguratorsService({
  db,
  clock,
  costs,
}: {
  db: Database
  clock: Clock
  costs: Pick<CostsService, 'configurableTree'>
}) {
  /**
   * The live version of a published configurator, with its company; else 404. It is priced in
   * the currency it was published in: a studio that changes its company's currency keeps its
   * live pages quoting as published (in euros, say) until it types its amounts in the new one
   * and publishes again (decision 030). Its amounts are checked against that currency all the
   * same, so nothing is ever priced in a currency its amounts are not in.
   */
  async function live(id: string) {
    const [row] = await db
      .select({
        id: configurators.id,
        companyId: configurators.companyId,
        designId: configurators.designId,
        name: configurators.name,
        allowedOrigins: configurators.allowedOrigins,
        thumbnailKey: designs.thumbnailKey,
        posterKey: configuratorPosters.key,
        version: configuratorVersions.version,
        definition: configuratorVersions.definition,
        scene: configuratorVersions.scene,
        companyName: companies.name,
        logoUrl: companies.logoUrl,
        currency: sql<string>`coalesce(${configuratorVersions.currency}, ${companies.currency})`,
        priceMin: configuratorVersions.priceMin,
        priceMax: configuratorVersions.priceMax,
      })
      .from(configurators)
      .innerJoin(
        configuratorVersions,
        and(
          eq(configuratorVersions.configuratorId, configurators.id),
          eq(configuratorVersions.version, configurators.publishedVersion),
        ),
      )
      .innerJoin(companies, eq(companies.id, configurators.companyId))
      .innerJoin(designs, eq(designs.id, configurators.designId))
      .leftJoin(configuratorPosters, livePoster)
      .where(and(eq(configurators.id, id), eq(configurators.status, 'published')))
    if (!row || currencyProblems(row.definition, row.currency).length) throw unavailable()
    return row
  }
  type Live = Awaited<ReturnType<typeof live>>
  /** What pricing and drawing a version take, live or not. */
  type Version = Pick<
    Live,
    'companyId' | 'designId' | 'version' | 'definition' | 'scene' | 'currency'
  >

  /**
   * One published version of a configurator, live or not, whatever its status now: what a quote
   * was asked of. Null when there is no such version (the configurator was deleted).
   */
  async function published(id: string, version: number): Promise<Version | null> {
    const [row] = await db
      .select({
        companyId: configurators.companyId,
        designId: configurators.designId,
        version: configuratorVersions.version,
        definition: configuratorVersions.definition,
        scene: configuratorVersions.scene,
        currency: sql<string>`coalesce(${configuratorVersions.currency}, ${companies.currency})`,
      })
      .from(configuratorVersions)
      .innerJoin(configurators, eq(configurators.id, configuratorVersions.configuratorId))
      .innerJoin(companies, eq(companies.id, configurators.companyId))
      .where(
        and(eq(configuratorVersions.configuratorId, id), eq(configuratorVersions.version, version)),
      )
    return row ?? null
  }

  /** The components and price book of a version, as both the page and a quote use them. */
  async function pricing(c: Version) {
    const options = c.definition.steps.flatMap((s) => s.options)
    const tree = await costs.configurableTree(
      c.companyId,
      c.designId,
      {
        designIds: options.flatMap((o) =>
          o.kind === 'component' ? o.values.map((v) => v.designId) : [],
        ),
        itemIds: options.flatMap((o) =>
          o.kind === 'material' ? o.values.flatMap((v) => v.supplierItemId ?? []) : [],
        ),
      },
      c.scene,
    )
    const components: Record<string, Scene> = {}
    for (const [id, d] of tree.designs) if (id !== c.designId) components[id] = publicScene(d.scene)
    const book = priceBookOf(tree.items.values(), c.definition.price, c.currency)
    const materials: MaterialAppearances = {}
    for (const [id, item] of tree.items) if (item.appearance) materials[id] = item.appearance
    return { components, book, materials }
  }

  async function cameras(companyId: string, definition: ConfiguratorDefinition) {
    const ids = [...new Set(definition.steps.flatMap((s) => (s.viewId ? [s.viewId] : [])))]
    if (!ids.length) return {}
    const rows = await db
      .select({ id: views.id, camera: views.camera })
      .from(views)
      .where(and(eq(views.companyId, companyId), inArray(views.id, ids)))
    return Object.fromEntries(rows.map((r) => [r.id, r.camera])) as Record<string, Camera>
  }

  async function configuredLive(c: Live, selections: Selections) {
    const { components, book, materials } = await pricing(c)
    const evaluation = evaluate(c.definition, c.scene, selections, {
      currency: c.currency,
      pricedMaterialsOf: bookPricer(c.designId, components, book, c.currency),
    })
    return { evaluation, components, materials }
  }

  /**
   * The pictures of the components the component options offer: each design's thumbnail (the
   * server renders one for a design without), by design id; null while there is none.
   */
  async function componentPictures(companyId: string, definition: ConfiguratorDefinition) {
    const ids = [
      ...new Set(
        definition.steps.flatMap((s) =>
          s.options.flatMap((o) => (o.kind === 'component' ? o.values.map((v) => v.designId) : [])),
        ),
      ),
    ]
    const pictures: Record<string, string | null> = Object.fromEntries(ids.map((id) => [id, null]))
    if (!ids.length) return pictures
    const rows = await db
      .select({ id: designs.id, thumbnailKey: designs.thumbnailKey })
      .from(designs)
      .where(and(eq(designs.companyId, companyId), inArray(designs.id, ids)))
    for (const row of rows) pictures[row.id] = thumbnailUrl(row)
    return pictures
  }

  return {
    live,

    /**
     * What the page loads, its texts in the visitor's language (the studio's where it has not
     * translated one); `bookingOf` says whether and how visitors may book a meeting.
     */
    async page(
      id: string,
      asked: AskedLanguage,
      bookingOf: (companyId: string) => Promise<PublicConfigurator['booking']>,
    ): Promise<PublicConfigurator> {
      const c = await live(id)
      const language = visitorLocale(asked, c.definition.language)
      const texts = localize(c.definition, c.name, language)
      const [{ components, book, materials }, views, booking, pictures] = await Promise.all([
        pricing(c),
        cameras(c.companyId, c.definition),
        bookingOf(c.companyId),
        componentPictures(c.companyId, c.definition),
      ])
      return {
        id: c.id,
        name: texts.name,
        language,
        version: c.version,
        // The answer is in one language: the others' translations stay with the studio.
        definition: { ...publicDefinition(texts.definition), translations: {} },
        scene: publicScene(c.scene),
        components,
        views,
        materials,
        componentPictures: pictures,
        priceBook: book,
        company: { name: c.companyName, logoUrl: c.logoUrl, currency: c.currency },
        posterUrl: posterOrThumbnail(c),
        booking,
      }
    },

    /** The live version's answer for these choices, priced as the page prices it. */
    async evaluateLive(c: Live, selections: Selections) {
      return (await configuredLive(c, selections)).evaluation
    },

    /** The same, with what drawing it takes: its components' scenes and its materials' looks. */
    configuredLive,

    /** Counts an open or a first change of the page, per day. */
    async track(id: string, kind: FunnelEvent) {
      const c = await live(id)
      const day = clock.now().toISOString().slice(0, 10)
      await db
        .insert(configuratorStats)
        .values({
          configuratorId: c.id,
          companyId: c.companyId,
          day,
          views: kind === 'view' ? 1 : 0,
          interactions: kind === 'interact' ? 1 : 0,
        })
        .onConflictDoUpdate({
          target: [configuratorStats.configuratorId, configuratorStats.day],
          set:
            kind === 'view'
              ? { views: sql`${configuratorStats.views} + 1` }
              : { interactions: sql`${configuratorStats.interactions} + 1` },
        })
    },

    /** For the studio: the last `days` days of the funnel, and what quote requests chose. */
    async funnel(companyId: string, id: string, days: number): Promise<Funnel> {
      const [c] = await db
        .select({ draft: configurators.draft })
        .from(configurators)
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
      if (!c) throw new AppError(404, 'not_found', 'Configurator not found')
      const since = new Date(clock.now().getTime() - (days - 1) * 86_400_000)
      const sinceDay = since.toISOString().slice(0, 10)
      const [stats] = await db
        .select({
          views: sql<number>`coalesce(sum(${configuratorStats.views}), 0)::int`,
          interactions: sql<number>`coalesce(sum(${configuratorStats.interactions}), 0)::int`,
        })
        .from(configuratorStats)
        .where(
          and(
            eq(configuratorStats.configuratorId, id),
            eq(configuratorStats.companyId, companyId),
            gte(configuratorStats.day, sinceDay),
          ),
        )
      const asked = await db
        .select({ selections: quotes.selections })
        .from(quotes)
        .where(
          and(
            eq(quotes.configuratorId, id),
            eq(quotes.companyId, companyId),
            gte(quotes.createdAt, new Date(`${sinceDay}T00:00:00Z`)),
          ),
        )
      const popularity = c.draft.steps
        .flatMap((s) => s.options)
        .filter((o) => o.kind === 'material' || o.kind === 'component' || o.kind === 'part')
        .map((o) => {
          const counts = new Map<string, number>()
          for (const q of asked) {
            const v = q.selections[o.id]
            if (v === undefined) continue
            const label =
              o.kind === 'part'
                ? String(v === true)
                : (o.values.find((x) => x.id === v)?.name ?? String(v))
            counts.set(label, (counts.get(label) ?? 0) + 1)
          }
          return {
            optionId: o.id,
            option: o.name,
            kind: o.kind,
            values: [...counts]
              .map(([value, count]) => ({ value, count }))
              .sort((a, b) => b.count - a.count),
          }
        })
      return {
        days,
        views: stats?.views ?? 0,
        interactions: stats?.interactions ?? 0,
        quotes: asked.length,
        popularity,
      }
    },

    /**
     * What the page's HTML says before its script runs: the sites allowed to frame it, and for
     * link previews and the first paint its name and description in the visitor's language,
     * the company's name and the poster. Null when the configurator is not published (the page
     * then says so itself).
     */
    async pageHead(id: string, asked: AskedLanguage = {}): Promise<ConfiguratorHead | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null
      const c = await live(id).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return null
        throw err
      })
      if (!c) return null
      const price =
        c.priceMin !== null && c.priceMax !== null
          ? {
              min: { amount: c.priceMin, currency: c.currency },
              max: { amount: c.priceMax, currency: c.currency },
            }
          : null
      const language = visitorLocale(asked, c.definition.language)
      const texts = localize(c.definition, c.name, language)
      return {
        id: c.id,
        frameAncestors: c.allowedOrigins,
        name: texts.name,
        description: texts.definition.description,
        language,
        company: c.companyName,
        logoUrl: c.logoUrl,
        background: c.scene.settings.background,
        posterUrl: posterOrThumbnail(c),
        price,
      }
    },

    /**
     * The picture link previews show (Open Graph, 1200 × 630): the poster on the scene's
     * background, whole, centred. Null when there is no poster yet.
     */
    async previewImage(id: string): Promise<Buffer | null> {
      const c = await live(id)
      // The live version's poster (its default configuration) when rendered, else the design's.
      const [picture] = c.posterKey
        ? await db
            .select({ bytes: configuratorPosters.jpeg })
            .from(configuratorPosters)
            .where(
              and(
                eq(configuratorPosters.configuratorId, c.id),
                eq(configuratorPosters.key, c.posterKey),
              ),
            )
        : await db
            .select({ bytes: designThumbnails.png })
            .from(designThumbnails)
            .where(
              and(
                eq(designThumbnails.designId, c.designId),
                eq(designThumbnails.companyId, c.companyId),
              ),
            )
      if (!picture) return null
      const background = c.scene.settings.background
      return sharp(picture.bytes)
        .resize(PREVIEW.width, PREVIEW.height, { fit: 'contain', background })
        .flatten({ background })
        .png()
        .toBuffer()
    },

    /**
     * The designs of published configurators that have no picture yet (the demo's, made before
     * the server could render): the public page's poster is their picture.
     */
    async unpictured() {
      return db
        .selectDistinct({ companyId: designs.companyId, id: designs.id, scene: designs.scene })
        .from(configurators)
        .innerJoin(designs, eq(designs.id, configurators.designId))
        .where(and(eq(configurators.status, 'published'), isNull(designs.thumbnailKey)))
    },

    /**
     * What the screenshot page draws of one configuration (decisions 040, 044): a published
     * version — the live one for a poster, the one a quote was asked of, whether or not it is
     * live now — evaluated with these choices by the engine (`{}` is the page's first
     * evaluation), with the components it places and its materials' looks, seen from the first
     * step's saved view when it has one, as the page starts there. Only for the configurator's
     * own design: a signed address names both. `currency`: what the version was priced in when
     * the choices were made (a quote's), where the company's may have changed since.
     */
    async configuredShot(shot: {
      configuratorId: string
      version: number | 'live'
      selections: Selections
      designId: string
      currency?: string
    }): Promise<ShotScene> {
      const c =
        shot.version === 'live'
          ? await live(shot.configuratorId).catch((err: unknown) => {
              if (err instanceof AppError && err.statusCode === 404) return null
              throw err
            })
          : await published(shot.configuratorId, shot.version)
      if (!c || c.designId !== shot.designId) throw notFound('Configurator')
      const [{ components, materials }, views] = await Promise.all([
        pricing(c),
        cameras(c.companyId, c.definition),
      ])
      const configured = evaluate(c.definition, c.scene, shot.selections, {
        currency: shot.currency ?? c.currency,
      })
      const first = c.definition.steps[0]?.viewId
      return {
        id: shot.designId,
        version: c.version,
        scene: configured.scene,
        components,
        camera: (first && views[first]) || null,
        // Its materials' looks, as the page's 3D view draws them: the swap shows no change.
        materials,
        poster: true,
      }
    },

    async embedSettings(companyId: string, id: string) {
      const [c] = await db
        .select({ origins: configurators.allowedOrigins })
        .from(configurators)
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
      if (!c) throw new AppError(404, 'not_found', 'Configurator not found')
      return { allowedOrigins: c.origins }
    },

    async saveEmbedSettings(companyId: string, id: string, allowedOrigins: string[]) {
      const saved = await db
        .update(configurators)
        .set({ allowedOrigins: [...new Set(allowedOrigins)] })
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
        .returning({ origins: configurators.allowedOrigins })
      if (!saved.length) throw new AppError(404, 'not_found', 'Configurator not found')
      return { allowedOrigins: saved[0]!.origins }
    },
  }
}
export type PublicConfiguratorsService = ReturnType<typeof createPublicConfiguratorsService>
