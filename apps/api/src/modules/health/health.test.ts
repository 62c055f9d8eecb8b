import { expect, test } from 'vitest'
import { build, createTestDatabase, testConfig } from '../../../test/build'
import { buildApp } from '../../app'

test('GET /v1/health answers 200 when the database is reachable', async () => {
  const app = await build()
  const res = await app.inject({ method: 'GET', url: '/v1/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toMatchObject({ status: 'ok', database: 'up' })
  expect(res.headers['cache-control']).toBe('no-store')
})

test('readiness answers 503 when the database is not reachable; liveness still 200', async () => {
  const database = await createTestDatabase()
  const app = await buildApp({ config: testConfig(), database })
  expect((await app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(200)
  await database.close()
  for (const url of ['/v1/health', '/v1/health/ready']) {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' })
  }
  const live = await app.inject({ method: 'GET', url: '/v1/health/live' })
  expect(live.statusCode).toBe(200)
  expect(live.json()).toMatchObject({ status: 'ok' })
  expect(live.headers['cache-control']).toBe('no-store')
  // The handle is already closed; closing the app must not fail on it.
  await app.close()
})

test('a request whose database is gone answers 503 database_unavailable, not a 500', async () => {
  // PGlite cannot drop a connection the way a server does, but a closed one fails every query;
  // on PostgreSQL an ended pool does the same. Either must reach the client as an outage.
  const database = await createTestDatabase()
  const app = await buildApp({ config: testConfig(), database })
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'someone@example.com', password: 'correct horse battery' },
  })
  expect(res.statusCode).toBe(401)
  await database.close()
  const down = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'someone@example.com', password: 'correct horse battery' },
  })
  expect(down.statusCode).toBe(503)
  expect(down.json()).toEqual({
    message: expect.any(String),
    code: 'database_unavailable',
  })
  expect(down.headers['retry-after']).toBe('5')
  await app.close()
})
