import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import type { OpenAPIV3_1 } from 'openapi-types'
import { expect } from 'vitest'

type Answer = {
  test: string
  method: string
  route: string
  status: number
  mediaType: string
  body: string | undefined
}

/**
 * Holds every answer the app gives in a test file against the OpenAPI document it serves: the
 * status must be one the operation documents, with that media type, and a JSON body must be
 * valid under the documented schema (checked by Ajv, not by the zod schemas the document came
 * from). So every test of every area, its 2xx and its errors, is also a test of the document.
 */
export function recordAnswers(app: FastifyInstance) {
  const answers: Answer[] = []
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url
    // Unknown addresses, and answers already compressed for a client that asked.
    if (!route?.startsWith('/v1/') || reply.getHeader('content-encoding')) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    answers.push({
      test: expect.getState().currentTestName ?? '(outside a test)',
      method: request.method.toLowerCase(),
      route,
      status: reply.statusCode,
      mediaType: type.split(';')[0]!.trim(),
      body:
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? `(${payload.length} bytes)`
            : undefined,
    })
    return payload
  })
  return { problems: () => problemsOf(answers, app.swagger() as OpenAPIV3_1.Document) }
}

function problemsOf(answers: Answer[], document: OpenAPIV3_1.Document): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false })
  addFormats(ajv)
  ajv.addSchema(document as object, 'openapi')
  const validators = new Map<string, ValidateFunction>()
  const problems = new Set<string>()
  for (const answer of answers) {
    const path = answer.route.replace(/:(\w+)/g, '{$1}')
    const operation = document.paths?.[path]?.[answer.method as 'get']
    // A route left out of the document on purpose (the document itself, redirects' callbacks).
    if (!operation) continue
    const where = `${answer.method.toUpperCase()} ${path} → ${answer.status}`
    const response = operation.responses?.[answer.status] as OpenAPIV3_1.ResponseObject | undefined
    if (!response) {
      problems.add(`${where}: status not documented (in "${answer.test}")`)
      continue
    }
    const content = response.content
    if (!content) {
      if (answer.body) problems.add(`${where}: documented without a body, answered one`)
      continue
    }
    if (!(answer.mediaType in content)) {
      problems.add(
        `${where}: answered ${answer.mediaType || 'no content type'}, documented ${Object.keys(content).join(', ')}`,
      )
      continue
    }
    if (answer.mediaType !== 'application/json' || answer.body === undefined) continue
    const pointer = `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${answer.method}/responses/${answer.status}/content/application~1json/schema`
    let validate = validators.get(pointer)
    if (!validate) {
      validate = ajv.compile({ $ref: pointer })
      validators.set(pointer, validate)
    }
    if (!validate(JSON.parse(answer.body))) {
      problems.add(
        `${where}: body does not match the documented schema: ${ajv.errorsText(validate.errors)} (in "${answer.test}")`,
      )
    }
  }
  return [...problems]
}
