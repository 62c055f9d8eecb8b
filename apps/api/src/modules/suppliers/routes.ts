import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'

export const suppliersRoutes: FastifyPluginAsyncZod = async (_app) => {}
