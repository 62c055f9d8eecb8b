// The designs list (signed in, company-scoped, 20 items) under 50 connections, beside a bare
// Fastify route that verifies the same token and runs the same SQL through pg. Prints both
// and their ratio. Needs a PostgreSQL server: BENCH_DATABASE_URL, else the local one.
import autocannon from 'autocannon'
import { throwawayDatabase } from './lib/database.mjs'
import { call, production, signUp, startServer } from './lib/server.mjs'

const duration = Number(process.env.DURATION ?? 10)
const connections = 50

const database = await throwawayDatabase('designer_bench')
const servers = []
try {
  const api = await startServer({
    env: { ...production, DATABASE_URL: database.url },
  })
  servers.push(api)
  const { headers } = await signUp(api.base, {
    email: 'bench@example.com',
    company: { name: 'Bench Studio' },
    subscribe: true,
  })
  for (let i = 0; i < 40; i++)
    await call(
      api.base,
      'POST',
      '/v1/designs',
      {
        name: `Design ${i}`,
        type: i % 4 ? 'design' : 'component',
        description: 'Benchmark design',
      },
      headers,
    )

  // The yardstick verifies tokens of the API's issuer (its public address).
  const bare = await startServer({
    entry: 'bench/bare-designs-server.mjs',
    env: { DATABASE_URL: database.url, JWT_SECRET: production.JWT_SECRET, PUBLIC_URL: api.base },
    health: '/v1/designs',
    isUp: (res) => res.status < 500,
  })
  servers.push(bare)

  const run = (url) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration, headers }, (err, result) =>
        err ? reject(err) : resolve(result),
      )
    })
  // Warm both up (JIT, connection pools, caches) before measuring.
  await run(`${api.base}/v1/designs?pageSize=20`).then(
    () => null,
    () => null,
  )
  const a = await run(`${api.base}/v1/designs?pageSize=20`)
  await run(`${bare.base}/v1/designs`).then(
    () => null,
    () => null,
  )
  const b = await run(`${bare.base}/v1/designs`)

  const line = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`
  console.log(`designs list, 20 items, ${connections} connections, ${duration} s each, PostgreSQL`)
  console.log(line('API GET /v1/designs', a))
  console.log(line('bare Fastify + jose + pg', b))
  console.log(`ratio (API / bare): ${(a.requests.average / b.requests.average).toFixed(2)}`)
} finally {
  for (const s of servers) await s.stop()
  await database.drop()
}
