import {
  listResponseSchema,
  viewInputSchema,
  viewListQuerySchema,
  viewSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { fileContent, noContent } from '../../plugins/docs'

const tags = ['views']
const params = z.object({ id: z.uuid() })

/**
 * Views' pictures, public as design thumbnails are (docs/decisions/005-thumbnails.md): read by
 * <img> tags, which send no bearer token, so the address carries a random key instead, renewed
 * with every picture, and is cached for good.
 */
export const viewPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { views } = app.services
  app.get(
    '/view-pictures/:id/:file',
    {
      schema: {
        operationId: 'getViewPicture',
        produces: ['image/png'],
        response: { 200: fileContent("The view's picture (PNG)") },
        tags,
        summary: 'The picture of a saved view: its design through its camera (PNG)',
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{22}\.png$/) }),
      },
    },
    async (request, reply) => {
      const png = await views.picture(request.params.id, request.params.file.slice(0, -4))
      if (!png) throw notFound('Picture')
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(png)
    },
  )
}

export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { views } = app.services

  app.get(
    '/views',
    {
      schema: {
        operationId: 'listViews',
        tags,
        summary: 'Saved camera views, optionally of one design',
        querystring: viewListQuerySchema,
        response: { 200: listResponseSchema(viewSchema) },
      },
    },
    async (request) => views.list(scope(request).id, request.query),
  )
  app.post(
    '/views',
    {
      schema: {
        operationId: 'createView',
        tags,
        summary: 'Save a camera view',
        body: viewInputSchema,
        response: { 201: viewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await views.create(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/views/:id',
    {
      schema: {
        operationId: 'getView',
        tags,
        summary: 'One view',
        params,
        response: { 200: viewSchema },
      },
    },
    async (request) => views.get(scope(request).id, request.params.id),
  )
  app.put(
    '/views/:id',
    {
      schema: {
        operationId: 'updateView',
        tags,
        summary: 'Update a view',
        params,
        body: viewInputSchema,
        response: { 200: viewSchema },
      },
    },
    async (request) =>
      views.update(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.delete(
    '/views/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteView',
        tags,
        summary: 'Delete a view',
        params,
      },
    },
    async (request, reply) => {
      await views.remove(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
}
