import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'
import type { Database } from './db/client'
import type { Clock } from './lib/clock'
import { notFound } from './lib/errors'
import type { EventsPublisher } from './lib/events'
import type { Mailer } from './lib/mail/mailer'
import { type AccessTokens, createAccessTokens } from './lib/tokens'
import { createAuthService } from './modules/auth/service'
import { createBillingService } from './modules/billing/service'
import { createStripe } from './modules/billing/stripe-client'
import { createCalendarService } from './modules/calendar/service'
import { createCompaniesService } from './modules/companies/service'
import { createModelsService } from './modules/configurators/models/service'
import { createConfiguratorPostersService } from './modules/configurators/posters'
import {
  createConfiguratorsService,
  createPublicConfiguratorsService,
} from './modules/configurators/service'
import { createCostsService } from './modules/costs/service'
import { createCustomersService } from './modules/customers/service'
import { createDesignOps } from './modules/designs/ops'
import { createDesignsService } from './modules/designs/service'
import { createInvitesService } from './modules/invites/service'
import { createMembersService } from './modules/members/service'
import { createQuotePicturesService } from './modules/quotes/pictures'
import { createQuotesService } from './modules/quotes/service'
import { createQuoteSteps } from './modules/quotes/steps'
import { createRealtimeService } from './modules/realtime/service'
import { createRenderer } from './modules/screenshots/renderer'
import { createScreenshotsService } from './modules/screenshots/service'
import { createThumbnailRefresher } from './modules/screenshots/thumbnails'
import { createSuppliersService } from './modules/suppliers/service'
import { createViewsService } from './modules/views/service'
import type { MembershipCache } from './plugins/company-scope'

/**
 * Everything the domain services may use, declared in one place: a service gets what it names
 * here and nothing else (no Fastify, no request). Tests build the app with their own clock,
 * mailer or events and every service sees the same ones.
 */
export type ServiceDeps = {
  db: Database
  clock: Clock
  config: Config
  mailer: Mailer
  events: EventsPublisher
  accessTokens: AccessTokens
  /** Who belongs where is cached for a few seconds; whatever changes it drops the entries. */
  memberships: Pick<MembershipCache, 'forgetCompany' | 'forgetUser'>
  log: FastifyBaseLogger
}

/** Builds every domain service once per app; routes reach them through `app.services`. */
export function createServices(deps: ServiceDeps) {
  const { db, clock, config, mailer, events, memberships, log } = deps
  const onMembershipChange = (companyId: string, userId?: string) => {
    memberships.forgetCompany(companyId)
    if (userId) memberships.forgetUser(userId)
  }
  const invites = createInvitesService({
    db,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    onMembershipChange,
  })
  const billing = createBillingService({
    db,
    clock,
    config,
    stripe: config.billing.mode === 'stripe' ? createStripe(config.billing) : null,
    onCompanyChange: (companyId) => memberships.forgetCompany(companyId),
    log,
  })
  const renderer = createRenderer({ ...config.render, log })
  const screenshots = createScreenshotsService({
    db,
    clock,
    secret: config.secrets.screenshot,
    renderer,
    // A poster is the live version's default configuration; a quote's picture, the version it
    // was asked of with its choices, priced in its currency (decisions 040, 044).
    async configuredScene(designId, of) {
      if ('configurator' in of) {
        return publicConfigurators.configuredShot({
          configuratorId: of.configurator,
          version: 'live',
          selections: {},
          designId,
        })
      }
      const asked = await quotePictures.target(of.quote)
      if (!asked) throw notFound('Quote')
      return publicConfigurators.configuredShot({ ...asked, designId })
    },
  })
  const posters = createConfiguratorPostersService({ db })
  const quotePictures = createQuotePicturesService({ db })
  const designs = createDesignsService({
    db,
    events,
    onSceneSaved: (companyId, id, scene) => thumbnails.schedule(companyId, id, scene),
    thumbnailRendering: (id) => thumbnails.rendering('design', id),
  })
  const designOps = createDesignOps({
    db,
    events,
    onSceneSaved: (companyId, id, scene) => thumbnails.schedule(companyId, id, scene),
  })
  const views = createViewsService({
    db,
    events,
    onViewSaved: (companyId, id) => thumbnails.scheduleView(companyId, id),
    pictureRendering: (id) => thumbnails.rendering('view', id),
  })
  const thumbnails = createThumbnailRefresher({
    delayMs: config.render.thumbnailDelayMs,
    available: renderer.available,
    designs: { render: screenshots.thumbnail, save: designs.saveThumbnail },
    views: { render: screenshots.viewPicture, save: views.savePicture, ofDesign: views.ofDesign },
    posters: {
      async make(companyId, configuratorId) {
        const live = await posters.posterTarget(configuratorId)
        if (!live) return
        const jpeg = await screenshots.configuredPicture(
          live.designId,
          { configurator: configuratorId },
          live.background,
        )
        await posters.savePoster(companyId, configuratorId, live.version, jpeg)
      },
    },
    quotes: {
      async make(companyId, quoteId) {
        const asked = await quotePictures.target(quoteId)
        if (!asked) return
        const jpeg = await screenshots.configuredPicture(
          asked.designId,
          { quote: quoteId },
          asked.background,
        )
        await quotePictures.save(companyId, quoteId, jpeg)
      },
      settled: (companyId, quoteId) => quotes.pictureSettled(companyId, quoteId),
    },
    missing: async () => ({
      ...(await screenshots.missing()),
      posters: await posters.unpostered(),
      quotes: await quotePictures.unpictured(),
    }),
    events,
    log,
  })
  const costs = createCostsService({ db, clock })
  const customers = createCustomersService({ db, clock, events })
  const calendar = createCalendarService({ db, clock, events, mailer, publicUrl: config.publicUrl })
  customers.addTimelineSource(calendar.timeline)
  const publicConfigurators = createPublicConfiguratorsService({ db, clock, costs })
  const quoteSteps = createQuoteSteps({ db, clock })
  const quotes = createQuotesService({
    db,
    clock,
    events,
    mailer,
    publicUrl: config.publicUrl,
    secret: config.secrets.screenshot,
    pages: publicConfigurators,
    customers,
    calendar,
    pictures: quotePictures,
    renderPicture: (companyId, quoteId) => thumbnails.scheduleQuote(companyId, quoteId),
    steps: quoteSteps,
  })
  // Each step of a quote is its own entry (decision 043).
  customers.addTimelineSource(quoteSteps.timeline)
  return {
    auth: createAuthService({
      db,
      clock,
      accessTokens: deps.accessTokens,
      mailer,
      invites,
      onUserGone: (userId) => memberships.forgetUser(userId),
      // A company deleted with its last owner stops being billed first.
      beforeCompaniesDeleted: (companyIds) => billing.endSubscriptions(companyIds),
      publicUrl: config.publicUrl,
      log,
    }),
    companies: createCompaniesService({
      db,
      clock,
      trialDays: config.trialDays,
      onMembershipChange,
      beforeDelete: (companyIds) => billing.endSubscriptions(companyIds),
    }),
    members: createMembersService({ db, onMembershipChange }),
    invites,
    billing,
    designs,
    designOps,
    views,
    suppliers: createSuppliersService({
      db,
      clock,
      events,
      onAppearanceChanged: (companyId, itemId) => {
        if (!renderer.available()) return
        void screenshots
          .designsMadeOf(companyId, itemId)
          .then((made) => thumbnails.scheduleDesigns(companyId, made))
          .catch((err) =>
            log.warn({ err, itemId }, 'could not find the designs made of a material'),
          )
      },
    }),
    costs,
    configurators: createConfiguratorsService({
      db,
      clock,
      events,
      costs,
      onPublished: (d) => {
        if (!d.pictured) thumbnails.schedule(d.companyId, d.id, d.scene)
        thumbnails.schedulePoster(d.companyId, d.configuratorId)
      },
    }),
    customers,
    calendar,
    publicConfigurators,
    models: createModelsService({ db, clock, pages: publicConfigurators }),
    posters,
    quotes,
    quotePictures,
    screenshots,
    thumbnails,
    realtime: createRealtimeService({ db, clock }),
  }
}
export type Services = ReturnType<typeof createServices>

/**
 * The services for work done before the app starts (the demo): nobody has signed in yet, so no
 * membership is cached to forget, and access tokens are signed with the app's key and issuer,
 * as the auth plugin signs them.
 */
export function createServicesBeforeApp(deps: Omit<ServiceDeps, 'accessTokens' | 'memberships'>) {
  return createServices({
    ...deps,
    accessTokens: createAccessTokens(deps.config.secrets.jwt, deps.config.publicUrl),
    memberships: { forgetCompany: () => {}, forgetUser: () => {} },
  })
}
