import { REALTIME_TICKET_TTL_SECONDS, realtimeTicketSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../lib/errors'
import { createRateLimiter } from '../../lib/rate-limit'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import type { SocketOwner } from './service'

const tags = ['realtime']

/** A ticket for the socket: the bearer token and company header cannot travel on a WebSocket. */
export const realtimeTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)
  app.post(
    '/realtime/ticket',
    {
      // Open after the trial too: the pages still open then (billing, company) stay live, and
      // asking must not send the person to the trial-expired page by itself.
      config: { company: { allowExpired: true } },
      schema: {
        operationId: 'createRealtimeTicket',
        errors: [429],
        tags,
        summary: `A single-use ticket to open /v1/realtime within ${REALTIME_TICKET_TTL_SECONDS} s`,
        response: { 201: realtimeTicketSchema },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = caller(request)
      // A tab reconnecting with backoff asks a few times a minute; a script opening sockets
      // by the thousand does not get them.
      await limit([{ key: `realtime-ticket:user:${userId}`, max: 120, windowMs: 10 * 60_000 }])
      reply.status(201)
      return app.services.realtime.issue({ userId, sessionId, companyId: scope(request).id })
    },
  )
}

/** The socket, opened with a ticket; a missing, used or stale ticket is refused before the upgrade. */
export const realtimeSocketRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = new WeakMap<FastifyRequest, SocketOwner & { userName: string }>()
  app.get(
    '/realtime',
    {
      websocket: true,
      schema: {
        tags,
        summary: 'The realtime socket (WebSocket): company events, co-editing, presence',
        querystring: z.object({ ticket: z.string().min(1).max(100) }),
      },
      preHandler: async (request) => {
        const { ticket } = request.query as { ticket: string }
        const owner = await app.services.realtime.consume(ticket)
        if (!owner) {
          throw new AppError(401, 'invalid_ticket', 'This realtime ticket is not valid any more')
        }
        owners.set(request, owner)
      },
    },
    (socket, request) => {
      const owner = owners.get(request)
      if (!owner) return socket.close(1011)
      void app.realtime.add(socket, owner)
    },
  )
}
