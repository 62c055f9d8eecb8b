import {
  configuratorCreateSchema,
  configuratorListQuerySchema,
  configuratorSchema,
  configuratorSummarySchema,
  configuratorUpdateSchema,
  configuratorVersionDetailSchema,
  configuratorVersionSchema,
  evaluateInputSchema,
  evaluationSchema,
  listResponseSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { noContent } from '../../plugins/docs'

const tags = ['configurators']
const params = z.object({ id: z.uuid() })

/** Configurators: a draft edited with versions, published as immutable versions, evaluated. */
export const configuratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { configurators } = app.services

  app.get(
    '/configurators',
    {
      schema: {
        operationId: 'listConfigurators',
        tags,
        summary: 'Configurators: search by name or design, status filter, sort, paging',
        querystring: configuratorListQuerySchema,
        response: { 200: listResponseSchema(configuratorSummarySchema) },
      },
    },
    async (request) => configurators.list(scope(request).id, request.query),
  )
  app.post(
    '/configurators',
    {
      schema: {
        operationId: 'createConfigurator',
        tags,
        summary: "Make a configurator of one of the company's designs",
        body: configuratorCreateSchema,
        response: { 201: configuratorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await configurators.create(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/configurators/:id',
    {
      schema: {
        operationId: 'getConfigurator',
        tags,
        summary: 'One configurator with its draft and what stops it from being published',
        params,
        response: { 200: configuratorSchema },
      },
    },
    async (request) => configurators.get(scope(request).id, request.params.id),
  )
  app.put(
    '/configurators/:id',
    {
      schema: {
        operationId: 'updateConfigurator',
        errors: [409],
        tags,
        summary: 'Save the draft (409 when `version` is not the current one)',
        params,
        body: configuratorUpdateSchema,
        response: { 200: configuratorSchema },
      },
    },
    async (request) =>
      configurators.update(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.body,
      ),
  )
  app.delete(
    '/configurators/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteConfigurator',
        tags,
        summary: 'Delete a configurator and its versions',
        params,
      },
    },
    async (request, reply) => {
      await configurators.remove(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/configurators/:id/publish',
    {
      schema: {
        operationId: 'publishConfigurator',
        tags,
        summary: 'Publish the draft as a new immutable version (400 with each problem)',
        params,
        response: { 200: configuratorSchema },
      },
    },
    async (request) =>
      configurators.publish(scope(request).id, caller(request).userId, request.params.id),
  )
  app.post(
    '/configurators/:id/unpublish',
    {
      schema: {
        operationId: 'unpublishConfigurator',
        tags,
        summary: 'Take it offline; versions are kept',
        params,
        response: { 200: configuratorSchema },
      },
    },
    async (request) =>
      configurators.unpublish(scope(request).id, caller(request).userId, request.params.id),
  )
  app.get(
    '/configurators/:id/versions',
    {
      schema: {
        operationId: 'listConfiguratorVersions',
        tags,
        summary: 'Published versions, newest first',
        params,
        response: { 200: z.array(configuratorVersionSchema) },
      },
    },
    async (request) => configurators.versions(scope(request).id, request.params.id),
  )
  app.get(
    '/configurators/:id/versions/:version',
    {
      schema: {
        operationId: 'getConfiguratorVersion',
        tags,
        summary: 'One published version with its definition',
        params: params.extend({ version: z.coerce.number().int().min(1) }),
        response: { 200: configuratorVersionDetailSchema },
      },
    },
    async (request) =>
      configurators.version(scope(request).id, request.params.id, request.params.version),
  )
  app.post(
    '/configurators/:id/evaluate',
    {
      schema: {
        operationId: 'evaluateConfigurator',
        errors: [409],
        tags,
        summary: 'Choices after the rules, the configured scene, the price, cost and margin',
        params,
        body: evaluateInputSchema,
        response: { 200: evaluationSchema },
      },
    },
    async (request) => configurators.evaluate(scope(request).id, request.params.id, request.body),
  )
}
