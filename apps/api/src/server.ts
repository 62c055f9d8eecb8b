import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import closeWithGrace from 'close-with-grace'
import { Redis } from 'ioredis'
import { buildApp } from './app'
import { ConfigError, generatedSecret, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DEMO_EMAIL, demoPasswordWorks, seedDemo } from './db/seed'
import { redisRateStore } from './lib/rate-limit'

const startedAt = performance.now()

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url))
  // From src/ (dev) or from dist/ (the bundle), the web app's build sits in apps/web/dist.
  return [path.resolve(here, '../../web/dist')].find((dir) => existsSync(dir))
}

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  config.webDistDir ??= defaultWebDist()

  const pretty = config.env === 'development' && process.stdout.isTTY
  const logger = {
    level: config.logLevel,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  }

  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  await database.migrate()

  // A new embedded database gets demo content, so `npm start` shows the product alive.
  let demoPassword: string | undefined
  if (database.kind === 'pglite' && config.env !== 'test') {
    demoPassword = generatedSecret(config.dataDir, 'demoPassword').slice(0, 16)
    await seedDemo(database.db, {
      password: demoPassword,
      now: new Date(),
      trialDays: config.trialDays,
    })
    if (!(await demoPasswordWorks(database.db, demoPassword))) demoPassword = undefined
  }

  // With several API processes, rate-limit counts live in Redis so they add up across them.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined
  const app = await buildApp({
    config,
    database,
    logger,
    rateStore: redis ? redisRateStore(redis) : undefined,
  })
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    {
      database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgresql',
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Designer is ready on ${config.publicUrl}`,
  )
  if (demoPassword) {
    app.log.info(
      `Sign in at ${config.publicUrl}/auth/login as ${DEMO_EMAIL} with the password ${demoPassword}`,
    )
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
