import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'

async function missingBodyAsEmpty(request: FastifyRequest) {
  if (request.body === undefined) request.body = {}
}

/**
 * A request without a body (no content type, nothing sent) to a route whose body is an object
 * that needs no field is read as `{}`, what a client with nothing to say means:
 * `POST /v1/calendar/feed` with no body makes a feed of the default scope instead of answering
 * 400. Decided once per route, by whether its schema is an object that accepts `{}`; a route
 * whose body has required fields still answers 400 with them, and bodies that are no object
 * (an uploaded file) are left alone. A body declared as JSON but empty stays a client error.
 */
export const optionalBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const body = route.schema?.body
      if (!(body instanceof z.ZodObject) || !body.safeParse({}).success) return
      const own = route.preValidation ?? []
      route.preValidation = [missingBodyAsEmpty, ...(Array.isArray(own) ? own : [own])]
    })
  },
  { name: 'optional-body' },
)
