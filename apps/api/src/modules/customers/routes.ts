import {
  customerDataSchema,
  customerImportResultSchema,
  customerImportSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerNoteInputSchema,
  customerSchema,
  customerTagInputSchema,
  customerTagSchema,
  listResponseSchema,
  timelineEntrySchema,
  timelineQuerySchema,
  timelineSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { noContent } from '../../plugins/docs'

const tags = ['customers']
const params = z.object({ id: z.uuid() })
const noteParams = z.object({ id: z.uuid(), noteId: z.uuid() })

/** The list's filters and sort without paging, and the separator of the file. */
const exportQuerySchema = customerListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ separator: z.enum(['comma', 'semicolon']).default('comma') })

/** A CSV file of 10 MB, escaped into JSON, fits. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024

/** The studio's customers: profiles, tags, the timeline with notes, import, export, privacy. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.services

  app.get(
    '/customers',
    {
      schema: {
        operationId: 'listCustomers',
        tags,
        summary: 'Customers: search by name, e-mail or phone; stage, tag, owner filters; paging',
        querystring: customerListQuerySchema,
        response: { 200: listResponseSchema(customerSchema) },
      },
    },
    async (request) => customers.list(scope(request).id, request.query),
  )
  app.post(
    '/customers',
    {
      schema: {
        operationId: 'createCustomer',
        errors: [409],
        tags,
        summary: 'Add a customer (409 `customer_email_taken` names the customer with the e-mail)',
        body: customerInputSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await customers.create(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/customers/export',
    {
      schema: {
        operationId: 'exportCustomers',
        tags,
        summary: 'The customers matching the list filters as CSV (UTF-8 with a byte order mark)',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with the import field names as header') },
      },
    },
    async (request, reply) => {
      const { separator, ...query } = request.query
      const csv = await customers.exportCsv(
        scope(request).id,
        query,
        separator === 'semicolon' ? ';' : ',',
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(csv)
    },
  )
  app.post(
    '/customers/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importCustomers',
        errors: [409],
        tags,
        summary: 'Check (dryRun) or import customers from CSV; e-mails update or skip known ones',
        body: customerImportSchema,
        response: { 200: customerImportResultSchema },
      },
    },
    async (request) => customers.importCsv(scope(request).id, caller(request).userId, request.body),
  )
  app.get(
    '/customers/:id',
    {
      schema: {
        operationId: 'getCustomer',
        tags,
        summary: 'One customer',
        params,
        response: { 200: customerSchema },
      },
    },
    async (request) => customers.get(scope(request).id, request.params.id),
  )
  app.put(
    '/customers/:id',
    {
      schema: {
        operationId: 'updateCustomer',
        errors: [409],
        tags,
        summary: 'Update a customer',
        params,
        body: customerInputSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      customers.update(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.delete(
    '/customers/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteCustomer',
        tags,
        summary: 'Delete a customer and its notes',
        params,
      },
    },
    async (request, reply) => {
      await customers.remove(scope(request).id, caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/customers/:id/anonymise',
    {
      schema: {
        operationId: 'anonymiseCustomer',
        errors: [409],
        tags,
        summary: 'Remove everything naming the customer, keep the row (and what was sold)',
        params,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      customers.anonymise(scope(request).id, caller(request).userId, request.params.id),
  )
  app.get(
    '/customers/:id/data',
    {
      schema: {
        operationId: 'exportCustomerData',
        tags,
        summary: 'Everything held about the customer, as a JSON file',
        params,
        response: { 200: customerDataSchema },
      },
    },
    async (request, reply) => {
      const data = await customers.data(scope(request).id, request.params.id)
      return reply
        .header('content-disposition', `attachment; filename="customer-${request.params.id}.json"`)
        .send(data)
    },
  )
  app.get(
    '/customers/:id/timeline',
    {
      schema: {
        operationId: 'getCustomerTimeline',
        tags,
        summary: "The customer's timeline, newest first; `before` pages back",
        params,
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema },
      },
    },
    async (request) => customers.timeline(scope(request).id, request.params.id, request.query),
  )
  app.post(
    '/customers/:id/notes',
    {
      schema: {
        operationId: 'createCustomerNote',
        errors: [409],
        tags,
        summary: "Add a note to the customer's timeline",
        params,
        body: customerNoteInputSchema,
        response: { 201: timelineEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await customers.addNote(
            scope(request).id,
            caller(request).userId,
            request.params.id,
            request.body.body,
          ),
        ),
  )
  app.put(
    '/customers/:id/notes/:noteId',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'updateCustomerNote',
        errors: [409],
        tags,
        summary: 'Change a note',
        params: noteParams,
        body: customerNoteInputSchema,
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params
      await customers.updateNote(
        scope(request).id,
        caller(request).userId,
        id,
        noteId,
        request.body.body,
      )
      return reply.status(204).send()
    },
  )
  app.delete(
    '/customers/:id/notes/:noteId',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteCustomerNote',
        tags,
        summary: 'Delete a note',
        params: noteParams,
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params
      await customers.removeNote(scope(request).id, caller(request).userId, id, noteId)
      return reply.status(204).send()
    },
  )

  app.get(
    '/customer-tags',
    {
      schema: {
        operationId: 'listCustomerTags',
        tags,
        summary: "The company's customer tags, with how many customers wear each",
        response: { 200: z.array(customerTagSchema) },
      },
    },
    async (request) => customers.listTags(scope(request).id),
  )
  app.post(
    '/customer-tags',
    {
      schema: {
        operationId: 'createCustomerTag',
        errors: [409],
        tags,
        summary: 'Add a tag (409 `tag_name_taken` when the name is used)',
        body: customerTagInputSchema,
        response: { 201: customerTagSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await customers.createTag(scope(request).id, request.body)),
  )
  app.put(
    '/customer-tags/:id',
    {
      schema: {
        operationId: 'updateCustomerTag',
        errors: [409],
        tags,
        summary: 'Rename or recolour a tag',
        params,
        body: customerTagInputSchema,
        response: { 200: customerTagSchema },
      },
    },
    async (request) => customers.updateTag(scope(request).id, request.params.id, request.body),
  )
  app.delete(
    '/customer-tags/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteCustomerTag',
        tags,
        summary: 'Delete a tag; it comes off every customer',
        params,
      },
    },
    async (request, reply) => {
      await customers.removeTag(scope(request).id, request.params.id)
      return reply.status(204).send()
    },
  )
}
