import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../lib/errors'
import { type AccessClaims, type AccessTokens, createAccessTokens } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens
    /** A request hook: answers 401 unless the request carries a valid access token. */
    authenticate(request: FastifyRequest): Promise<void>
  }
  interface FastifyRequest {
    auth: AccessClaims | null
  }
}

/** Bearer access tokens (no cookies): verified from the token alone, no query per request. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accessTokens', createAccessTokens(app.config.secrets.jwt, app.config.publicUrl))
    app.decorateRequest('auth', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
      if (!match) throw unauthorized('Authentication required')
      const claims = await app.accessTokens.verify(match[1]!, app.clock.now())
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.')
      request.auth = claims
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

/** The signed-in caller of a route that ran `authenticate`. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized()
  return request.auth
}
