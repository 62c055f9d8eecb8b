import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { apiErrorSchema, GENERIC_ERROR_MESSAGE } from '@designer/contract'
import Fastify, { type InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createTestDatabase, testConfig } from '../../test/build'
import { type App, buildApp } from '../app'
import { AppError } from '../lib/errors'
import { webPlugin } from './web'

let app: App
let webDir: string
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]`

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'designer-web-'))
  mkdirSync(path.join(webDir, 'assets'))
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  // As the build leaves a large script: with its brotli and gzip copies beside it.
  writeFileSync(path.join(webDir, 'assets', 'app-def456.js'), APP_JS)
  writeFileSync(path.join(webDir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS))
  writeFileSync(path.join(webDir, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS))
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg/>')
  // The configurator's embed script, which other sites load: compressed copies too.
  writeFileSync(path.join(webDir, 'embed.js'), APP_JS)
  writeFileSync(path.join(webDir, 'embed.js.br'), brotliCompressSync(APP_JS))
  writeFileSync(path.join(webDir, 'embed.js.gz'), gzipSync(APP_JS))

  app = await buildApp({
    config: testConfig({ webDistDir: webDir, bodyLimit: 2048 }),
    database: await createTestDatabase(),
  })
  // Routes that exist only in this test, to drive the error handler through each path.
  app.post(
    '/v1/test/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(2), size: z.object({ width: z.number().max(10) }) }),
      },
    },
    async (request) => request.body,
  )
  app.get('/v1/test/boom', async () => {
    throw new Error('secret internal detail')
  })
  app.get('/v1/test/conflict', async () => {
    throw new AppError(409, 'conflict', 'Stale version', { currentVersion: 3 })
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('errors', () => {
  test('invalid input answers 400 with the path of every bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { name: 'x', size: { width: 11 } },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('validation_failed')
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['name', 'size.width'])
  })

  test('malformed JSON answers 400 in the same shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed' })
  })

  test.each([
    ['a malformed URL', { method: 'GET', url: '/v1/designs/%E0%A4%A' }, 400, 'bad_request'],
    [
      'a wrong content type',
      {
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      },
      415,
      'unsupported_media_type',
    ],
    [
      'an empty body declared as JSON',
      { method: 'POST', url: '/v1/test/echo', headers: { 'content-type': 'application/json' } },
      400,
      'validation_failed',
    ],
    [
      'a __proto__ key',
      {
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"admin":true},"name":"ab","size":{"width":1}}',
      },
      400,
      'validation_failed',
    ],
    [
      'an unknown route with a query',
      { method: 'DELETE', url: '/v1/nothing?x=%00' },
      404,
      'not_found',
    ],
  ] as const)('%s answers our shape and code', async (_name, request, status, code) => {
    const res = await app.inject(request as InjectOptions)
    expect(res.statusCode).toBe(status)
    const body = apiErrorSchema.strict().parse(res.json())
    expect(body.code).toBe(code)
    expect(res.body).not.toContain('FST_')
  })

  test('an unexpected error answers 500 "An error occurred" with a request id and no stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/test/boom' })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body).toEqual({
      message: GENERIC_ERROR_MESSAGE,
      code: 'internal_error',
      requestId: res.headers['x-request-id'],
    })
    expect(res.body).not.toContain('secret internal detail')
  })

  test('an AppError keeps its status, code and details', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Stale version',
      code: 'conflict',
      details: { currentVersion: 3 },
    })
  })

  test('an unknown API route answers 404 JSON, never the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })

  test('a body over the limit answers 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), size: { width: 1 } }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'payload_too_large' })
  })
})

describe('security headers', () => {
  test('every answer carries a strict CSP and a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('CORS stays closed when no origin is configured', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v1/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('web app', () => {
  test('a client route gets index.html, uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/designs?view=grid' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<div id="root">')
  })

  test('the root path is the landing page', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  test('hashed assets are cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('other static files are revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  test('scripts go out as the brotli or gzip copy the build made, by Accept-Encoding', async () => {
    const url = '/assets/app-def456.js'
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS)
    // The very file the build wrote (its length is known), not one compressed per request.
    expect(br.headers['content-length']).toBe(String(brotliCompressSync(APP_JS).length))

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS)
    expect(gz.headers['content-length']).toBe(String(gzipSync(APP_JS).length))

    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
  })

  test('other sites may load the embed script, in whichever copy is sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({
        method: 'GET',
        url: '/embed.js',
        headers: { 'accept-encoding': encoding },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
      expect(res.headers['cross-origin-resource-policy'], encoding).toBe('cross-origin')
    }
    // Every other file stays same-origin.
    const own = await app.inject({ method: 'GET', url: '/assets/app-def456.js' })
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  test('JSON answers above 1 KB are compressed; small ones are not', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(big.headers['content-encoding']).toBe('br')
    expect(big.headers.vary).toContain('accept-encoding')
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString())
    expect(doc.paths).toHaveProperty('/v1/health')

    const small = await app.inject({
      method: 'GET',
      url: '/v1/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toMatchObject({ status: 'ok' })
  })

  test('a configurator page whose head cannot be read is a passing failure: 503, not indexed', async () => {
    writeFileSync(
      path.join(webDir, 'configurator.html'),
      '<!doctype html><html><head><title>Configurator</title></head><div id="root"></div></html>',
    )
    const site = Fastify({ logger: false })
    await site.register(webPlugin, {
      distDir: webDir,
      configuratorHead: async () => {
        throw new Error('database away')
      },
    })
    const res = await site.inject({ method: 'GET', url: `/configurator/${crypto.randomUUID()}` })
    await site.close()
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('<meta name="robots" content="noindex" />')
    expect(res.body).toContain('<div id="root"></div>')
  })

  test('a missing asset is a 404, not the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' })
    expect(res.statusCode).toBe(404)
  })
})

describe('API documentation', () => {
  test('the OpenAPI document lists the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths).toHaveProperty('/v1/health')
  })

  test('the reference page is served', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
