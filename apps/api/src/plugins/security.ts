import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The refresh token lives in localStorage, so the page must never run a script it did not
 * ship itself: scripts only from our own origin, no inline script, no eval. Inline styles stay
 * allowed because Radix and sonner set them at run time (docs/decisions/003-content-security-policy.md).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { corsOrigins: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })
    // Closed unless origins are configured: the web app is served from the same origin.
    await app.register(cors, {
      origin: opts.corsOrigins.length ? opts.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['x-request-id'],
    })
  },
  { name: 'security' },
)
