import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from '@fastify/type-provider-zod'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger, LogController, type RouteOptions } from 'fastify'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { type EventsPublisher, inProcessEvents } from './lib/events'
import { logRequests } from './lib/logger'
import { createMailer, type Mailer } from './lib/mail/mailer'
import { memoryRateStore, type RateStore } from './lib/rate-limit'
import { accountRoutes, authRoutes } from './modules/auth/routes'
import { billingRoutes, billingWebhookRoutes } from './modules/billing/routes'
import { calendarFeedRoutes, calendarRoutes } from './modules/calendar/routes'
import { companiesRoutes, companyLogoRoutes } from './modules/companies/routes'
import { publicModelRoutes } from './modules/configurators/models/routes'
import { configuratorsRoutes } from './modules/configurators/routes'
import { costsRoutes } from './modules/costs/routes'
import { customersRoutes } from './modules/customers/routes'
import { designsRoutes, thumbnailRoutes } from './modules/designs/routes'
import { healthRoutes } from './modules/health/routes'
import { companyInvitesRoutes, invitePreviewRoutes, invitesRoutes } from './modules/invites/routes'
import { membersRoutes } from './modules/members/routes'
import { publicQuoteRoutes, quotesRoutes } from './modules/quotes/routes'
import { createRealtimeHub, type RealtimeHub } from './modules/realtime/hub'
import { realtimeSocketRoutes, realtimeTicketRoutes } from './modules/realtime/routes'
import { imageRoutes, signedScreenshotRoutes } from './modules/screenshots/routes'
import { suppliersRoutes, textureRoutes } from './modules/suppliers/routes'
import { viewPictureRoutes, viewsRoutes } from './modules/views/routes'
import { authPlugin } from './plugins/auth'
import { companyScopePlugin } from './plugins/company-scope'
import { databasePlugin } from './plugins/database'
import { docsPlugin } from './plugins/docs'
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors'
import { optionalBodyPlugin } from './plugins/optional-body'
import { securityPlugin } from './plugins/security'
import { webPlugin } from './plugins/web'
import { createServices, type Services } from './services'
import { APP_VERSION } from './version'

export type AppDeps = {
  config: Config
  database: DatabaseHandle
  clock?: Clock
  /** The server's log (lib/logger.ts); tests run without one. */
  logger?: FastifyBaseLogger
  /** Counts of the rate limits; in memory unless a shared store is given. */
  rateStore?: RateStore
  mailer?: Mailer
  /** Where services publish their writes; in this process unless another publisher is given. */
  events?: EventsPublisher
  /** How often the realtime sockets' access is checked again, and pinged (tests shorten them). */
  realtime?: { checkEveryMs?: number; heartbeatMs?: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    mailer: Mailer
    rateStore: RateStore
    events: EventsPublisher
    services: Services
    realtime: RealtimeHub
  }
}

/** Builds the whole app without listening: the server and the tests share it. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Two lines per request buried the start-up log; lib/logger.ts logs what matters instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    // A hop count is a function to Fastify's types: trust the nearest `n` proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  // Responses are checked against their schemas in development and tests, where a service
  // returning a stray field must fail loudly; in production they are only stringified, since
  // services already map rows to the contract's types (docs/decisions/006-response-serialization.md).
  app.setSerializerCompiler(
    config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  )
  app.decorate('config', config)
  app.decorate('clock', deps.clock ?? systemClock)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  logRequests(app)

  // Ecosystem plugins, then ours, then routes.
  // JSON answers above 1 KB travel compressed; the web app's files are compressed at build time
  // and sent as they are (plugins/web.ts), which this plugin sees and leaves alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins })
  // Before any route: it takes the upgrade requests of the routes marked `websocket`.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } })
  await app.register(errorsPlugin)
  await app.register(optionalBodyPlugin)
  await app.register(databasePlugin, { handle: deps.database })
  await app.register(docsPlugin, { version: APP_VERSION, publicUrl: config.publicUrl })
  app.decorate('mailer', deps.mailer ?? createMailer(config.mail, app.log))
  app.decorate('rateStore', deps.rateStore ?? memoryRateStore())
  await app.register(authPlugin)
  await app.register(companyScopePlugin)
  app.decorate(
    'events',
    deps.events ?? inProcessEvents((err) => app.log.error({ err }, 'an event listener failed')),
  )
  app.decorate(
    'services',
    createServices({
      db: app.db,
      clock: app.clock,
      config,
      mailer: app.mailer,
      events: app.events,
      accessTokens: app.accessTokens,
      memberships: app.memberships,
      log: app.log,
    }),
  )
  app.decorate(
    'realtime',
    createRealtimeHub({
      events: app.events,
      service: app.services.realtime,
      log: app.log,
      ...deps.realtime,
    }),
  )

  // Three groups of routes, each guarded once, before the body is even read: public, signed in,
  // and company-scoped. A module
  // says which group a route belongs to by the plugin it exports; a company-scoped route names
  // its roles and whether it stays open after the trial in `config.company`.
  await app.register(
    async (v1) => {
      await v1.register(async (open) => {
        open.addHook('onRoute', documentSecurity([]))
        await open.register(healthRoutes, { version: APP_VERSION })
        await open.register(authRoutes)
        await open.register(thumbnailRoutes)
        await open.register(viewPictureRoutes)
        await open.register(textureRoutes)
        await open.register(companyLogoRoutes)
        await open.register(signedScreenshotRoutes)
        await open.register(billingWebhookRoutes)
        await open.register(invitePreviewRoutes)
        await open.register(calendarFeedRoutes)
        await open.register(publicQuoteRoutes)
        await open.register(publicModelRoutes)
        await open.register(realtimeSocketRoutes)
      })
      await v1.register(async (user) => {
        user.addHook('onRoute', documentSecurity(['bearer']))
        user.addHook('onRequest', app.authenticate)
        await user.register(accountRoutes)
        await user.register(companiesRoutes)
        await user.register(invitesRoutes)
      })
      await v1.register(async (company) => {
        company.addHook('onRoute', documentSecurity(['bearer', 'company']))
        company.addHook('onRequest', app.authenticate)
        company.addHook('onRequest', app.requireCompany)
        await company.register(membersRoutes)
        await company.register(companyInvitesRoutes)
        await company.register(billingRoutes)
        await company.register(designsRoutes)
        await company.register(viewsRoutes)
        await company.register(imageRoutes)
        await company.register(suppliersRoutes)
        await company.register(customersRoutes)
        await company.register(configuratorsRoutes)
        await company.register(costsRoutes)
        await company.register(calendarRoutes)
        await company.register(quotesRoutes)
        await company.register(realtimeTicketRoutes)
      })
    },
    { prefix: '/v1' },
  )

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    configuratorHead: (id, asked) => app.services.publicConfigurators.pageHead(id, asked),
  })
  app.addHook('preClose', async () => app.realtime.close())
  app.addHook('onClose', async () => {
    await app.events.close?.()
    app.services.thumbnails.close()
    await app.services.screenshots.renderer.close()
  })
  return app
}

/** Marks a group's routes in the OpenAPI document with what they require (nothing: `[]`). */
function documentSecurity(schemes: ('bearer' | 'company')[]) {
  const security = schemes.length ? [Object.fromEntries(schemes.map((s) => [s, []]))] : []
  return (route: RouteOptions) => {
    route.schema = { ...route.schema, security }
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>
