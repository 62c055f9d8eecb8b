import {
  companyCreateDataSchema,
  companyInputSchema,
  companySchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors'
import { caller } from '../../plugins/auth'
import { fileContent, noContent } from '../../plugins/docs'

const tags = ['companies']
const params = z.object({ id: z.uuid() })

/**
 * Logos: public, because `<img>` tags, mail readers and the public pages send no bearer token;
 * the random key in the address is the permission, renewed at every upload, so a file is
 * cached for good.
 */
export const companyLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies } = app.services
  app.get(
    '/company-logos/:id/:file',
    {
      schema: {
        operationId: 'getCompanyLogo',
        produces: ['image/png'],
        response: { 200: fileContent('The logo (PNG)') },
        tags,
        summary: "A company's logo (PNG)",
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{22}\.png$/) }),
      },
    },
    async (request, reply) => {
      const file = await companies.logoFile(request.params.id, request.params.file.slice(0, -4))
      if (!file) throw notFound('Logo')
      return (
        reply
          .type(file.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Mails and pages of other sites (an embedded configurator's) show it too.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.data)
      )
    },
  )
}

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

  // A logo arrives as the picture's bytes.
  await app.register(async (upload) => {
    for (const type of LOGO_TYPES) {
      upload.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES + 1024 },
        (_r, body, done) => done(null, body),
      )
    }
    upload.put(
      '/companies/:id/logo',
      {
        schema: {
          operationId: 'uploadCompanyLogo',
          errors: [403],
          tags,
          summary:
            "Upload the company's logo (PNG or JPEG, at most 5 MB; kept as a PNG of at most 512 px a side; owners and admins)",
          params,
          consumes: [...LOGO_TYPES],
          body: fileContent('The logo (PNG or JPEG)'),
          response: { 200: companySchema },
        },
      },
      async (request) => {
        // Only the picture parsers give bytes; a JSON or empty body is not a picture.
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(415, 'unsupported_media_type', 'A logo must be a PNG or JPEG image')
        }
        const { id } = request.params as { id: string }
        return companies.saveLogo(caller(request).userId, id, request.body)
      },
    )
  })

  app.delete(
    '/companies/:id/logo',
    {
      schema: {
        operationId: 'deleteCompanyLogo',
        errors: [403],
        tags,
        summary: "Remove the company's logo (owners and admins)",
        params,
        response: { 200: companySchema },
      },
    },
    async (request) => companies.removeLogo(caller(request).userId, request.params.id),
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
