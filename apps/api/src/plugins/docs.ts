import { AREAS, COMPANY_HEADER } from '@designer/contract'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from '@fastify/type-provider-zod'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The OpenAPI document, made from the same zod schemas that validate requests. */
export const docsPlugin = fp(
  async (app: FastifyInstance, opts: { version: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Designer API',
          // Only the areas that exist: the description grows as they land.
          description: `Company-scoped API for ${Object.entries(AREAS)
            .filter(([, built]) => built)
            .map(([area]) => area)
            .join(', ')}, with accounts, companies, members, invitations and billing.`,
          version: opts.version,
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            company: { type: 'apiKey', in: 'header', name: COMPANY_HEADER },
          },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, {
      routePrefix: '/v1/docs',
      // Its own CSP with hashes for the page's inline parts, instead of weakening ours.
      staticCSP: true,
      uiConfig: { deepLinking: true },
    })
    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'docs' },
)
