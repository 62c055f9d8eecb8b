import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from '@fastify/type-provider-zod'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import type { OpenAPIV3_1 } from 'openapi-types'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { build } from '../../test/build'
import { companyOwner } from '../../test/companies'
import { recordAnswers } from '../../test/documented-answers'

const app = await build()
const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
const operations = Object.entries(document.paths as OpenAPIV3_1.PathsObject).flatMap(
  ([route, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${route}`,
      ...(operation as OpenAPIV3_1.OperationObject),
    })),
)

test('the served document is valid OpenAPI 3.1 to swagger-parser, every $ref resolving', async () => {
  expect(document.openapi).toBe('3.1.0')
  await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy()
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)]
  expect(refs.length).toBeGreaterThan(100)
  for (const [, name] of refs) expect(document.components.schemas, name).toHaveProperty(name!)
})

test("Redocly's recommended rules find no error in it", async () => {
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  })
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)
  expect(errors).toEqual([])
  // Of the warnings, only operations that cannot fail with a 4xx (health, sign-in options) remain.
  const warnings = problems.filter((problem) => problem.severity === 'warn')
  expect(
    warnings.every((w) =>
      ['operation-4xx-response', 'operation-2xx-response', 'no-server-example.com'].includes(
        w.ruleId,
      ),
    ),
  ).toBe(true)
})

test('every operation has a stable operationId, an area tag, its security and its errors', () => {
  expect(operations.length).toBeGreaterThan(130)
  const ids = operations.map((operation) => operation.operationId)
  expect(new Set(ids).size).toBe(ids.length)
  for (const operation of operations) {
    expect(operation.operationId, operation.key).toMatch(/^[a-z][A-Za-z]+$/)
    expect(operation.tags?.length, operation.key).toBe(1)
    // Public operations say so with `security: []`; the rest name the bearer (and company) scheme.
    expect(Array.isArray(operation.security), operation.key).toBe(true)
    const schemes = operation.security!.flatMap((s) => Object.keys(s))
    const responses = operation.responses ?? {}
    expect(responses['500'], operation.key).toBeDefined()
    if (schemes.includes('bearer')) expect(responses['401'], operation.key).toBeDefined()
    if (schemes.includes('company')) expect(responses['403'], operation.key).toBeDefined()
    if (operation.parameters?.some((p) => 'in' in p && p.in === 'path'))
      expect(responses['404'], operation.key).toBeDefined()
    for (const [status, response] of Object.entries(responses)) {
      // Readiness answers its own report when the database is down.
      if (Number(status) < 400 || operation.key.startsWith('GET /v1/health')) continue
      expect(response, `${operation.key} ${status}`).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      })
    }
  }
  // Every tag is one of the document's areas, each described.
  const tags = new Set(document.tags.map((tag: { name: string }) => tag.name))
  for (const operation of operations) expect(tags.has(operation.tags![0]), operation.key).toBe(true)
  expect(document.tags.every((tag: { description?: string }) => tag.description)).toBe(true)
  // A few names people will look for.
  expect(ids).toEqual(
    expect.arrayContaining([
      'listCustomers',
      'acceptInvite',
      'createDesign',
      'publishConfigurator',
    ]),
  )
})

const byId = new Map(operations.map((operation) => [operation.operationId, operation]))

test('files are declared with their media types, and bodiless answers without content', () => {
  const mediaTypes = (id: string, status = '200') =>
    Object.keys((byId.get(id)?.responses?.[status] as OpenAPIV3_1.ResponseObject)?.content ?? {})
  expect(mediaTypes('exportCustomers')).toEqual(['text/csv'])
  expect(mediaTypes('exportSupplierItems')).toEqual(['text/csv'])
  expect(mediaTypes('exportDesignBom')).toEqual(['text/csv'])
  expect(mediaTypes('exportDesignCutList')).toEqual(['text/csv'])
  expect(mediaTypes('getCalendarFeedFile')).toEqual(['text/calendar'])
  expect(mediaTypes('getQuotePdf')).toEqual(['application/pdf'])
  expect(mediaTypes('getPublicQuotePdf')).toEqual(['application/pdf'])
  expect(mediaTypes('getPublicQuotePicture')).toEqual(['image/jpeg'])
  expect(mediaTypes('getPublicConfiguratorGlb')).toEqual(['model/gltf-binary'])
  expect(mediaTypes('getPublicConfiguratorUsdz')).toEqual(['model/vnd.usdz+zip'])
  expect(mediaTypes('getThumbnail')).toEqual(['image/png'])
  expect(mediaTypes('renderDesignImage')).toEqual(['image/png', 'image/jpeg'])
  expect(mediaTypes('getSignedImage')).toEqual(['image/png', 'image/jpeg'])
  expect(mediaTypes('deleteCustomer', '204')).toEqual([])
  const upload = byId.get('uploadDesignThumbnail')?.requestBody as OpenAPIV3_1.RequestBodyObject
  expect(Object.keys(upload.content)).toEqual(['image/png'])
  expect(mediaTypes('startOidcSignIn', '302')).toEqual([])
  // Every 2xx with a body has a schema of it; no "Default Response" without content is left.
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (!status.startsWith('2') || status === '204') continue
      expect(
        (response as OpenAPIV3_1.ResponseObject).content,
        `${operation.key} ${status}`,
      ).toBeDefined()
    }
  }
})

test('a body whose fields are all optional is optional', () => {
  const body = (id: string) => byId.get(id)?.requestBody as OpenAPIV3_1.RequestBodyObject
  expect(body('createCalendarFeed').required).toBe(false)
  expect(body('createCustomer').required).toBe(true)
})

test('a client generated by openapi-typescript type-checks real calls, and they work', async () => {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const folder = path.resolve(here, '../../test/typed-client')
  writeFileSync(path.join(folder, 'api.gen.ts'), astToString(await openapiTS(document)))
  const program = ts.createProgram([path.join(folder, 'calls.ts')], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  })
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  expect(diagnostics).toEqual([])

  const owner = await companyOwner(app)
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  // Imported by address: the project's own type check leaves this folder to the test above.
  const calls = pathToFileURL(path.join(folder, 'calls.ts')).href
  const { realCalls } = (await import(calls)) as {
    realCalls(baseUrl: string, token: string, companyId: string): Promise<unknown>
  }
  const results = await realCalls(address, owner.access_token, owner.company.id)
  expect(results).toMatchObject({
    total: 1,
    renamedTo: 'Lucía Ortega Ruiz',
    notFound: 'not_found',
    invalidCode: 'validation_failed',
    invalidStatus: 400,
    designTotal: 0,
    removedStatus: 204,
  })
})

test('the answers check fails on an answer the document does not describe', async () => {
  // A small app of its own with one documented route that answers otherwise, twice.
  const small = Fastify()
  small.setValidatorCompiler(validatorCompiler)
  small.setSerializerCompiler(serializerCompiler)
  await small.register(swagger, { openapi: { openapi: '3.1.0' }, transform: jsonSchemaTransform })
  const answer = async (request: FastifyRequest, reply: FastifyReply) =>
    (request.query as { teapot?: string }).teapot
      ? reply.status(418).send({ size: 1 })
      : reply.type('application/json').serializer(JSON.stringify).send({ size: 'big' })
  small.get('/v1/thing', { schema: { response: { 200: z.object({ size: z.number() }) } } }, answer)
  const answers = recordAnswers(small)
  await small.ready()
  await small.inject({ method: 'GET', url: '/v1/thing' })
  await small.inject({ method: 'GET', url: '/v1/thing?teapot=1' })
  const problems = answers.problems()
  await small.close()
  expect(problems).toEqual([
    expect.stringMatching(/^GET \/v1\/thing → 200: body does not match the documented schema/),
    expect.stringMatching(/^GET \/v1\/thing → 418: status not documented/),
  ])
})
