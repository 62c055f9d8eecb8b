import { companyCreateDataSchema, companyInputSchema, companySchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { caller } from '../../plugins/auth'
import { noContent } from '../../plugins/docs'

const tags = ['companies']
const params = z.object({ id: z.uuid() })

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies } = app.services

  app.get(
    '/companies',
    {
      schema: {
        operationId: 'listCompanies',
        tags,
        summary: "The caller's companies",
        response: { 200: z.array(companySchema) },
      },
    },
    async (request) => companies.list(caller(request).userId),
  )

  app.get(
    '/companies/create',
    {
      schema: {
        operationId: 'getCompanyCreateOptions',
        tags,
        summary: 'What the create form needs: trial length, currencies, countries',
        response: { 200: companyCreateDataSchema },
      },
    },
    async () => companies.createData(),
  )

  app.post(
    '/companies',
    {
      schema: {
        operationId: 'createCompany',
        tags,
        summary: 'Create a company; the caller becomes its owner and its trial starts',
        body: companyInputSchema,
        response: { 201: companySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await companies.create(caller(request).userId, request.body)),
  )

  app.get(
    '/companies/:id',
    {
      schema: {
        operationId: 'getCompany',
        tags,
        summary: 'One company the caller belongs to',
        params,
        response: { 200: companySchema },
      },
    },
    async (request) => companies.get(caller(request).userId, request.params.id),
  )

  app.put(
    '/companies/:id',
    {
      schema: {
        operationId: 'updateCompany',
        errors: [403],
        tags,
        summary: 'Update the company (owners and admins)',
        params,
        body: companyInputSchema,
        response: { 200: companySchema },
      },
    },
    async (request) => companies.update(caller(request).userId, request.params.id, request.body),
  )

  app.delete(
    '/companies/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteCompany',
        errors: [403, 502],
        tags,
        summary: 'Delete the company and everything in it (owners)',
        params,
      },
    },
    async (request, reply) => {
      await companies.remove(caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
}
