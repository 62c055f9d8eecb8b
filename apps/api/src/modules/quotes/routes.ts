import {
  embedSettingsInputSchema,
  embedSettingsSchema,
  funnelEventSchema,
  funnelQuerySchema,
  funnelSchema,
  publicConfiguratorQuerySchema,
  publicConfiguratorSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteRequestedSchema,
  quoteRequestSchema,
  quoteSchema,
  quoteStepsSchema,
  quoteUpdateSchema,
  signatureParamsSchema,
  slotsQuerySchema,
  slotsSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors'
import { createRateLimiter } from '../../lib/rate-limit'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { fileContent, noContent } from '../../plugins/docs'
import { unavailable } from '../configurators/service'
import { quoteNumber } from './mails'

const params = z.object({ id: z.uuid() })
const MINUTE = 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Any id at all: a malformed one is "not available" like an unknown one, with no hint. */
const publicParams = z.object({ id: z.string().max(100) })
const checked = (id: string) => {
  if (!UUID.test(id)) throw unavailable()
  return id
}

/**
 * What strangers reach, with no account: the public configurator, its booking slots, its
 * funnel counts, quote requests, a quote's picture by its random key and a sent quote's PDF by
 * its signed address. Every route is limited per address; quote requests the most.
 */
export const publicQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicConfigurators, posters, quotes, quotePictures, calendar } = app.services
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)
  const tags = ['public']

  app.get(
    '/public/configurators/:id',
    {
      schema: {
        operationId: 'getPublicConfigurator',
        tags,
        summary:
          'A published configurator: its live version, scene, prices and the company, its texts in the visitor’s language',
        description:
          'The studio’s texts (name, description, steps, options, values, rule messages, quote intro) come in `lang`, else the best match of `Accept-Language` among en, es and fr, else the language the studio typed them in; a text not translated comes in that one. `language` says which was answered.',
        params: publicParams,
        querystring: publicConfiguratorQuerySchema,
        response: { 200: publicConfiguratorSchema },
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-page:ip:${request.ip}`, max: 300, windowMs: MINUTE }])
      const asked = { lang: request.query.lang, acceptLanguage: request.headers['accept-language'] }
      const page = await publicConfigurators.page(
        checked(request.params.id),
        asked,
        async (companyId) => {
          const s = await calendar.settings(companyId)
          return {
            enabled:
              Object.values(s.weekly).some((w) => w.length > 0) ||
              s.overrides.some((o) => o.windows.length > 0),
            timeZone: s.timeZone,
            minutes: s.appointmentMinutes,
          }
        },
      )
      // The answer follows Accept-Language when no `lang` is asked: caches keep them apart.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-language')
      return page
    },
  )
  app.get(
    '/public/configurators/:id/preview.png',
    {
      schema: {
        operationId: 'getPublicConfiguratorPreview',
        tags,
        summary: 'The 1200 × 630 picture link previews show (Open Graph, X cards)',
        params: publicParams,
        produces: ['image/png'],
        response: { 200: fileContent('The preview picture (PNG, 1200 × 630)') },
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-preview:ip:${request.ip}`, max: 60, windowMs: MINUTE }])
      const png = await publicConfigurators.previewImage(checked(request.params.id))
      if (!png) throw unavailable()
      return (
        reply
          .type('image/png')
          // A new poster comes with a new publication or picture: an hour is fresh enough.
          .header('cache-control', 'public, max-age=3600')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(png)
      )
    },
  )
  app.get(
    '/public/configurators/:id/poster/:file',
    {
      schema: {
        operationId: 'getPublicConfiguratorPoster',
        tags,
        summary:
          "A published configurator's poster: its default configuration, painted first (JPEG)",
        produces: ['image/jpeg'],
        // Like a thumbnail, the random key in the address is the permission (decision 040).
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{22}\.jpg$/) }),
        response: { 200: fileContent('The poster (JPEG, 1200×630)') },
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-poster:ip:${request.ip}`, max: 300, windowMs: MINUTE }])
      const jpeg = await posters.poster(request.params.id, request.params.file.slice(0, -4))
      if (!jpeg) throw notFound('Poster')
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(jpeg)
    },
  )
  app.get(
    '/public/configurators/:id/slots',
    {
      schema: {
        operationId: 'listPublicConfiguratorSlots',
        tags,
        summary: 'Times a visitor may ask to meet, from the working hours and the calendar',
        params: publicParams,
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema },
      },
    },
    async (request) => {
      await limit([{ key: `public-slots:ip:${request.ip}`, max: 60, windowMs: MINUTE }])
      const c = await publicConfigurators.live(checked(request.params.id))
      return calendar.availability(c.companyId, request.query.from, request.query.days)
    },
  )
  app.post(
    '/public/configurators/:id/events',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'recordPublicConfiguratorEvent',
        tags,
        summary: 'Counts an open of the page or a first change, for the studio’s funnel',
        params: publicParams,
        body: funnelEventSchema,
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-events:ip:${request.ip}`, max: 60, windowMs: MINUTE }])
      await publicConfigurators.track(checked(request.params.id), request.body.kind)
      return reply.status(204).send()
    },
  )
  app.post(
    '/public/configurators/:id/quotes',
    {
      schema: {
        operationId: 'requestPublicQuote',
        errors: [409, 429],
        tags,
        summary: 'Ask for a quote: the server prices the configuration; a slot books a meeting',
        params: publicParams,
        body: quoteRequestSchema,
        response: { 201: quoteRequestedSchema },
      },
    },
    async (request, reply) => {
      await limit([
        { key: `public-quote:ip:${request.ip}`, max: 5, windowMs: 10 * MINUTE },
        { key: `public-quote-day:ip:${request.ip}`, max: 30, windowMs: 24 * 60 * MINUTE },
      ])
      const made = await quotes.request(checked(request.params.id), request.body)
      return reply.status(201).send(made)
    },
  )
  app.get(
    '/public/quotes/:id/picture/:file',
    {
      schema: {
        operationId: 'getPublicQuotePicture',
        tags,
        summary: "A quote's picture: what the customer configured (JPEG, 1200×630)",
        description:
          'Public because mail programs and PDFs load it without a session: the random key in the address is the permission (decision 044). A wrong key, or another quote’s, answers 404.',
        produces: ['image/jpeg'],
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{22}\.jpg$/) }),
        response: { 200: fileContent("The quote's picture (JPEG, 1200×630)") },
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-quote-picture:ip:${request.ip}`, max: 300, windowMs: MINUTE }])
      const jpeg = await quotePictures.byKey(request.params.id, request.params.file.slice(0, -4))
      if (!jpeg) throw notFound('Picture')
      return (
        reply
          .type('image/jpeg')
          // A new picture comes with a new key: what an address shows never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Webmail shows it from its own origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(jpeg)
      )
    },
  )
  app.get(
    '/public/quotes/:id/pdf',
    {
      schema: {
        operationId: 'getPublicQuotePdf',
        errors: [403],
        produces: ['application/pdf'],
        response: { 200: fileContent('The quote (PDF)') },
        tags,
        summary: 'A sent quote as a PDF, from the signed address its mail carries',
        params,
        querystring: signatureParamsSchema,
      },
    },
    async (request, reply) => {
      await limit([{ key: `public-pdf:ip:${request.ip}`, max: 60, windowMs: MINUTE }])
      const { quote, body } = await quotes.signedPdf(request.params.id, request.query)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${quoteNumber(quote.number)}.pdf"`)
        .type('application/pdf')
        .send(body)
    },
  )
}

/** Quotes for the studio, and each configurator's funnel and embedding. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes, publicConfigurators } = app.services
  const tags = ['quotes']

  app.get(
    '/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        tags,
        summary:
          'Quotes: by status, configurator or customer; search by number, customer or product; counts per status',
        description:
          '`q` finds a quote by its number as people write it (`Q-0012`, `12`) and by the customer’s name or e-mail or the product’s name. `counts` says how many quotes each status holds under the same search and filters, the status filter aside.',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request) => quotes.list(scope(request).id, request.query),
  )
  app.get(
    '/quotes/:id',
    {
      schema: {
        operationId: 'getQuote',
        tags,
        summary: 'One quote',
        params,
        response: { 200: quoteSchema },
      },
    },
    async (request) => quotes.get(scope(request).id, request.params.id),
  )
  app.get(
    '/quotes/:id/steps',
    {
      schema: {
        operationId: 'listQuoteSteps',
        tags,
        summary:
          'The quote’s steps, oldest first: requested, edited, sent, viewed, accepted, declined, expired',
        description:
          'Each with its figure (the price the customer saw, the new total, the total sent or answered; null for a view or an expiry) and the member who made it. A view is the customer opening the quote’s link, at most one an hour.',
        params,
        response: { 200: quoteStepsSchema },
      },
    },
    async (request) => quotes.steps(scope(request).id, request.params.id),
  )
  app.put(
    '/quotes/:id',
    {
      schema: {
        operationId: 'updateQuote',
        errors: [409],
        tags,
        summary:
          'Edit a quote: lines and discount until it is sent, status, validity, notes; a request’s first save makes it a draft',
        params,
        body: quoteUpdateSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) =>
      quotes.update(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.post(
    '/quotes/:id/send',
    {
      schema: {
        operationId: 'sendQuote',
        errors: [409],
        tags,
        summary:
          'Mail a request, a draft or a sent quote to its customer with the address of its PDF; it becomes sent',
        params,
        response: { 200: z.object({ quote: quoteSchema, pdfUrl: z.string() }) },
      },
    },
    async (request) => quotes.send(scope(request).id, caller(request).userId, request.params.id),
  )
  app.get(
    '/quotes/:id/pdf',
    {
      schema: {
        operationId: 'getQuotePdf',
        produces: ['application/pdf'],
        response: { 200: fileContent('The quote (PDF)') },
        tags,
        summary: 'The quote as a PDF',
        params,
      },
    },
    async (request, reply) => {
      const { quote, body } = await quotes.pdf(scope(request).id, request.params.id)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${quoteNumber(quote.number)}.pdf"`)
        .type('application/pdf')
        .send(body)
    },
  )
  app.get(
    '/configurators/:id/funnel',
    {
      schema: {
        operationId: 'getConfiguratorFunnel',
        tags: ['configurators'],
        summary: 'Opens, first changes and quote requests of the public page, and what was chosen',
        params,
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema },
      },
    },
    async (request) =>
      publicConfigurators.funnel(scope(request).id, request.params.id, request.query.days),
  )
  app.get(
    '/configurators/:id/embed',
    {
      schema: {
        operationId: 'getConfiguratorEmbed',
        tags: ['configurators'],
        summary: 'The sites allowed to show the public page in a frame',
        params,
        response: { 200: embedSettingsSchema },
      },
    },
    async (request) => publicConfigurators.embedSettings(scope(request).id, request.params.id),
  )
  app.put(
    '/configurators/:id/embed',
    {
      schema: {
        operationId: 'updateConfiguratorEmbed',
        tags: ['configurators'],
        summary: 'Set the sites allowed to show the public page in a frame',
        params,
        body: embedSettingsInputSchema,
        response: { 200: embedSettingsSchema },
      },
    },
    async (request) =>
      publicConfigurators.saveEmbedSettings(
        scope(request).id,
        request.params.id,
        request.body.allowedOrigins,
      ),
  )
}
