// Starting a server for a benchmark, signing up on it and stopping it: one way for every
// benchmark, so each one says only what it measures.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The API to run: API_ENTRY (apps/api/src/server.ts runs the sources through tsx), else the build. */
export const apiEntry = process.env.API_ENTRY ?? 'apps/api/dist/server.js'

/**
 * The API as it is deployed (production mode, PostgreSQL or the embedded database) with what a
 * benchmark needs besides: a fixed secret, billing in local mode, rate limits out of the way.
 */
export const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  BILLING_ALLOW_LOCAL: 'true',
  RATE_LIMIT_MULTIPLIER: '100000',
}

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts a server and resolves once it answers. By default the API on a free port of 127.0.0.1,
 * with a fresh data dir (its embedded database; removed by `stop`) unless `env.DATABASE_URL`
 * names a PostgreSQL database, PUBLIC_URL its own address and warnings only in its log.
 *   entry      the script to run, from the repository's root (default `apiEntry`)
 *   env        variables over those defaults (NODE_ENV, secrets, DATABASE_URL, …)
 *   baseEnv    the environment they go over (default this process's)
 *   dataDir    a data dir to use and keep (a second start on it finds its database)
 *   health     the path that answers once it is up (default /v1/health: the API and its database)
 *   isUp       whether an answer from there means up (default: a 2xx status)
 *   stdout     'inherit' to show what the server prints (its errors are always shown)
 *   timeoutMs  how long it may take to answer (default 2 min); pollMs, how often it is asked
 * Returns { base, port, child, dataDir, stop }; `stop` ends it and waits until it has.
 */
export async function startServer({
  entry = apiEntry,
  port,
  env = {},
  baseEnv = process.env,
  dataDir,
  health = '/v1/health',
  isUp = (res) => res.ok,
  stdout = 'ignore',
  timeoutMs = 120_000,
  pollMs = 50,
} = {}) {
  if (!existsSync(path.join(root, entry))) {
    throw new Error(`${entry} is missing. Build first: npm run build -w @designer/api`)
  }
  const listenOn = port ?? (await freePort())
  const base = `http://127.0.0.1:${listenOn}`
  const freshDir =
    !dataDir && !env.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), 'designer-bench-')) : null
  const child = spawn(
    process.execPath,
    [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry],
    {
      cwd: root,
      env: {
        ...baseEnv,
        HOST: '127.0.0.1',
        PORT: String(listenOn),
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        ...((dataDir ?? freshDir) ? { DATA_DIR: dataDir ?? freshDir } : {}),
        ...env,
      },
      stdio: ['ignore', stdout, 'inherit'],
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // A benchmark that throws still leaves no server behind.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    if (freshDir) rmSync(freshDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`${entry} exited with code ${child.exitCode} before it answered`)
    }
    const res = await fetch(base + health).catch(() => null)
    if (res && isUp(res)) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${entry} did not answer ${health} within ${timeoutMs / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, pollMs))
  }
  return { base, port: listenOn, child, dataDir: dataDir ?? freshDir, stop }
}

/** A JSON request; an error status throws with the answer. Resolves to its JSON (null for 204). */
export async function call(base, method, url, body, headers = {}) {
  const res = await fetch(base + url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return res.status === 204 ? null : res.json()
}

/**
 * A new account with a company of its own on the API at `base`. `subscribe` starts the company's
 * subscription in local billing mode (the server needs BILLING_ALLOW_LOCAL=true in production).
 * Returns the session, the company, `auth` (the account's headers) and `headers` (acting in the
 * company), with the e-mail and password to sign in again.
 */
export async function signUp(
  base,
  {
    name = 'Bench',
    email = `bench-${randomBytes(4).toString('hex')}@example.com`,
    password = 'a long bench password',
    company = {},
    subscribe = false,
  } = {},
) {
  const session = await call(base, 'POST', '/v1/auth/register', { name, email, password })
  const auth = { authorization: `Bearer ${session.access_token}` }
  const made = await call(
    base,
    'POST',
    '/v1/companies',
    { name: 'Bench Studio', currency: 'EUR', country: 'ES', ...company },
    auth,
  )
  const headers = { ...auth, 'company-id': made.id }
  if (subscribe) await call(base, 'POST', '/v1/billing/local', { action: 'subscribe' }, headers)
  return { session, company: made, auth, headers, email, password }
}
