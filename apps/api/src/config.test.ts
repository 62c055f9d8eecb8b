import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-config-'))
  dataDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

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

test('database timeouts have defaults and are checked by name', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).databaseTimeouts).toEqual({
    statementMs: 5000,
    connectMs: 3000,
  })
  const set = loadConfig({
    DATA_DIR: dataDir(),
    DATABASE_STATEMENT_TIMEOUT_MS: '1500',
    DATABASE_CONNECT_TIMEOUT_MS: '800',
  })
  expect(set.databaseTimeouts).toEqual({ statementMs: 1500, connectMs: 800 })
  expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
    'DATABASE_STATEMENT_TIMEOUT_MS="soon" must be a number',
  )
})

test('TRUST_PROXY is off by default and takes a hop count or addresses', () => {
  const base = { DATA_DIR: dataDir() }
  expect(loadConfig(base).trustProxy).toBe(false)
  expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
  expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '192.168.1.7',
  ])
  expect(() => loadConfig({ ...base, TRUST_PROXY: 'the load balancer' })).toThrow(
    /TRUST_PROXY="the load balancer" must be/,
  )
  expect(() => loadConfig({ ...base, TRUST_PROXY: '300.1.1.1' })).toThrow(ConfigError)
})

test('server rendering: Chromium by default, off on request, its software WebGL by name', () => {
  const render = loadConfig({ DATA_DIR: dataDir(), PORT: '4100' }).render
  expect(render).toMatchObject({
    chromiumPath: '/usr/bin/chromium',
    baseUrl: 'http://127.0.0.1:4100',
    gl: 'swiftshader',
  })
  expect(loadConfig({ DATA_DIR: dataDir(), RENDERER: 'off' }).render.chromiumPath).toBeNull()
  expect(loadConfig({ DATA_DIR: dataDir(), RENDER_GL: 'llvmpipe' }).render.gl).toBe('llvmpipe')
  expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_GL: 'gpu' })).toThrow(
    /RENDER_GL="gpu" must be swiftshader or llvmpipe/,
  )
  // Signed image addresses need no second secret: a distinct key derived from JWT_SECRET.
  const secrets = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'j'.repeat(40) }).secrets
  expect(secrets.screenshot).not.toBe(secrets.jwt)
  expect(secrets.screenshot).toHaveLength(43)
})
