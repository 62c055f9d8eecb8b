import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ApiProcess, startApiProcess } from '../../test/api-process'
import { createPostgresServer, postgresBinDir } from '../../test/postgres-server'

// The real server process (src/server.ts) against a PostgreSQL server of the test's own, which
// the test stops, starts and freezes. It runs once, in the api:pglite project (the root
// vitest.config.ts leaves it out of api:postgres): it never uses the run's shared database.
const bin = postgresBinDir()

type Answer = { name: string; status: number; code?: string; ms: number; at: number }

describe.skipIf(!bin)('a PostgreSQL outage (needs /usr/lib/postgresql/*/bin)', () => {
  let db: Awaited<ReturnType<typeof createPostgresServer>>
  let api: ApiProcess
  let base: string
  let dataDir: string
  let headers: Record<string, string>

  beforeAll(async () => {
    db = await createPostgresServer()
    dataDir = mkdtempSync(path.join(tmpdir(), 'designer-outage-'))
    // The API starts first, while the database is still down: it must wait, not exit.
    api = await startApiProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      JWT_SECRET: 'outage-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    })
    base = api.base
    await until(() => api.log.includes('waiting for the database'), 30_000, 'a waiting log line')
    db.start()
    await until(async () => (await get('/v1/health/ready')).status === 200, 60_000, 'readiness')

    const register = await call('POST', '/v1/auth/register', {
      name: 'Outage Tester',
      email: 'outage@example.com',
      password: 'correct horse battery',
    })
    const token = ((await register.json()) as { access_token: string }).access_token
    const company = await call(
      'POST',
      '/v1/companies',
      { name: 'Atelier Outage', currency: 'EUR', country: 'ES' },
      { authorization: `Bearer ${token}` },
    )
    const companyId = ((await company.json()) as { id: string }).id
    headers = { authorization: `Bearer ${token}`, 'company-id': companyId }
  }, 120_000)

  afterAll(async () => {
    await api?.stop()
    db?.remove()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a restart: the process lives, clients get a quick 503, then it recovers and no acknowledged save is lost', async () => {
    const answers: Answer[] = []
    let stop = false
    let n = 0
    const saver = (async () => {
      while (!stop) {
        const name = `Save ${++n}`
        const started = Date.now()
        const res = await call('POST', '/v1/designs', { name, type: 'design' }, headers)
        const body = (await res.json()) as { code?: string }
        answers.push({
          name,
          status: res.status,
          code: body.code,
          ms: Date.now() - started,
          at: started,
        })
        await sleep(50)
      }
    })()

    await sleep(1000)
    db.stop()
    const downAt = Date.now()
    await sleep(1500)
    // During the outage: alive, not ready.
    expect((await get('/v1/health/live')).status).toBe(200)
    const ready = await get('/v1/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ database: 'down' })
    await sleep(1500)
    db.start()
    const upAt = Date.now()
    await until(() => answers.some((a) => a.at > upAt && a.status === 201), 20_000, 'a save after')
    stop = true
    await saver

    expect(api.child.exitCode).toBeNull()
    const during = answers.filter((a) => a.at > downAt + 200 && a.at < upAt - 200)
    expect(during.length).toBeGreaterThan(0)
    for (const a of during) expect(a).toMatchObject({ status: 503, code: 'database_unavailable' })
    // Every answer was a save or a quick 503: no 500, no hang.
    for (const a of answers) expect([201, 503]).toContain(a.status)
    expect(Math.max(...answers.filter((a) => a.status === 503).map((a) => a.ms))).toBeLessThan(3000)
    const recovery = answers.find((a) => a.at > upAt && a.status === 201)!.at - upAt
    expect(recovery).toBeLessThan(10_000)

    const saved = answers.filter((a) => a.status === 201).map((a) => a.name)
    expect(saved.length).toBeGreaterThan(3)
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const { rows } = await client.query<{ name: string }>('select name from designs')
    await client.end()
    const stored = new Set(rows.map((r) => r.name))
    expect(saved.filter((name) => !stored.has(name))).toEqual([])
  }, 90_000)

  test('a frozen database answers 503 within seconds, not after a hang', async () => {
    db.freeze()
    try {
      const started = Date.now()
      const res = await call('POST', '/v1/designs', { name: 'Frozen', type: 'design' }, headers)
      const ms = Date.now() - started
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ code: 'database_unavailable' })
      // Statement timeout 1 s here, plus the client's extra second; 45 s before this change.
      expect(ms).toBeLessThan(4000)
      expect((await get('/v1/health/ready')).status).toBe(503)
    } finally {
      db.thaw()
    }
    await until(async () => (await get('/v1/health/ready')).status === 200, 20_000, 'readiness')
    const res = await call('POST', '/v1/designs', { name: 'Thawed', type: 'design' }, headers)
    expect(res.status).toBe(201)
    expect(api.child.exitCode).toBeNull()
  }, 60_000)

  function get(url: string) {
    return fetch(base + url, { signal: AbortSignal.timeout(10_000) }).catch(
      () => new Response(null, { status: 599 }),
    )
  }

  function call(method: string, url: string, body: unknown, extra: Record<string, string> = {}) {
    return fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
      // A hang shows as status 599, which the assertions refuse.
      signal: AbortSignal.timeout(10_000),
    }).catch(() => Response.json({ code: 'no_answer' }, { status: 599 }))
  }

  async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
    const deadline = Date.now() + ms
    while (Date.now() < deadline) {
      if (api.child.exitCode !== null)
        throw new Error(`the API exited (${api.child.exitCode}):\n${api.log}`)
      if (await check()) return
      await sleep(100)
    }
    throw new Error(`timed out waiting for ${what}:\n${api.log.slice(-4000)}`)
  }
})
