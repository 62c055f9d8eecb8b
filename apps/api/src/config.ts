import { randomBytes } from 'node:crypto'
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
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Set when running on a PostgreSQL server; absent means the embedded PGlite database. */
  databaseUrl: string | undefined
  dataDir: string
  publicUrl: string
  logLevel: (typeof LOG_LEVELS)[number]
  corsOrigins: string[]
  secrets: { jwt: string }
  webDistDir: string | undefined
  bodyLimit: number
  /** Multiplies every rate limit's maximum: 1 in production; larger for test runs from one address. */
  rateLimitMultiplier: number
  /** Origins a sign-in may return to: this deployment's own and the configured CORS origins. */
  allowedOrigins: string[]
  mail: { smtpUrl: string | undefined; from: string }
  trialDays: number
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
  if (problems.length) throw new ConfigError(problems)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    corsOrigins,
    secrets: { jwt: jwt! },
    webDistDir: e.WEB_DIST_DIR,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trialDays: e.TRIAL_DAYS,
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
