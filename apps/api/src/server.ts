import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import closeWithGrace from 'close-with-grace'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { buildApp } from './app'
import { ConfigError, generatedSecret, loadConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { DEMO_EMAIL, seedDemo } from './demo/index'
import { isDatabaseUnavailable } from './lib/database-errors'
import { redisEvents } from './lib/events'
import { banner, createLogger } from './lib/logger'
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

  const log = createLogger(config)
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        statementTimeoutMs: config.databaseTimeouts.statementMs,
        connectTimeoutMs: config.databaseTimeouts.connectMs,
        onConnectionError: (err) => log.warn({ err }, 'database connection lost'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  await waitForDatabase(database, log)
  await database.migrate()

  // A new embedded database gets demo content, so `npm start` shows the product alive.
  let demoPassword: string | undefined
  if (database.kind === 'pglite' && (config.env !== 'test' || config.demoPassword)) {
    demoPassword =
      config.demoPassword ?? generatedSecret(config.dataDir, 'demoPassword').slice(0, 16)
    await seedDemo({ db: database.db, config, log }, { password: demoPassword, now: new Date() })
  }

  // With several API processes, rate-limit counts live in Redis so they add up across them, and
  // realtime events cross between them through its pub/sub (on a connection of their own).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined
  const app = await buildApp({
    config,
    database,
    logger: log,
    rateStore: redis ? redisRateStore(redis) : undefined,
    events:
      redis && config.redisUrl
        ? redisEvents(redis, new Redis(config.redisUrl), {
            onError: (err) => log.error({ err }, 'realtime events through Redis failed'),
          })
        : undefined,
  })
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  // The demo's password is printed only while it still signs in (nobody changed it since).
  if (demoPassword && !(await app.services.auth.passwordWorks(DEMO_EMAIL, demoPassword))) {
    demoPassword = undefined
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  // Designs and views without a picture (a new demo's, or all of them after the renderer was
  // off) are rendered in the background, one at a time: the lists say "rendering" meanwhile.
  const pictures = await app.services.thumbnails.backfill()
  // Visitors' mails a stop left waiting for their quote's picture: those whose picture is on
  // its way (just scheduled) still wait for it, the others go now (decision 044).
  void app.services.quotes
    .sendWaitingMails((id) => app.services.thumbnails.rendering('quote', id))
    .catch((err) => app.log.warn({ err }, 'could not send the mails left waiting'))
  app.log.info(
    {
      database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgresql',
      startupMs: Math.round(performance.now() - startedAt),
      picturesToRender: pictures.designs + pictures.views + pictures.posters + pictures.quotes,
    },
    `Designer is ready on ${config.publicUrl}`,
  )
  if (demoPassword) {
    const loginUrl = `${config.publicUrl}/auth/login`
    // In development a framed banner, so it stands out of the log; elsewhere a log line.
    if (config.env === 'development') {
      const lines = ['Designer demo studio', '', `Open      ${loginUrl}`]
      lines.push(`E-mail    ${DEMO_EMAIL}`, `Password  ${demoPassword}`)
      process.stdout.write(`${banner(lines)}\n`)
    } else {
      app.log.info(`Sign in at ${loginUrl} as ${DEMO_EMAIL} with the password ${demoPassword}`)
    }
  }
}

/**
 * Start-up waits for a database that is not there yet (a container starting beside us, a
 * failover under way) instead of exiting: it retries with growing pauses and says so. Anything
 * else — a wrong password, a missing database — ends start-up at once with its error.
 */
async function waitForDatabase(database: DatabaseHandle, log: Logger) {
  for (let attempt = 1, pauseMs = 500; ; attempt++, pauseMs = Math.min(pauseMs * 2, 10_000)) {
    try {
      await database.ping()
      if (attempt > 1) log.info({ attempt }, 'the database answers')
      return
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err
      log.warn(
        { attempt, retryInMs: pauseMs, reason: (err as Error).message },
        'waiting for the database',
      )
      await setTimeout(pauseMs)
    }
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
