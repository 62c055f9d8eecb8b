import {
  imageQuerySchema,
  shotSceneSchema,
  signedImageQuerySchema,
  signedShotQuerySchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { scope } from '../../plugins/company-scope'
import { fileContent, notModified } from '../../plugins/docs'
import type { Image } from './service'

const tags = ['images']
const params = z.object({ id: z.uuid() })

/** Sends an image with its ETag, or 304 when the client already holds this one. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image, shared: boolean) {
  reply
    .header('etag', image.etag)
    .header('cache-control', shared ? 'public, max-age=300' : 'private, max-age=60')
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send()
  return reply.type(image.type).send(image.body)
}

/**
 * Public, because the signature is the permission: the scene the screenshot page loads, and
 * images from signed addresses (posters, share images, quotes, og:image).
 */
export const signedScreenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { screenshots } = app.services
  app.get(
    '/screenshots/:id/scene',
    {
      schema: {
        operationId: 'getScreenshotScene',
        errors: [403],
        tags,
        summary: 'The scene of a signed screenshot address (what the screenshot page draws)',
        params,
        querystring: signedShotQuerySchema,
        response: { 200: shotSceneSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return screenshots.scene(request.params.id, request.query)
    },
  )
  app.get(
    '/images/:id',
    {
      schema: {
        operationId: 'getSignedImage',
        errors: [403],
        produces: ['image/png', 'image/jpeg'],
        response: { 200: fileContent('The image (PNG or JPEG)'), 304: notModified },
        tags,
        summary: 'An image of a design from a signed address (PNG or JPEG)',
        params,
        querystring: signedImageQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await screenshots.signedImage(request.params.id, request.query),
        true,
      ),
  )
}

/** Images for signed-in members of the design's company. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { screenshots } = app.services
  app.get(
    '/designs/:id/image',
    {
      schema: {
        operationId: 'renderDesignImage',
        produces: ['image/png', 'image/jpeg'],
        response: { 200: fileContent('The image (PNG or JPEG)'), 304: notModified },
        tags,
        summary: 'An image of a design rendered on the server (PNG or JPEG)',
        params,
        querystring: imageQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await screenshots.companyImage(scope(request).id, request.params.id, request.query),
        false,
      ),
  )
  app.get(
    '/designs/:id/image-url',
    {
      schema: {
        operationId: 'createDesignImageUrl',
        tags,
        summary: 'A signed address of an image, valid for a week, for people without a session',
        params,
        querystring: imageQuerySchema,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => ({
      url: await screenshots.signImage(
        scope(request).id,
        request.params.id,
        request.query,
        7 * 24 * 3600,
      ),
    }),
  )
}
