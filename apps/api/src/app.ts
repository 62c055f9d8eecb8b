import { randomUUID } from 'node:crypto'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from '@fastify/type-provider-zod'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { memoryRateStore, type RateStore } from './lib/rate-limit'
import { authRoutes } from './modules/auth/routes'
import { billingRoutes } from './modules/billing/routes'
import { companiesRoutes } from './modules/companies/routes'
import { designsRoutes } from './modules/designs/routes'
import { healthRoutes } from './modules/health/routes'
import { invitesRoutes } from './modules/invites/routes'
import { createMailer, type Mailer } from './modules/mail/mailer'
import { membersRoutes } from './modules/members/routes'
import { viewsRoutes } from './modules/views/routes'
import { authPlugin } from './plugins/auth'
import { companyScopePlugin } from './plugins/company-scope'
import { databasePlugin } from './plugins/database'
import { docsPlugin } from './plugins/docs'
import { errorsPlugin } from './plugins/errors'
import { securityPlugin } from './plugins/security'
import { servicesPlugin } from './plugins/services'
import { webPlugin } from './plugins/web'
import { APP_VERSION } from './version'

export type AppDeps = {
  config: Config
  database: DatabaseHandle
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** Counts of the rate limits; in memory unless a shared store is given. */
  rateStore?: RateStore
  mailer?: Mailer
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    mailer: Mailer
    rateStore: RateStore
  }
}

/** Builds the whole app without listening: the server and the tests share it. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    trustProxy: config.env === 'production',
    routerOptions: { ignoreTrailingSlash: true },
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

  // Ecosystem plugins, then ours, then routes.
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins })
  await app.register(errorsPlugin)
  await app.register(databasePlugin, { handle: deps.database })
  await app.register(docsPlugin, { version: APP_VERSION, publicUrl: config.publicUrl })
  app.decorate('mailer', deps.mailer ?? createMailer(config.mail, app.log))
  app.decorate('rateStore', deps.rateStore ?? memoryRateStore())
  await app.register(authPlugin)
  await app.register(companyScopePlugin)
  await app.register(servicesPlugin)

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { version: APP_VERSION })
      await v1.register(authRoutes)
      await v1.register(companiesRoutes)
      await v1.register(membersRoutes)
      await v1.register(invitesRoutes)
      await v1.register(billingRoutes)
      await v1.register(designsRoutes)
      await v1.register(viewsRoutes)
    },
    { prefix: '/v1' },
  )

  await app.register(webPlugin, { distDir: config.webDistDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
