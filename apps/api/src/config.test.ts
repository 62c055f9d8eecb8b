import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'designer-config-'))

test('defaults run the embedded database on port 3000', () => {
  const config = loadConfig({ DATA_DIR: dataDir() })
  expect(config.port).toBe(3000)
  expect(config.databaseUrl).toBeUndefined()
  expect(config.publicUrl).toBe('http://localhost:3000')
})

test('every bad value is reported by name in one error', () => {
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' })
    expect.unreachable()
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError)
    const message = (err as Error).message
    expect(message).toContain('PORT="eighty"')
    expect(message).toContain('DATABASE_URL="mysql://x" must start with postgres://')
    expect(message).toContain('LOG_LEVEL="loud" must be one of')
    expect(message).toContain('PUBLIC_URL="nope" must be an absolute URL')
  }
})

test('an embedded run generates its secret once and keeps it in DATA_DIR', () => {
  const dir = dataDir()
  const first = loadConfig({ DATA_DIR: dir })
  const second = loadConfig({ DATA_DIR: dir })
  expect(first.secrets.jwt).toHaveLength(64)
  expect(second.secrets.jwt).toBe(first.secrets.jwt)
  expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).jwt).toBe(
    first.secrets.jwt,
  )
})

test('production refuses to start without its secrets', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
    /JWT_SECRET is required/,
  )
})

test('CORS origins must be origins', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example/path' })).toThrow(
    /not an origin/,
  )
  expect(
    loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example, http://b.example:8080' })
      .corsOrigins,
  ).toEqual(['https://a.example', 'http://b.example:8080'])
})

test('Stripe keys come together; production refuses local billing unless allowed', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
    /go together/,
  )
  expect(loadConfig({ DATA_DIR: dataDir() }).billing).toEqual({ mode: 'local' })
  const prod = { NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) }
  expect(() => loadConfig(prod)).toThrow(/Stripe keys are required in production/)
  expect(loadConfig({ ...prod, BILLING_ALLOW_LOCAL: 'true' }).billing.mode).toBe('local')
  const stripe = loadConfig({
    ...prod,
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_ID: 'price_1',
  })
  expect(stripe.billing).toMatchObject({ mode: 'stripe', priceId: 'price_1' })
})
