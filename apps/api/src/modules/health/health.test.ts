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

test('GET /v1/health answers 503 when the database is not reachable', async () => {
  const database = await createTestDatabase()
  const app = await buildApp({ config: testConfig(), database })
  await database.close()
  const res = await app.inject({ method: 'GET', url: '/v1/health' })
  expect(res.statusCode).toBe(503)
  expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' })
  // The handle is already closed; closing the app must not fail on it.
  await app.close()
})
