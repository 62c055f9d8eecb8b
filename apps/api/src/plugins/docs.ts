import { AREAS, apiErrorSchema, COMPANY_HEADER, conditionSchema } from '@designer/contract'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, jsonSchemaTransformObject } from '@fastify/type-provider-zod'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'

/** The error answers an operation can give, each with the one error shape. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error answers of this route beyond those its group and its schemas imply (see
     * `impliedErrors`): a 409 for a taken value, a 429 for a rate limit, a 404 found by a token.
     */
    errors?: readonly ErrorStatus[]
  }
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input is not valid; for fields, `details` lists each one with its path and code',
  401: 'Not signed in, or the session or token has ended',
  403: "Not allowed: not a member with the needed role, or the company's trial has ended",
  404: 'Not found (another company’s rows are not found either)',
  409: 'A conflict: a stale version, or a value already taken',
  413: 'The body is too large',
  415: 'The body’s content type is not accepted here',
  429: 'Too many requests; `retry-after` says how many seconds to wait',
  500: 'An error on our side; the answer carries a `requestId` for support',
  502: 'A service we depend on (Stripe) did not do what was asked; nothing was changed',
  503: 'The database does not answer for now; `retry-after` says when to try again',
}

/** A file (CSV, ICS, PDF, an image) of the media types the route `produces` or `consumes`. */
export const fileContent = (description: string) =>
  z.custom<string | Buffer>().meta({ type: 'string', format: 'binary' }).describe(description)

/** A redirect: no body, the `location` header says where. */
export const redirectAnswer = (description: string) => z.void().describe(description)

/** A 304: the copy the client holds (its `if-none-match`) is still the one. */
export const notModified = z
  .void()
  .describe('Not modified: the copy named by `if-none-match` is current')

/** A 204: done, nothing to say. */
export const noContent = z.void().describe('Done; no body')

// Recursive schemas cannot be written inline: they are components the document refers to.
z.globalRegistry.add(conditionSchema, { id: 'Condition' })

type Security = Record<string, string[]>[]
type RouteSchema = NonNullable<RouteOptions['schema']> & { security?: Security }

/** What every route of a kind can answer, read from its method, schemas and route group. */
function impliedErrors(method: string, schema: RouteSchema): Set<ErrorStatus> {
  const errors = new Set<ErrorStatus>([500, 503])
  const schemes = new Set(schema.security?.flatMap((s) => Object.keys(s)) ?? [])
  if (schema.body || schema.querystring || schema.params || schema.headers) errors.add(400)
  // Fastify reads the body of every POST and PUT, declared or not.
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    errors.add(413)
    errors.add(415)
  }
  if (schema.params) errors.add(404)
  if (schemes.has('bearer')) errors.add(401)
  // The company-id header is checked (400), then membership, its role and the trial (403).
  if (schemes.has('company')) {
    errors.add(400)
    errors.add(403)
  }
  for (const status of schema.errors ?? []) errors.add(status)
  return errors
}

type Operation = OpenAPIV3_1.OperationObject & { 'x-errors'?: ErrorStatus[] }
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

/**
 * Completes the document once the routes are in it: every operation's error answers with the
 * one error schema, no body on redirects, and optional bodies marked optional (a bodiless POST
 * is read as `{}`).
 */
function completeDocument(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const errorRef = { $ref: '#/components/schemas/Error' }
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined
      if (!operation) continue
      operation.responses ??= {}
      const responses = operation.responses
      for (const [status, response] of Object.entries(responses)) {
        if ((status.startsWith('3') || status === '204') && 'content' in response)
          delete response.content
      }
      for (const status of operation['x-errors'] ?? []) {
        responses[status] ??= {
          description: ERROR_DESCRIPTIONS[status],
          content: { 'application/json': { schema: errorRef } },
        }
      }
      delete operation['x-errors']
      const body = operation.requestBody
      if (body && 'content' in body) {
        const schema = body.content['application/json']?.schema as
          | OpenAPIV3_1.SchemaObject
          | undefined
        if (schema?.type === 'object' && !schema.required?.length) body.required = false
      }
    }
  }
  const { $schema: _dialect, ...error } = z.toJSONSchema(apiErrorSchema, {
    target: 'draft-2020-12',
  })
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: error as OpenAPIV3_1.SchemaObject },
  }
  return document
}

/** The areas the operations are grouped by, in the order a reader meets them. */
const TAGS = [
  { name: 'system', description: 'Health checks for load balancers and orchestrators' },
  { name: 'auth', description: 'Accounts and sessions: sign-up, sign-in, tokens, passwords' },
  { name: 'users', description: 'Deleting one’s own account' },
  { name: 'companies', description: 'The companies a person belongs to' },
  { name: 'members', description: 'The members of a company and their roles' },
  { name: 'company invitations', description: 'Invitations a company sends' },
  { name: 'invitations', description: 'Invitations a person received' },
  { name: 'billing', description: 'Trial, subscription and Stripe' },
  { name: 'designs', description: 'Designs and components, their scenes and co-editing' },
  { name: 'views', description: 'Saved camera views' },
  { name: 'images', description: 'Pictures of designs rendered on the server' },
  { name: 'suppliers', description: 'Suppliers, their items and price history' },
  { name: 'costs', description: 'Bills of materials and what designs cost' },
  { name: 'customers', description: 'Customers, tags, notes and their timeline' },
  { name: 'calendar', description: 'Events, working hours and calendar feeds' },
  { name: 'configurators', description: 'Product configurators: drafts, versions, publishing' },
  { name: 'quotes', description: 'Quotes asked for on the public page, and their life' },
  { name: 'public', description: 'What a studio’s customers open, with no account' },
  { name: 'realtime', description: 'Tickets for the live-updates socket' },
]

/** The OpenAPI document, made from the same zod schemas that validate requests. */
export const docsPlugin = fp(
  async (app: FastifyInstance, opts: { version: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Designer API',
          description: `Company-scoped API for ${AREAS.join(', ')}, with accounts, companies, members, invitations and billing.`,
          version: opts.version,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: opts.publicUrl }],
        tags: TAGS,
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            company: { type: 'apiKey', in: 'header', name: COMPANY_HEADER },
          },
        },
      },
      transform: (input) => {
        const result = jsonSchemaTransform(input)
        const schema = input.schema as RouteSchema | undefined
        if (!schema || result.schema.hide) return result
        const method = String(input.route.method)
        const { errors: _declared, ...rest } = result.schema as RouteSchema
        return {
          ...result,
          schema: { ...rest, 'x-errors': [...impliedErrors(method, schema)].sort() },
        }
      },
      transformObject: (input) =>
        completeDocument(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document),
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
