import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { createTestDatabase, testConfig } from '../../test/build'
import { buildApp } from '../app'
import { banner, createLogger } from './logger'

function memoryStream() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return Object.assign(stream, { lines })
}

async function appLoggingTo(level: 'info' | 'debug') {
  const out = memoryStream()
  const app = await buildApp({
    config: testConfig(),
    database: await createTestDatabase(),
    logger: createLogger({ env: 'production', logLevel: level }, out),
  })
  app.get('/v1/test/boom', async () => {
    throw new Error('boom')
  })
  await app.ready()
  // Only the lines about requests: start-up may warn (no web app built here).
  const requests = () => out.lines.map((l) => JSON.parse(l)).filter((l) => l.req || l.status)
  return { app, lines: requests }
}

test('at info, requests that went well leave no line; a server error leaves one, redacted', async () => {
  const { app, lines } = await appLoggingTo('info')
  for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/v1/health/live' })
  await app.inject({ method: 'GET', url: '/v1/health/live?email=ana@example.com' })
  expect(lines()).toEqual([])

  await app.inject({
    method: 'GET',
    url: '/v1/test/boom?email=ana@example.com',
    headers: { authorization: 'Bearer secret-token' },
  })
  const logged = JSON.stringify(lines())
  expect(logged).not.toContain('ana@example.com')
  expect(logged).not.toContain('secret-token')
  const requestLine = lines().find((l) => l.status === 500)
  expect(requestLine).toMatchObject({ level: 50, req: { url: '/v1/test/boom?email=[email]' } })
  await app.close()
})

test('at debug, every request leaves one line', async () => {
  const { app, lines } = await appLoggingTo('debug')
  await app.inject({ method: 'GET', url: '/v1/health/live' })
  await app.inject({ method: 'GET', url: '/v1/nowhere' })
  const statuses = lines()
    .filter((l) => l.status)
    .map((l) => l.status)
  expect(statuses).toEqual([200, 404])
  await app.close()
})

test('development writes readable lines, not JSON', () => {
  const out = memoryStream()
  const log = createLogger({ env: 'development', logLevel: 'info' }, out)
  log.info({ startupMs: 12 }, 'Designer is ready')
  expect(out.lines.join('\n')).toMatch(/INFO.*Designer is ready/)
  expect(() => JSON.parse(out.lines[0]!)).toThrow()
})

test('the banner frames every line to one width', () => {
  const lines = banner(['Designer demo studio', 'Password  abc']).trim().split('\n')
  expect(lines).toHaveLength(4)
  expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  expect(lines[2]).toContain('Password  abc')
})
