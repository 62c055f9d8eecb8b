import {
  listResponseSchema,
  supplierInputSchema,
  supplierItemCostSchema,
  supplierItemImportResultSchema,
  supplierItemImportSchema,
  supplierItemInputSchema,
  supplierItemListQuerySchema,
  supplierItemSchema,
  supplierListQuerySchema,
  supplierSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { noContent } from '../../plugins/docs'

const tags = ['suppliers']
const params = z.object({ id: z.uuid() })

/** The list's filters and sort without paging, and the separator of the file. */
const exportQuerySchema = supplierItemListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ separator: z.enum(['comma', 'semicolon']).default('comma') })

/** A CSV file of 5 MB, escaped into JSON, fits. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024

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
