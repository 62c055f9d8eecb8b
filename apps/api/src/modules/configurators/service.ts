import { rollUpCost } from '@designer/configurator/cost'
import {
  currencyProblems,
  definitionProblems,
  evaluate,
  setCycles,
} from '@designer/configurator/engine'
import { bookPricer, priceBookOf } from '@designer/configurator/price-book'
import { priceRange } from '@designer/configurator/range'
import { knownTranslations } from '@designer/configurator/texts'
import {
  type AreaAction,
  type Configurator,
  type ConfiguratorDefinition,
  type ConfiguratorSummary,
  type ConfiguratorVersion,
  type ConfiguratorVersionDetail,
  type configuratorCreateSchema,
  type configuratorListQuerySchema,
  type configuratorUpdateSchema,
  type EvaluationResult,
  emptyDefinition,
  type evaluateInputSchema,
  type Scene,
} from '@designer/contract'
import { aliasedTable, and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import {
  companies,
  configurators,
  configuratorVersions,
  designs,
  quotes,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'
import { type Reference, refuseUnknownReferences } from '../../lib/references'
import { versionedWrite } from '../../lib/versions'
import type { CostsService } from '../costs/service'
import { thumbnailUrl } from '../designs/service'

type CreateInput = z.output<typeof configuratorCreateSchema>
type UpdateInput = z.output<typeof configuratorUpdateSchema>
type ListQuery = z.output<typeof configuratorListQuerySchema>
type EvaluateInput = z.output<typeof evaluateInputSchema>
type Row = typeof configurators.$inferSelect

const SORTS = sortOrders(
  { name: sql`lower(${configurators.name})`, updated: configurators.updatedAt },
  configurators.id,
)

const invalid = (details: unknown) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', details)

/**
 * A definition whose amounts are in another currency than the company's cannot be priced (the
 * engine never adds two currencies): its evaluation is refused with the problems, each at its
 * path, as publishing is.
 */
function refuseOtherCurrencies(definition: ConfiguratorDefinition, currency: string) {
  const problems = currencyProblems(definition, currency)
  if (problems.length) throw invalid(problems.map((p) => ({ ...p, path: `definition.${p.path}` })))
}

/** Set-value rules in a circle cannot settle: such a draft is refused outright. */
function refuseCycles(definition: ConfiguratorDefinition) {
  const cycles = setCycles(definition)
  if (cycles.length) {
    throw invalid(
      cycles.map((c) => ({
        path: `definition.rules.${c.ruleIndex}`,
        code: 'validation.ruleCycle',
        message: `Rules set ${c.options.join(' → ')} in a circle`,
      })),
    )
  }
}

/**
 * A definition as it is kept: translations of steps, options, values and rule messages it no
 * longer has are dropped rather than refused (docs/decisions/038-studio-texts.md), so a draft
 * saved after a deletion keeps saving.
 */
const kept = (definition: ConfiguratorDefinition): ConfiguratorDefinition => ({
  ...definition,
  translations: knownTranslations(definition),
})

/**
 * The company's rows a definition names, each at its path in a request: its steps' views, its
 * material values' supplier items and its component values' components.
 */
function referencesOf(definition: ConfiguratorDefinition): Reference[] {
  const refs: Reference[] = []
  for (const [s, step] of definition.steps.entries()) {
    const at = `definition.steps.${s}`
    if (step.viewId) refs.push({ kind: 'view', path: `${at}.viewId`, id: step.viewId })
    for (const [o, option] of step.options.entries()) {
      const values = `${at}.options.${o}.values`
      if (option.kind === 'material') {
        for (const [v, { supplierItemId: id }] of option.values.entries())
          if (id) refs.push({ kind: 'supplierItem', path: `${values}.${v}.supplierItemId`, id })
      } else if (option.kind === 'component') {
        for (const [v, { designId: id }] of option.values.entries())
          refs.push({ kind: 'component', path: `${values}.${v}.designId`, id })
      }
    }
  }
  return refs
}

/** The references of `definition` that `saved` does not already hold. */
function newReferencesOf(definition: ConfiguratorDefinition, saved: ConfiguratorDefinition) {
  const held = new Set(referencesOf(saved).map((r) => `${r.kind}:${r.id}`))
  return referencesOf(definition).filter((r) => !held.has(`${r.kind}:${r.id}`))
}

export function createConfiguratorsService({
  db,
  clock,
  events,
  costs,
  onPublished,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
  costs: Pick<CostsService, 'configurableTree'>
  /**
   * After a version goes live, with the design as published: a design without a picture yet
   * gets one, so the public page has a poster to paint first.
   */
  onPublished?: (design: {
    companyId: string
    id: string
    scene: Scene
    pictured: boolean
    /** The configurator published: its poster is rendered for the new version. */
    configuratorId: string
  }) => void
}) {
  const publish = (
    companyId: string,
    action: AreaAction,
    id: string,
    actorId: string,
    version?: number,
  ) => events.publish(companyId, { type: `configurators.${action}`, id, version, actorId })

  // The live version, for the price range customers see.
  const live = aliasedTable(configuratorVersions, 'live')
  const select = () =>
    db
      .select({
        c: configurators,
        designName: designs.name,
        thumbnailKey: designs.thumbnailKey,
        scene: designs.scene,
        priceMin: live.priceMin,
        priceMax: live.priceMax,
        priceCurrency: live.currency,
        companyCurrency: companies.currency,
        // Counted per row of the page (an index on quotes' configurator id serves it); the
        // company condition keeps another company's rows out even if an id were shared.
        quoteCount: sql<number>`(select count(*)::int from ${quotes} where ${quotes.configuratorId} = ${configurators.id} and ${quotes.companyId} = ${configurators.companyId})`,
      })
      .from(configurators)
      .innerJoin(designs, eq(designs.id, configurators.designId))
      .innerJoin(companies, eq(companies.id, configurators.companyId))
      .leftJoin(
        live,
        and(
          eq(live.configuratorId, configurators.id),
          eq(live.version, configurators.publishedVersion),
        ),
      )

  type Selected = {
    c: Row
    designName: string
    thumbnailKey: string | null
    scene: Scene
    priceMin: number | null
    priceMax: number | null
    priceCurrency: string | null
    companyCurrency: string
    quoteCount: number
  }

  const summary = ({
    c,
    designName,
    thumbnailKey,
    priceMin,
    priceMax,
    priceCurrency,
    quoteCount,
  }: Selected): ConfiguratorSummary => ({
    id: c.id,
    name: c.name,
    designId: c.designId,
    designName,
    thumbnailUrl: thumbnailUrl({ id: c.designId, thumbnailKey }),
    status: c.status,
    version: c.version,
    publishedVersion: c.publishedVersion,
    publishedAt: c.publishedAt?.toISOString() ?? null,
    // Kept as columns of the version (minor units and a currency), answered as Money.
    priceRange:
      priceMin !== null && priceMax !== null && priceCurrency
        ? {
            min: { amount: priceMin, currency: priceCurrency },
            max: { amount: priceMax, currency: priceCurrency },
          }
        : null,
    quoteCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  })

  async function selected(companyId: string, id: string) {
    const [r] = await select().where(
      and(eq(configurators.id, id), eq(configurators.companyId, companyId)),
    )
    if (!r) throw notFound('Configurator')
    return r
  }

  async function published(companyId: string, id: string, version: number) {
    const [v] = await db
      .select()
      .from(configuratorVersions)
      .where(
        and(
          eq(configuratorVersions.configuratorId, id),
          eq(configuratorVersions.companyId, companyId),
          eq(configuratorVersions.version, version),
        ),
      )
    return v
  }

  async function get(companyId: string, id: string): Promise<Configurator> {
    const r = await selected(companyId, id)
    const live = r.c.publishedVersion ? await published(companyId, id, r.c.publishedVersion) : null
    return {
      ...summary(r),
      definition: r.c.draft,
      problems: definitionProblems(r.c.draft, r.scene, r.companyCurrency),
      changed: !live || JSON.stringify(live.definition) !== JSON.stringify(r.c.draft),
    }
  }

  async function designOf(companyId: string, designId: string) {
    const [d] = await db
      .select({
        id: designs.id,
        scene: designs.scene,
        version: designs.version,
        pictured: sql<boolean>`${designs.thumbnailKey} is not null`,
      })
      .from(designs)
      .where(and(eq(designs.id, designId), eq(designs.companyId, companyId)))
    return d
  }

  /**
   * What the engine needs to price this company's configurator: its currency, the cost of a
   * configured scene (the cost roll-up of the suppliers area, with every swappable component
   * and every material's supplier item loaded at once), and the same bill of materials at the
   * price book's unit prices, which is what a cost-plus price is made of (decision 023).
   * `scene` is the design's scene to start from: the published one for the live version.
   */
  async function pricing(
    companyId: string,
    designId: string,
    definition: ConfiguratorDefinition,
    scene?: Scene,
  ) {
    const [company] = await db
      .select({ currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId))
    const currency = company!.currency
    const options = definition.steps.flatMap((s) => s.options)
    const tree = await costs.configurableTree(
      companyId,
      designId,
      {
        designIds: options.flatMap((o) =>
          o.kind === 'component' ? o.values.map((v) => v.designId) : [],
        ),
        itemIds: options.flatMap((o) =>
          o.kind === 'material' ? o.values.flatMap((v) => v.supplierItemId ?? []) : [],
        ),
      },
      scene,
    )
    const components = new Map([...tree.designs].map(([id, d]) => [id, d.scene]))
    const book = priceBookOf(tree.items.values(), definition.price, currency)
    const today = clock.now().toISOString().slice(0, 10)
    let bom: EvaluationResult['bom'] | undefined
    return {
      currency,
      tree,
      book,
      costOf: (configured: Scene) => {
        bom = {
          ...rollUpCost(
            { ...tree.root, scene: configured },
            { design: (d) => tree.designs.get(d), item: (i) => tree.items.get(i) },
            { today, staleDays: 180 },
          ),
          designId,
        }
        const total = bom.totals.find((t) => t.currency === currency)
        // A cost in another currency cannot be added to this one: no cost-plus price then.
        return total && bom.totals.length === 1 ? total : null
      },
      pricedMaterialsOf: bookPricer(designId, components, book, currency),
      /** The bill of materials of the last scene costed. */
      bom: () => bom!,
    }
  }

  return {
    get,

    async list(companyId: string, query: ListQuery) {
      const where = and(
        eq(configurators.companyId, companyId),
        query.status ? eq(configurators.status, query.status) : undefined,
        matchesSearch(query.q, [configurators.name, designs.name]),
      ) as SQL
      const { limit, offset } = pageWindow(query)
      return listPage(
        select()
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(configurators)
          .innerJoin(designs, eq(designs.id, configurators.designId))
          .where(where),
        summary,
      )
    },

    async create(companyId: string, userId: string, input: CreateInput) {
      if (!(await designOf(companyId, input.designId))) {
        throw invalid([
          {
            path: 'designId',
            code: 'validation.unknownDesign',
            message: 'This design does not exist in the company',
          },
        ])
      }
      const definition = kept(input.definition ?? emptyDefinition())
      refuseCycles(definition)
      await refuseUnknownReferences(db, companyId, referencesOf(definition))
      const now = clock.now()
      const [created] = await db
        .insert(configurators)
        .values({
          companyId,
          designId: input.designId,
          name: input.name,
          draft: definition,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: configurators.id })
      publish(companyId, 'created', created!.id, userId, 1)
      return get(companyId, created!.id)
    },

    /** Saves the draft; the published version is untouched until the next publish. */
    async update(companyId: string, userId: string, id: string, input: UpdateInput) {
      refuseCycles(input.definition)
      // No other company's id comes in. An id the draft already holds is not checked again here:
      // a view or component deleted since would otherwise refuse every change to the draft
      // until someone finds and replaces it. Publishing checks them all.
      const [saved] = await db
        .select({ draft: configurators.draft })
        .from(configurators)
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
      if (!saved) throw notFound('Configurator')
      await refuseUnknownReferences(db, companyId, newReferencesOf(input.definition, saved.draft))
      const updated = await versionedWrite(
        'configurator',
        () =>
          db
            .update(configurators)
            .set({
              name: input.name,
              draft: kept(input.definition),
              version: sql`${configurators.version} + 1`,
              updatedAt: clock.now(),
            })
            .where(
              and(
                eq(configurators.id, id),
                eq(configurators.companyId, companyId),
                eq(configurators.version, input.version),
              ),
            )
            .returning({ version: configurators.version }),
        async () => (await selected(companyId, id)).c.version,
      )
      publish(companyId, 'updated', id, userId, updated.version)
      return get(companyId, id)
    },

    async remove(companyId: string, userId: string, id: string) {
      const deleted = await db
        .delete(configurators)
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
        .returning({ id: configurators.id })
      if (!deleted.length) throw notFound('Configurator')
      publish(companyId, 'deleted', id, userId)
    },

    /**
     * Makes the draft live as a new, immutable version, with the design's scene as it is now.
     * A draft with problems is refused, each problem at its path.
     */
    async publish(companyId: string, userId: string, id: string) {
      const r = await selected(companyId, id)
      await refuseUnknownReferences(db, companyId, referencesOf(r.c.draft))
      const design = await designOf(companyId, r.c.designId)
      const problems = definitionProblems(r.c.draft, design!.scene, r.companyCurrency)
      if (problems.length) {
        throw invalid(problems.map((p) => ({ ...p, path: `definition.${p.path}` })))
      }
      const pricer = await pricing(companyId, r.c.designId, r.c.draft)
      const range = priceRange(r.c.draft, design!.scene, pricer)
      const now = clock.now()
      const version = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ publishedVersion: configurators.publishedVersion })
          .from(configurators)
          .where(eq(configurators.id, id))
          .for('update')
        const [last] = await tx
          .select({ version: configuratorVersions.version })
          .from(configuratorVersions)
          .where(eq(configuratorVersions.configuratorId, id))
          .orderBy(desc(configuratorVersions.version))
          .limit(1)
        const next = (last?.version ?? locked?.publishedVersion ?? 0) + 1
        await tx.insert(configuratorVersions).values({
          companyId,
          configuratorId: id,
          version: next,
          definition: r.c.draft,
          scene: design!.scene,
          designVersion: design!.version,
          priceMin: range?.min.amount ?? null,
          priceMax: range?.max.amount ?? null,
          currency: pricer.currency,
          publishedBy: userId,
          publishedAt: now,
        })
        await tx
          .update(configurators)
          .set({ status: 'published', publishedVersion: next, publishedAt: now, updatedAt: now })
          .where(eq(configurators.id, id))
        return next
      })
      publish(companyId, 'updated', id, userId, version)
      onPublished?.({
        companyId,
        id: r.c.designId,
        scene: design!.scene,
        pictured: design!.pictured,
        configuratorId: id,
      })
      return get(companyId, id)
    },

    /** Takes it offline; its versions are kept, and publishing again makes a new one. */
    async unpublish(companyId: string, userId: string, id: string) {
      await selected(companyId, id)
      await db
        .update(configurators)
        .set({ status: 'draft', updatedAt: clock.now() })
        .where(and(eq(configurators.id, id), eq(configurators.companyId, companyId)))
      publish(companyId, 'updated', id, userId)
      return get(companyId, id)
    },

    async versions(companyId: string, id: string): Promise<ConfiguratorVersion[]> {
      await selected(companyId, id)
      const rows = await db
        .select({ v: configuratorVersions, name: users.name })
        .from(configuratorVersions)
        .leftJoin(users, eq(users.id, configuratorVersions.publishedBy))
        .where(
          and(
            eq(configuratorVersions.configuratorId, id),
            eq(configuratorVersions.companyId, companyId),
          ),
        )
        .orderBy(desc(configuratorVersions.version))
      return rows.map(({ v, name }) => ({
        version: v.version,
        designVersion: v.designVersion,
        publishedAt: v.publishedAt.toISOString(),
        publishedBy: v.publishedBy ? { id: v.publishedBy, name: name ?? '' } : null,
      }))
    },

    /** One published version as it was: its definition, for the publish dialog's changes. */
    async version(
      companyId: string,
      id: string,
      version: number,
    ): Promise<ConfiguratorVersionDetail> {
      await selected(companyId, id)
      const v = await published(companyId, id, version)
      if (!v) throw notFound('Version')
      return {
        version: v.version,
        designVersion: v.designVersion,
        publishedAt: v.publishedAt.toISOString(),
        definition: v.definition,
      }
    },

    /**
     * Runs the engine on the draft (with the design as it is) or on the published version (with
     * the design as it was published): the choices after the rules, the configured scene, the
     * price, and for the company its cost, margin and bill of materials.
     */
    async evaluate(companyId: string, id: string, input: EvaluateInput): Promise<EvaluationResult> {
      const r = await selected(companyId, id)
      let definition = r.c.draft
      let scene = r.scene
      let version: number | null = null
      if (input.source === 'published') {
        const live =
          r.c.status === 'published' && r.c.publishedVersion
            ? await published(companyId, id, r.c.publishedVersion)
            : undefined
        if (!live) throw new AppError(409, 'conflict', 'This configurator is not published')
        definition = live.definition
        scene = live.scene
        version = live.version
      }
      refuseOtherCurrencies(definition, r.companyCurrency)
      const pricer = await pricing(companyId, r.c.designId, definition, scene)
      const result = evaluate(definition, scene, input.selections, pricer)
      return { version, ...result, bom: pricer.bom() }
    },
  }
}
export type ConfiguratorsService = ReturnType<typeof createConfiguratorsService>

/** The public page's service (public.ts), for the areas that build on it (quotes). */
export {
  createPublicConfiguratorsService,
  type PublicConfiguratorsService,
  unavailable,
} from './public'
