import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built React app from the same origin as the API. Files under /assets/ carry a
 * content hash in their name and are cached for a year; index.html is never cached, so a
 * deploy reaches everyone on their next navigation. Text files go out as the brotli or gzip
 * copy the build made beside them (apps/web/build/precompress.ts) when the browser accepts it.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    const distDir = opts.distDir
    const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
    if (!hasWeb) {
      app.log.warn({ distDir }, 'web app not built: only the API is served')
    } else {
      // The landing page: the directory itself is not a file the static plugin would serve.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', distDir),
      )
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const rel = path.relative(distDir, filePath)
          res.setHeader('cache-control', rel.startsWith('assets') ? IMMUTABLE : 'no-cache')
          // The same URL answers differently by Accept-Encoding: caches must keep them apart.
          res.setHeader('vary', 'accept-encoding')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url
      const isApi = url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?')
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!isApi && hasWeb && wantsPage && !path.extname(url.split('?')[0]!)) {
        // The SPA fallback: the router in the browser decides what the path shows.
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      return reply.status(404).send({
        message: `Route ${request.method} ${url.split('?')[0]} not found`,
        code: 'not_found',
      })
    })
  },
  { name: 'web' },
)
