import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { escapeHtml } from '../lib/html'
import { CONTENT_SECURITY_POLICY } from './security'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The app's policy with other frame ancestors: the same words helmet writes, one changed. */
function policyWith(frameAncestors: string[]) {
  return Object.entries({ ...CONTENT_SECURITY_POLICY, frameAncestors })
    .map(([name, values]) => (values ? `${kebab(name)} ${values.join(' ')}` : kebab(name)))
    .join(';')
}

export type ConfiguratorHead = {
  frameAncestors: string[]
  name: string
  company: string
  logoUrl: string | null
  posterUrl: string | null
  /** The scene's background colour, behind the poster as behind the 3D view. */
  background: string | null
}

/**
 * The public configurator's page with its own title, a preview for the apps a link is pasted
 * into (Open Graph: name, company, poster) and the poster asked for before the script runs, so
 * it can paint first.
 */
function withHead(html: string, head: ConfiguratorHead, publicUrl: string, url: string) {
  const title = escapeHtml(`${head.name} · ${head.company}`)
  const poster = head.posterUrl ? escapeHtml(`${publicUrl}${head.posterUrl}`) : null
  const tags = [
    `<title>${title}</title>`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.company)}" />`,
    `<meta property="og:url" content="${escapeHtml(`${publicUrl}${url}`)}" />`,
    ...(poster
      ? [
          `<meta property="og:image" content="${poster}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<link rel="preload" as="image" href="${escapeHtml(head.posterUrl!)}" fetchpriority="high" />`,
        ]
      : []),
  ]
  return html
    .replace(/<title>[^<]*<\/title>/, tags.join('\n    '))
    .replace('<div id="root"></div>', `<div id="root">${firstPaint(head)}</div>`)
}

/**
 * What the page shows before its script has run: the header and the poster where the app puts
 * them, so the product is on screen at the first paint (Largest Contentful Paint) rather than
 * after the JavaScript. The app replaces it when its data is in. The classes are the app's own
 * (public-configurator/components/page-header.tsx, configurator-page.tsx), so the stylesheet
 * has them and nothing moves when the app takes over.
 */
function firstPaint(head: ConfiguratorHead) {
  const company = escapeHtml(head.company)
  const mark = head.logoUrl
    ? `<img src="${escapeHtml(head.logoUrl)}" alt="" class="size-10 shrink-0 rounded-lg border bg-background object-contain p-0.5" />`
    : `<span aria-hidden="true" class="grid size-10 shrink-0 place-items-center rounded-lg bg-foreground font-semibold text-background text-lg">${escapeHtml(head.company.trim().charAt(0).toUpperCase())}</span>`
  const colour =
    head.background && /^#[0-9a-f]{3,8}$/i.test(head.background) ? head.background : null
  const background = colour ? ` style="background:${colour}"` : ''
  const poster = head.posterUrl
    ? `<img src="${escapeHtml(head.posterUrl)}" alt="" fetchpriority="high" class="absolute inset-y-0 left-1/2 h-full w-auto max-w-none -translate-x-1/2" />`
    : ''
  return [
    '<div class="min-h-dvh bg-muted/40" aria-busy="true">',
    '<header class="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">',
    `<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">${mark}`,
    '<div class="min-w-0 flex-1">',
    `<p class="truncate text-muted-foreground text-xs leading-tight sm:text-sm">${company}</p>`,
    `<h1 class="truncate font-semibold text-base leading-tight tracking-tight sm:text-lg">${escapeHtml(head.name)}</h1>`,
    '</div></div></header>',
    '<main class="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6 lg:px-6 lg:py-6">',
    '<div class="lg:sticky lg:top-22 lg:self-start">',
    `<div class="relative isolate overflow-hidden aspect-[4/3] sm:aspect-[16/10] lg:aspect-auto lg:h-[calc(100dvh-7rem)] lg:min-h-[28rem] lg:rounded-2xl lg:border lg:shadow-sm"${background}>${poster}</div>`,
    '</div></main></div>',
  ].join('')
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
      configuratorHead?: (configuratorId: string) => Promise<ConfiguratorHead | null>
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
      app.get<{ Params: { id: string } }>(
        '/configurator/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          if (!hasConfigurator) return reply.callNotFound()
          const head = await opts.configuratorHead?.(request.params.id).catch((err) => {
            request.log.warn({ err }, 'configurator page head unavailable')
            return null
          })
          const html = await readFile(path.join(distDir, 'configurator.html'), 'utf8')
          return reply
            .header('cache-control', 'no-cache')
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
