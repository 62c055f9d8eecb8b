import { healthSchema, livenessSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import type { FastifyReply } from 'fastify'

/**
 * Readiness asks the database; liveness does not, so an orchestrator never restarts a healthy
 * process because the database is down — a restart would not bring the database back
 * (docs/decisions/012-database-outages.md).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  const readiness = (operationId: string) => ({
    schema: {
      operationId,
      tags: ['system'],
      summary:
        'Readiness: whether the API and its database answer (503 when the database does not)',
      response: { 200: healthSchema, 503: healthSchema },
    },
  })
  const ready = async (_request: unknown, reply: FastifyReply) => {
    let database: 'up' | 'down' = 'up'
    try {
      await withTimeout(app.database.ping(), 2000)
    } catch (err) {
      app.log.warn({ err }, 'database ping failed')
      database = 'down'
    }
    const body = {
      status: database === 'up' ? ('ok' as const) : ('unavailable' as const),
      database,
      version: opts.version,
      uptimeSeconds: Math.round(process.uptime()),
    }
    return reply
      .status(database === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body)
  }
  app.get('/health', readiness('getHealth'), ready)
  app.get('/health/ready', readiness('getReadiness'), ready)

  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['system'],
        summary: 'Liveness: whether the process answers, without asking the database',
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({
        status: 'ok' as const,
        version: opts.version,
        uptimeSeconds: Math.round(process.uptime()),
      }),
  )
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
