import { beforeAll, expect, test } from 'vitest'
import { build } from '../../test/build'
import { companyOwner } from '../../test/companies'
import type { App } from '../app'

let app: App
beforeAll(async () => {
  app = await build()
})

type JsonSchema = { $ref?: string; required?: string[] }
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
type Document = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/** Every operation of the OpenAPI document with a JSON body in which no field is required. */
async function bodiesWithoutRequiredFields() {
  const doc: Document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(doc.components!.schemas![schema.$ref.split('/').at(-1)!]!) : schema
  const found: { method: 'POST' | 'PUT' | 'PATCH'; path: string }[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema
      if (!schema || !['post', 'put', 'patch'].includes(method)) continue
      if (!resolve(schema).required?.length)
        found.push({ method: method.toUpperCase() as 'POST', path })
    }
  }
  return found
}

test('every route whose body needs no field takes a request without a body', async () => {
  const routes = await bodiesWithoutRequiredFields()
  expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
    expect.arrayContaining([
      'POST /v1/auth/logout',
      'POST /v1/calendar/feed',
      'POST /v1/configurators/{id}/evaluate',
      'POST /v1/designs/{id}/duplicate',
    ]),
  )
  for (const { method, path } of routes) {
    // Someone of their own for each: signing out ends the session it is sent with.
    const owner = await companyOwner(app)
    const res = await app.inject({
      method,
      url: path.replace(/\{\w+\}/g, crypto.randomUUID()),
      headers: owner.scoped,
    })
    expect([400, 415], `${method} ${path}: ${res.body}`).not.toContain(res.statusCode)
  }
})

test('POST /v1/calendar/feed without a body makes a feed of the default scope', async () => {
  const owner = await companyOwner(app)
  const res = await app.inject({ method: 'POST', url: '/v1/calendar/feed', headers: owner.scoped })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json()).toMatchObject({ scope: 'company', url: expect.stringMatching(/\.ics$/) })
})

test('a route whose body has required fields still answers 400 without one', async () => {
  const owner = await companyOwner(app)
  const res = await app.inject({ method: 'POST', url: '/v1/customers', headers: owner.scoped })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 'validation_failed', details: expect.any(Array) })
})

test('a body declared as JSON but empty is still refused', async () => {
  const owner = await companyOwner(app)
  const res = await app.inject({
    method: 'POST',
    url: '/v1/calendar/feed',
    headers: { ...owner.scoped, 'content-type': 'application/json' },
  })
  expect(res.statusCode).toBe(400)
  expect(res.json().code).toBe('validation_failed')
})
