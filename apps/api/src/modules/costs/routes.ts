import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'

export const costsRoutes: FastifyPluginAsyncZod = async (_app) => {}
