import { healthSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let database: 'up' | 'down' = 'up'
      try {
        await withTimeout(app.database.ping(), 2000)
      } catch (err) {
        app.log.error({ err }, 'database ping failed')
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
    },
  )
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
