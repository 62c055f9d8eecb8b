import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The environment, parsed and checked once at start-up. Every bad value is reported together,
 * by name, so a person fixing a deployment sees everything wrong in one go.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  PUBLIC_URL: z
    .url({ message: 'must be an absolute URL such as https://designer.example.com' })
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  CORS_ORIGINS: z.string().default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Designer <no-reply@localhost>'),
  OIDC_ISSUER: z
    .url({ message: 'must be the issuer URL of an OpenID provider' })
    .default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOW_INSECURE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  TRIAL_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(365).default(14),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PRICE_ID: z.string().startsWith('price_', 'must start with price_').optional(),
  BILLING_ALLOW_LOCAL: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false'),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number({ message: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(1),
  TRUST_PROXY: z.string().default('false'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(600_000, 'must be at most 600000')
    .default(5000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(120_000, 'must be at most 120000')
    .default(3000),
  DEMO_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  CHROMIUM_PATH: z.string().min(1, 'must not be empty').default('/usr/bin/chromium'),
  RENDERER: z.enum(['chromium', 'off'], { message: 'must be chromium or off' }).default('chromium'),
  RENDER_BASE_URL: z
    .url({ message: 'must be an absolute URL such as http://127.0.0.1:3000' })
    .optional(),
  RENDER_GL: z
    .enum(['swiftshader', 'llvmpipe'], { message: 'must be swiftshader or llvmpipe' })
    .default('swiftshader'),
  RENDER_PAGES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 8')
    .max(8, 'must be between 1 and 8')
    .default(2),
  SCREENSHOT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Set when running on a PostgreSQL server; absent means the embedded PGlite database. */
  databaseUrl: string | undefined
  /**
   * How long a PostgreSQL statement may run, and how long to wait for a connection, before the
   * request answers 503 instead of hanging on a frozen or unreachable database.
   */
  databaseTimeouts: { statementMs: number; connectMs: number }
  dataDir: string
  publicUrl: string
  logLevel: (typeof LOG_LEVELS)[number]
  corsOrigins: string[]
  secrets: { jwt: string; screenshot: string }
  webDistDir: string | undefined
  bodyLimit: number
  /**
   * Which proxies are believed about the client's address (X-Forwarded-For): none by default,
   * so nobody can choose the address their rate limits count against; a hop count or the
   * proxies' addresses behind a load balancer. Fastify's `trustProxy` takes it as it is.
   */
  trustProxy: boolean | number | string[]
  /** Multiplies every rate limit's maximum: 1 in production; larger for test runs from one address. */
  rateLimitMultiplier: number
  /** Origins a sign-in may return to: this deployment's own and the configured CORS origins. */
  allowedOrigins: string[]
  mail: { smtpUrl: string | undefined; from: string }
  trialDays: number
  /**
   * The demo studio's password, to seed it on a new embedded database whatever NODE_ENV says
   * (the browser journeys open its configurator); without it the demo gets a generated one.
   */
  demoPassword: string | undefined
  /** Shared rate-limit counts for several API processes; absent means counts in memory. */
  redisUrl: string | undefined
  /**
   * Stripe when its keys are set; otherwise a clearly labelled local mode in which every
   * subscription state can be tried. Production refuses local mode unless BILLING_ALLOW_LOCAL.
   */
  billing:
    | {
        mode: 'stripe'
        secretKey: string
        webhookSecret: string
        priceId: string
        api?: { host: string; port: number; protocol: 'http' | 'https' }
      }
    | { mode: 'local' }
  /** Third-party sign-in (Google by default, any OpenID provider); absent when not configured. */
  /**
   * Images rendered on the server: Chromium at `chromiumPath` (null when RENDERER=off) opens the
   * screenshot page at `baseUrl`, `pages` at a time; addresses are signed with SCREENSHOT_SECRET.
   */
  render: {
    chromiumPath: string | null
    baseUrl: string
    pages: number
    timeoutMs: number
    /** How long after the last scene save the server re-renders the design's thumbnail. */
    thumbnailDelayMs: number
    /** Software WebGL: Chromium's own SwiftShader, or Mesa's llvmpipe through ANGLE's GL-EGL. */
    gl: 'swiftshader' | 'llvmpipe'
  }
  oidc:
    | { issuer: string; clientId: string; clientSecret: string; allowInsecure: boolean }
    | undefined
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env): Config {
  // An empty variable means "not set", the way shells and .env files usually intend it.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0])
        const value = env[name]
        return `${name}=${JSON.stringify(value)} ${issue.message}`
      }),
    )
  }
  const e = parsed.data
  const problems: string[] = []
  const dataDir = path.resolve(e.DATA_DIR)

  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      problems.push(
        `CORS_ORIGINS has "${origin}", which is not an origin such as https://app.example.com`,
      )
    }
  }

  let jwt = e.JWT_SECRET
  if (!jwt) {
    if (e.NODE_ENV === 'production') {
      problems.push('JWT_SECRET is required in production (at least 32 characters)')
    } else {
      jwt = generatedSecret(dataDir, 'jwt')
    }
  }
  if (e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) {
    problems.push('OIDC_CLIENT_SECRET is required when OIDC_CLIENT_ID is set')
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID]
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID go together: set all three or none',
    )
  }
  if (
    !stripeKeys.some(Boolean) &&
    e.NODE_ENV === 'production' &&
    e.BILLING_ALLOW_LOCAL !== 'true'
  ) {
    problems.push(
      'Stripe keys are required in production (or set BILLING_ALLOW_LOCAL=true to run billing in local mode)',
    )
  }
  if (e.OIDC_ALLOW_INSECURE === 'true' && e.NODE_ENV === 'production') {
    problems.push('OIDC_ALLOW_INSECURE=true is refused in production')
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY)
  if (trustProxy === undefined) {
    problems.push(
      `TRUST_PROXY=${JSON.stringify(e.TRUST_PROXY)} must be false, true, a number of proxy hops, or a comma-separated list of addresses or CIDRs such as 10.0.0.0/8`,
    )
  }
  if (problems.length) throw new ConfigError(problems)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    dataDir,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    corsOrigins,
    secrets: {
      jwt: jwt!,
      // Its own key when set; otherwise one derived from JWT_SECRET, so signed image addresses
      // need no second secret to deploy (docs/decisions/018-server-rendered-images.md).
      screenshot:
        e.SCREENSHOT_SECRET ??
        createHmac('sha256', jwt!).update('designer screenshot links').digest('base64url'),
    },
    render: {
      chromiumPath: e.RENDERER === 'off' ? null : e.CHROMIUM_PATH,
      baseUrl: (e.RENDER_BASE_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
      pages: e.RENDER_PAGES,
      timeoutMs: 20_000,
      thumbnailDelayMs: 3000,
      gl: e.RENDER_GL,
    },
    webDistDir: e.WEB_DIST_DIR,
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: trustProxy!,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trialDays: e.TRIAL_DAYS,
    demoPassword: e.DEMO_PASSWORD,
    redisUrl: e.REDIS_URL,
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            mode: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
          }
        : { mode: 'local' },
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...corsOrigins])],
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oidc:
      e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            allowInsecure: e.OIDC_ALLOW_INSECURE === 'true',
          }
        : undefined,
  }
}

/**
 * When running embedded, secrets are generated once and kept beside the database, so a
 * restart keeps sessions valid and nobody has to invent a secret to try the product.
 */
export function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json')
  let secrets: Record<string, string> = {}
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8'))
  const existing = secrets[name]
  if (existing) return existing
  const secret = randomBytes(48).toString('base64url')
  secrets[name] = secret
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secret
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/
const IPV6 = /^[0-9a-f:]+(\/\d{1,3})?$/i

/** TRUST_PROXY as Fastify takes it, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const v = value.trim().toLowerCase()
  if (v === 'false' || v === 'off' || v === '0') return false
  if (v === 'true') return true
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    return hops >= 1 && hops <= 10 ? hops : undefined
  }
  const list = v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const valid = list.every(
    (part) =>
      (IPV4.test(part) && part.split(/[./]/).every((n) => Number(n) <= 255)) ||
      (part.includes(':') && IPV6.test(part)) ||
      ['loopback', 'linklocal', 'uniquelocal'].includes(part),
  )
  return list.length && valid ? list : undefined
}
