import {
  costOverviewItemSchema,
  costOverviewQuerySchema,
  costQuerySchema,
  designCostSchema,
  listResponseSchema,
  priceImpactQuerySchema,
  priceImpactSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { scope } from '../../plugins/company-scope'
import { fileContent } from '../../plugins/docs'

const tags = ['costs']
const params = z.object({ id: z.uuid() })

/** A file name any browser and file system takes, from a design's name. */
export function attachment(name: string, suffix: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w .-]+/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, 100) || 'design'
  const full = encodeURIComponent(`${name}-${suffix}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}-${suffix}"; filename*=UTF-8''${full}`
}

const sendCsv = (reply: FastifyReply, file: { name: string; csv: string }, suffix: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(file.name, suffix))
    .header('cache-control', 'no-store')
    .send(file.csv)

/** What designs cost to make, their bills of materials, and what a new price would change. */
export const costsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { costs } = app.services

  app.get(
    '/costs',
    {
      schema: {
        operationId: 'listCosts',
        tags,
        summary: 'Every design and component with its cost: search, type, flagged, sort, paging',
        querystring: costOverviewQuerySchema,
        response: { 200: listResponseSchema(costOverviewItemSchema) },
      },
    },
    async (request) => costs.overview(scope(request).id, request.query),
  )
  app.get(
    '/designs/:id/cost',
    {
      schema: {
        operationId: 'getDesignCost',
        tags,
        summary: 'The bill of materials and cost of a design, through all its components',
        params,
        querystring: costQuerySchema,
        response: { 200: designCostSchema },
      },
    },
    async (request) => costs.cost(scope(request).id, request.params.id, request.query.staleDays),
  )
  app.get(
    '/designs/:id/bom.csv',
    {
      schema: {
        operationId: 'exportDesignBom',
        response: { 200: fileContent('The bill of materials (CSV)') },
        tags,
        summary: 'The bill of materials as CSV (UTF-8 with a byte order mark)',
        params,
        querystring: costQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await costs.bomCsv(scope(request).id, request.params.id, request.query.staleDays),
        'bom.csv',
      ),
  )
  app.get(
    '/designs/:id/cut-list.csv',
    {
      schema: {
        operationId: 'exportDesignCutList',
        response: { 200: fileContent('The cut list (CSV)') },
        tags,
        summary: 'The sheet and board parts to cut, as CSV (UTF-8 with a byte order mark)',
        params,
        querystring: costQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await costs.cutListCsv(scope(request).id, request.params.id, request.query.staleDays),
        'cut-list.csv',
      ),
  )
  app.get(
    '/supplier-items/:id/impact',
    {
      schema: {
        operationId: 'getSupplierItemImpact',
        tags,
        summary: 'What a new unit cost of an item would change in every design that uses it',
        params,
        querystring: priceImpactQuerySchema,
        response: { 200: priceImpactSchema },
      },
    },
    async (request) => costs.impact(scope(request).id, request.params.id, request.query.amount),
  )
}
