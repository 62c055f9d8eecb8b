import {
  listResponseSchema,
  materialAppearancesSchema,
  supplierInputSchema,
  supplierItemCostSchema,
  supplierItemImportResultSchema,
  supplierItemImportSchema,
  supplierItemInputSchema,
  supplierItemListQuerySchema,
  supplierItemSchema,
  supplierListQuerySchema,
  supplierSchema,
  TEXTURE_MAX_BYTES,
  TEXTURE_TYPES,
  textureUploadQuerySchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { fileContent, noContent } from '../../plugins/docs'

const tags = ['suppliers']
const params = z.object({ id: z.uuid() })

/** The list's filters and sort without paging, and the separator of the file. */
const exportQuerySchema = supplierItemListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ separator: z.enum(['comma', 'semicolon']).default('comma') })

/** A CSV file of 5 MB, escaped into JSON, fits. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024

/**
 * Textures: public, because `<img>` and three.js's loader send no bearer token; the random key
 * in the address is the permission, renewed at every upload, so a file is cached for good.
 */
export const textureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suppliers } = app.services
  app.get(
    '/textures/:id/:key',
    {
      schema: {
        operationId: 'getTexture',
        produces: [...TEXTURE_TYPES],
        response: { 200: fileContent('The texture (PNG, JPEG or WebP)') },
        tags,
        summary: "A supplier item's texture",
        params: z.object({ id: z.uuid(), key: z.string().regex(/^[\w-]{22}$/) }),
      },
    },
    async (request, reply) => {
      const file = await suppliers.textureFile(request.params.id, request.params.key)
      if (!file) throw notFound('Texture')
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.data)
    },
  )
}

/** Suppliers and what they sell, with each item's price history, import and export. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suppliers } = app.services

  app.get(
    '/suppliers',
    {
      schema: {
        operationId: 'listSuppliers',
        tags,
        summary: 'Suppliers: search, status filter, sort, paging',
        querystring: supplierListQuerySchema,
        response: { 200: listResponseSchema(supplierSchema) },
      },
    },
    async (request) => suppliers.listSuppliers(scope(request).id, request.query),
  )
  app.post(
    '/suppliers',
    {
      schema: {
        operationId: 'createSupplier',
        tags,
        summary: 'Add a supplier',
        body: supplierInputSchema,
        response: { 201: supplierSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await suppliers.createSupplier(scope(request).id, caller(request).userId, request.body),
        ),
  )
  app.get(
    '/suppliers/:id',
    {
      schema: {
        operationId: 'getSupplier',
        tags,
        summary: 'One supplier',
        params,
        response: { 200: supplierSchema },
      },
    },
    async (request) => suppliers.getSupplier(scope(request).id, request.params.id),
  )
  app.put(
    '/suppliers/:id',
    {
      schema: {
        operationId: 'updateSupplier',
        tags,
        summary: 'Update a supplier (archive it with status `archived`)',
        params,
        body: supplierInputSchema,
        response: { 200: supplierSchema },
      },
    },
    async (request) =>
      suppliers.updateSupplier(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.body,
      ),
  )
  app.delete(
    '/suppliers/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteSupplier',
        errors: [409],
        tags,
        summary: 'Delete a supplier and its items (409 `supplier_in_use` while designs use them)',
        params,
      },
    },
    async (request, reply) => {
      await suppliers.removeSupplier(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/supplier-items',
    {
      schema: {
        operationId: 'listSupplierItems',
        tags,
        summary: 'Supplier items: search, supplier and material filters, sort, paging',
        querystring: supplierItemListQuerySchema,
        response: { 200: listResponseSchema(supplierItemSchema) },
      },
    },
    async (request) => suppliers.listItems(scope(request).id, request.query),
  )
  app.get(
    '/supplier-items/export',
    {
      schema: {
        operationId: 'exportSupplierItems',
        tags,
        summary: 'The items matching the list filters as CSV (UTF-8 with a byte order mark)',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with the import field names as header') },
      },
    },
    async (request, reply) => {
      const { separator, ...query } = request.query
      const csv = await suppliers.exportItems(
        scope(request).id,
        query,
        separator === 'semicolon' ? ';' : ',',
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="supplier-items.csv"')
        .send(csv)
    },
  )
  app.post(
    '/supplier-items/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importSupplierItems',
        errors: [409],
        tags,
        summary: 'Check (dryRun) or import supplier items from CSV; codes update existing items',
        body: supplierItemImportSchema,
        response: { 200: supplierItemImportResultSchema },
      },
    },
    async (request) =>
      suppliers.importItems(scope(request).id, caller(request).userId, request.body),
  )
  app.post(
    '/supplier-items',
    {
      schema: {
        operationId: 'createSupplierItem',
        tags,
        summary: 'Add a supplier item with its first cost',
        body: supplierItemInputSchema,
        response: { 201: supplierItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await suppliers.createItem(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/supplier-items/:id',
    {
      schema: {
        operationId: 'getSupplierItem',
        tags,
        summary: 'One supplier item',
        params,
        response: { 200: supplierItemSchema },
      },
    },
    async (request) => suppliers.getItem(scope(request).id, request.params.id),
  )
  app.put(
    '/supplier-items/:id',
    {
      schema: {
        operationId: 'updateSupplierItem',
        tags,
        summary: 'Update a supplier item; a different cost is added to its history',
        params,
        body: supplierItemInputSchema,
        response: { 200: supplierItemSchema },
      },
    },
    async (request) =>
      suppliers.updateItem(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.body,
      ),
  )
  app.delete(
    '/supplier-items/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteSupplierItem',
        errors: [409],
        tags,
        summary: 'Delete a supplier item (409 `supplier_item_in_use` while designs use it)',
        params,
      },
    },
    async (request, reply) => {
      await suppliers.removeItem(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
  app.get(
    '/supplier-items/appearances',
    {
      schema: {
        operationId: 'listMaterialAppearances',
        tags,
        summary: 'How the items with an appearance look, by item id (for 3D views)',
        response: { 200: materialAppearancesSchema },
      },
    },
    async (request) => suppliers.appearances(scope(request).id),
  )
  // Textures arrive as the picture's bytes.
  await app.register(async (upload) => {
    for (const type of TEXTURE_TYPES) {
      upload.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: TEXTURE_MAX_BYTES + 1024 },
        (_r, body, done) => done(null, body),
      )
    }
    upload.put(
      '/supplier-items/:id/texture',
      {
        schema: {
          operationId: 'uploadSupplierItemTexture',
          tags,
          summary:
            "Upload the item's texture (PNG, JPEG or WebP; scaled to at most 2048 px a side) and the real-world size it shows",
          params,
          querystring: textureUploadQuerySchema,
          consumes: [...TEXTURE_TYPES],
          body: fileContent('The picture (PNG, JPEG or WebP)'),
          response: { 200: supplierItemSchema },
        },
      },
      async (request) => {
        // Only the picture parsers give bytes; a JSON or empty body is not a picture.
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(
            415,
            'unsupported_media_type',
            'A texture must be a PNG, JPEG or WebP image',
          )
        }
        const { id } = request.params as { id: string }
        const companyId = scope(request).id
        await suppliers.saveTexture(
          companyId,
          caller(request).userId,
          id,
          request.body,
          request.query as z.output<typeof textureUploadQuerySchema>,
        )
        return suppliers.getItem(companyId, id)
      },
    )
  })
  app.delete(
    '/supplier-items/:id/texture',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteSupplierItemTexture',
        tags,
        summary: "Remove the item's texture (its colour, roughness and metalness stay)",
        params,
      },
    },
    async (request, reply) => {
      await suppliers.removeTexture(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
  app.get(
    '/supplier-items/:id/costs',
    {
      schema: {
        operationId: 'listSupplierItemCosts',
        tags,
        summary: "The item's price history, latest effective first",
        params,
        response: { 200: z.array(supplierItemCostSchema) },
      },
    },
    async (request) => suppliers.costs(scope(request).id, request.params.id),
  )
}
