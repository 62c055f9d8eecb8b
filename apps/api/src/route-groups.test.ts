import { expect, test } from 'vitest'
import { build } from '../test/build'
import { signUp } from '../test/users'

type Operation = { security?: Record<string, string[]>[] }
type OpenApi = { paths: Record<string, Record<string, Operation>> }

const app = await build()

/** Every operation of the OpenAPI document, with a request that reaches its guard. */
async function operations() {
  const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as OpenApi
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET',
      // Path parameters get a well-formed id, so the guard, not the validator, answers.
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      key: `${method.toUpperCase()} ${path}`,
      schemes: new Set(op.security?.flatMap((s) => Object.keys(s)) ?? []),
    })),
  )
}

// What a stranger may call, and all of it. Anything else answers 401 without a session, and a
// company-scoped route without a company asks for one: a route put in the wrong group fails here.
const PUBLIC = new Set([
  'GET /v1/health',
  'GET /v1/health/live',
  'GET /v1/health/ready',
  'POST /v1/auth/register',
  'POST /v1/auth/login',
  'POST /v1/auth/refresh',
  'POST /v1/auth/logout',
  'POST /v1/auth/password-reset',
  'POST /v1/auth/password-reset/confirm',
  'GET /v1/auth/config',
  'GET /v1/auth/google',
  'GET /v1/thumbnails/{id}/{file}',
  // A view's picture, as a thumbnail: the random key in its address is the key (decision 036).
  'GET /v1/view-pictures/{id}/{file}',
  // A material's texture, as a thumbnail: the random key in its address is the key (decision 037).
  'GET /v1/textures/{id}/{key}',
  // A company's logo, shown on public pages and in mails: the random key is the key (decision 045).
  'GET /v1/company-logos/{id}/{file}',
  'GET /v1/screenshots/{id}/scene',
  'GET /v1/images/{id}',
  'POST /v1/stripe/webhook',
  'GET /v1/invites/preview',
  'POST /v1/auth/verify-email',
  // A member's private calendar address: the token in it is the key (decision 022).
  'GET /v1/calendar/feed/{file}',
  // What a studio's customers open, with no account (decision 023).
  'GET /v1/public/configurators/{id}',
  'GET /v1/public/configurators/{id}/slots',
  // Its poster, as a thumbnail: the random key in its address is the key (decision 040).
  'GET /v1/public/configurators/{id}/poster/{file}',
  'POST /v1/public/configurators/{id}/events',
  'POST /v1/public/configurators/{id}/quotes',
  'GET /v1/public/configurators/{id}/model.glb',
  'GET /v1/public/configurators/{id}/preview.png',
  'GET /v1/public/configurators/{id}/model.usdz',
  'GET /v1/public/quotes/{id}/pdf',
  // A quote's picture, for mail programs and PDFs: the random key in its address is the key (decision 044).
  'GET /v1/public/quotes/{id}/picture/{file}',
])

test('every route is public, signed in or company-scoped, and the document says which', async () => {
  const ops = await operations()
  expect(ops.length).toBeGreaterThan(30)
  const person = await signUp(app)
  for (const op of ops) {
    const key = op.key
    const anonymous = await app.inject({ method: op.method, url: op.url, payload: {} })
    if (op.schemes.size === 0) {
      expect(PUBLIC.has(key), `${key} is open to anyone`).toBe(true)
      expect(anonymous.statusCode, key).not.toBe(401)
      continue
    }
    expect(anonymous.statusCode, key).toBe(401)
    const withoutCompany = await app.inject({
      method: op.method,
      url: op.url,
      headers: person.headers,
      payload: {},
    })
    if (op.schemes.has('company')) {
      expect(withoutCompany.json().code, key).toBe('company_required')
    } else {
      expect(withoutCompany.json().code, key).not.toBe('company_required')
    }
  }
})
