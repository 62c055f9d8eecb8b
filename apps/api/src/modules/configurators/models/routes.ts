import { MODEL_FORMATS, MODEL_MEDIA_TYPES, type ModelFormat } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { createRateLimiter } from '../../../lib/rate-limit'
import { fileContent, notModified } from '../../../plugins/docs'
import { unavailable } from '../public'
import type { ModelFile } from './service'

const MINUTE = 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Any id at all: a malformed one is "not available" like an unknown one, with no hint. */
const params = z.object({ id: z.string().max(100) })
/**
 * The choices as a share link carries them: one parameter per option id, only where it differs
 * from the default (`selectionsToQuery`); names the definition does not know are ignored.
 */
const query = z.object({}).catchall(z.string().max(500))

/** `Dining table` → `dining-table.glb`; the name as typed rides along for browsers that read it. */
export function contentDisposition(name: string, format: ModelFormat) {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'configuration'
  // Quick Look and Scene Viewer open the file themselves: inline, never a forced download.
  return `inline; filename="${slug}.${format}"; filename*=UTF-8''${encodeURIComponent(`${name}.${format}`)}`
}

const OPERATIONS: Record<ModelFormat, { operationId: string; summary: string }> = {
  glb: {
    operationId: 'getPublicConfiguratorGlb',
    summary:
      'A configuration as a GLB 3D model (metres, Y up): for any 3D viewer and Android’s Scene Viewer',
  },
  usdz: {
    operationId: 'getPublicConfiguratorUsdz',
    summary: 'A configuration as a USDZ 3D model, for AR Quick Look on iPhone and iPad',
  },
}

/**
 * The 3D files of a published configurator's configurations, at addresses that stay the same
 * for the same choices: the page's download, Quick Look and Scene Viewer fetch them. Limited
 * per address like the other public routes; built files are kept a while (models/service.ts).
 */
export const publicModelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { models } = app.services
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)

  const send = (
    file: ModelFile,
    ifNoneMatch: string | undefined,
    reply: import('fastify').FastifyReply,
  ) => {
    reply
      .header('etag', file.etag)
      // The same address may give another file once the studio publishes again or changes a
      // material: a while in caches, then checked again by its ETag.
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', contentDisposition(file.name, file.format))
      // Viewers on other sites (a studio's shop page) may fetch it: it is public.
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
    if (ifNoneMatch === file.etag) return reply.status(304).send()
    return reply
      .type(MODEL_MEDIA_TYPES[file.format])
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
  }

  for (const format of MODEL_FORMATS) {
    app.get(
      `/public/configurators/:id/model.${format}`,
      {
        schema: {
          ...OPERATIONS[format],
          description:
            'The configuration is given as the share link gives it: one query parameter per option id (`?W=2000&wood=walnut&leaf=1`), only where it differs from the default; unknown parameters are ignored, values are checked by the rules. The live version is used.',
          tags: ['public'],
          params,
          querystring: query,
          produces: [MODEL_MEDIA_TYPES[format]],
          response: { 200: fileContent(`The model (${format.toUpperCase()})`), 304: notModified },
        },
      },
      async (request, reply) => {
        await limit([{ key: `public-model:ip:${request.ip}`, max: 60, windowMs: MINUTE }])
        if (!UUID.test(request.params.id)) throw unavailable()
        const file = await models.model(request.params.id, request.query, format)
        return send(file, request.headers['if-none-match'], reply)
      },
    )
  }
}
