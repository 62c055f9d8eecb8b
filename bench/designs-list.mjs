// The designs list (signed in, company-scoped, 20 items) under 50 connections, beside a bare
// Fastify route that verifies the same token and runs the same SQL through pg. Prints both
// and their ratio. Needs a PostgreSQL server: BENCH_DATABASE_URL, else the local one.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const database = 'designer_bench'
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
const duration = Number(process.env.DURATION ?? 10)
const connections = 50
const API_PORT = 3301
const BARE_PORT = 3302
const PUBLIC_URL = `http://127.0.0.1:${API_PORT}`
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing'

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`drop database if exists ${database}`)
await admin.query(`create database ${database}`)
await admin.end()

const env = { ...process.env, DATABASE_URL: dbUrl, JWT_SECRET, PUBLIC_URL, LOG_LEVEL: 'warn' }
function start(args, port, extra = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port), ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}
async function healthy(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${url} did not answer`)
}

const api = start(['apps/api/dist/server.js'], API_PORT, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  BILLING_ALLOW_LOCAL: 'true',
  RATE_LIMIT_MULTIPLIER: '100000',
})
const children = [api]
try {
  await healthy(`${PUBLIC_URL}/v1/health`)
  const post = async (url, body, headers = {}) => {
    const res = await fetch(`${PUBLIC_URL}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const session = await post('/v1/auth/register', {
    name: 'Bench',
    email: 'bench@example.com',
    password: 'a long bench password',
  })
  const auth = { authorization: `Bearer ${session.access_token}` }
  const company = await post(
    '/v1/companies',
    { name: 'Bench Studio', currency: 'EUR', country: 'ES' },
    auth,
  )
  const headers = { ...auth, 'company-id': company.id }
  await post('/v1/billing/local', { action: 'subscribe' }, headers)
  for (let i = 0; i < 40; i++)
    await post(
      '/v1/designs',
      {
        name: `Design ${i}`,
        type: i % 4 ? 'design' : 'component',
        description: 'Benchmark design',
      },
      headers,
    )

  const bare = start(['bench/bare-designs-server.mjs'], BARE_PORT)
  children.push(bare)
  await healthy(`http://127.0.0.1:${BARE_PORT}/v1/designs`)

  const run = (url) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration, headers }, (err, result) =>
        err ? reject(err) : resolve(result),
      )
    })
  // Warm both up (JIT, connection pools, caches) before measuring.
  await run(`${PUBLIC_URL}/v1/designs?pageSize=20`).then(
    () => null,
    () => null,
  )
  const a = await run(`${PUBLIC_URL}/v1/designs?pageSize=20`)
  await run(`http://127.0.0.1:${BARE_PORT}/v1/designs`).then(
    () => null,
    () => null,
  )
  const b = await run(`http://127.0.0.1:${BARE_PORT}/v1/designs`)

  const line = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`
  console.log(`designs list, 20 items, ${connections} connections, ${duration} s each, PostgreSQL`)
  console.log(line('API GET /v1/designs', a))
  console.log(line('bare Fastify + jose + pg', b))
  console.log(`ratio (API / bare): ${(a.requests.average / b.requests.average).toFixed(2)}`)
} finally {
  for (const c of children) c.kill('SIGTERM')
}
