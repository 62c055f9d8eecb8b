import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ConfiguratorHead, withHead } from './configurator-page'
import { CONTENT_SECURITY_POLICY } from './security'

export type { ConfiguratorHead }

const IMMUTABLE = 'public, max-age=31536000, immutable'

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The app's policy with other frame ancestors: the same words helmet writes, one changed. */
function policyWith(frameAncestors: string[]) {
  return Object.entries({ ...CONTENT_SECURITY_POLICY, frameAncestors })
    .map(([name, values]) => (values ? `${kebab(name)} ${values.join(' ')}` : kebab(name)))
    .join(';')
}

/**
 * Serves the built React app from the same origin as the API. Files under /assets/ carry a
 * content hash in their name and are cached for a year; index.html is never cached, so a
 * deploy reaches everyone on their next navigation. Text files go out as the brotli or gzip
 * copy the build made beside them (apps/web/build/precompress.ts) when the browser accepts it.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      distDir: string | undefined
      publicUrl?: string
      /**
       * A public configurator's page head: the sites allowed to frame it (its embed settings),
       * its name and poster for link previews and the first paint; null when not published.
       */
      configuratorHead?: (
        configuratorId: string,
        asked: { lang?: unknown; acceptLanguage?: string },
      ) => Promise<ConfiguratorHead | null>
    },
  ) => {
    const distDir = opts.distDir
    const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
    if (!hasWeb) {
      app.log.warn({ distDir }, 'web app not built: only the API is served')
    } else {
      // The landing page: the directory itself is not a file the static plugin would serve.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', distDir),
      )
      // The public configurator is its own small app (no admin shell), and the one page other
      // sites may frame: only the origins its studio allowed, named in frame-ancestors.
      const hasConfigurator = existsSync(path.join(distDir, 'configurator.html'))
      app.get<{ Params: { id: string }; Querystring: { lang?: unknown } }>(
        '/configurator/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          if (!hasConfigurator) return reply.callNotFound()
          // In the language the page will choose: its `?lang=`, else the browser's.
          const asked = {
            lang: request.query.lang,
            acceptLanguage: request.headers['accept-language'],
          }
          // `undefined`: the head could not be read (the database is away); the page may still
          // work once it is back, so it is served, but as a passing failure.
          const head = await opts.configuratorHead?.(request.params.id, asked).catch((err) => {
            request.log.warn({ err }, 'configurator page head unavailable')
            return undefined
          })
          let html = await readFile(path.join(distDir, 'configurator.html'), 'utf8')
          if (!head) {
            // Unknown, unpublished or archived (null), or not known right now (undefined): the
            // app still says "not available" in the visitor's language, but search engines and
            // link previews are told there is nothing here to keep.
            html = html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>')
            reply.code(head === null ? 404 : 503)
          }
          return reply
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-language')
            .header(
              'content-security-policy',
              policyWith(["'self'", ...(head?.frameAncestors ?? [])]),
            )
            .removeHeader('x-frame-options')
            .type('text/html; charset=utf-8')
            .send(head ? withHead(html, head, opts.publicUrl ?? '', request.url) : html)
        },
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
          // The embed script is loaded by other sites' pages (docs/decisions/023), in whichever
          // copy is sent: browsers get embed.js.br or embed.js.gz.
          if (/^embed\.js(\.br|\.gz)?$/.test(rel)) {
            res.setHeader('cross-origin-resource-policy', 'cross-origin')
          }
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
