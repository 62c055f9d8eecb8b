import {
  designCreateSchema,
  designDuplicateSchema,
  designListItemSchema,
  designListQuerySchema,
  designRefSchema,
  designSchema,
  designSummarySchema,
  designUpdateSchema,
  listResponseSchema,
  opsBatchInputSchema,
  opsResultSchema,
  opsSinceSchema,
  SCENE_LIMITS,
  sceneSavedSchema,
  sceneSaveSchema,
  THUMBNAIL_MAX_BYTES,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { fileContent, noContent } from '../../plugins/docs'

const tags = ['designs']
const params = z.object({ id: z.uuid() })

/** Thumbnails: public, because the address itself is the secret. */
export const thumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { designs } = app.services
  // Thumbnails are read by <img> tags, which send no bearer token: their address carries a
  // random key instead, renewed at every upload, and is cached for good.
  app.get(
    '/thumbnails/:id/:file',
    {
      schema: {
        operationId: 'getThumbnail',
        produces: ['image/png'],
        response: { 200: fileContent('The thumbnail (PNG)') },
        tags,
        summary: 'A design thumbnail (PNG)',
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{22}\.png$/) }),
      },
    },
    async (request, reply) => {
      const png = await designs.thumbnail(request.params.id, request.params.file.slice(0, -4))
      if (!png) throw notFound('Thumbnail')
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(png)
    },
  )
}

/** Designs and components of the caller's company. */
export const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { designs, designOps } = app.services

  app.get(
    '/designs',
    {
      schema: {
        operationId: 'listDesigns',
        tags,
        summary: 'Designs and components: search, type filter, sort, paging',
        querystring: designListQuerySchema,
        response: { 200: listResponseSchema(designListItemSchema) },
      },
    },
    async (request) => designs.list(scope(request).id, request.query),
  )
  app.get(
    '/designs/summary',
    {
      schema: {
        operationId: 'getDesignsSummary',
        tags,
        summary: 'Counts and recently changed designs, for the dashboard',
        response: { 200: designSummarySchema },
      },
    },
    async (request) => designs.summary(scope(request).id),
  )
  app.post(
    '/designs',
    {
      schema: {
        operationId: 'createDesign',
        errors: [404],
        tags,
        summary: 'Create a design or component, optionally from a copy of another',
        body: designCreateSchema,
        response: { 201: designSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await designs.create(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/designs/:id',
    {
      schema: {
        operationId: 'getDesign',
        tags,
        summary: 'One design with its scene',
        params,
        response: { 200: designSchema },
      },
    },
    async (request) => designs.get(scope(request).id, request.params.id),
  )
  app.put(
    '/designs/:id',
    {
      schema: {
        operationId: 'updateDesign',
        errors: [409],
        tags,
        summary: 'Update name and description',
        params,
        body: designUpdateSchema,
        response: { 200: designSchema },
      },
    },
    async (request) =>
      designs.update(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.put(
    '/designs/:id/scene',
    {
      // A full scene of 5000 objects is larger than the default body limit.
      bodyLimit: SCENE_LIMITS.maxBytes * 2,
      schema: {
        operationId: 'saveDesignScene',
        errors: [409],
        tags,
        summary: 'Save the scene edited from `version` (409 with the current version when stale)',
        params,
        body: sceneSaveSchema,
        response: { 200: sceneSavedSchema },
      },
    },
    async (request) =>
      designs.saveScene(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.body.version,
        request.body.scene,
      ),
  )
  app.post(
    '/designs/:id/ops',
    {
      bodyLimit: SCENE_LIMITS.maxBytes * 2,
      schema: {
        operationId: 'applyDesignOps',
        tags,
        summary:
          'Co-editing: apply property-level operations in server order (the version they were made on is `baseVersion`)',
        params,
        body: opsBatchInputSchema,
        response: { 200: opsResultSchema },
      },
    },
    async (request) =>
      designOps.apply(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.get(
    '/designs/:id/ops',
    {
      schema: {
        operationId: 'listDesignOps',
        tags,
        summary: 'What changed after a version: the logged batches, or the whole scene',
        params,
        querystring: z.object({ since: z.coerce.number().int().min(0) }),
        response: { 200: opsSinceSchema },
      },
    },
    async (request) => designOps.since(scope(request).id, request.params.id, request.query.since),
  )
  app.post(
    '/designs/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateDesign',
        tags,
        summary: 'Copy a design',
        params,
        body: designDuplicateSchema,
        response: { 201: designSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await designs.duplicate(
            scope(request).id,
            caller(request).userId,
            request.params.id,
            request.body.name,
          ),
        ),
  )
  app.delete(
    '/designs/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteDesign',
        errors: [409],
        tags,
        summary: 'Delete; a component still in use needs ?detach=true',
        params,
        querystring: z.object({ detach: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      await designs.remove(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.query.detach === 'true',
      )
      return reply.status(204).send()
    },
  )
  app.get(
    '/designs/:id/usage',
    {
      schema: {
        operationId: 'getDesignUsage',
        tags,
        summary: 'Where a component is used',
        params,
        response: { 200: z.array(designRefSchema) },
      },
    },
    async (request) => {
      await designs.get(scope(request).id, request.params.id)
      return designs.usage(scope(request).id, request.params.id)
    },
  )

  // PNG uploads arrive as raw bytes.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      'image/png',
      { parseAs: 'buffer', bodyLimit: THUMBNAIL_MAX_BYTES + 1024 },
      (_r, body, done) => done(null, body),
    )
    upload.put(
      '/designs/:id/thumbnail',
      {
        schema: {
          operationId: 'uploadDesignThumbnail',
          tags,
          summary: 'Upload the PNG thumbnail (at most 1 MB)',
          params: z.object({ id: z.uuid() }),
          consumes: ['image/png'],
          body: fileContent('The thumbnail (PNG)'),
          response: { 200: z.object({ thumbnailUrl: z.string() }) },
        },
      },
      async (request) => {
        // Only the PNG parser gives bytes; a JSON or empty body is not an image.
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(415, 'unsupported_media_type', 'A thumbnail must be a PNG image')
        }
        return designs.saveThumbnail(
          scope(request).id,
          (request.params as { id: string }).id,
          request.body,
        )
      },
    )
  })
}
