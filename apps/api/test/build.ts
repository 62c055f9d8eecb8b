import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, expect, inject } from 'vitest'
import { type App, buildApp } from '../src/app'
import { type Config, loadConfig } from '../src/config'
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../src/db/client'
import type { Clock } from '../src/lib/clock'
import { recordAnswers } from './documented-answers'
import { withDatabase } from './global-setup'

/** A fresh, migrated database for one test file, on whichever engine this run tests. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const testDb = inject('testDb')
  if (testDb.kind === 'pglite') {
    const dump = new Blob([readFileSync(testDb.templateFile)])
    const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions })
    return openDatabase({ kind: 'pglite', client })
  }
  const database = await createPostgresDatabase()
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
  const close = handle.close
  let closing: Promise<void> | undefined
  handle.close = () => {
    closing ??= close().then(() => database.drop())
    return closing
  }
  return handle
}

/** A fresh, migrated PostgreSQL database (a run on PostgreSQL only), for processes of a test's own. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const testDb = inject('testDb')
  if (testDb.kind !== 'postgres') throw new Error('this run tests PGlite, not PostgreSQL')
  const name = `designer_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDb.url })
  await admin.connect()
  await admin.query(`create database ${name} template ${testDb.template}`)
  return {
    url: withDatabase(testDb.url, name),
    async drop() {
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    },
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Every request of a test comes from one address; the rate-limit tests set 1 again.
    RATE_LIMIT_MULTIPLIER: '1000',
  })
  // No Chromium unless a test asks for it: the rendering tests start one against a listening app.
  const render = { ...base.render, chromiumPath: null }
  return { ...base, webDistDir: undefined, render, ...overrides }
}

/**
 * The apps this file built, closed and checked once the file is done. Registered here, when the
 * test file imports this module, because an `afterAll` called from a `beforeAll` or a test is
 * never run.
 */
const built = new Set<{ app: App; answers: ReturnType<typeof recordAnswers> }>()
afterAll(async () => {
  const problems = [...built].flatMap(({ answers }) => answers.problems())
  await Promise.all([...built].map(({ app }) => app.close()))
  built.clear()
  expect(problems, 'answers the OpenAPI document does not describe').toEqual([])
})

/** The mail settings of an app whose mails go to a test mailbox (test/mailbox.mjs). */
export const mailThrough = (mailbox: { url: string }) => ({
  smtpUrl: mailbox.url,
  from: 'Designer <no-reply@test>',
})

type BuildOptions = { config?: Partial<Config>; clock?: Clock }

/** The one way tests get an app: built on a fresh database, closed after the file. */
export async function build(options: BuildOptions = {}) {
  const database = await createTestDatabase()
  const app = await buildApp({ config: testConfig(options.config), database, clock: options.clock })
  const answers = recordAnswers(app)
  await app.ready()
  built.add({ app, answers })
  return app
}
